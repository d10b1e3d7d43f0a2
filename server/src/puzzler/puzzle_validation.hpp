// Rules-only checks of a puzzle row (no engine): the FEN parses, every move is legal, the line
// ends on the solver's move, and it ends as its themes say (mate themes end in checkmate with
// the right number of moves). Used by `academy puzzles import` for every row.
#pragma once

#include "puzzler/puzzle.hpp"

#include <string>

namespace academy::puzzler {

// Empty when the puzzle is sound, else the reason (a short phrase, used to count skips).
std::string validate_puzzle(const Puzzle& p);

} // namespace academy::puzzler
