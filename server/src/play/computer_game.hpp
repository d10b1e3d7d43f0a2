// The rules of a game against the computer that do not depend on how it is played: the points
// of a finished game and its PGN. The game itself is played through the server
// (play/computer_play.hpp, issue 29): the player's word is never taken for a move, a result or
// the points.
#pragma once

#include "chess/game.hpp"
#include "chess/types.hpp"

#include <string>
#include <string_view>

namespace academy::play {

enum class ComputerResult { Win, Lose, Draw };

// "win", "lose", "draw" (the wire and storage names).
std::string_view computer_result_name(ComputerResult result);

// Points: win 10 x level (+20 within 1.2x the level's target moves, +10 within
// 1.5x), draw 3 x level, loss = level.
int computer_game_points(ComputerResult result, int level, int player_moves);

// The level's target number of player moves, level 1..25.
int computer_target_moves(int level);

// A game that ends before the player's 5th move is aborted unless the player won it (resigned,
// replaced by a new game, or lost or drawn on the board that early): it is not recorded, so it
// earns no points and no XP and counts in no statistics. Starting games, moving once and
// resigning would otherwise earn the level's points and a lost game's XP each time (issue 29).
inline constexpr int kComputerMovesToCount = 5;
bool computer_game_counts(ComputerResult result, int player_moves);

// The PGN the server writes of a finished game: "You" against "Computer (level N)", the result
// from the player's point of view and how it ended ("checkmate", "resignation", ...).
std::string computer_game_pgn(const chess::Game& game, int level, chess::Color player,
    ComputerResult result, std::string_view termination);

} // namespace academy::play
