-- Lesson progress of accounts (issue 16): 25 once a lesson is started, 100 once it is completed
-- (graded on the server by POST /api/lessons/{id}/complete). quiz_score and accuracy are the best
-- of every completion; completed_at_ms and first_accuracy are those of the first completion,
-- which is the lesson's one event in the progress ledger ("lesson:<lesson id>"), so completing a
-- lesson again never earns its XP twice.
CREATE TABLE lesson_progress (
    user_id INTEGER NOT NULL,
    lesson_id TEXT NOT NULL,
    progress INTEGER NOT NULL,
    quiz_score INTEGER,
    accuracy INTEGER,
    started_at_ms INTEGER NOT NULL,
    completed_at_ms INTEGER,
    first_accuracy INTEGER,
    completions INTEGER NOT NULL DEFAULT 0,
    updated_at_ms INTEGER NOT NULL,
    PRIMARY KEY (user_id, lesson_id)
);
