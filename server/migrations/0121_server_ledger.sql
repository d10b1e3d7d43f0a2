-- The progress ledger is the server's own (issue 29): no route takes a browser's events any more,
-- and learn::load_ledger reads none from progress_events. Lessons come from lesson_progress (its
-- graded first completions), practice from practice_progress (each position once, at its first
-- win), time spent from the server's timestamps (puzzle and deck answers from their serving, a
-- lesson from its start, a game from its start). The rows the browser sent (lessons at any
-- accuracy, practice sessions, minutes, on any day it named) and the practice events the server
-- wrote per won attempt are deleted; the table stays empty for now.
DELETE FROM progress_events;
DELETE FROM practice_progress WHERE user_id NOT IN (SELECT id FROM users);

-- Every table the ledger is now read from marks its account (migration 0060): a lesson's first
-- completion, a position's first win, and, for the time they took, unsolved puzzle attempts and
-- deck showings too (solved ones already mark it).
CREATE TRIGGER lesson_progress_dirty_insert AFTER INSERT ON lesson_progress
    WHEN NEW.completed_at_ms IS NOT NULL
BEGIN
    INSERT INTO progress_dirty VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER lesson_progress_dirty_complete AFTER UPDATE OF completed_at_ms ON lesson_progress
    WHEN OLD.completed_at_ms IS NULL AND NEW.completed_at_ms IS NOT NULL
BEGIN
    INSERT INTO progress_dirty VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER practice_progress_dirty AFTER INSERT ON practice_progress BEGIN
    INSERT INTO progress_dirty VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER puzzle_attempts_time_dirty AFTER INSERT ON puzzle_attempts WHEN NEW.solved = 0
BEGIN
    INSERT INTO progress_dirty VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER deck_reviews_time_dirty AFTER INSERT ON deck_reviews WHEN NEW.solved = 0 BEGIN
    INSERT INTO progress_dirty VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

-- Every account is replayed: its boards, totals and unlocks lose what the browser claimed.
INSERT INTO progress_dirty (user_id, version) SELECT id, 1 FROM users WHERE true
    ON CONFLICT (user_id) DO UPDATE SET version = progress_dirty.version + 1;
