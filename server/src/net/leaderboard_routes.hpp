#pragma once

#include "net/router.hpp"
#include "store/database.hpp"

namespace academy::net {

// GET /api/leaderboard?speed=blitz: live-play Glicko-2 ratings, highest first, provisional left
// out.
void add_leaderboard_routes(Router& router, store::Database& db);

} // namespace academy::net
