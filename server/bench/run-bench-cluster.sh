#!/usr/bin/env bash
# make bench-cluster: a throwaway Redis and two `academy serve` nodes on it sharing one database
# (SQLite in WAL mode in a temporary folder; DB=pg: a throwaway PostgreSQL cluster,
# scripts/pg-cluster.sh; or DB=postgres://…); the load generator spreads its
# sockets over both nodes (no proxy), then the same load runs against one node alone
# (run-bench-live.sh) for comparison (ONE_NODE=no skips it). SOCKETS, RATE, DURATION as for bench-live; BIN and BENCH
# the binaries. Everything started here is stopped on the way out.
set -euo pipefail
BIN=$(realpath "${BIN:-build-live/academy}")
BENCH=$(realpath "${BENCH:-build-live/bench-live}")
SOCKETS=${SOCKETS:-10000}
RATE=${RATE:-2100}
DURATION=${DURATION:-30}
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=$(mktemp -d)
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
REDIS_PORT=$(free_port)
PORTS=($(free_port) $(free_port))
DB=${DB:-sqlite}
PG_DIR=
PIDS=()
cleanup() {
    # The nodes first, Redis (the first pid) last: a node stopping still talks to it.
    for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do
        kill "${PIDS[$i]}" 2>/dev/null || true
        wait "${PIDS[$i]}" 2>/dev/null || true
    done
    if [ -n "$PG_DIR" ]; then "$HERE/../../scripts/pg-cluster.sh" stop "$PG_DIR" || true; fi
    PG_DIR=
    rm -rf "$DIR"
}
trap cleanup EXIT INT TERM
case "$DB" in
sqlite) DB="sqlite:$DIR/academy.db" ;;
pg)
    PG_DIR=$(mktemp -d /tmp/academy-pg.XXXXXX)
    DB=$("$HERE/../../scripts/pg-cluster.sh" start "$PG_DIR")
    ;;
esac

redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$DIR" \
    --daemonize no --loglevel warning > "$DIR/redis.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 50); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
mkdir -p "$DIR/web"
for i in 0 1; do
    "$BIN" serve --address 127.0.0.1 --port "${PORTS[$i]}" --db "$DB" \
        --redis "redis://127.0.0.1:$REDIS_PORT" --web-root "$DIR/web" \
        --log-level warn --jwt-secret-file "$DIR/jwt-secret" --guest-rate-limit "$((SOCKETS + 100))" &
    PIDS+=($!)
    for _ in $(seq 100); do
        curl -sf "http://127.0.0.1:${PORTS[$i]}/api/health" >/dev/null && break
        sleep 0.1
    done
done
echo "bench-cluster: $SOCKETS sockets over 2 nodes (ports ${PORTS[0]}, ${PORTS[1]}) on Redis $REDIS_PORT, ${DB%%:*} database, $RATE moves/s, ${DURATION}s, load average $(cut -d' ' -f1-3 /proc/loadavg)"
"$BENCH" --ports "${PORTS[0]},${PORTS[1]}" --sockets "$SOCKETS" --rate "$RATE" --duration "$DURATION"
for i in 0 1; do
    pid=${PIDS[$((i + 1))]}
    echo "node $((i + 1)) RSS peak      $(awk '/VmHWM/{printf "%.0f MB", $2/1024}' /proc/$pid/status)"
done
cleanup
PIDS=()
[ "${ONE_NODE:-yes}" = no ] && exit 0
DIR=$(mktemp -d)
echo
echo "the same load on one node (no Redis):"
BIN=$BIN BENCH=$BENCH SOCKETS=$SOCKETS RATE=$RATE DURATION=$DURATION bash "$HERE/run-bench-live.sh"
