// A puzzle as the CSV files hold it (puzzler::Puzzle) and as the library stores it
// (store::StoredPuzzle): moves and themes as one space-separated text, ratings as Glicko-2
// numbers, and the source it came from.
#pragma once

#include "puzzler/puzzle.hpp"
#include "store/puzzles_repository.hpp"

#include <string>

namespace academy::learn {

store::StoredPuzzle to_stored(puzzler::Puzzle&& p, const std::string& source);
// Ratings are rounded to whole points, as the CSV layout has them.
puzzler::Puzzle from_stored(const store::StoredPuzzle& s);

} // namespace academy::learn
