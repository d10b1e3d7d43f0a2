# Play vs computer targets (issue 5). Included by the main Makefile via `include mk/*.mk`.
#   make bench-levels   engine-vs-engine matches between neighbouring computer levels with the
#                       browser's Stockfish WASM build; prints each level's score against the one
#                       below and writes the table to docs/bench-levels.md.
#                       BENCH_GAMES (default 100) games per pair for levels 2-20 (each pair
#                       takes 1-4 minutes); the slow top levels from BENCH_TOP_FROM (default 21)
#                       play BENCH_TOP_GAMES (default 20: their engines are deterministic, so
#                       more games only repeat the 2 x 12 openings). About 70 minutes in all.

BENCH_GAMES ?= 100
BENCH_TOP_FROM ?= 21
BENCH_TOP_GAMES ?= 20
BENCH_JOBS ?= 2

.PHONY: bench-levels

bench-levels: node-deps
	cd web && node scripts/bench-levels.mjs --games $(BENCH_GAMES) --top-from $(BENCH_TOP_FROM) \
		--top-games $(BENCH_TOP_GAMES) --jobs $(BENCH_JOBS) --out ../docs/bench-levels.md

# make bench-calibrate   each chosen level against Debian's Stockfish 15.1 at UCI_Elo = the
#                        level's label (CCRL scale; a label above 2850 against 2850), go movetime
#                        100, results by the rules only; prints the score and the implied rating
#                        with its 95% interval and writes docs/bench-calibrate.md (the committed
#                        one combines several runs). CALIBRATE_LEVELS (comma separated; default
#                        every level labelled 1350 or more), CALIBRATE_GAMES (default 40) a level.
CALIBRATE_LEVELS ?=
CALIBRATE_GAMES ?= 40

.PHONY: bench-calibrate

bench-calibrate: node-deps apt-deps
	cd web && node scripts/bench-calibrate.mjs --games $(CALIBRATE_GAMES) --jobs $(BENCH_JOBS) \
		$(if $(CALIBRATE_LEVELS),--levels $(CALIBRATE_LEVELS)) --out ../docs/bench-calibrate.md

# make bench-computer-games   BENCH_CG_GAMES (default 200) games against the computer at once,
#                        levels 1-25 in turn, played through the server's game service
#                        (play/computer_play.hpp) on a pool of BENCH_CG_POOL (default 2) Stockfish
#                        processes, each player answering with a random legal move after a think
#                        of BENCH_CG_THINK_MS (default 3000) +-50%, for BENCH_CG_SECONDS (default
#                        60); prints the p50/p95 reply time per level against the level's time
#                        limit + 100 ms (10 s without a limit) and the requests refused as busy.
BENCH_CG_GAMES ?= 200
BENCH_CG_POOL ?= 2
BENCH_CG_THINK_MS ?= 3000
BENCH_CG_SECONDS ?= 60

.PHONY: bench-computer-games

bench-computer-games: apt-deps $(BUILD)/build.ninja
	ninja -C $(BUILD) academy
	$(BUILD)/academy bench computer-games --games $(BENCH_CG_GAMES) --pool $(BENCH_CG_POOL) \
		--think-ms $(BENCH_CG_THINK_MS) --seconds $(BENCH_CG_SECONDS)
