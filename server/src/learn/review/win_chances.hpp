// Move judgements and accuracy from engine evaluations, as Lichess computes them (lila,
// modules/analyse: WinPercent, Advice and AccuracyPercent; credit to the Lichess authors, AGPL:
// the formulas and constants are theirs, the code is ours).
#pragma once

#include "engine/score.hpp"

#include <optional>
#include <string_view>
#include <vector>

namespace academy::learn::review {

// Every Score in a review is from White's point of view: `mate` counts moves to mate (positive:
// White mates); a checkmated position has mate 0 and a cp of -10000 when White is mated, +10000
// when Black is. White's chance of winning is engine::win_percent(score, engine::WinCap::Lichess):
// 50 + 50 * (2 / (1 + e^(-0.00368208 * cp)) - 1) with cp capped at 1000 (Lichess's WinPercent).
using engine::Score;

// How a move is classed in a review. The judgements (inaccuracy, mistake, blunder) are Lichess's;
// best, excellent and good name the moves below them, book the opening-list moves, brilliant an
// engine-approved sacrifice that was the only good move.
enum class MoveClass { Book, Brilliant, Best, Excellent, Good, Inaccuracy, Mistake, Blunder };

std::string_view move_class_name(MoveClass c);

// Lichess judges a move by how much it lowers the mover's winning chances on the [-1, +1]
// scale: 0.1 an inaccuracy, 0.2 a mistake, 0.3 a blunder, i.e. 5, 10 and 15 points of win
// percentage (Advice.scala's winningChanceJudgements).
inline constexpr double kInaccuracyDrop = 5.0;
inline constexpr double kMistakeDrop = 10.0;
inline constexpr double kBlunderDrop = 15.0;
// Our own split of the moves Lichess leaves unjudged (Chess.com names them alike).
inline constexpr double kExcellentDrop = 2.0;

// Lichess's judgement of one move from the evaluations before and after it (both from White's
// point of view; `white_moved` says whose move it was): by win-percentage drop when both are
// centipawn scores, otherwise by its mate rules (a mate allowed, or a forced mate let go, is
// judged by the score that remains). Nothing when the move is not judged.
std::optional<MoveClass> judgement(const Score& before, const Score& after, bool white_moved);

// The mover's loss of win percentage, never negative.
double win_drop(const Score& before, const Score& after, bool white_moved);

// Lichess's accuracy of one move from the mover's win percentages before and after it:
// 103.1668 * e^(-0.04354 * drop) - 3.1669, plus Lichess's one-point uncertainty bonus, within
// [0, 100]; 100 when the move did not lose anything.
double move_accuracy(double before_win, double after_win);

struct GameAccuracy {
    std::optional<double> white;
    std::optional<double> black;
};

// Lichess's game accuracy per player: the mean of a volatility-weighted mean and a harmonic mean
// of the move accuracies. `start` is the evaluation before the first move (Lichess uses the
// initial position's 15 cp), `after_each_move` the evaluation after each move in order, and
// `white_first` whether White made the first move. A player with no moves has no accuracy.
GameAccuracy game_accuracy(
    const Score& start, const std::vector<Score>& after_each_move, bool white_first);

} // namespace academy::learn::review
