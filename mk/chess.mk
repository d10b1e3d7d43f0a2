# Chess core targets (issue 3). Included by the main Makefile via `include mk/*.mk`.
#   make bench-perft      our perft vs Stockfish's `go perft`, table on stdout
#   make test-chess-asan  core + tests under AddressSanitizer/UBSan (build-asan)
#   make fuzz             each libFuzzer target for FUZZ_SECONDS (default 60)
#   make test-fuzz-short  each libFuzzer target for 10 s

FUZZ_SECONDS ?= 60
CHESS_FUZZERS := fuzz_fen fuzz_san fuzz_uci fuzz_pgn
CHESS_CCACHE := $(shell command -v ccache 2>/dev/null)
CHESS_LAUNCHER := $(if $(CHESS_CCACHE),-DCMAKE_CXX_COMPILER_LAUNCHER=$(CHESS_CCACHE),)

EXTRA_TESTS += test-chess-asan test-fuzz-short

.PHONY: bench-perft test-chess-asan fuzz test-fuzz-short build-fuzz

bench-perft:
	$(MAKE) build
	bash scripts/bench-perft.sh

test-chess-asan:
	cmake -S . -B build-asan -G Ninja $(CHESS_LAUNCHER) -DACADEMY_CORE_ONLY=ON -DACADEMY_SANITIZE=ON \
		-DCMAKE_BUILD_TYPE=RelWithDebInfo
	ninja -C build-asan
	ctest --test-dir build-asan -LE perft-long --output-on-failure

build-fuzz:
	CXX=clang++ cmake -S . -B build-fuzz -G Ninja $(CHESS_LAUNCHER) -DACADEMY_CORE_ONLY=ON -DACADEMY_FUZZ=ON \
		-DCMAKE_BUILD_TYPE=RelWithDebInfo
	ninja -C build-fuzz $(CHESS_FUZZERS)

# Each fuzzer starts from the committed seeds and adds what it finds in a scratch
# corpus under build-fuzz, so the repository's seed folders stay small.
define chess_run_fuzzers
	@set -e; for f in $(CHESS_FUZZERS); do \
		mkdir -p build-fuzz/corpus/$$f; \
		echo "== $$f ($(1) s)"; \
		build-fuzz/server/$$f -max_total_time=$(1) -max_len=4096 -timeout=10 -print_final_stats=1 \
			-artifact_prefix=build-fuzz/$$f- build-fuzz/corpus/$$f server/fuzz/corpus/$$f; \
	done
endef

fuzz: build-fuzz
	$(call chess_run_fuzzers,$(FUZZ_SECONDS))

test-fuzz-short: build-fuzz
	$(call chess_run_fuzzers,10)
