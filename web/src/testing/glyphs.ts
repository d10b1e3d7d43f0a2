// Emoji and dingbats in what an element shows: each is a box where no emoji font is installed, so the
// app draws its icons as SVG (components/ui/icons) and tests check that no such glyph is on screen.

const PICTOGRAPH =
  /[\p{Extended_Pictographic}\p{Regional_Indicator}\u2600-\u27BF\u2B00-\u2BFF\u25A0-\u25FF\u23E9-\u23FA]/gu;

/** The emoji and dingbat glyphs in the element's text, in order (none: []). */
export function pictographs(element: Element): string[] {
  return element.textContent?.match(PICTOGRAPH) ?? [];
}
