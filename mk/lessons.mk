# Lesson content (issue 16). Included by the main Makefile via `include mk/*.mk`.
#   make verify-lessons   the content truth test of content/lessons/README.md: every FEN and move
#                         legal, "best" tasks and academy puzzle solutions judged by Stockfish
#                         15.1 (MultiPV over every legal move, depth 12, 2 engines), quizzes and
#                         counts. Prints each failure as "file: place: reason"; part of `make test`.
#                         Engine results are kept in $(BUILD)/lessons-verify.cache, so a re-run
#                         searches only positions that changed.
#
# Every count is strict: a missing lesson, interactive or academy file fails. While writing new
# content, LESSONS_VERIFY_FLAGS=--allow-incomplete skips the count checks (and nothing else).
LESSONS_VERIFY_FLAGS ?=
LESSONS_VERIFY_JOBS ?= 2

EXTRA_TESTS += verify-lessons

.PHONY: verify-lessons

verify-lessons: server
	$(BUILD)/academy lessons verify --content content --jobs $(LESSONS_VERIFY_JOBS) --depth 12 \
		--cache $(BUILD)/lessons-verify.cache $(LESSONS_VERIFY_FLAGS)
