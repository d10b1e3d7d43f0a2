// Theme tags for a puzzle line, with Lichess's tag names (see the Lichess puzzle CSV):
// mates and named mates, tactical motifs, special moves, endgame kinds, phase and length.
#pragma once

#include <string>
#include <vector>

namespace academy::puzzler {

// `moves[0]` is the opponent's move from `fen`; the solver's moves follow. An illegal line
// gets no tags.
std::vector<std::string> tag_puzzle(const std::string& fen, const std::vector<std::string>& moves);

} // namespace academy::puzzler
