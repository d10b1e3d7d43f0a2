#!/usr/bin/env bash
# Prints the two server budgets of the foundation issue: idle RSS of `academy serve` and
# GET /api/health throughput under wrk (2 threads, 64 connections, 10 s) on this machine.
set -euo pipefail
academy=${1:-build/academy}
port=${BENCH_PORT:-3097}
dir=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; rm -rf "$dir"' EXIT

"$academy" serve --port "$port" --db "sqlite:$dir/academy.db" --web-root web/dist --log-level warn &
pid=$!
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.1; done
sleep 1
rss_kb=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
echo "idle RSS:            $((rss_kb / 1024)) MB ($rss_kb kB)   budget <= 30 MB"

out=$(wrk -t2 -c64 -d10s "http://127.0.0.1:$port/api/health")
rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
echo "$out" | sed 's/^/  /'
echo "GET /api/health:     $rps requests/s   budget >= 20000"
rss_kb=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
echo "RSS after the load:  $((rss_kb / 1024)) MB"
