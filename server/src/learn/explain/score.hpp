// Engine evaluations as the explanation speaks of them: from the point of view of the side that
// plays the move being explained, and their change put into words.
#pragma once

#include "engine/score.hpp"

#include <optional>
#include <string>

namespace academy::learn::explain {

// Every Score here is from the mover's side; a mate is `mate` moves (positive: the mover mates,
// negative: the mover is mated) with `cp` at +-10000 (Score::mate_in) so that scores still order.
using engine::Score;

// "+0.3", "-2.6", "0.0", "mate in 3", "mated in 2".
std::string format_score(const Score& s);

// Where a score leaves the mover: "a winning advantage", "a slight edge", "an equal position",
// "a clearly worse position", "a forced mate in 3", ...
std::string describe_standing(const Score& s);

// How many centipawns the move gave away against the best move (0 when it kept the evaluation or
// improved on it); a mate counts as 10000.
int score_loss(const Score& before, const Score& after);

// The change from `before` (best play in the position) to `after` (the move played) as a verb
// phrase, e.g. "keeps a winning advantage (+4.1)", "is a mistake: from +1.2 to -0.4",
// "drops the knight: from +0.3 to -2.6" when `dropped` names what the best reply wins.
std::string describe_change(
    const Score& before, const Score& after, const std::optional<std::string>& dropped);

} // namespace academy::learn::explain
