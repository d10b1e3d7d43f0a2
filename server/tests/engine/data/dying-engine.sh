#!/bin/sh
# A broken UCI engine for the failure tests: it completes the handshake and exits as soon as it is
# asked to search, as a crashing engine would. It exists to test our fallback, not to stand in for
# Stockfish.
while read -r line; do
    case "$line" in
    uci) echo "id name dying-engine"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) exit 3 ;;
    quit) exit 0 ;;
    esac
done
