#!/bin/sh
# A broken UCI engine for the failure tests: it completes the handshake and then never answers a
# search (no bestmove, not even after "stop"). It exists to test our timeout and fallback, not to
# stand in for Stockfish.
while read -r line; do
    case "$line" in
    uci) echo "id name hanging-engine"; echo "uciok" ;;
    isready) echo "readyok" ;;
    quit) exit 0 ;;
    esac
done
