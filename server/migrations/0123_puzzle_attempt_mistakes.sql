-- The wrong moves taken back before a puzzle attempt ended (issue 30): a solve after a wrong move
-- is not a first-try solve, and the theme dashboard's first-try rate says so.
ALTER TABLE puzzle_attempts ADD COLUMN mistakes INTEGER NOT NULL DEFAULT 0;
