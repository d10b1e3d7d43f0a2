#include "learn/explain/score.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace academy::learn::explain {

namespace {

    // The thresholds, in centipawns, at which the words change. They follow the usual reading of
    // engine scores (Lichess's: 0.3 pawn is a small edge, 1 pawn clear, 3 pawns winning) and its
    // move judgements (inaccuracy, mistake, blunder at 0.5, 1 and 3 pawns lost).
    constexpr int kEdge = 30;
    constexpr int kClear = 100;
    constexpr int kWinning = 300;
    constexpr int kInaccuracy = 50;
    constexpr int kMistake = 100;
    constexpr int kBlunder = 300;

    std::string moves_word(int n) { return std::abs(n) == 1 ? "move" : "moves"; }

} // namespace

std::string format_score(const Score& s)
{
    if (s.mate) {
        if (*s.mate > 0)
            return "mate in " + std::to_string(*s.mate);
        if (*s.mate < 0)
            return "mated in " + std::to_string(-*s.mate);
        return "mate";
    }
    if (std::abs(s.cp) < 5)
        return "0.0";
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%+.1f", s.cp / 100.0);
    return buffer;
}

std::string format_score(const Score& s, ScoreStyle style)
{
    switch (style.view) {
    case ScoreView::Words:
        return "";
    case ScoreView::White:
        return format_score(style.mover == chess::White || s.mate ? s : s.flipped());
    case ScoreView::Mover:
        break;
    }
    return format_score(s);
}

std::string describe_standing(const Score& s)
{
    if (s.mate && *s.mate > 0)
        return "a forced mate in " + std::to_string(*s.mate);
    if (s.mate && *s.mate < 0)
        return "a position where the opponent mates in " + std::to_string(-*s.mate);
    if (s.cp >= kWinning)
        return "a winning advantage";
    if (s.cp >= kClear)
        return "a clear advantage";
    if (s.cp >= kEdge)
        return "a slight edge";
    if (s.cp > -kEdge)
        return "an equal position";
    if (s.cp > -kClear)
        return "a slightly worse position";
    if (s.cp > -kWinning)
        return "a clearly worse position";
    return "a losing position";
}

std::string who_stands_better(const Score& white)
{
    if (white.mate && *white.mate != 0)
        return std::string(*white.mate > 0 ? "White" : "Black") + " mates in "
            + std::to_string(std::abs(*white.mate));
    const std::string side = white.cp > 0 ? "White" : "Black";
    const int margin = std::abs(white.cp);
    if (margin >= kWinning)
        return side + " is winning";
    if (margin >= kClear)
        return side + " is clearly better";
    if (margin >= kEdge)
        return side + " is a little better";
    return "The position is equal";
}

int score_loss(const Score& before, const Score& after)
{
    // A shorter mate is better: mate in 2 after mate in 3 is no loss, mate in 5 after mate in 2
    // still wins and is counted as none either (the mate is kept).
    if (before.mate && after.mate && (*before.mate > 0) == (*after.mate > 0))
        return 0;
    return std::max(0, before.cp - after.cp);
}

std::string describe_change(const Score& before, const Score& after,
    const std::optional<std::string>& dropped, ScoreStyle style)
{
    const bool words = style.view == ScoreView::Words;
    const std::string range = words
        ? ""
        : ": from " + format_score(before, style) + " to " + format_score(after, style);
    const std::string shown_after = words ? "" : " (" + format_score(after, style) + ")";
    if (before.mate && *before.mate > 0) {
        if (after.mate && *after.mate > 0)
            return "keeps a forced mate (mate in " + std::to_string(*after.mate) + ")";
        return "misses a forced mate" + range;
    }
    if (after.mate && *after.mate < 0 && !(before.mate && *before.mate < 0))
        return "allows mate in " + std::to_string(-*after.mate) + " " + moves_word(*after.mate)
            + range;
    if (before.mate && *before.mate < 0) {
        if (after.mate && *after.mate < 0)
            return "cannot stop the mate (mated in " + std::to_string(-*after.mate) + ")";
        return "escapes the forced mate" + shown_after;
    }
    const int loss = score_loss(before, after);
    if (dropped && loss >= kMistake)
        return "drops the " + *dropped + range;
    if (loss >= kBlunder)
        return "is a blunder" + range;
    if (loss >= kMistake)
        return "is a mistake" + range;
    if (loss >= kInaccuracy)
        return "is an inaccuracy" + range;
    const std::string standing = describe_standing(after);
    if (standing == "an equal position")
        return "keeps the balance" + shown_after;
    if (after.cp <= -kEdge)
        return "holds on in " + standing + shown_after;
    return "keeps " + standing + shown_after;
}

} // namespace academy::learn::explain
