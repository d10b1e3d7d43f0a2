-- Account ids are never handed out again (issue 11): without AUTOINCREMENT SQLite reuses the id of
-- a deleted account, and an old access token would then speak for the new account. The table is
-- rebuilt with AUTOINCREMENT (SQLite cannot add it in place) and gains token_generation: every
-- access token carries the generation it was signed under, and bumping it (password change,
-- "sign out everywhere") ends the account's access tokens at once.
--
-- Foreign keys are on inside the migration's transaction, so dropping `users` would cascade to
-- refresh_tokens and user_identities: their rows are set aside first and put back afterwards.
CREATE TEMP TABLE kept_refresh_tokens AS SELECT * FROM refresh_tokens;
CREATE TEMP TABLE kept_user_identities AS SELECT * FROM user_identities;
DELETE FROM refresh_tokens;
DELETE FROM user_identities;

CREATE TABLE users_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    email_key TEXT NOT NULL UNIQUE,
    username TEXT NOT NULL,
    username_key TEXT NOT NULL UNIQUE,
    display_name TEXT NOT NULL,
    password_hash TEXT,
    role TEXT NOT NULL DEFAULT 'user',
    token_generation INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
INSERT INTO users_rebuilt (id, email, email_key, username, username_key, display_name, password_hash, role,
    created_at, updated_at)
SELECT id, email, email_key, username, username_key, display_name, password_hash, role, created_at, updated_at
FROM users;
DROP TABLE users;
ALTER TABLE users_rebuilt RENAME TO users;

INSERT INTO refresh_tokens SELECT * FROM kept_refresh_tokens;
INSERT INTO user_identities SELECT * FROM kept_user_identities;
DROP TABLE kept_refresh_tokens;
DROP TABLE kept_user_identities;
