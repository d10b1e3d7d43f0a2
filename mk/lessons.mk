# Lesson content (issue 16). Included by the main Makefile via `include mk/*.mk`.
#   make verify-lessons   the content truth test of content/lessons/README.md: every FEN and move
#                         legal, "best" tasks and academy puzzle solutions judged by Stockfish
#                         15.1 (MultiPV over every legal move, depth 12, 2 engines), quizzes and
#                         counts. Prints each failure as "file: place: reason"; part of `make test`.
#                         Engine results are kept in $(BUILD)/lessons-verify.cache, so a re-run
#                         searches only positions that changed.
#
# The lessons are still being written: LESSONS_VERIFY_FLAGS holds --allow-incomplete, which skips
# the count checks (missing lesson, interactive and academy files) and nothing else. Once every
# file has landed, empty it to make the counts strict.
LESSONS_VERIFY_FLAGS ?= --allow-incomplete
LESSONS_VERIFY_JOBS ?= 2

EXTRA_TESTS += verify-lessons

.PHONY: verify-lessons

verify-lessons: server
	$(BUILD)/academy lessons verify --content content --jobs $(LESSONS_VERIFY_JOBS) --depth 12 \
		--cache $(BUILD)/lessons-verify.cache $(LESSONS_VERIFY_FLAGS)
