// The "best" rule of the lesson truth test (content/lessons/README.md, Truth): a "find the move"
// task is judged by Stockfish's score of every legal move (MultiPV over all of them, depth 12,
// from the mover's side) with Lichess's win percentage. web/scripts/probe-position.mjs applies
// the same rule for authors while they write.
#pragma once

#include "engine/score.hpp"
#include "puzzler/engine_process.hpp"

#include <string>
#include <vector>

namespace academy::learn::lessons {

// An accepted move may lose at most this much win% against the best move...
inline constexpr double kMaxAcceptedLoss = 5.0;
// ...and every move that loses less than this must be accepted.
inline constexpr double kMustAcceptLoss = 1.0;
inline constexpr int kDefaultDepth = 12;

struct MoveScore {
    std::string move; // UCI
    engine::Score score; // from the mover's side
};

// "+1.25", "-0.40", "#3" (the mover mates in 3), "#-2" (the mover is mated in 2).
std::string show_score(const engine::Score& score);

// The best of `scores`: a faster mate above a slower one, then the higher evaluation, then a
// slower loss to mate above a faster one. `scores` must not be empty.
const MoveScore& best_of(const std::vector<MoveScore>& scores);

// Why `accepted` breaks the rule, given the score of every legal move; empty when it holds.
//  - The best is a forced mate in N: every accepted move mates, and every move that mates in N
//    is accepted.
//  - Otherwise: every accepted move loses at most kMaxAcceptedLoss win% against the best, and
//    every move losing under kMustAcceptLoss is accepted (so the best itself always is).
// An accepted move with no score is reported too.
std::vector<std::string> best_rule_problems(
    const std::vector<MoveScore>& scores, const std::vector<std::string>& accepted);

// Every legal move of `fen` scored by `engine` at `depth` (MultiPV = the number of legal moves,
// after "ucinewgame" so that the answer does not depend on earlier searches). Empty when there is
// no legal move. Throws std::runtime_error when the FEN is not legal.
std::vector<MoveScore> score_every_move(
    puzzler::EngineProcess& engine, const std::string& fen, int depth = kDefaultDepth);

} // namespace academy::learn::lessons
