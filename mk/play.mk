# Play vs computer targets (issue 5). Included by the main Makefile via `include mk/*.mk`.
#   make bench-levels   engine-vs-engine matches between neighbouring computer levels, each played
#                       as the server plays it (its engine /usr/games/stockfish, its own UCI
#                       commands from `academy bench engine-settings`, its random-move rule;
#                       BENCH_ENGINE=wasm: the browser's Stockfish WASM build, as the offline game
#                       plays); prints each level's score against the one below and writes the
#                       table to BENCH_LEVELS_OUT (default build/bench-levels.md;
#                       docs/bench-levels.md keeps the reviewed runs).
#                       BENCH_GAMES (default 100) games per pair for levels 2-20; the slow top
#                       levels from BENCH_TOP_FROM (default 21) play BENCH_TOP_GAMES (default 20:
#                       their engines are deterministic, so more games only repeat the 2 x 12
#                       openings).

BENCH_GAMES ?= 100
BENCH_TOP_FROM ?= 21
BENCH_TOP_GAMES ?= 20
BENCH_JOBS ?= 1
BENCH_ENGINE ?= server
BENCH_LEVELS_OUT ?= ../$(BUILD)/bench-levels.md

.PHONY: bench-levels bench-engine-settings

# The server's binary, whose `bench engine-settings` gives the scripts the server's UCI commands.
bench-engine-settings: $(BUILD)/build.ninja
	ninja -C $(BUILD) academy

bench-levels: node-deps apt-deps bench-engine-settings
	cd web && node scripts/bench-levels.mjs --games $(BENCH_GAMES) --top-from $(BENCH_TOP_FROM) \
		--top-games $(BENCH_TOP_GAMES) --jobs $(BENCH_JOBS) --engine $(BENCH_ENGINE) \
		--academy ../$(BUILD)/academy --out $(BENCH_LEVELS_OUT)

# make bench-calibrate   each chosen level, played as the server plays it, against Debian's
#                        Stockfish 15.1 at UCI_Elo = the level's label (CCRL scale; a label
#                        outside 1350-2850 against the nearest end), go movetime 100, results by
#                        the rules only; prints the score and the implied rating with its 95%
#                        interval and writes CALIBRATE_OUT (default build/bench-calibrate.md;
#                        docs/bench-calibrate.md combines several runs). CALIBRATE_LEVELS (computer
#                        levels, comma separated; default every level labelled 1350 or more),
#                        CALIBRATE_BOTS (the educational bot's levels), CALIBRATE_GAMES (default
#                        40) a level. One game at a time: run it with `nice -n -15` on a busy
#                        machine, so that the anchor's 100 ms are 100 ms of a core.
CALIBRATE_LEVELS ?=
CALIBRATE_BOTS ?=
CALIBRATE_GAMES ?= 40
CALIBRATE_OUT ?= ../$(BUILD)/bench-calibrate.md

.PHONY: bench-calibrate

bench-calibrate: node-deps apt-deps bench-engine-settings
	cd web && node scripts/bench-calibrate.mjs --games $(CALIBRATE_GAMES) --jobs $(BENCH_JOBS) \
		--engine $(BENCH_ENGINE) --academy ../$(BUILD)/academy \
		$(if $(CALIBRATE_LEVELS),--levels $(CALIBRATE_LEVELS)) \
		$(if $(CALIBRATE_BOTS),--bots $(CALIBRATE_BOTS)) --out $(CALIBRATE_OUT)

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
