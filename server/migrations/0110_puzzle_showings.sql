-- When the server handed a signed-in account a puzzle to solve, and how many hints it took there
-- (learn/puzzles/puzzle_service, store/showings_repository). The attempt's time and hint count come from
-- here, never from the browser. A table rather than a node's memory: with several `academy serve`
-- on one database (issue 20) the attempt may reach another node than the one that served the
-- puzzle. The first serving stands until an attempt consumes the row (fetching the puzzle again
-- does not restart the clock); a hint on a puzzle with no open showing opens one. Rows left by
-- puzzles never attempted are deleted a week after their serving, whenever the account is served
-- another puzzle: the table holds at most a week of an account's servings.
CREATE TABLE puzzle_showings (
    user_id INTEGER NOT NULL,
    puzzle_id TEXT NOT NULL,
    shown_at INTEGER NOT NULL,
    hints INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, puzzle_id)
);
CREATE INDEX puzzle_showings_by_time ON puzzle_showings (user_id, shown_at);
