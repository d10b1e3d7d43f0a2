# Game review (issue 19):
#   make bench-review     plays a 40-move game engine against engine, then times its review at the
#                         serve default depth (12) with the pool's two engines (`academy bench
#                         review`); seconds and positions/s on stdout. Target: at most 20 s.

.PHONY: bench-review

bench-review: $(BUILD)/build.ninja
	ninja -C $(BUILD) academy
	nice -n 10 $(BUILD)/academy bench review --moves 40 --depth 12 --engines 2
