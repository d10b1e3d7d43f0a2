// What a guided step's text gives away of its answer (issue 29, "Answers are checked, not
// shipped"): the lesson GET sends every step's title and description, and the learner reads them
// before the move, so they may name the theme ("find the fork") but never the move or its squares.
// The explanation of the answer belongs in the tooltip and the explanation box, which come with the
// right move.
#pragma once

#include "chess/position.hpp"
#include "learn/lessons/catalogue.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace academy::learn::lessons {

// Why `text` gives away one of `allowed` (legal moves in `pos`): it names the move in SAN
// ("Nxf7"), its from- or to-square ("f7"), or, for castling, castling itself ("Castle!", "O-O").
// Nothing when it names none of them.
std::optional<std::string> answer_named_in(
    std::string_view text, const chess::Position& pos, const std::vector<SquareMove>& allowed);

} // namespace academy::learn::lessons
