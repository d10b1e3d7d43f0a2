// UCI long algebraic move text ("e2e4", "e7e8q", castling as the king's move "e1g1").
#pragma once

#include <string>
#include <string_view>

#include "chess/position.hpp"
#include "chess/result.hpp"

namespace academy::chess {

std::string move_to_uci(Move m);

// Only legal moves of `pos` are accepted; the error says why the text was refused.
Result<Move> parse_uci_move(const Position& pos, std::string_view text);

} // namespace academy::chess
