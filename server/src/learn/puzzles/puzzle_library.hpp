// The shipped puzzle library (content/puzzles/*.csv) loaded into the database at every start,
// and the whole library read back out (`academy puzzles export`).
#pragma once

#include "puzzler/puzzle.hpp"
#include "store/database.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <vector>

namespace academy::learn {

// Where content/ may be, in the order tried: $ACADEMY_CONTENT, ./content, and content/ next to
// the folder of the running binary (build/academy finds the repository's).
std::vector<std::filesystem::path> content_roots();

struct LibraryLoad {
    std::optional<std::filesystem::path> directory; // the puzzles folder used; none found: empty
    std::int64_t loaded = 0; // new puzzles, and unplayed ones that took new ratings or themes
    std::int64_t in_library = 0; // the library's puzzles of source "academy" afterwards
};

// Imports every *.csv of the first <root>/puzzles folder that exists, in name order. Puzzles
// players have rated keep their ratings; the others take the file's, so a re-calibrated library
// reaches existing databases.
LibraryLoad load_puzzle_library(
    store::Database& db, const std::vector<std::filesystem::path>& roots);

// Every puzzle of the library, as CSV rows.
std::vector<puzzler::Puzzle> library_puzzles(store::Database& db);

} // namespace academy::learn
