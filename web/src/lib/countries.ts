// The countries a player may choose (ISO 3166-1 alpha-2), from content/countries/iso3166-1.tab:
// the same list the server checks a country against (server/src/accounts/countries.cpp).

import table from '../../../content/countries/iso3166-1.tab?raw';

export interface Country {
  code: string;
  name: string;
}

/** Parses the tab file: "CODE<TAB>Name" lines, '#' comments. */
export function parseCountries(text: string): Country[] {
  const out: Country[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [code, name] = line.split('\t');
    if (code && /^[A-Z]{2}$/.test(code) && name) out.push({ code, name: name.trim() });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every country, by name. */
export const COUNTRIES: readonly Country[] = parseCountries(table);

const byCode = new Map(COUNTRIES.map((c) => [c.code, c.name]));

export function countryName(code: string | null | undefined): string | null {
  return code ? (byCode.get(code) ?? null) : null;
}

/**
 * The two letters shown for a country (a small tag, not a flag emoji: flags are boxes or bare letters where
 * no emoji font is installed, as on Windows); empty for anything that is not a code.
 */
/** The look of that tag: a small outlined box of two capitals. */
export const COUNTRY_TAG_CLASS = 'rounded border border-line px-1 text-[10px] font-semibold leading-4 tracking-wide';

export function countryTag(code: string | null | undefined): string {
  return code && /^[A-Z]{2}$/.test(code) ? code : '';
}
