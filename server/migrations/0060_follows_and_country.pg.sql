-- PostgreSQL's version of 0060_follows_and_country.sql: the same tables, indexes and rules; the
-- triggers are PL/pgSQL functions. Read the SQLite file for what each part is for.

-- SQLite's json_each over a JSON array of account ids and its TOTAL() aggregate, which the
-- boards repository uses (store/boards_repository.cpp), so both databases run the same query text.
CREATE FUNCTION json_each(list text) RETURNS TABLE (value bigint)
    LANGUAGE sql IMMUTABLE AS $$
    SELECT CAST(e AS bigint) FROM json_array_elements_text(CAST(list AS json)) AS e
$$;
CREATE AGGREGATE total(double precision) (SFUNC = float8pl, STYPE = double precision, INITCOND = '0');

-- An account id held in a TEXT column (player_ratings.user_id, live_games.white_id: guests have
-- other ids there), or NULL when the text is not one. SQLite's triggers use GLOB '[0-9]*'.
CREATE FUNCTION account_id(id text) RETURNS bigint
    LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN id ~ '^[0-9]{1,18}$' THEN CAST(id AS bigint) END
$$;

CREATE TABLE follows (
    follower_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    followee_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (follower_id, followee_id)
);
CREATE INDEX follows_followee ON follows (followee_id, follower_id);

ALTER TABLE users ADD COLUMN country TEXT;
CREATE INDEX users_country ON users (country) WHERE country IS NOT NULL;

CREATE TABLE board_entries (
    board TEXT NOT NULL,
    user_id BIGINT NOT NULL,
    score DOUBLE PRECISION NOT NULL,
    country TEXT,
    PRIMARY KEY (board, user_id)
);
CREATE INDEX board_entries_rank ON board_entries (board, score DESC, user_id);
CREATE INDEX board_entries_country ON board_entries (board, country, score DESC, user_id)
    WHERE country IS NOT NULL;
CREATE INDEX board_entries_user ON board_entries (user_id);

CREATE TABLE board_counts (
    board TEXT NOT NULL,
    scope TEXT NOT NULL,
    level BIGINT NOT NULL,
    bucket BIGINT NOT NULL,
    players BIGINT NOT NULL,
    PRIMARY KEY (board, scope, level, bucket)
);

-- One player more (step 1) or less (step -1) in the buckets of a score, on the whole board and
-- in the player's country. Buckets truncate toward zero, as SQLite's CAST(score AS INTEGER).
CREATE FUNCTION board_count(p_board text, p_country text, p_score double precision, step int)
    RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    fine bigint := CAST(trunc(p_score) AS bigint);
BEGIN
    IF step > 0 THEN
        INSERT INTO board_counts VALUES (p_board, '', 0, fine, 1), (p_board, '', 1, fine / 100, 1)
            ON CONFLICT (board, scope, level, bucket)
            DO UPDATE SET players = board_counts.players + 1;
        IF p_country IS NOT NULL THEN
            INSERT INTO board_counts
                VALUES (p_board, p_country, 0, fine, 1), (p_board, p_country, 1, fine / 100, 1)
                ON CONFLICT (board, scope, level, bucket)
                DO UPDATE SET players = board_counts.players + 1;
        END IF;
    ELSE
        UPDATE board_counts SET players = players - 1
            WHERE board = p_board
              AND (scope = '' OR (p_country IS NOT NULL AND scope = p_country))
              AND ((level = 0 AND bucket = fine) OR (level = 1 AND bucket = fine / 100));
    END IF;
END
$$;

CREATE FUNCTION board_entries_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
        PERFORM board_count(OLD.board, OLD.country, OLD.score, -1);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM board_count(NEW.board, NEW.country, NEW.score, 1);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER board_entries_count_insert AFTER INSERT ON board_entries
    FOR EACH ROW EXECUTE FUNCTION board_entries_count();
CREATE TRIGGER board_entries_count_delete AFTER DELETE ON board_entries
    FOR EACH ROW EXECUTE FUNCTION board_entries_count();
CREATE TRIGGER board_entries_count_update AFTER UPDATE OF score, country ON board_entries
    FOR EACH ROW EXECUTE FUNCTION board_entries_count();

CREATE FUNCTION player_ratings_board() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND NEW.deviation >= 110) THEN
        DELETE FROM board_entries
            WHERE board = 'rating:' || OLD.speed AND user_id = account_id(OLD.user_id);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.deviation < 110 THEN
        INSERT INTO board_entries (board, user_id, score, country)
            SELECT 'rating:' || NEW.speed, u.id, NEW.rating, u.country FROM users u
            WHERE u.id = account_id(NEW.user_id)
            ON CONFLICT (board, user_id) DO UPDATE SET score = excluded.score;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER player_ratings_board_insert AFTER INSERT ON player_ratings
    FOR EACH ROW EXECUTE FUNCTION player_ratings_board();
CREATE TRIGGER player_ratings_board_update AFTER UPDATE OF rating, deviation ON player_ratings
    FOR EACH ROW EXECUTE FUNCTION player_ratings_board();
