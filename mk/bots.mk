# The educational bot (issue 17). Included by the main Makefile via `include mk/*.mk`.
#   make bench-bots   p50/p95/max reply time of the educational bot (the move, its MultiPV
#                     alternatives and the grounded explanation) per level 1..10 with
#                     BENCH_BOTS_CONCURRENCY (default 20) requests in flight on a pool of
#                     BENCH_BOTS_POOL (default 20) Stockfish processes, against each level's time
#                     limit (target p95 <= limit + 100 ms). Prints a table; docs/bench-bots.md
#                     keeps the figures of a run.
BENCH_BOTS_CONCURRENCY ?= 20
BENCH_BOTS_POOL ?= 20
BENCH_BOTS_REQUESTS ?= 60

.PHONY: bench-bots

bench-bots: apt-deps $(BUILD)/build.ninja
	ninja -C $(BUILD) academy
	$(BUILD)/academy bench bots --concurrency $(BENCH_BOTS_CONCURRENCY) \
		--pool $(BENCH_BOTS_POOL) --requests $(BENCH_BOTS_REQUESTS)

# make bench-fair-engine  fair use of the engine (issue 29): the p50/p95/max reply time of a
#                         learner's level-3 bot move (POST /api/bots/move, BENCH_FAIR_MOVES moves,
#                         default 20) alone, then while another address runs 4 threads of
#                         depth-20 five-line analyses (POST /api/analysis) on the 2-engine pool
#                         `academy serve` has; the target is the level's time limit + 100 ms.
BENCH_FAIR_MOVES ?= 20

.PHONY: bench-fair-engine

bench-fair-engine: $(BUILD)/build.ninja
	ninja -C $(BUILD) academy
	$(BUILD)/academy bench fair-engine --pool 2 --analyses 4 --depth 20 --multipv 5 --level 3 \
		--moves $(BENCH_FAIR_MOVES)
