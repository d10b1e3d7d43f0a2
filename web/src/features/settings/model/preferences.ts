// Local preferences of the settings page: sound (keys shared with the sound system) and board.
import { readLocal, storageKey, writeLocal } from '@/lib/storage';

export const AUDIO_ENABLED_KEY = 'chess-audio-enabled';
export const AUDIO_VOLUME_KEY = 'chess-audio-volume';
export const DEFAULT_VOLUME = 0.7;
export const BOARD_PREFS_KEY = storageKey('board-preferences');

export interface BoardPreferences {
  showCoordinates: boolean;
  animateMoves: boolean;
  autoQueen: boolean;
}

export const DEFAULT_BOARD_PREFS: BoardPreferences = { showCoordinates: true, animateMoves: true, autoQueen: true };

export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_VOLUME;
  return Math.min(1, Math.max(0, value));
}

export function readAudioEnabled(): boolean {
  return readLocal(AUDIO_ENABLED_KEY) !== 'false';
}

export function writeAudioEnabled(enabled: boolean): void {
  writeLocal(AUDIO_ENABLED_KEY, String(enabled));
}

export function readVolume(): number {
  const raw = readLocal(AUDIO_VOLUME_KEY);
  return raw === null || raw.trim() === '' ? DEFAULT_VOLUME : clampVolume(Number(raw));
}

export function writeVolume(value: number): number {
  const clamped = clampVolume(value);
  writeLocal(AUDIO_VOLUME_KEY, String(clamped));
  return clamped;
}

export function parseBoardPreferences(raw: string | null): BoardPreferences {
  if (!raw) return DEFAULT_BOARD_PREFS;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof BoardPreferences, unknown>>;
    const pick = (key: keyof BoardPreferences) =>
      typeof parsed[key] === 'boolean' ? (parsed[key] as boolean) : DEFAULT_BOARD_PREFS[key];
    return { showCoordinates: pick('showCoordinates'), animateMoves: pick('animateMoves'), autoQueen: pick('autoQueen') };
  } catch {
    return DEFAULT_BOARD_PREFS;
  }
}

export function readBoardPreferences(): BoardPreferences {
  return parseBoardPreferences(readLocal(BOARD_PREFS_KEY));
}

export function writeBoardPreferences(prefs: BoardPreferences): void {
  writeLocal(BOARD_PREFS_KEY, JSON.stringify(prefs));
}
