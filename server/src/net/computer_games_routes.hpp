#pragma once

#include "net/router.hpp"
#include "play/computer_play.hpp"
#include "store/database.hpp"

namespace academy::net {

// A signed-in account's games against the computer, played through the server (issue 29):
//   POST /api/games/computer {level, color}      a new game (201), the computer's first move if
//                                                 it plays White
//   GET  /api/games/computer/current              the unfinished game, or 404
//   POST /api/games/computer/{id}/move {move}     the player's move and the computer's reply;
//                                                 when the game ends, its result and points
//   POST /api/games/computer/{id}/resign          a loss
//   GET  /api/games/computer, /stats              the finished games and their statistics
// The game is `games`' (play/computer_play.hpp); the routes read the fields and map the answers.
void add_computer_games_routes(Router& router, store::Database& db, play::ComputerPlay& games);

} // namespace academy::net
