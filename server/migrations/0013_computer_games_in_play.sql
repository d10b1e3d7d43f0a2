-- Games against the computer played through the server (issue 29): the account's unfinished game,
-- one at most, with the moves so far (UCI, space-separated, from the standard start; the player
-- is always to move between requests). When it ends, the server writes the finished game to
-- computer_games (whose insert marks the account's ledger for the leaderboard) and removes it
-- here, so every statistic, list and ledger read of computer_games counts finished games only.
-- Times are Unix milliseconds. AUTOINCREMENT: a game's id is never handed out again, so a page
-- still holding an abandoned game's id cannot move in the account's next game.
CREATE TABLE computer_games_in_play (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL UNIQUE,
    level INTEGER NOT NULL,
    color TEXT NOT NULL,
    moves TEXT NOT NULL DEFAULT '',
    started_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
-- When a finished game began (Unix seconds, as created_at, which is when it ended); 0 for games
-- stored before the server played them.
ALTER TABLE computer_games ADD COLUMN started_at INTEGER NOT NULL DEFAULT 0;
