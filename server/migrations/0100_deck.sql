-- The personal deck (issue 19): every mistake or blunder of an account's reviewed game whose better
-- line passes the puzzle verifier becomes a card, scheduled by SM-2 (learn/review/deck_schedule).
-- One card per (account, game, ply): the review's game key names the game, so a card is never made
-- twice however often its review is built. `line` is the solution from `fen` (the position the
-- player faced), UCI: the player's move, the forced reply, ..., ending on the player's move.
-- `misses` and `hinted` belong to the showing in progress and are cleared when it is graded.
CREATE TABLE deck_cards (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    game_key TEXT NOT NULL,
    review_id TEXT NOT NULL,
    source TEXT NOT NULL,
    game_ref TEXT NOT NULL DEFAULT '',
    ply INTEGER NOT NULL,
    fen TEXT NOT NULL,
    line TEXT NOT NULL,
    played TEXT NOT NULL,
    move_class TEXT NOT NULL,
    motif TEXT NOT NULL DEFAULT '',
    themes TEXT NOT NULL DEFAULT '',
    explanation TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    due_at INTEGER NOT NULL,
    repetitions INTEGER NOT NULL DEFAULT 0,
    interval_days INTEGER NOT NULL DEFAULT 0,
    ease REAL NOT NULL DEFAULT 2.5,
    lapses INTEGER NOT NULL DEFAULT 0,
    misses INTEGER NOT NULL DEFAULT 0,
    hinted INTEGER NOT NULL DEFAULT 0,
    last_graded_at INTEGER,
    UNIQUE (user_id, game_key, ply)
);
CREATE INDEX deck_cards_due ON deck_cards (user_id, due_at);

-- Every graded showing of a card. A solved one is a puzzle_solved event of the progress ledger
-- ("deck:<id>", learn/progress/progress_ledger), so it marks the account for the leaderboard's replay as
-- puzzle_attempts does (migration 0060).
CREATE TABLE deck_reviews (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    card_id INTEGER NOT NULL,
    at_ms INTEGER NOT NULL,
    grade INTEGER NOT NULL,
    solved INTEGER NOT NULL,
    first_try INTEGER NOT NULL,
    ms INTEGER NOT NULL
);
CREATE INDEX deck_reviews_by_user ON deck_reviews (user_id, at_ms);

CREATE TRIGGER deck_reviews_dirty AFTER INSERT ON deck_reviews WHEN NEW.solved = 1 BEGIN
    INSERT INTO progress_dirty VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;
