#pragma once

#include "net/router.hpp"
#include "store/database.hpp"

namespace academy::net {

// POST /api/games/computer and GET /api/games/computer/stats: a signed-in account's games
// against the computer and the statistics the play page shows (learning.md §3 player stats).
void add_computer_games_routes(Router& router, store::Database& db);

// Points of learning.md §9: win 10 x level (+20 within 1.2x the target moves, +10 within 1.5x),
// draw 3 x level, loss = level.
int computer_game_points(std::string_view result, int level, int player_moves);

}  // namespace academy::net
