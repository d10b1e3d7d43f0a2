# Puzzle benchmarks (issue 7): verified puzzles per hour, tagger positions per second, import
# rows per second on a 100,000-row file. Prints the figures; docs/bench-puzzles.md keeps them.
# Uses $(PUZZLES_BUILD)/academy (default: the build/ binary).

PUZZLES_BUILD ?= $(BUILD)
BENCH_PUZZLES_GAMES ?= 20
BENCH_PUZZLES_DIR := $(shell mktemp -d -u /tmp/academy-bench-puzzles.XXXXXX)
LICHESS_SAMPLE ?= ../shared/data/lichess-puzzles-sample.csv

.PHONY: bench-puzzles
bench-puzzles:
	@test -x $(PUZZLES_BUILD)/academy || { echo "build the server first ($(PUZZLES_BUILD)/academy)"; exit 1; }
	@mkdir -p $(BENCH_PUZZLES_DIR)
	@echo "== generation: $(BENCH_PUZZLES_GAMES) games, every core, nice 19"
	@nice -n 19 $(PUZZLES_BUILD)/academy puzzles generate --games $(BENCH_PUZZLES_GAMES) --seed 9001 \
		--out $(BENCH_PUZZLES_DIR)/gen.csv 2>/dev/null | sed 's/^/   /'
	@$(PUZZLES_BUILD)/academy puzzles verify $(BENCH_PUZZLES_DIR)/gen.csv 2>/dev/null | tail -1 | sed 's/^/   verify: /'
	@echo "== tagger: the Lichess sample repeated 40 times"
	@head -1 $(LICHESS_SAMPLE) > $(BENCH_PUZZLES_DIR)/tag.csv
	@for i in $$(seq 40); do tail -n +2 $(LICHESS_SAMPLE) >> $(BENCH_PUZZLES_DIR)/tag.csv; done
	@$(PUZZLES_BUILD)/academy puzzles tag $(BENCH_PUZZLES_DIR)/tag.csv --out $(BENCH_PUZZLES_DIR)/tagged.csv | sed 's/^/   /'
	@echo "== import: 100,000 rows (sample rows with perturbed ids) into a new SQLite file"
	@awk -F, 'NR==1 {print; next} {rows[n++]=$$0} END {for (i=0;i<100000;i++) {r=rows[i%n]; sub(/^[^,]*/, "b" i, r); print r}}' \
		$(LICHESS_SAMPLE) > $(BENCH_PUZZLES_DIR)/import.csv
	@$(PUZZLES_BUILD)/academy puzzles import $(BENCH_PUZZLES_DIR)/import.csv --db sqlite:$(BENCH_PUZZLES_DIR)/bench.db 2>&1 | grep -E 'rows/s|^imported' | sed 's/^/   /'
	@rm -rf $(BENCH_PUZZLES_DIR)
