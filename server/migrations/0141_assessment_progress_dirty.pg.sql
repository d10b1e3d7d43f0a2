-- PostgreSQL's form of 0141_assessment_progress_dirty.sql (the same two marks, through 0060's
-- user_row_dirty()).
CREATE TRIGGER assessment_sessions_dirty_complete AFTER UPDATE OF status ON assessment_sessions
    FOR EACH ROW WHEN (NEW.user_id IS NOT NULL AND OLD.status <> 'completed'
        AND NEW.status = 'completed')
    EXECUTE FUNCTION user_row_dirty();
CREATE TRIGGER assessment_sessions_dirty_claim AFTER UPDATE OF user_id ON assessment_sessions
    FOR EACH ROW WHEN (OLD.user_id IS NULL AND NEW.user_id IS NOT NULL)
    EXECUTE FUNCTION user_row_dirty();
