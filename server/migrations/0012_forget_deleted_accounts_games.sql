-- Games against the computer of accounts deleted before removal took them along (issue 11):
-- they are personal data of an account that no longer exists, and an id must not carry them over.
DELETE FROM computer_games WHERE user_id NOT IN (SELECT id FROM users);
