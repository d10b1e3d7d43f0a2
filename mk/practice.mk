# Practice positions (issue 17). Included by the main Makefile via `include mk/*.mk`.
#   make verify-practice   the truth test of content/practice/README.md: every position legal by the
#                          rules core, fields and ids checked, at least 60 positions in the five
#                          sections (8 or more each), and every goal judged achievable by
#                          Stockfish 15.1 from the start position at depth 18 (mate in N found
#                          within N, wins at +2.00 or better, draws within +-2.00...). Part of
#                          `make test`; engine results are kept in $(BUILD)/practice-verify.cache.
PRACTICE_VERIFY_FLAGS ?=
PRACTICE_VERIFY_JOBS ?= 2

EXTRA_TESTS += verify-practice

.PHONY: verify-practice

verify-practice: server
	nice -n 10 $(BUILD)/academy practice verify --content content --jobs $(PRACTICE_VERIFY_JOBS) \
		--depth 18 --cache $(BUILD)/practice-verify.cache $(PRACTICE_VERIFY_FLAGS)
