-- What a learner did in a lesson, recorded by the judging routes as it happens (issue 30,
-- docs/lessons.md "The lesson record"): completion and accuracy are read from these rows, never
-- from a list the browser sends. module_index/position_index are where the learner is, so
-- "Continue" opens that module and position on any device.
ALTER TABLE lesson_progress ADD COLUMN module_index INTEGER NOT NULL DEFAULT 0;
ALTER TABLE lesson_progress ADD COLUMN position_index INTEGER NOT NULL DEFAULT 0;

-- One practice position (n counts the lesson's practice positions from 0): the moves judged
-- until it was solved (the right one included), and whether it was solved or its answer shown.
-- move is the learner's right move, or the answer shown.
CREATE TABLE lesson_positions (
    user_id BIGINT NOT NULL,
    lesson_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    tries INTEGER NOT NULL,
    solved INTEGER NOT NULL,
    revealed INTEGER NOT NULL,
    move TEXT NOT NULL DEFAULT '',
    updated_at_ms BIGINT NOT NULL,
    PRIMARY KEY (user_id, lesson_id, position)
);

-- A quiz module's first submission (answers are locked once submitted): the option chosen per
-- question, comma-separated, and how many were right.
CREATE TABLE lesson_quizzes (
    user_id BIGINT NOT NULL,
    lesson_id TEXT NOT NULL,
    module_id TEXT NOT NULL,
    answers TEXT NOT NULL,
    correct INTEGER NOT NULL,
    questions INTEGER NOT NULL,
    submitted_at_ms BIGINT NOT NULL,
    PRIMARY KEY (user_id, lesson_id, module_id)
);

-- A lesson puzzle the learner skipped. A solved one is read from puzzle_attempts (the puzzle
-- routes judge it), so it needs no row here.
CREATE TABLE lesson_puzzle_skips (
    user_id BIGINT NOT NULL,
    lesson_id TEXT NOT NULL,
    puzzle_id TEXT NOT NULL,
    skipped_at_ms BIGINT NOT NULL,
    PRIMARY KEY (user_id, lesson_id, puzzle_id)
);
