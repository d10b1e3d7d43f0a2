# PostgreSQL beside SQLite (issue 20). Included by the main Makefile via `include mk/*.mk`.
#   make test-postgres         a throwaway PostgreSQL cluster (scripts/pg-cluster.sh: initdb in a
#                              temporary folder, a free loopback port, run as `nobody` when make
#                              runs as root), the C++ store and service suites against it
#                              (ACADEMY_TEST_DB=postgres://...; every test gets a schema of its
#                              own), then the Playwright suite on it; the cluster is stopped and
#                              removed afterwards, also when a test fails. Part of `make test`.
#   make test-postgres-server  the same without Playwright.
#   make pg-cluster            starts a cluster and prints its URL, for trying `academy serve
#                              --db postgres://...` by hand (stop: scripts/pg-cluster.sh stop DIR).
PG_SUITES := store|net|learn|accounts|play|engine|review
EXTRA_TESTS += test-postgres

.PHONY: test-postgres test-postgres-server pg-cluster

# $(1): yes to run Playwright on the cluster as well.
define run-on-postgres
	@dir=$$(mktemp -d /tmp/academy-pg.XXXXXX); \
	trap '$(CURDIR)/scripts/pg-cluster.sh stop "$$dir"' EXIT; \
	url=$$($(CURDIR)/scripts/pg-cluster.sh start "$$dir"); \
	echo "PostgreSQL test cluster: $$url (in $$dir)"; \
	echo "== C++ store and service suites on PostgreSQL (labels $(PG_SUITES)) =="; \
	ACADEMY_TEST_DB="$$url" ctest --test-dir $(BUILD) --output-on-failure -j2 \
	  -L '$(PG_SUITES)' -LE perft-long; \
	if [ "$(1)" = yes ]; then \
	  echo "== Playwright on PostgreSQL =="; \
	  cd web && ACADEMY_TEST_DB="$$url" npm run e2e; \
	fi
endef

test-postgres: apt-deps server web
	$(call run-on-postgres,yes)

test-postgres-server: apt-deps server
	$(call run-on-postgres,no)

pg-cluster: apt-deps
	@dir=$$(mktemp -d /tmp/academy-pg.XXXXXX); url=$$($(CURDIR)/scripts/pg-cluster.sh start "$$dir"); \
	echo "$$url"; echo "stop it with: scripts/pg-cluster.sh stop $$dir"