CREATE TRIGGER player_ratings_board_delete AFTER DELETE ON player_ratings
    FOR EACH ROW EXECUTE FUNCTION player_ratings_board();

CREATE TABLE progress_totals (
    user_id BIGINT PRIMARY KEY,
    total_xp BIGINT NOT NULL,
    level BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE TABLE achievement_unlocks (
    user_id BIGINT NOT NULL,
    achievement_id TEXT NOT NULL,
    unlocked_at BIGINT NOT NULL,
    country TEXT,
    PRIMARY KEY (user_id, achievement_id)
);
CREATE INDEX achievement_unlocks_recent ON achievement_unlocks (unlocked_at DESC);
CREATE INDEX achievement_unlocks_country ON achievement_unlocks (country, unlocked_at DESC)
    WHERE country IS NOT NULL;

CREATE FUNCTION users_country_boards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE board_entries SET country = NEW.country WHERE user_id = NEW.id;
    UPDATE achievement_unlocks SET country = NEW.country WHERE user_id = NEW.id;
    RETURN NULL;
END
$$;
CREATE TRIGGER users_country_boards AFTER UPDATE OF country ON users
    FOR EACH ROW EXECUTE FUNCTION users_country_boards();

CREATE TABLE progress_dirty (
    user_id BIGINT PRIMARY KEY,
    version BIGINT NOT NULL
);

CREATE TABLE progress_versions (
    user_id BIGINT PRIMARY KEY,
    version BIGINT NOT NULL
);

CREATE FUNCTION bump_progress_version(account bigint) RETURNS void LANGUAGE sql AS $$
    INSERT INTO progress_versions VALUES (account, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = progress_versions.version + 1
$$;
CREATE FUNCTION mark_progress_dirty(account bigint) RETURNS void LANGUAGE sql AS $$
    INSERT INTO progress_dirty VALUES (account, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = progress_dirty.version + 1
$$;

CREATE FUNCTION progress_dirty_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM bump_progress_version(NEW.user_id);
    RETURN NULL;
END
$$;
CREATE TRIGGER progress_dirty_version_insert AFTER INSERT ON progress_dirty
    FOR EACH ROW EXECUTE FUNCTION progress_dirty_version();
CREATE TRIGGER progress_dirty_version_update AFTER UPDATE OF version ON progress_dirty
    FOR EACH ROW EXECUTE FUNCTION progress_dirty_version();

CREATE FUNCTION player_ratings_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM bump_progress_version(account_id(NEW.user_id));
    RETURN NULL;
END
$$;
CREATE TRIGGER player_ratings_version_insert AFTER INSERT ON player_ratings
    FOR EACH ROW WHEN (account_id(NEW.user_id) IS NOT NULL)
    EXECUTE FUNCTION player_ratings_version();
CREATE TRIGGER player_ratings_version_update AFTER UPDATE ON player_ratings
    FOR EACH ROW WHEN (account_id(NEW.user_id) IS NOT NULL)
    EXECUTE FUNCTION player_ratings_version();

CREATE FUNCTION user_row_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM mark_progress_dirty(NEW.user_id);
    RETURN NULL;
END
$$;
CREATE TRIGGER progress_events_dirty AFTER INSERT ON progress_events
    FOR EACH ROW EXECUTE FUNCTION user_row_dirty();
CREATE TRIGGER puzzle_attempts_dirty AFTER INSERT ON puzzle_attempts
    FOR EACH ROW WHEN (NEW.solved = 1) EXECUTE FUNCTION user_row_dirty();
CREATE TRIGGER computer_games_dirty AFTER INSERT ON computer_games
    FOR EACH ROW EXECUTE FUNCTION user_row_dirty();

CREATE FUNCTION live_game_players_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.white_guest = 0 AND account_id(NEW.white_id) IS NOT NULL THEN
        PERFORM mark_progress_dirty(account_id(NEW.white_id));
    END IF;
    IF NEW.black_guest = 0 AND account_id(NEW.black_id) IS NOT NULL THEN
        PERFORM mark_progress_dirty(account_id(NEW.black_id));
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER live_games_dirty AFTER UPDATE OF status ON live_games
    FOR EACH ROW WHEN (NEW.status <> 'active' AND OLD.status = 'active')
    EXECUTE FUNCTION live_game_players_dirty();
CREATE TRIGGER live_games_dirty_insert AFTER INSERT ON live_games
    FOR EACH ROW WHEN (NEW.status <> 'active')
    EXECUTE FUNCTION live_game_players_dirty();

CREATE INDEX live_games_white_id ON live_games (white_id, ended_at);
CREATE INDEX live_games_black_id ON live_games (black_id, ended_at);

INSERT INTO board_entries (board, user_id, score, country)
    SELECT 'rating:' || r.speed, u.id, r.rating, u.country
    FROM player_ratings r JOIN users u ON u.id = account_id(r.user_id)
    WHERE r.deviation < 110;
INSERT INTO progress_dirty (user_id, version) SELECT id, 1 FROM users;
