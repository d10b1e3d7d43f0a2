# Several nodes on Redis (issue 20). Included by the main Makefile via `include mk/*.mk`.
#   make test-cluster    a throwaway Redis (no persistence, temporary folder, free port) and a
#                        throwaway PostgreSQL cluster (scripts/pg-cluster.sh), both stopped on the
#                        way out even on failure, and two `academy serve` nodes on them: a game to
#                        mate across the nodes with a spectator, then a game whose owner node is
#                        killed with SIGKILL (server/tests/cluster/). Part of `make test`.
#                        CLUSTER_DB=sqlite runs the nodes on one SQLite file instead, and
#                        CLUSTER_DB=postgres://… on an existing database.
#   make bench-cluster   10,000 sockets in 5,000 games at 2,000 moves/s spread over two nodes on
#                        Redis, then the same load on one node; figures on stdout (docs/bench-cluster.md).
#                        BENCH_CLUSTER_DB=pg runs the two nodes on a throwaway PostgreSQL cluster.
CLUSTER_DB ?=
BENCH_CLUSTER_DB ?= sqlite

.PHONY: test-cluster bench-cluster

EXTRA_TESTS += test-cluster

test-cluster: apt-deps node-deps $(BUILD)/build.ninja
	nice -n 10 ninja -C $(BUILD) academy
	BIN=$(BUILD)/academy $(if $(CLUSTER_DB),DB=$(CLUSTER_DB)) bash server/tests/cluster/run.sh

bench-cluster: apt-deps build-live-bin $(LIVE_BUILD)/bench-live
	BIN=$(LIVE_BUILD)/academy BENCH=$(LIVE_BUILD)/bench-live DB=$(BENCH_CLUSTER_DB) \
	  bash server/bench/run-bench-cluster.sh
