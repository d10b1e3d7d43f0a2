-- Anonymous learners (docs/progress.md, "One record per learner"): a visitor's record is a users
-- row with role 'learner', a placeholder e-mail and no password. Its updated_at moves on with
-- every refresh of its session; the housekeeping job deletes learners idle for 90 days, and this
-- index lets it find them without reading every account.
CREATE INDEX users_role_updated ON users (role, updated_at);
