-- The puzzle library: generated puzzles (source 'academy', from content/puzzles/) and imported
-- Lichess puzzles (source 'lichess'). Columns follow the Lichess puzzle CSV; themes are stored
-- space-separated with a leading and trailing space so "themes LIKE '% fork %'" finds a theme.
-- rating/rating_deviation/volatility are the puzzle's Glicko-2 rating, corrected by players'
-- first attempts.
CREATE TABLE puzzles (
    id TEXT PRIMARY KEY,
    fen TEXT NOT NULL,
    moves TEXT NOT NULL,
    rating REAL NOT NULL,
    rating_deviation REAL NOT NULL,
    volatility REAL NOT NULL DEFAULT 0.09,
    popularity INTEGER NOT NULL DEFAULT 0,
    plays INTEGER NOT NULL DEFAULT 0,
    themes TEXT NOT NULL,
    game_url TEXT NOT NULL DEFAULT '',
    opening_tags TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL
);
CREATE INDEX puzzles_by_source_rating ON puzzles (source, rating);

-- Every attempt by a signed-in player; only the first attempt at a puzzle moves ratings.
CREATE TABLE puzzle_attempts (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    puzzle_id TEXT NOT NULL,
    solved INTEGER NOT NULL,
    first_attempt INTEGER NOT NULL,
    time_ms INTEGER NOT NULL,
    hints_used INTEGER NOT NULL,
    rating_change REAL NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX puzzle_attempts_by_user ON puzzle_attempts (user_id, puzzle_id);

-- A player's puzzle rating (Glicko-2, Lichess's parameters).
CREATE TABLE puzzle_ratings (
    user_id INTEGER PRIMARY KEY,
    rating REAL NOT NULL,
    rating_deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
