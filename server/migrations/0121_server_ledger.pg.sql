-- PostgreSQL's text of 0121_server_ledger.sql (its comments say why): the same deletions, marks
-- and triggers, the triggers through 0060's user_row_dirty().
DELETE FROM progress_events;
DELETE FROM practice_progress WHERE user_id NOT IN (SELECT id FROM users);

CREATE TRIGGER lesson_progress_dirty_insert AFTER INSERT ON lesson_progress
    FOR EACH ROW WHEN (NEW.completed_at_ms IS NOT NULL) EXECUTE FUNCTION user_row_dirty();
CREATE TRIGGER lesson_progress_dirty_complete AFTER UPDATE OF completed_at_ms ON lesson_progress
    FOR EACH ROW WHEN (OLD.completed_at_ms IS NULL AND NEW.completed_at_ms IS NOT NULL)
    EXECUTE FUNCTION user_row_dirty();
CREATE TRIGGER practice_progress_dirty AFTER INSERT ON practice_progress
    FOR EACH ROW EXECUTE FUNCTION user_row_dirty();
CREATE TRIGGER puzzle_attempts_time_dirty AFTER INSERT ON puzzle_attempts
    FOR EACH ROW WHEN (NEW.solved = 0) EXECUTE FUNCTION user_row_dirty();
CREATE TRIGGER deck_reviews_time_dirty AFTER INSERT ON deck_reviews
    FOR EACH ROW WHEN (NEW.solved = 0) EXECUTE FUNCTION user_row_dirty();

INSERT INTO progress_dirty (user_id, version) SELECT id, 1 FROM users
    ON CONFLICT (user_id) DO UPDATE SET version = progress_dirty.version + 1;
