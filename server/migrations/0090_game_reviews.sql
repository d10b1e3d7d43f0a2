-- Game reviews (issue 19): one per game, never run twice (`game_key` is unique: "computer:<id>",
-- "live:<id>", or "pgn:<owner>:<hash>" for a pasted game), queued for the engine worker, which
-- stores each position's analysis as it goes (the progress shown while it works).
CREATE TABLE game_reviews (
    id TEXT PRIMARY KEY,
    game_key TEXT NOT NULL UNIQUE,
    source TEXT NOT NULL,
    game_ref TEXT NOT NULL DEFAULT '',
    owner_id BIGINT,
    initial_fen TEXT NOT NULL DEFAULT '',
    moves TEXT NOT NULL,
    white_name TEXT NOT NULL DEFAULT '',
    black_name TEXT NOT NULL DEFAULT '',
    result TEXT NOT NULL DEFAULT '*',
    player_color TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL,
    total_positions BIGINT NOT NULL,
    depth BIGINT NOT NULL,
    error TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    finished_at BIGINT
);
CREATE INDEX game_reviews_status ON game_reviews (status, created_at);
CREATE INDEX game_reviews_owner ON game_reviews (owner_id, created_at);

-- The engine's opinion of each position (ply 0 is the start): score from White's side, the mate
-- distance when there is one, the best move and its line, and for brilliancy candidates the
-- second-best line's score.
CREATE TABLE game_review_positions (
    review_id TEXT NOT NULL,
    ply BIGINT NOT NULL,
    score_cp BIGINT NOT NULL,
    mate BIGINT,
    best_move TEXT NOT NULL DEFAULT '',
    pv TEXT NOT NULL DEFAULT '',
    second_cp BIGINT,
    second_mate BIGINT,
    PRIMARY KEY (review_id, ply)
);
