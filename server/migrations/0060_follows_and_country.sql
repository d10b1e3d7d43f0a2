-- The leaderboard (issue 15): who follows whom, the player's country, and the boards the
-- leaderboard pages are read from by index range scans (docs/progress.md, "The leaderboard").

-- Follows: one row per (follower, followee); following is one-way, like a bookmark.
CREATE TABLE follows (
    follower_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    followee_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (follower_id, followee_id)
) WITHOUT ROWID;
-- "Who follows me": the followers count of a public profile.
CREATE INDEX follows_followee ON follows (followee_id, follower_id);

-- The player's country, ISO 3166-1 alpha-2 in capitals (checked against the list in
-- content/countries/iso3166-1.tab); NULL until the player sets one in Settings.
ALTER TABLE users ADD COLUMN country TEXT;
CREATE INDEX users_country ON users (country) WHERE country IS NOT NULL;

-- The boards. One row per player on a board, with a copy of the player's country so that a
-- country's board is an index range scan too:
--   'rating:<speed>'   the Glicko-2 rating of an established player (deviation below 110, as
--                      rating::kProvisionalDeviation), kept by the triggers on player_ratings below;
--   'xp:<YYYY-MM-DD>'  the XP a player earned in the ISO week starting that Monday (UTC), written
--                      by learn::settle_progress from the replayed ledger.
CREATE TABLE board_entries (
    board TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    score REAL NOT NULL,
    country TEXT,
    PRIMARY KEY (board, user_id)
) WITHOUT ROWID;
CREATE INDEX board_entries_rank ON board_entries (board, score DESC, user_id);
CREATE INDEX board_entries_country ON board_entries (board, country, score DESC, user_id)
    WHERE country IS NOT NULL;
CREATE INDEX board_entries_user ON board_entries (user_id);

-- How many players each board has per score bucket, so that a rank, the number of players and
-- the start of a deep page are found by summing a few hundred rows instead of counting every
-- player above. scope: '' for the whole board, else a country. level 0: buckets of 1 point
-- (CAST(score AS INTEGER)); level 1: buckets of 100 points. Kept by the triggers below (a bucket
-- that empties keeps its row at 0: it sums the same and costs nothing to leave).
CREATE TABLE board_counts (
    board TEXT NOT NULL,
    scope TEXT NOT NULL,
    level INTEGER NOT NULL,
    bucket INTEGER NOT NULL,
    players INTEGER NOT NULL,
    PRIMARY KEY (board, scope, level, bucket)
) WITHOUT ROWID;

CREATE TRIGGER board_entries_count_insert AFTER INSERT ON board_entries BEGIN
    INSERT INTO board_counts VALUES (NEW.board, '', 0, CAST(NEW.score AS INTEGER), 1)
        ON CONFLICT DO UPDATE SET players = players + 1;
    INSERT INTO board_counts VALUES (NEW.board, '', 1, CAST(NEW.score AS INTEGER) / 100, 1)
        ON CONFLICT DO UPDATE SET players = players + 1;
    INSERT INTO board_counts SELECT NEW.board, NEW.country, 0, CAST(NEW.score AS INTEGER), 1
        WHERE NEW.country IS NOT NULL ON CONFLICT DO UPDATE SET players = players + 1;
    INSERT INTO board_counts SELECT NEW.board, NEW.country, 1, CAST(NEW.score AS INTEGER) / 100, 1
        WHERE NEW.country IS NOT NULL ON CONFLICT DO UPDATE SET players = players + 1;
END;

CREATE TRIGGER board_entries_count_delete AFTER DELETE ON board_entries BEGIN
    UPDATE board_counts SET players = players - 1
        WHERE board = OLD.board AND scope = '' AND level = 0 AND bucket = CAST(OLD.score AS INTEGER);
    UPDATE board_counts SET players = players - 1
        WHERE board = OLD.board AND scope = '' AND level = 1
          AND bucket = CAST(OLD.score AS INTEGER) / 100;
    UPDATE board_counts SET players = players - 1
        WHERE OLD.country IS NOT NULL AND board = OLD.board AND scope = OLD.country AND level = 0
          AND bucket = CAST(OLD.score AS INTEGER);
    UPDATE board_counts SET players = players - 1
        WHERE OLD.country IS NOT NULL AND board = OLD.board AND scope = OLD.country AND level = 1
          AND bucket = CAST(OLD.score AS INTEGER) / 100;
