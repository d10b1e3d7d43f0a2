# Chess Academy — the two commands that matter: `make run` and `make test`.
# Both install what is missing (Debian packages, npm packages), build, then serve or test.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

BUILD      ?= build
PORT       ?= 3001
DB         ?= sqlite:data/academy.db
WEB_ROOT   ?= web/dist
EXTRA_TESTS :=

# Every Debian package the build, the tests and the benchmarks use.
APT_PACKAGES := build-essential cmake ninja-build ccache pkg-config git \
	libboost-dev libboost-system-dev nlohmann-json3-dev libspdlog-dev libcli11-dev \
	libsqlite3-dev libpqxx-dev postgresql libsodium-dev libssl-dev zlib1g-dev libzstd-dev libgtest-dev \
	clang clang-format libclang-rt-14-dev stockfish chromium wrk \
	libhiredis-dev redis-server

include $(wildcard mk/*.mk)

.PHONY: run test build deps apt-deps node-deps server web dev migrate test-server test-web test-e2e \
	bench-server bench-web bench-abuse clean format format-check

# ---------------------------------------------------------------- installation
deps: apt-deps node-deps

apt-deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:" $$missing; \
	  export DEBIAN_FRONTEND=noninteractive; \
	  apt-get update -qq && apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@command -v node >/dev/null || { export DEBIAN_FRONTEND=noninteractive; apt-get install -y -qq nodejs npm; }

# npm ci only when the lock file changed since the last install.
node-deps: web/node_modules/.installed
web/node_modules/.installed: web/package-lock.json
	cd web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
	touch $@

# ---------------------------------------------------------------- build
build: server web

$(BUILD)/build.ninja:
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release

server: apt-deps $(BUILD)/build.ninja
	ninja -C $(BUILD)

WEB_SOURCES := $(shell find web/src web/public web/index.html web/vite.config.* web/package.json -type f 2>/dev/null)
web: node-deps $(WEB_ROOT)/index.html
$(WEB_ROOT)/index.html: $(WEB_SOURCES) web/node_modules/.installed
	cd web && npm run build

# ---------------------------------------------------------------- run
migrate: server
	$(BUILD)/academy migrate --db $(DB)

run: deps build
	$(BUILD)/academy migrate --db $(DB)
	exec $(BUILD)/academy serve --port $(PORT) --db $(DB) --web-root $(WEB_ROOT)

# Vite with hot reload on :5173, proxying /api and /ws to the server on :3001.
dev: deps server
	$(BUILD)/academy serve --port $(PORT) --db $(DB) --web-root $(WEB_ROOT) & \
	server=$$!; trap "kill $$server" EXIT; cd web && npm run dev

# ---------------------------------------------------------------- tests
test: deps build format-check test-server test-web test-e2e $(EXTRA_TESTS)
	@echo "make test: every suite passed"

# The long perft suite has its own label and runs with `ctest --test-dir build -L perft-long`.
test-server: server
	ctest --test-dir $(BUILD) --output-on-failure -j2 -LE perft-long

test-web: node-deps
	cd web && npm run lint && npm run typecheck && npm test

test-e2e: build
	cd web && npm run e2e

# ---------------------------------------------------------------- benchmarks
bench-server: server
	scripts/bench-server.sh $(BUILD)/academy

bench-web: web
	node web/scripts/bench-web.mjs

# Health and sign-in latency while 20 clients request deep analyses, and RSS after oversized pings.
bench-abuse: server node-deps
	node web/scripts/bench-abuse.mjs $(BUILD)/academy

# Every C++ file of the server follows .clang-format and every web file web/.prettierrc;
# `make test` checks both as ESLint checks the web.
CXX_SOURCES = $(shell find server/src server/tests server/bench server/fuzz -name '*.cpp' -o -name '*.hpp' 2>/dev/null)

format: node-deps
	clang-format -i $(CXX_SOURCES)
	cd web && npm run format

format-check: apt-deps node-deps
	@clang-format --dry-run -Werror $(CXX_SOURCES)
	@echo "clang-format: $(words $(CXX_SOURCES)) C++ files follow .clang-format"
	@cd web && npm run --silent format:check


clean:
	rm -rf $(BUILD) build-asan build-fuzz web/dist
