# Strength assessment bench (issue 18): simulated solvers of known rating take the adaptive test
# over the real puzzle library (`academy bench assessment`); prints the mean absolute error and
# the share of runs whose true rating lies in the stated 90% interval, next to the prototype's
# 800 + 8 x percent. docs/bench-assessment.md keeps the figures.
BENCH_ASSESSMENT_RUNS ?= 200

.PHONY: bench-assessment
bench-assessment: $(BUILD)/build.ninja
	nice -n 10 ninja -C $(BUILD) academy
	nice -n 10 $(BUILD)/academy bench assessment --runs $(BENCH_ASSESSMENT_RUNS)
