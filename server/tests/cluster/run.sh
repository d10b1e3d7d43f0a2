#!/usr/bin/env bash
# make test-cluster: a throwaway Redis (no persistence, temporary folder, free port) and two
# `academy serve` nodes on it sharing one database, then two_nodes.mjs against them. Everything
# started here is stopped on the way out, failure or not.
# BIN: the academy binary. DB: the database both nodes share:
#   pg (the default)  a throwaway PostgreSQL cluster (scripts/pg-cluster.sh: initdb in a temporary
#                     folder, a free loopback port, run as `nobody` under root), stopped afterwards;
#   sqlite            one SQLite file in WAL mode in the temporary folder;
#   a URL             an existing database (postgres://… or sqlite:…), left as it is.
set -euo pipefail
BIN=$(realpath "${BIN:-build/academy}")
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
DIR=$(mktemp -d)
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
REDIS_PORT=$(free_port)
PORT1=$(free_port)
PORT2=$(free_port)
DB=${DB:-pg}
PG_DIR=

cleanup() {
    local rc=$?
    for f in "$DIR"/pid*; do
        [ -f "$f" ] && kill "$(cat "$f")" 2>/dev/null || true
    done
    sleep 0.3
    # PostgreSQL after the nodes (they may still be writing when told to stop).
    if [ -n "$PG_DIR" ]; then "$ROOT/scripts/pg-cluster.sh" stop "$PG_DIR" || true; fi
    if [ $rc -ne 0 ]; then
        for log in "$DIR"/node*.log; do
            echo "---- $(basename "$log") (last lines)"
            tail -n 30 "$log" || true
        done
    fi
    rm -rf "$DIR"
    exit $rc
}
trap cleanup EXIT INT TERM

case "$DB" in
pg)
    PG_DIR=$(mktemp -d /tmp/academy-pg.XXXXXX)
    DB=$("$ROOT/scripts/pg-cluster.sh" start "$PG_DIR")
    ;;
sqlite) DB="sqlite:$DIR/academy.db" ;;
esac

redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$DIR" \
    --daemonize no --loglevel warning > "$DIR/redis.log" 2>&1 &
echo $! > "$DIR/pidz-redis"
for _ in $(seq 50); do
    redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break
    sleep 0.1
done

mkdir -p "$DIR/web"
# restart.sh N: starts node N (again) on its port; returns once it answers.
cat > "$DIR/restart.sh" <<SCRIPT
#!/usr/bin/env bash
n=\$1
port=\$([ "\$n" = 1 ] && echo $PORT1 || echo $PORT2)
"$BIN" serve --address 127.0.0.1 --port "\$port" --db "$DB" --redis "redis://127.0.0.1:$REDIS_PORT" \
    --web-root "$DIR/web" --jwt-secret-file "$DIR/jwt-secret" --log-level info \
    >> "$DIR/node\$n.log" 2>&1 &
echo \$! > "$DIR/pid\$n"
for _ in \$(seq 100); do
    curl -sf "http://127.0.0.1:\$port/api/health" >/dev/null && exit 0
    sleep 0.1
done
echo "node \$n did not start" >&2
exit 1
SCRIPT
chmod +x "$DIR/restart.sh"
# One after the other: the first migrates the database, and takes node name 1 on the fresh Redis.
"$DIR/restart.sh" 1
"$DIR/restart.sh" 2
echo "test-cluster: Redis on $REDIS_PORT, node 1 on $PORT1, node 2 on $PORT2, database $DB"
PORT1=$PORT1 PORT2=$PORT2 REDIS_PORT=$REDIS_PORT NODE1_ID=1 NODE2_ID=2 \
    PID1=$(cat "$DIR/pid1") PID2=$(cat "$DIR/pid2") RESTART_CMD="$DIR/restart.sh" \
    node "$HERE/two_nodes.mjs"
