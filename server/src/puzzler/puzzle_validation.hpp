// Rules-only checks of a puzzle row (no engine): the FEN parses, every move is legal, the line
// ends on the solver's move, and it ends as its themes say (mate themes end in checkmate with
// the right number of moves). Used by `academy puzzles import` for every row; a line that ends in
// checkmate without the mate theme is sound and gets the tagger's themes added.
#pragma once

#include "puzzler/puzzle.hpp"

#include <string>

namespace academy::puzzler {

// Empty when the puzzle is sound, else the reason (a short phrase, used to count skips). A sound
// line's last move checkmating is reported through `ends_in_checkmate`.
std::string validate_puzzle(const Puzzle& p, bool* ends_in_checkmate = nullptr);

// For a sound row whose line ends in checkmate but whose themes omit `mate` (Lichess's themes
// are voted by players): adds the themes our tagger finds to the row's own.
void add_tagger_themes(Puzzle& p);

} // namespace academy::puzzler
