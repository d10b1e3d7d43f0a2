# Progress and the leaderboard (issue 15). Included by the main Makefile via `include mk/*.mk`.
#   make bench-progress   generates a database of BENCH_PLAYERS (default 100,000) players with
#                         ratings, countries and two weeks of ledger (`academy bench progress`),
#                         serves it with `academy serve`, and measures with wrk the requests/s of
#                         GET /api/progress (signed in, a different player each request) and
#                         GET /api/leaderboard (a visitor's global page, and a signed-in player's
#                         page with their rank), with the leaderboard's latency percentiles.
#                         Figures on stdout, written to docs/bench-progress.md. The database is
#                         kept in BENCH_PROGRESS_DIR (default build/bench-progress) and reused while
#                         its player count matches; BENCH_DURATION (default 10s) per measurement.
BENCH_PLAYERS ?= 100000
BENCH_DURATION ?= 10s
BENCH_PROGRESS_DIR ?= $(BUILD)/bench-progress

.PHONY: bench-progress

bench-progress: apt-deps $(BUILD)/build.ninja
	ninja -C $(BUILD) academy
	PLAYERS=$(BENCH_PLAYERS) DURATION=$(BENCH_DURATION) DIR=$(BENCH_PROGRESS_DIR) \
		bash server/bench/run-bench-progress.sh $(BUILD)/academy docs/bench-progress.md
