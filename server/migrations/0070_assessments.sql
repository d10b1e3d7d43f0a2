-- The strength assessment and the calibration test (issue 18, docs/assessment.md). One row per
-- test taken, by an account or by a visitor (user_id NULL until the visitor signs up and claims
-- it), and one row per position asked. Times are Unix milliseconds of the server's wall clock.
CREATE TABLE assessment_sessions (
    -- 32 random hex digits: the visitor's only handle on the session, kept in the browser.
    id TEXT PRIMARY KEY,
    -- 'assessment' (400-1800, official for an account) or 'calibration' (400-2200).
    kind TEXT NOT NULL,
    user_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
    -- 'in_progress', 'completed', or 'abandoned' (a calibration restarted).
    status TEXT NOT NULL,
    -- The index of the position being asked; equals the answers given.
    progress INTEGER NOT NULL,
    created_at_ms BIGINT NOT NULL,
    completed_at_ms BIGINT,
    -- The result, once completed: the posterior median, the 90% interval, positions solved.
    rating INTEGER,
    rating_low INTEGER,
    rating_high INTEGER,
    correct INTEGER,
    -- When a visitor's finished session was attached to the account that signed up.
    claimed_at_ms BIGINT
);
CREATE INDEX assessment_sessions_by_user ON assessment_sessions (user_id, kind, status);

CREATE TABLE assessment_questions (
    session_id TEXT NOT NULL REFERENCES assessment_sessions (id) ON DELETE CASCADE,
    question_index INTEGER NOT NULL,
    puzzle_id TEXT NOT NULL,
    -- The puzzle's rating when asked: the estimate is replayed from these, so it never moves
    -- when players' attempts later move the puzzle's rating.
    puzzle_rating INTEGER NOT NULL,
    theme TEXT NOT NULL,
    asked_at_ms BIGINT NOT NULL,
    hint_used INTEGER NOT NULL DEFAULT 0,
    answered_at_ms BIGINT,
    -- The move as sent (SAN or UCI), 'timeout' or 'skip'.
    answer TEXT,
    correct INTEGER,
    -- What the browser said it used; the estimate uses the server's own answered - asked.
    time_spent_ms BIGINT,
    PRIMARY KEY (session_id, question_index)
);
