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

/** The flag emoji of a code (two regional indicator letters); empty for anything else. */
export function countryFlag(code: string | null | undefined): string {
  if (!code || !/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