END;

CREATE TRIGGER board_entries_count_update AFTER UPDATE OF score, country ON board_entries BEGIN
    UPDATE board_counts SET players = players - 1
        WHERE board = OLD.board AND scope = '' AND level = 0 AND bucket = CAST(OLD.score AS INTEGER);
    UPDATE board_counts SET players = players - 1
        WHERE board = OLD.board AND scope = '' AND level = 1
          AND bucket = CAST(OLD.score AS INTEGER) / 100;
    UPDATE board_counts SET players = players - 1
        WHERE OLD.country IS NOT NULL AND board = OLD.board AND scope = OLD.country AND level = 0
          AND bucket = CAST(OLD.score AS INTEGER);
    UPDATE board_counts SET players = players - 1
        WHERE OLD.country IS NOT NULL AND board = OLD.board AND scope = OLD.country AND level = 1
          AND bucket = CAST(OLD.score AS INTEGER) / 100;
    INSERT INTO board_counts VALUES (NEW.board, '', 0, CAST(NEW.score AS INTEGER), 1)
        ON CONFLICT DO UPDATE SET players = players + 1;
    INSERT INTO board_counts VALUES (NEW.board, '', 1, CAST(NEW.score AS INTEGER) / 100, 1)
        ON CONFLICT DO UPDATE SET players = players + 1;
    INSERT INTO board_counts SELECT NEW.board, NEW.country, 0, CAST(NEW.score AS INTEGER), 1
        WHERE NEW.country IS NOT NULL ON CONFLICT DO UPDATE SET players = players + 1;
    INSERT INTO board_counts SELECT NEW.board, NEW.country, 1, CAST(NEW.score AS INTEGER) / 100, 1
        WHERE NEW.country IS NOT NULL ON CONFLICT DO UPDATE SET players = players + 1;
END;

-- The rating boards follow player_ratings (written by live play): an account's established
-- rating is on its speed's board, a provisional one (deviation 110 or more) is not.
CREATE TRIGGER player_ratings_board_insert AFTER INSERT ON player_ratings
    WHEN NEW.deviation < 110 AND EXISTS (SELECT 1 FROM users WHERE id = CAST(NEW.user_id AS INTEGER))
BEGIN
    INSERT INTO board_entries (board, user_id, score, country)
        SELECT 'rating:' || NEW.speed, id, NEW.rating, country FROM users
        WHERE id = CAST(NEW.user_id AS INTEGER)
        ON CONFLICT (board, user_id) DO UPDATE SET score = excluded.score;
END;

CREATE TRIGGER player_ratings_board_update AFTER UPDATE OF rating, deviation ON player_ratings BEGIN
    DELETE FROM board_entries WHERE NEW.deviation >= 110 AND board = 'rating:' || OLD.speed
        AND user_id = CAST(OLD.user_id AS INTEGER);
    INSERT INTO board_entries (board, user_id, score, country)
        SELECT 'rating:' || NEW.speed, id, NEW.rating, country FROM users
        WHERE NEW.deviation < 110 AND id = CAST(NEW.user_id AS INTEGER)
        ON CONFLICT (board, user_id) DO UPDATE SET score = excluded.score;
END;

CREATE TRIGGER player_ratings_board_delete AFTER DELETE ON player_ratings BEGIN
    DELETE FROM board_entries WHERE board = 'rating:' || OLD.speed
        AND user_id = CAST(OLD.user_id AS INTEGER);
END;

