import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { themeName, themeNameInSentence } from '../theme-name';

const root = join(__dirname, '../../../../..');

/** Every theme id in the shipped library and in the tagger's source. */
function allThemeIds(): string[] {
  const ids = new Set<string>();
  const dir = join(root, 'content/puzzles');
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.csv'))) {
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n').slice(1)) {
      for (const t of (line.split(',')[7] ?? '').split(' ')) if (t) ids.add(t);
    }
  }
  const tagger = readFileSync(join(root, 'server/src/puzzler/tagger.cpp'), 'utf8');
  for (const m of tagger.matchAll(/"([a-z][A-Za-z0-9]*)"/g)) if (m[1] && m[1] !== 'mateIn') ids.add(m[1]);
  return [...ids];
}

describe('themeName', () => {
  it('names themes as people read them', () => {
    expect(themeName('hangingPiece')).toBe('Hanging piece');
    expect(themeName('mateIn2')).toBe('Mate in 2');
    expect(themeName('backRankMate')).toBe('Back rank mate');
    expect(themeName('xRayAttack')).toBe('X-ray attack');
    expect(themeName('mate')).toBe('Checkmate');
  });

  it('has a name for every theme in content/puzzles and the tagger', () => {
    const ids = allThemeIds();
    expect(ids.length).toBeGreaterThan(30);
    for (const id of ids) {
      const name = themeName(id);
      expect(name, id).not.toBe(id);
      expect(name, id).toMatch(/^[A-Z]/);
      expect(name, id).not.toMatch(/[a-z][A-Z]|[a-z]\d/);
    }
  });

  it('splits an unknown id instead of showing it raw', () => {
    expect(themeName('someNewTheme')).toBe('Some new theme');
  });

  it('reads inside a sentence', () => {
    expect(themeNameInSentence('mateIn2')).toBe('mate in 2');
    expect(themeNameInSentence('discoveredAttack')).toBe('discovered attack');
    expect(themeNameInSentence('anastasiaMate')).toBe('Anastasia mate');
  });
});
