// Chat rules.
export const CHAT_MAX_LENGTH = 140;
export const QUICK_MESSAGES = [
  'Good luck!',
  'Have fun!',
  'Good game!',
  'Well played!',
  'Thanks!',
  'Nice move!',
] as const;
export const QUICK_MESSAGES_PANEL = 4;
export const QUICK_MESSAGES_FLOATING = 3;
export const EMOJIS = [
  '😀',
  '😂',
  '😅',
  '😎',
  '🤔',
  '😮',
  '😢',
  '😡',
  '👍',
  '👎',
  '👏',
  '🙏',
  '🔥',
  '💪',
  '🎉',
  '♟️',
  '♞',
  '👑',
] as const;
export const EMOJI_COLUMNS = 6;

export const CHAT_WINDOW = { minWidth: 300, maxWidth: 600, minHeight: 200, maxHeight: 800 } as const;
export const CHAT_PANEL_MAX_HEIGHT = 700;

/** The text to send, or null when it is blank. */
export function chatText(input: string): string | null {
  const trimmed = input.trim();
  return trimmed ? trimmed.slice(0, CHAT_MAX_LENGTH) : null;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Keeps a floating window of the given size inside the viewport. */
export function keepOnScreen(
  pos: { x: number; y: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): { x: number; y: number } {
  return {
    x: clamp(pos.x, 0, Math.max(0, viewport.width - size.width)),
    y: clamp(pos.y, 0, Math.max(0, viewport.height - size.height)),
  };
}

export function clampChatSize(size: { width: number; height: number }) {
  return {
    width: clamp(size.width, CHAT_WINDOW.minWidth, CHAT_WINDOW.maxWidth),
    height: clamp(size.height, CHAT_WINDOW.minHeight, CHAT_WINDOW.maxHeight),
  };
}
