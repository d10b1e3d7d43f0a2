# Live play (issue 6). Included by the main Makefile via `include mk/*.mk`.
#   make bench-live     10,000 sockets in 5,000 games at 2,000 moves/s for 30 s against a real
#                       `academy serve` (SOCKETS, RATE, DURATION override); figures on stdout,
#                       recorded in docs/bench-live.md. The generator paces each game after the
#                       opponent's move arrives, so it offers a little under RATE: the default
#                       RATE is 2100, which delivers just over 2,000 moves/s.
#   make test-live      the play and rating tests (includes the SIGKILL restart test)
LIVE_BUILD ?= build-live
LIVE_CCACHE := $(shell command -v ccache 2>/dev/null)
LIVE_LAUNCHER := $(if $(LIVE_CCACHE),-DCMAKE_CXX_COMPILER_LAUNCHER=$(LIVE_CCACHE),)

.PHONY: bench-live test-live build-live-bin

build-live-bin:
	cmake -S . -B $(LIVE_BUILD) -G Ninja $(LIVE_LAUNCHER) -DCMAKE_BUILD_TYPE=Release
	ninja -C $(LIVE_BUILD) academy test_play test_rating

$(LIVE_BUILD)/bench-live: server/bench/bench_live.cpp
	mkdir -p $(LIVE_BUILD)
	$(CXX) -O2 -std=c++20 -o $@ $< -pthread

bench-live: build-live-bin $(LIVE_BUILD)/bench-live
	BIN=$(LIVE_BUILD)/academy BENCH=$(LIVE_BUILD)/bench-live bash server/bench/run-bench-live.sh

test-live: build-live-bin
	ctest --test-dir $(LIVE_BUILD) -L 'play|rating' --output-on-failure
