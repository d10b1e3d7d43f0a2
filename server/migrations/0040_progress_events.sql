-- The progress ledger (issue 15): what happens only in the browser (lessons completed, practice
-- sessions finished, time spent), sent with the client's own event id; the same id twice is one
-- event. Puzzles and games are not stored here: they are read from puzzle_attempts,
-- computer_games and live_games whenever the ledger is replayed, so a client can neither claim
-- them nor have them counted twice. The kind's fields are columns (unused ones keep their
-- default); moves are the store's compact text (store/progress_repository.hpp).
CREATE TABLE progress_events (
    user_id INTEGER NOT NULL,
    event_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    day TEXT NOT NULL,
    lesson_id TEXT NOT NULL DEFAULT '',
    accuracy INTEGER NOT NULL DEFAULT 0,
    minutes INTEGER NOT NULL DEFAULT 0,
    moves TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, event_id)
);
-- For the cap on one account's events per day.
CREATE INDEX progress_events_by_day ON progress_events (user_id, day);

-- The player's calendar for streaks and daily goals: minutes east of UTC (CET is 60, New York in
-- winter -300), as the browser last reported it. UTC until it does.
ALTER TABLE users ADD COLUMN utc_offset_minutes INTEGER NOT NULL DEFAULT 0;
