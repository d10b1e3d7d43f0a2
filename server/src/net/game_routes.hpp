#pragma once

#include "net/router.hpp"
#include "play/play_service.hpp"
#include "store/database.hpp"

namespace academy::net {

// GET /api/games/{id}, GET /api/games/{id}.pgn, GET /api/users/{username}/games.
void add_game_routes(Router& router, play::PlayService& play, store::Database& db);

} // namespace academy::net
