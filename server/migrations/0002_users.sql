-- Accounts. E-mail and username are unique without regard to case (the *_key columns hold the
-- lower-case form). password_hash is NULL for accounts created by third-party sign-in.
-- Other tables refer to users with a NULLABLE user_id and ON DELETE SET NULL semantics (done by
-- the deleting code): a deleted account's games stay for the opponent, shown as 'Deleted account'.
CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL,
    email_key TEXT NOT NULL UNIQUE,
    username TEXT NOT NULL,
    username_key TEXT NOT NULL UNIQUE,
    display_name TEXT NOT NULL,
    password_hash TEXT,
    role TEXT NOT NULL DEFAULT 'user',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
