# Play vs computer targets (issue 5). Included by the main Makefile via `include mk/*.mk`.
#   make bench-levels   engine-vs-engine matches between neighbouring computer levels with the
#                       browser's Stockfish WASM build; prints each level's score against the one
#                       below and writes the table to docs/bench-levels.md.
#                       BENCH_GAMES (default 20) games per pair; the slow top levels from
#                       BENCH_TOP_FROM (default 20) play BENCH_TOP_GAMES (default 6).

BENCH_GAMES ?= 20
BENCH_TOP_FROM ?= 20
BENCH_TOP_GAMES ?= 6
BENCH_JOBS ?= 2

.PHONY: bench-levels

bench-levels: node-deps
	cd web && node scripts/bench-levels.mjs --games $(BENCH_GAMES) --top-from $(BENCH_TOP_FROM) \
		--top-games $(BENCH_TOP_GAMES) --jobs $(BENCH_JOBS) --out ../docs/bench-levels.md
