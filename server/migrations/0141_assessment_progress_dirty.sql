-- The dashboard's one rating may come from a finished strength assessment or calibration (issue
-- 30, GET /api/progress "rating.source"): finishing one, or claiming a visitor's, marks the account
-- so that its cached progress answer is read afresh (migration 0060's progress_dirty).
CREATE TRIGGER assessment_sessions_dirty_complete AFTER UPDATE OF status ON assessment_sessions
    WHEN NEW.user_id IS NOT NULL AND OLD.status <> 'completed' AND NEW.status = 'completed'
BEGIN
    INSERT INTO progress_dirty VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER assessment_sessions_dirty_claim AFTER UPDATE OF user_id ON assessment_sessions
    WHEN OLD.user_id IS NULL AND NEW.user_id IS NOT NULL
BEGIN
    INSERT INTO progress_dirty VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;
