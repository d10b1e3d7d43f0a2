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

#include <cstdint>
#include <map>
#include <string>

namespace academy::store {
class Database;
}

namespace academy::app {

struct ImportResult {
    std::int64_t imported = 0;
    std::int64_t skipped = 0;
    std::map<std::string, int> reasons; // why rows were skipped, with counts
    double rows_per_second = 0; // wall clock
    double rows_per_cpu_second = 0; // process CPU time (the machine may be shared)
};

// Validates and inserts every row of a puzzle CSV (plain or .zst) in one transaction;
// `refresh_unplayed`: see PuzzlesRepository::BulkInserter.
ImportResult import_puzzles(store::Database& db, const std::string& path, const std::string& source,
    bool refresh_unplayed = false);

// On every start loads content/puzzles/*.csv (looked up in $ACADEMY_CONTENT, ./content and next to
// the binary's folder): new puzzles, and new ratings and themes for puzzles nobody has played.
void load_puzzle_library(store::Database& db);

void add_puzzle_commands(CLI::App& app, Config& config);

} // namespace academy::app
