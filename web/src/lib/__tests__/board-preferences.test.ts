import { beforeEach, describe, expect, it } from 'vitest';

import { BOARD_PREFS_KEY, DEFAULT_BOARD_PREFS, parseBoardPreferences } from '@/lib/board-preferences';
import { clampVolume, getVolume, isSoundEnabled, setSoundEnabled, setVolume } from '@/lib/sound/sound-manager';

describe('settings preferences', () => {
  beforeEach(() => localStorage.clear());

  it('the settings sound controls store what the sound system reads', () => {
    expect(getVolume()).toBe(0.7);
    setVolume(1.5);
    expect(localStorage.getItem('chess-audio-volume')).toBe('1');
    expect(clampVolume(-2)).toBe(0);
    expect(isSoundEnabled()).toBe(true);
    setSoundEnabled(false);
    expect(localStorage.getItem('chess-audio-enabled')).toBe('false');
  });

  it('board preferences fall back field by field', () => {
    expect(BOARD_PREFS_KEY).toBe('chess-academy-board-preferences');
    expect(parseBoardPreferences(null)).toEqual(DEFAULT_BOARD_PREFS);
    expect(parseBoardPreferences('{bad')).toEqual(DEFAULT_BOARD_PREFS);
    expect(parseBoardPreferences('{"autoQueen":false,"showCoordinates":"x"}')).toEqual({
      ...DEFAULT_BOARD_PREFS,
      autoQueen: false,
    });
  });
});
