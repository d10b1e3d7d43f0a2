import { describe, expect, it } from 'vitest';

import {
  AUDIO_ENABLED_KEY,
  AUDIO_VOLUME_KEY,
  clampVolume,
  EFFECTS,
  getVolume,
  isSoundEnabled,
  playSound,
  setSoundEnabled,
  setVolume,
} from '../sound-manager';

describe('sound', () => {
  it('defaults to enabled at 0.7 and clamps the volume to 0-1', () => {
    localStorage.clear();
    expect(isSoundEnabled()).toBe(true);
    expect(getVolume()).toBe(0.7);
    setVolume(3);
    expect(localStorage.getItem(AUDIO_VOLUME_KEY)).toBe('1');
    expect(clampVolume(-1)).toBe(0);
    setSoundEnabled(false);
    expect(localStorage.getItem(AUDIO_ENABLED_KEY)).toBe('false');
    expect(isSoundEnabled()).toBe(false);
  });

  it('has every effect and never throws without Web Audio', () => {
    expect(Object.keys(EFFECTS)).toHaveLength(15);
    localStorage.clear();
    expect(() => playSound('move')).not.toThrow();
  });
});
