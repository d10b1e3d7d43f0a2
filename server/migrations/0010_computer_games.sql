-- Games against the computer by signed-in accounts (issue 5): the moves are replayed by the
-- server's rules core before a game is stored, and the points follow docs/bots-and-coach.md ("Games
-- against the computer").
CREATE TABLE computer_games (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    level INTEGER NOT NULL,
    color TEXT NOT NULL,
    result TEXT NOT NULL,
    initial_fen TEXT NOT NULL DEFAULT '',
    moves TEXT NOT NULL,
    player_moves INTEGER NOT NULL,
    points INTEGER NOT NULL,
    pgn TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
);
CREATE INDEX computer_games_user ON computer_games (user_id, created_at);
