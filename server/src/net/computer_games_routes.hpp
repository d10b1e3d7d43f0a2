#pragma once

#include "net/router.hpp"
#include "store/database.hpp"

namespace academy::net {

// POST /api/games/computer and GET /api/games/computer/stats: a signed-in account's games
// against the computer and the statistics the play page shows.
// The game is replayed and scored by play/computer_game.hpp; the route only reads and checks the
// fields and stores what the replay accepted.
void add_computer_games_routes(Router& router, store::Database& db);

} // namespace academy::net
