-- The running clock of each live game, saved every second or so while a player thinks (a
-- heartbeat), so a restart charges the time thought before the crash instead of giving it back.
-- `ply` is the number of moves the clocks follow: a heartbeat older than the last move is ignored.
CREATE TABLE live_game_clocks (
    game_id TEXT PRIMARY KEY REFERENCES live_games (id),
    ply INTEGER NOT NULL,
    white_ms INTEGER NOT NULL,
    black_ms INTEGER NOT NULL,
    saved_at INTEGER NOT NULL
);
