-- Practice positions (issue 17): an account's best result per position, written only by the server
-- when the judge has decided an attempt was won (learn/practice/). best_stars is the best of every
-- won attempt (1..3); first_won_at_ms is set once. Each won attempt is also one practice_finished
-- event of the progress ledger ("practice:<attempt id>" in progress_events).
CREATE TABLE practice_progress (
    user_id BIGINT NOT NULL,
    position_id TEXT NOT NULL,
    best_stars INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    first_won_at_ms BIGINT NOT NULL,
    updated_at_ms BIGINT NOT NULL,
    PRIMARY KEY (user_id, position_id)
);
