// A puzzle CSV (Lichess's or ours) into the library: every row parsed and its line played
// (puzzler/puzzle_validation.hpp); bad rows are skipped with a reason, never stop the import.
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <map>
#include <string>

namespace academy::learn {

struct ImportResult {
    std::int64_t imported = 0;
    std::int64_t skipped = 0;
    std::map<std::string, int> reasons; // why rows were skipped, with counts
    double rows_per_second = 0; // wall clock
    double rows_per_cpu_second = 0; // process CPU time (the machine may be shared)
};

// Validates and inserts every row of a puzzle CSV (plain or .zst) in one transaction, with
// `source` ("lichess", "academy") on each; `refresh_unplayed`: see
// PuzzlesRepository::BulkInserter. Throws std::runtime_error when the file cannot be read.
ImportResult import_puzzles(store::Database& db, const std::string& path, const std::string& source,
    bool refresh_unplayed = false);

} // namespace academy::learn
