// Icons are SVG (components/ui/icons), never emoji: an emoji is an empty box where no colour-emoji font
// is installed. This scans the app's source text for emoji code points, and checks that every icon name
// the server sends for an achievement has its own SVG picture.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { hasAchievementIcon } from '../achievement-icons';

const src = join(__dirname, '../..');
const root = join(src, '../..');

// Emoji, pictographs, dingbats, keycap/flag parts and the emoji variation selector. Arrows (←, →) and
// the chess glyphs' block are not here only when they are not pictographic: ♚ is Extended_Pictographic
// only for ♟ (U+265F), which the scan does catch.
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{20E3}]/u;

// The chat's emoji picker: the emoji are the message a player sends (spec: "an emoji grid with 6
// columns"), not an icon of the app.
const ALLOWED = new Set(['features/multiplayer/model/chat.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `file:line  text` for every line of app source that holds an emoji. */
function emojiLines(): string[] {
  return sourceFiles(src).flatMap((path) => {
    const file = relative(src, path).split('\\').join('/');
    if (ALLOWED.has(file)) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) => (EMOJI.test(line) ? [`${file}:${i + 1}  ${line.trim()}`] : []));
  });
}

describe('no emoji as icons', () => {
  it('finds an emoji when one is written (the scan itself works)', () => {
    for (const sample of ['📖', '🎉', '⏱', '⏱️', '✅', '⭐', '🇫🇷', '♟']) expect(EMOJI.test(sample), sample).toBe(true);
    for (const sample of ['←', '→', '·', '…', '♚', '♞', '½', 'Ñandú']) expect(EMOJI.test(sample), sample).toBe(false);
  });

  it('the app source (tests aside) holds no emoji code point', () => {
    expect(emojiLines()).toEqual([]);
  });

  it('every achievement icon name the server sends has its own SVG picture', () => {
    const defs = readFileSync(join(root, 'server/src/learn/progress/progress_achievements.cpp'), 'utf8');
    // Each definition: { "id", "title", "description", "icon", "category", requirement }.
    const icons = [...defs.matchAll(/\{\s*"[a-z_0-9]+",\s*"[^"]*",\s*"[^"]*",\s*"([a-z-]+)",/g)].map((m) => m[1] ?? '');
    expect(icons.length).toBeGreaterThanOrEqual(14);
    expect(icons.filter((icon) => !hasAchievementIcon(icon))).toEqual([]);
  });
});
