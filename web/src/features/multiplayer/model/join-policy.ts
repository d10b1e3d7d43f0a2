// The join and retry rules for the game screen.
export const JOIN_RESPONSE_TIMEOUT_MS = 10_000;
export const MAX_JOIN_RETRIES = 3;
export const JOIN_RETRY_DELAY_MS = 2_000;
export const GAME_JOIN_WAIT_MS = 500;

/** Growing delays: 2 s, 4 s, 6 s. */
export function joinRetryDelay(attempt: number): number {
  return JOIN_RETRY_DELAY_MS * (attempt + 1);
}

/** join_game after navigating from the lobby; reconnect_to_game on a refresh or direct visit. */
export function joinEvent(
  spectating: boolean,
  fromLobby: boolean,
): 'join_game_as_spectator' | 'join_game' | 'reconnect_to_game' {
  if (spectating) return 'join_game_as_spectator';
  return fromLobby ? 'join_game' : 'reconnect_to_game';
}
