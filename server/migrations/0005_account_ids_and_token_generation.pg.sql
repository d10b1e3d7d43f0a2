-- PostgreSQL: users.id is an identity column (store/pg_dialect.hpp), which never hands a number out
-- twice, so the table needs no rebuild; token_generation is added in place.
ALTER TABLE users ADD COLUMN token_generation BIGINT NOT NULL DEFAULT 0;
