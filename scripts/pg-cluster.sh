#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests (make test-postgres, the reconnect test):
#   pg-cluster.sh start DIR    initdb in DIR, start on a free loopback port, print the URL
#   pg-cluster.sh restart DIR  fast restart (the same port), as after a server upgrade; also
#                              starts a halted cluster
#   pg-cluster.sh halt DIR     stop the server, keep DIR (a database that went away)
#   pg-cluster.sh stop DIR     stop at once and remove DIR
# PostgreSQL refuses to run as root, so as root the server runs as `nobody`. The Unix socket lives
# in DIR, never in /var/run/postgresql. The role `academy` (password `academy`) owns the database
# `academy` and signs in over TCP with a password (scram-sha-256), as a real deployment would.
set -euo pipefail
cmd=${1:?usage: pg-cluster.sh start|restart|stop DIR}
dir=${2:?usage: pg-cluster.sh start|restart|stop DIR}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/pg_ctl" ] || { echo "pg-cluster.sh: PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 2; }

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi
}

free_port() {
  local port
  for _ in $(seq 1 50); do
    port=$((20000 + RANDOM % 40000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  echo "pg-cluster.sh: no free port found" >&2; exit 1
}

case "$cmd" in
start)
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown nobody:nogroup "$dir"
  chmod 700 "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U postgres -E UTF8 --locale=C --no-sync \
    --auth-local=trust --auth-host=scram-sha-256 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  for attempt in 1 2 3 4 5; do
    port=$(free_port)
    # Durability is worth nothing in a throwaway cluster: fsync off makes the suite faster.
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
        start >/dev/null; then
      break
    fi
    [ "$attempt" = 5 ] && { cat "$dir/server.log" >&2; exit 1; }
  done
  as_owner "$bin/psql" -q -h "$dir" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 \
    -c "CREATE ROLE academy LOGIN CREATEDB PASSWORD 'academy'" \
    -c "CREATE DATABASE academy OWNER academy" >/dev/null
  echo "$port" >"$dir/port"
  echo "postgres://academy:academy@127.0.0.1:$port/academy"
  ;;
restart)
  # (Of a halted cluster pg_ctl says "PID file does not exist ... trying to start server anyway".)
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 -m fast restart >/dev/null 2>&1 \
    || { cat "$dir/server.log" >&2; exit 1; }
  ;;
halt)
  as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
  ;;
stop)
  if [ -d "$dir/data" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$dir"
  ;;
*)
  echo "pg-cluster.sh: unknown command $cmd" >&2; exit 2
  ;;
esac
