// The game-phase rule (docs/bots-and-coach.md), which names an educational move's category.
#pragma once

#include "chess/position.hpp"

#include <string_view>

namespace academy::learn::explain {

// Fewer than 20 half-moves played: "opening"; 12 or fewer men on the board (kings and pawns
// counted): "endgame"; more than 2 captures or any check available: "tactical"; otherwise
// "middlegame". The rules are tried in that order.
std::string_view game_phase(int ply, int men, int captures_available, bool check_available);
std::string_view game_phase(const chess::Position& pos);

} // namespace academy::learn::explain
