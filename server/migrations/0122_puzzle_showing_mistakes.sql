-- The wrong moves a learner made on a puzzle still being solved (issue 29): a wrong move is taken
-- back and the attempt goes on, so the server counts it here, and the solve that follows earns
-- the base XP without the first-attempt bonus and rates as a miss (learn/puzzles/puzzle_service).
ALTER TABLE puzzle_showings ADD COLUMN mistakes INTEGER NOT NULL DEFAULT 0;