-- What the replayed ledger says of each account, for the leaderboard lines: total XP and level.
CREATE TABLE progress_totals (
    user_id INTEGER PRIMARY KEY,
    total_xp INTEGER NOT NULL,
    level INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

-- Achievements as the replayed ledger unlocked them (Recent Achievements), with the country copy.
CREATE TABLE achievement_unlocks (
    user_id INTEGER NOT NULL,
    achievement_id TEXT NOT NULL,
    unlocked_at INTEGER NOT NULL,
    country TEXT,
    PRIMARY KEY (user_id, achievement_id)
) WITHOUT ROWID;
CREATE INDEX achievement_unlocks_recent ON achievement_unlocks (unlocked_at DESC);
CREATE INDEX achievement_unlocks_country ON achievement_unlocks (country, unlocked_at DESC)
    WHERE country IS NOT NULL;

-- A new country follows the player onto every board and unlock.
CREATE TRIGGER users_country_boards AFTER UPDATE OF country ON users BEGIN
    UPDATE board_entries SET country = NEW.country WHERE user_id = NEW.id;
    UPDATE achievement_unlocks SET country = NEW.country WHERE user_id = NEW.id;
END;

-- Accounts whose ledger changed since it was last replayed for the boards. Every table the ledger
-- is read from marks its player here (the version counts the marks), whoever writes it — the
-- progress routes, the puzzle service, the computer-game routes or live play's writer thread;
-- learn::settle_progress replays the account and clears the mark only if no new one came since.
CREATE TABLE progress_dirty (
    user_id INTEGER PRIMARY KEY,
    version INTEGER NOT NULL
);

-- Every mark also moves the account's ledger version, which is never cleared: GET /api/progress
-- answers from a cache while the version it was computed at is still the account's
-- (net/progress_routes.cpp).
CREATE TABLE progress_versions (
    user_id INTEGER PRIMARY KEY,
    version INTEGER NOT NULL
);

CREATE TRIGGER progress_dirty_version_insert AFTER INSERT ON progress_dirty BEGIN
    INSERT INTO progress_versions VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER progress_dirty_version_update AFTER UPDATE OF version ON progress_dirty BEGIN
    INSERT INTO progress_versions VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

-- The rating GET /api/progress shows moves the version too (it is not in the ledger).
CREATE TRIGGER player_ratings_version_insert AFTER INSERT ON player_ratings
    WHEN NEW.user_id GLOB '[0-9]*'
BEGIN
    INSERT INTO progress_versions VALUES (CAST(NEW.user_id AS INTEGER), 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER player_ratings_version_update AFTER UPDATE ON player_ratings
    WHEN NEW.user_id GLOB '[0-9]*'
BEGIN
    INSERT INTO progress_versions VALUES (CAST(NEW.user_id AS INTEGER), 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER progress_events_dirty AFTER INSERT ON progress_events BEGIN
    INSERT INTO progress_dirty VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER puzzle_attempts_dirty AFTER INSERT ON puzzle_attempts WHEN NEW.solved = 1 BEGIN
    INSERT INTO progress_dirty VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER computer_games_dirty AFTER INSERT ON computer_games BEGIN
    INSERT INTO progress_dirty VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER live_games_dirty AFTER UPDATE OF status ON live_games
    WHEN NEW.status <> 'active' AND OLD.status = 'active'
BEGIN
    INSERT INTO progress_dirty SELECT CAST(NEW.white_id AS INTEGER), 1
        WHERE NEW.white_guest = 0 AND NEW.white_id GLOB '[0-9]*'
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
    INSERT INTO progress_dirty SELECT CAST(NEW.black_id AS INTEGER), 1
        WHERE NEW.black_guest = 0 AND NEW.black_id GLOB '[0-9]*'
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

-- A game stored already over (restored, imported) is in the ledgers as well.
CREATE TRIGGER live_games_dirty_insert AFTER INSERT ON live_games WHEN NEW.status <> 'active' BEGIN
    INSERT INTO progress_dirty SELECT CAST(NEW.white_id AS INTEGER), 1
        WHERE NEW.white_guest = 0 AND NEW.white_id GLOB '[0-9]*'
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
    INSERT INTO progress_dirty SELECT CAST(NEW.black_id AS INTEGER), 1
        WHERE NEW.black_guest = 0 AND NEW.black_id GLOB '[0-9]*'
        ON CONFLICT (user_id) DO UPDATE SET version = version + 1;
END;

-- The 7-day rating change of each line and a player's own games: index look-ups, not scans.
CREATE INDEX live_games_white_id ON live_games (white_id, ended_at);
CREATE INDEX live_games_black_id ON live_games (black_id, ended_at);

-- What was there before: established ratings go on their boards, every account is replayed.
INSERT INTO board_entries (board, user_id, score, country)
    SELECT 'rating:' || r.speed, u.id, r.rating, u.country
    FROM player_ratings r JOIN users u ON u.id = CAST(r.user_id AS INTEGER)
    WHERE r.deviation < 110 AND r.user_id GLOB '[0-9]*';
INSERT INTO progress_dirty (user_id, version) SELECT id, 1 FROM users;
