// Engine evaluations as the explanation speaks of them: from the point of view of the side that
// plays the move being explained, and their change put into words.
#pragma once

#include "chess/types.hpp"
#include "engine/score.hpp"

#include <optional>
#include <string>

namespace academy::learn::explain {

// Every Score here is from the mover's side; a mate is `mate` moves (positive: the mover mates,
// negative: the mover is mated) with `cp` at +-10000 (Score::mate_in) so that scores still order.
using engine::Score;

// "+0.3", "-2.6", "0.0", "mate in 3", "mated in 2".
std::string format_score(const Score& s);

// How the words write a score (issue 30: one sign convention per screen, stated on it). The
// review and the coach write numbers from White's side, "+ means White is better", as the
// review's graph and move list do; a learner under 1200 reads words only; the educational bot and
// POST /api/explain keep the mover's side. Mates are words in every view ("mate in 3": the mover
// mates).
enum class ScoreView { Mover, White, Words };
struct ScoreStyle {
    ScoreView view = ScoreView::Mover;
    chess::Color mover = chess::White; // whose side a Score here is from
};

// The score as the style writes it: format_score from the mover's or White's side; "" in words.
std::string format_score(const Score& s, ScoreStyle style);

// Where a score leaves the mover: "a winning advantage", "a slight edge", "an equal position",
// "a clearly worse position", "a forced mate in 3", ...
std::string describe_standing(const Score& s);

// Who stands better, from a score of White's side, in the words a learner reads: "White is
// winning", "Black is a little better", "The position is equal", "White mates in 3", ...
std::string who_stands_better(const Score& white);

// How many centipawns the move gave away against the best move (0 when it kept the evaluation or
// improved on it); a mate counts as 10000.
int score_loss(const Score& before, const Score& after);

// The change from `before` (best play in the position) to `after` (the move played) as a verb
// phrase, e.g. "keeps a winning advantage (+4.1)", "is a mistake: from +1.2 to -0.4",
// "drops the knight: from +0.3 to -2.6" when `dropped` names what the best reply wins.
// In words only (ScoreView::Words) the ranges and the parenthesised scores are left out ("is a
// mistake", "drops the knight", "keeps a slight edge").
std::string describe_change(const Score& before, const Score& after,
    const std::optional<std::string>& dropped, ScoreStyle style = {});

} // namespace academy::learn::explain
