// The player's Claude API key, the coach's optional AI voice (docs/bots-and-coach.md, "The AI voice"): checked by the
// key form's rules, kept only in this browser (localStorage), and sent with each coach request to our server, which
// uses it for that one call and never stores or logs it. Shared by the coach's gear menu (features/coach) and Settings.

import { readLocal, removeLocal, storageKey, writeLocal } from '@/lib/storage';

export const MSG_KEY_REQUIRED = 'Please enter a Claude API key';
export const MSG_KEY_PREFIX = 'Claude API keys should start with "sk-ant-"';
export const MSG_KEY_SAVED = "Claude API key saved. Your coach now answers in Claude's words.";
export const MSG_KEY_REMOVED = "Key removed. The coach answers in its own words, from the engine's facts.";
export const KEY_PREFIX = 'sk-ant-';
/** The confirmation closes the coach's settings dialog after 2 s. */
export const KEY_DIALOG_CLOSE_MS = 2_000;

const KEY_STORAGE = storageKey('claude-api-key');

/** The dialog's message for what was typed, or null when it is a key. */
export function validateApiKey(input: string): string | null {
  const key = input.trim();
  if (key === '') return MSG_KEY_REQUIRED;
  if (!key.startsWith(KEY_PREFIX)) return MSG_KEY_PREFIX;
  return null;
}

export function loadApiKey(): string | null {
  const key = readLocal(KEY_STORAGE);
  return key && validateApiKey(key) === null ? key : null;
}

export function saveApiKey(input: string): void {
  writeLocal(KEY_STORAGE, input.trim());
}

export function removeApiKey(): void {
  removeLocal(KEY_STORAGE);
}
