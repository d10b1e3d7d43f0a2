-- Fair use of the review queue (issue 29): whose review it is (the engine pool's requester key:
-- "account:<id>", or "address:<ip>" for a visitor), so that one requester has at most a few
-- reviews waiting, and when the worker took it, so that the queue is served in turn across
-- requesters (the one served least recently first).
ALTER TABLE game_reviews ADD COLUMN requester TEXT NOT NULL DEFAULT '';
ALTER TABLE game_reviews ADD COLUMN started_at BIGINT;
CREATE INDEX game_reviews_requester ON game_reviews (requester, started_at);
