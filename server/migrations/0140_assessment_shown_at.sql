-- When a test position was first served to be shown (issue 30, docs/assessment.md "Time"):
-- its clock runs from here, not from when it was chosen. NULL until served: a strength assessment's
-- next position is served when the page asks for it after the learner read the verdict; a
-- calibration's is carried in the answer's `next` and shown after the 3 s result popup, so it is
-- set to the answer's time + 3 s, or earlier if the position is fetched before then. Rows from
-- before this migration keep NULL and are timed from asked_at_ms, as they were.
ALTER TABLE assessment_questions ADD COLUMN shown_at_ms BIGINT;
