import { beforeEach, describe, expect, it } from 'vitest';

import {
  BOARD_PREFS_KEY,
  clampVolume,
  DEFAULT_BOARD_PREFS,
  parseBoardPreferences,
  readAudioEnabled,
  readVolume,
  writeAudioEnabled,
  writeVolume,
} from '../preferences';

describe('settings preferences', () => {
  beforeEach(() => localStorage.clear());

  it('volume defaults to 0.7 and is clamped to 0..1', () => {
    expect(readVolume()).toBe(0.7);
    expect(writeVolume(1.5)).toBe(1);
    expect(localStorage.getItem('chess-audio-volume')).toBe('1');
    expect(writeVolume(-2)).toBe(0);
    localStorage.setItem('chess-audio-volume', 'abc');
    expect(readVolume()).toBe(0.7);
    expect(clampVolume(0.25)).toBe(0.25);
  });

  it('sound is on unless switched off', () => {
    expect(readAudioEnabled()).toBe(true);
    writeAudioEnabled(false);
    expect(localStorage.getItem('chess-audio-enabled')).toBe('false');
    expect(readAudioEnabled()).toBe(false);
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
