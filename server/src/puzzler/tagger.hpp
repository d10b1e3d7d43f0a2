// Theme tags for a puzzle line, with Lichess's tag names (see the Lichess puzzle CSV):
// mates and named mates, tactical motifs, special moves, endgame kinds, phase and length.
#pragma once

#include <string>
#include <vector>

namespace academy::puzzler {

// `moves[0]` is the opponent's move from `fen`; the solver's moves follow. An illegal line
// gets no tags.
std::vector<std::string> tag_puzzle(const std::string& fen, const std::vector<std::string>& moves);

// The motifs of one move and the line that follows it, for explaining a move rather than tagging
// a puzzle: `moves[0]` is played by the side to move in `fen`, the rest is the engine's best line
// after it (which may be empty). Only the line-reading families answer here, with the same names:
// fork, pin, skewer, discoveredAttack, discoveredCheck, doubleCheck, mate (when the line ends in
// checkmate), castling, promotion, underPromotion, enPassant. A motif that needs a follow-up
// (fork, skewer, discovered attack) is only seen when the line contains it. An illegal line gets
// no tags.
std::vector<std::string> tag_move_line(
    const std::string& fen, const std::vector<std::string>& moves);

} // namespace academy::puzzler
