// Sound effects, synthesised with the Web Audio API (no audio files). Preferences
// live in local storage under chess-audio-enabled and chess-audio-volume; failures are only logged.

import { readLocal, writeLocal } from '@/lib/storage';

export type SoundEffect =
  | 'move'
  | 'capture'
  | 'check'
  | 'checkmate'
  | 'gameStart'
  | 'gameWin'
  | 'gameLose'
  | 'click'
  | 'xp'
  | 'levelUp'
  | 'achievement'
  | 'puzzleSolved'
  | 'puzzleError'
  | 'lessonComplete'
  | 'streakBonus';

export const AUDIO_ENABLED_KEY = 'chess-audio-enabled';
export const AUDIO_VOLUME_KEY = 'chess-audio-volume';
export const DEFAULT_VOLUME = 0.7;

interface Note {
  /** Hz */
  freq: number;
  /** seconds from the start of the effect */
  at: number;
  duration: number;
  type?: OscillatorType;
  gain?: number;
}

const n = (freq: number, at: number, duration: number, type: OscillatorType = 'sine', gain = 1): Note => ({
  freq,
  at,
  duration,
  type,
  gain,
});

/** Each effect as a few short notes. */
export const EFFECTS: Record<SoundEffect, Note[]> = {
  move: [n(520, 0, 0.06, 'triangle')],
  capture: [n(300, 0, 0.05, 'square', 0.6), n(200, 0.05, 0.08, 'triangle')],
  check: [n(880, 0, 0.08, 'square', 0.5), n(660, 0.09, 0.1, 'square', 0.5)],
  checkmate: [n(660, 0, 0.15, 'sawtooth', 0.4), n(440, 0.15, 0.15, 'sawtooth', 0.4), n(330, 0.3, 0.3, 'sawtooth', 0.4)],
  gameStart: [n(392, 0, 0.1), n(523, 0.1, 0.15)],
  gameWin: [n(523, 0, 0.12), n(659, 0.12, 0.12), n(784, 0.24, 0.12), n(1047, 0.36, 0.3)],
  gameLose: [n(392, 0, 0.2, 'triangle'), n(330, 0.2, 0.2, 'triangle'), n(262, 0.4, 0.4, 'triangle')],
  click: [n(1200, 0, 0.03, 'square', 0.3)],
  xp: [n(880, 0, 0.06), n(1320, 0.06, 0.08)],
  levelUp: [n(523, 0, 0.1), n(659, 0.1, 0.1), n(784, 0.2, 0.1), n(1047, 0.3, 0.1), n(1319, 0.4, 0.25)],
  achievement: [n(784, 0, 0.1), n(988, 0.1, 0.1), n(1175, 0.2, 0.3)],
  puzzleSolved: [n(659, 0, 0.1), n(880, 0.1, 0.2)],
  puzzleError: [n(220, 0, 0.15, 'sawtooth', 0.4), n(196, 0.15, 0.2, 'sawtooth', 0.4)],
  lessonComplete: [n(523, 0, 0.12), n(784, 0.12, 0.12), n(1047, 0.24, 0.3)],
  streakBonus: [n(988, 0, 0.08), n(1175, 0.08, 0.08), n(1397, 0.16, 0.2)],
};

export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return DEFAULT_VOLUME;
  return Math.min(1, Math.max(0, volume));
}

export function isSoundEnabled(): boolean {
  return readLocal(AUDIO_ENABLED_KEY) !== 'false';
}

export function setSoundEnabled(enabled: boolean): void {
  writeLocal(AUDIO_ENABLED_KEY, String(enabled));
}

export function getVolume(): number {
  const stored = readLocal(AUDIO_VOLUME_KEY);
  return stored === null ? DEFAULT_VOLUME : clampVolume(Number(stored));
}

export function setVolume(volume: number): void {
  writeLocal(AUDIO_VOLUME_KEY, String(clampVolume(volume)));
}

let context: AudioContext | null = null;

export function playSound(effect: SoundEffect): void {
  try {
    if (!isSoundEnabled()) return;
    const AudioCtx =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtx) return;
    context ??= new AudioCtx();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume().catch((e: unknown) => console.warn('audio resume failed', e));
    const master = ctx.createGain();
    master.gain.value = getVolume();
    master.connect(ctx.destination);
    const start = ctx.currentTime;
    for (const note of EFFECTS[effect]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = note.type ?? 'sine';
      osc.frequency.value = note.freq;
      const t0 = start + note.at;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.3 * (note.gain ?? 1), t0 + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.duration);
      osc.connect(gain).connect(master);
      osc.start(t0);
      osc.stop(t0 + note.duration + 0.02);
    }
  } catch (error) {
    console.warn('sound failed', error);
  }
}
