-- Live games between two people (issue 6). Players are copied in (id, names, rating at the
-- start) so a game reads back without joining the accounts tables, and guests have no user row.
CREATE TABLE live_games (
    id TEXT PRIMARY KEY,
    white_id TEXT NOT NULL,
    white_username TEXT NOT NULL,
    white_display_name TEXT NOT NULL,
    white_rating INTEGER NOT NULL,
    white_guest INTEGER NOT NULL,
    black_id TEXT NOT NULL,
    black_username TEXT NOT NULL,
    black_display_name TEXT NOT NULL,
    black_rating INTEGER NOT NULL,
    black_guest INTEGER NOT NULL,
    initial_fen TEXT NOT NULL DEFAULT '',
    tc_name TEXT NOT NULL,
    tc_type TEXT NOT NULL,
    tc_initial INTEGER NOT NULL,
    tc_increment INTEGER NOT NULL,
    rated INTEGER NOT NULL,
    status TEXT NOT NULL,
    score TEXT NOT NULL DEFAULT '*',
    reason TEXT NOT NULL DEFAULT '',
    result_text TEXT NOT NULL DEFAULT '',
    white_ms INTEGER NOT NULL,
    black_ms INTEGER NOT NULL,
    white_rating_diff INTEGER,
    black_rating_diff INTEGER,
    created_at INTEGER NOT NULL,
    ended_at INTEGER
);
CREATE INDEX live_games_status ON live_games (status);
CREATE INDEX live_games_white ON live_games (white_username, created_at);
CREATE INDEX live_games_black ON live_games (black_username, created_at);

-- Every move, written before it is sent to anyone: the clocks after the move in milliseconds.
CREATE TABLE live_game_moves (
    game_id TEXT NOT NULL REFERENCES live_games (id),
    ply INTEGER NOT NULL,
    uci TEXT NOT NULL,
    san TEXT NOT NULL,
    white_ms INTEGER NOT NULL,
    black_ms INTEGER NOT NULL,
    played_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE live_game_chat (
    game_id TEXT NOT NULL REFERENCES live_games (id),
    seq INTEGER NOT NULL,
    user_id TEXT NOT NULL,
    username TEXT NOT NULL,
    display_name TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Glicko-2 per speed for accounts (guests are never rated).
CREATE TABLE player_ratings (
    user_id TEXT NOT NULL,
    speed TEXT NOT NULL,
    username TEXT NOT NULL,
    display_name TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, speed)
);
CREATE INDEX player_ratings_speed ON player_ratings (speed, rating);
