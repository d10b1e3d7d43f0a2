-- Puzzle attempts and ratings of accounts deleted before removal took them along (issue 11).
DELETE FROM puzzle_attempts WHERE user_id NOT IN (SELECT id FROM users);
DELETE FROM puzzle_ratings WHERE user_id NOT IN (SELECT id FROM users);
