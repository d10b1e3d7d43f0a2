// `academy puzzles ...`: the offline puzzle tools.
//
//   academy puzzles generate --games N --seed S --out FILE [--threads T] [--nodes N] [--check-nodes
//   N]
//       Engine games at mixed strengths; writes verified, tagged, rated puzzles as Lichess CSV.
//       Progress with ETA on stderr. Deterministic for a seed whatever the thread count.
//   academy puzzles verify FILE [--check-nodes N] [--threads T]
//       Re-checks every puzzle with Stockfish; prints each failure and "verified N, failed M".
//   academy puzzles tag FILE... [--out FILE] [--measure] [--calibrate]
//       Re-tags and re-rates generated files (from the nodes recorded in GameUrl, measured again
//       with --measure); --calibrate places each motif in its learning-path band by effort rank.
//   academy puzzles import FILE [--db URL]
//       Imports a Lichess puzzle CSV (plain or .zst); skips bad rows with reasons; the last line
//       is "imported N, skipped M".
//   academy puzzles export [--db URL] [--out FILE]
//       Writes the puzzle library as Lichess CSV.
#pragma once

#include "app/config.hpp"

#include <CLI/CLI.hpp>

namespace academy::app {

void add_puzzle_commands(CLI::App& app, Config& config);

} // namespace academy::app
