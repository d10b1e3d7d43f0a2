// Board preferences (coordinates, move animation, auto-queen), set on the settings page and
// kept locally; the board widget reads them for its defaults. A promotion asks for the piece unless
// the player turned auto-queen on (the specification: "waits for a piece choice (default queen)").
import { readLocal, storageKey, writeLocal } from '@/lib/storage';

export const BOARD_PREFS_KEY = storageKey('board-preferences');

export interface BoardPreferences {
  showCoordinates: boolean;
  animateMoves: boolean;
  autoQueen: boolean;
}

export const DEFAULT_BOARD_PREFS: BoardPreferences = { showCoordinates: true, animateMoves: true, autoQueen: false };

export function parseBoardPreferences(raw: string | null): BoardPreferences {
  if (!raw) return DEFAULT_BOARD_PREFS;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof BoardPreferences, unknown>>;
    const pick = (key: keyof BoardPreferences) =>
      typeof parsed[key] === 'boolean' ? (parsed[key] as boolean) : DEFAULT_BOARD_PREFS[key];
    return {
      showCoordinates: pick('showCoordinates'),
      animateMoves: pick('animateMoves'),
      autoQueen: pick('autoQueen'),
    };
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
