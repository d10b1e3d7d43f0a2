// A finished game against the computer, as the server accepts it (issue 11): the player's word
// is never taken for the result or the points. The moves are replayed from the standard start by
// the rules core, the claimed result must be the one the final position allows, and the points
// (10 x level for a win plus the efficiency bonus, 3 x level a draw, the level a loss) are
// computed from the replay.
#pragma once

#include "chess/result.hpp"
#include "chess/types.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace academy::play {

enum class ComputerResult { Win, Lose, Draw };

// "win", "lose", "draw" (the wire and storage names).
std::string_view computer_result_name(ComputerResult result);

// What a client says happened.
struct ComputerGameClaim {
    int level = 0; // 1..25
    chess::Color color = chess::White; // the player's colour
    ComputerResult result = ComputerResult::Lose;
    std::vector<std::string> moves; // UCI, from the standard start
};

// What the replay established.
struct ScoredComputerGame {
    ComputerGameClaim game;
    int player_moves = 0;
    int points = 0;
    std::string termination; // "checkmate", "stalemate", "resignation", … (chess::reason_string or
                             // "resignation")
    std::string pgn; // written by the server from the replay
};

// A longer list cannot be a real game at these time controls; refusing it bounds the work.
inline constexpr std::size_t kMaxComputerGamePlies = 1000;

// The replayed, scored game, or the text of why it is refused (the catalogue's 400). A win needs
// the computer checkmated; a draw needs a drawn final position (stalemate, dead position, fivefold,
// seventy-five moves) or a draw the player may claim (threefold, fifty moves); a loss is a mate of
// the player, or a resignation or forfeit at any moment of an unfinished game.
Result<ScoredComputerGame> replay_computer_game(const ComputerGameClaim& claim);

// Points: win 10 x level (+20 within 1.2x the level's target moves, +10 within
// 1.5x), draw 3 x level, loss = level.
int computer_game_points(ComputerResult result, int level, int player_moves);

// The level's target number of player moves, level 1..25.
int computer_target_moves(int level);

} // namespace academy::play
