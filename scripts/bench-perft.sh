#!/usr/bin/env bash
# Perft speed: our `academy perft` against Stockfish's `go perft` on the six Chess
# Programming Wiki positions, one run after the other, single-threaded, both counting
# leaves in bulk at depth 1 and neither using a hash table. Prints a Markdown table.
#
# Times are taken inside each program's run of perft (ours from `academy perft`'s own
# stderr report, Stockfish's from "go perft" to "Nodes searched" after the engine has
# answered readyok), so process start-up and Stockfish's network loading are excluded.
#
# Env: ACADEMY (default build/academy), STOCKFISH (default /usr/games/stockfish),
#      BENCH_DEPTH_SCALE=-1 to run one ply shallower everywhere (a quick smoke run).
set -euo pipefail

ACADEMY=${ACADEMY:-build/academy}
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
SCALE=${BENCH_DEPTH_SCALE:-0}

[[ -x $ACADEMY ]] || { echo "bench-perft: $ACADEMY not found (run make build)" >&2; exit 1; }
[[ -x $STOCKFISH ]] || { echo "bench-perft: $STOCKFISH not found" >&2; exit 1; }

# name|FEN|depth: depths chosen so that each of our runs takes roughly 0.2-5 s here.
POSITIONS=(
  "startpos|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|7"
  "kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
  "position3|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|7"
  "position4|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|6"
  "position5|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|5"
  "position6|r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|5"
)

now() { date +%s.%N; }

# Prints "<nodes> <seconds>" for our perft.
ours() {
  local fen=$1 depth=$2 err nodes seconds
  err=$(mktemp)
  nodes=$("$ACADEMY" perft --fen "$fen" --depth "$depth" 2>"$err" | tail -n 1)
  seconds=$(sed -n 's/.* nodes in \([0-9.]*\) s.*/\1/p' "$err")
  rm -f "$err"
  echo "$nodes $seconds"
}

# Prints "<nodes> <seconds>" for Stockfish, one thread, default settings.
stockfish() {
  local fen=$1 depth=$2 line nodes="" t0 t1
  coproc SF { "$STOCKFISH" 2>/dev/null; }
  echo "setoption name Threads value 1" >&"${SF[1]}"
  echo "position fen $fen" >&"${SF[1]}"
  echo "isready" >&"${SF[1]}"
  while read -r line <&"${SF[0]}"; do [[ $line == readyok ]] && break; done
  t0=$(now)
  echo "go perft $depth" >&"${SF[1]}"
  while read -r line <&"${SF[0]}"; do
    if [[ $line == "Nodes searched:"* ]]; then nodes=${line##* }; break; fi
  done
  t1=$(now)
  echo "quit" >&"${SF[1]}"
  wait "$SF_PID" 2>/dev/null || true
  echo "$nodes $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')"
}

echo "| position | depth | our nodes | our s | our Mnps | Stockfish nodes | Stockfish s | Stockfish Mnps | ours/Stockfish |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
status=0
for entry in "${POSITIONS[@]}"; do
  IFS='|' read -r name fen depth <<<"$entry"
  depth=$((depth + SCALE))
  read -r our_nodes our_s < <(ours "$fen" "$depth")
  read -r sf_nodes sf_s < <(stockfish "$fen" "$depth")
  awk -v n="$name" -v d="$depth" -v on="$our_nodes" -v os="$our_s" -v sn="$sf_nodes" -v ss="$sf_s" 'BEGIN {
    om = os > 0 ? on / os / 1e6 : 0; sm = ss > 0 ? sn / ss / 1e6 : 0
    printf "| %s | %d | %.0f | %.3f | %.1f | %.0f | %.3f | %.1f | %.2fx |\n", n, d, on, os, om, sn, ss, sm, (sm > 0 ? om / sm : 0)
  }'
  if [[ $our_nodes != "$sf_nodes" ]]; then
    echo "bench-perft: node counts differ on $name: ours $our_nodes, Stockfish $sf_nodes" >&2
    status=1
  fi
done
echo
echo "Slider attacks: $("$ACADEMY" perft --depth 1 2>&1 >/dev/null | sed -n 's/.*Mnps, \(.*\) sliders.*/\1/p'); CPU: $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -n 1)"
exit $status
