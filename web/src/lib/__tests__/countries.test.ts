import { describe, expect, it } from 'vitest';

import { COUNTRIES, countryName, countryTag, parseCountries } from '../countries';

describe('the country list', () => {
  it('holds the 249 assigned ISO 3166-1 alpha-2 codes, by name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    const names = COUNTRIES.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  it('names real codes only', () => {
    expect(countryName('FR')).toBe('France');
    expect(countryName('GB')).toBe('Britain (UK)');
    expect(countryName('UK')).toBeNull();
    expect(countryName('EU')).toBeNull();
    expect(countryName(null)).toBeNull();
  });

  it('skips comments and malformed lines', () => {
    expect(parseCountries('# x\nFR\tFrance\nfr\tlower\nXYZ\tlong\n\nDE\tGermany\n')).toEqual(
      [
        { code: 'FR', name: 'France' },
        { code: 'DE', name: 'Germany' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('tags a country with its two letters, never a flag emoji', () => {
    expect(countryTag('FR')).toBe('FR');
    expect(countryTag('fr')).toBe('');
    expect(countryTag(undefined)).toBe('');
  });
});
