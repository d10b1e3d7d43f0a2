// A game review from the engine's analysis of every position: each move's class, the better
// move and its line, the words for each mistake, accuracy per player, the key moments and the
// opening. Pure: the engine work is done before (review_service), and this can be recomputed.
#pragma once

#include "chess/types.hpp"
#include "learn/review/win_chances.hpp"

#include <optional>
#include <string>
#include <vector>

namespace academy::learn::review {

struct GameToReview {
    std::string initial_fen; // "" for the standard start
    std::vector<std::string> moves; // UCI
};

// The engine's analysis of one position of the game (position 0 is the start, n after n moves).
struct PositionAnalysis {
    Score eval; // White's point of view
    std::string best_move; // UCI; "" when the game is over there
    std::vector<std::string> pv; // UCI, from this position
    std::optional<Score> second; // the second-best line, searched for brilliancy candidates only
};

struct ReviewedMove {
    int ply = 0; // 1 for the first move
    chess::Color color = chess::White;
    std::string uci;
    std::string san;
    std::string fen_before;
    std::string fen_after;
    Score eval; // after the move
    std::string best_uci; // the engine's move in fen_before
    std::string best_san;
    std::vector<std::string> best_line; // SAN, from fen_before
    MoveClass move_class = MoveClass::Good;
    double win_drop = 0; // the mover's loss of win percentage
    std::string motif; // for inaccuracies, mistakes and blunders: the motif id, or ""
    std::string explanation; // for inaccuracies, mistakes and blunders
};

struct Review {
    Score start_eval;
    std::vector<ReviewedMove> moves;
    GameAccuracy accuracy;
    std::vector<int> key_moments; // plies, in game order
    std::string opening_eco; // "" when the game left the list at once
    std::string opening_name;
};

// The FEN of every position of the game, start included; nothing when a move is illegal.
std::optional<std::vector<std::string>> game_fens(const GameToReview& game);

// The analysis of a position with no legal move (mate or stalemate), which the engine cannot
// give; nothing when the position has moves.
std::optional<PositionAnalysis> final_position_analysis(const std::string& fen);

// Whether the move after position `ply - 1` would be brilliant if it were the only good move:
// the engine's choice, a sacrifice (the moved piece, a minor piece or more, can be taken for
// less), sound (the mover is not worse after it) and not in an already decided position. The
// worker then searches that position for a second line.
bool brilliancy_candidate(
    const GameToReview& game, const std::vector<PositionAnalysis>& positions, int ply);

// `positions` holds one analysis per position (moves + 1).
Review build_review(const GameToReview& game, const std::vector<PositionAnalysis>& positions);

} // namespace academy::learn::review
