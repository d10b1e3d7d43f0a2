// The words of a review for one inaccuracy, mistake or blunder: what went wrong, named from the
// puzzle tagger's motifs on the engine's lines ("you left the rook on a8 to a knight fork: Nc7+",
// "Qxd5 loses to the pin on the d-file", "you missed mate in 2 with Rh8+"), and the evaluation
// change in words. The one entry point the review calls; the educational bot's text generator
// takes its place when it lands (issue 19: the same generator serves the coach).
#pragma once

#include "learn/review/win_chances.hpp"

#include <string>
#include <vector>

namespace academy::learn::review {

struct MistakeFacts {
    std::string fen_before; // the position the mover faced
    std::string played; // UCI
    std::vector<std::string> best_line; // the engine's line for the mover from fen_before (UCI)
    std::vector<std::string> refutation; // the engine's line for the opponent after the move
    std::string previous_fen; // the position before the opponent's last move ("" at the start)
    std::string previous_move; // that move (UCI), "" when none
    Eval before; // of fen_before, White's point of view
    Eval after; // after the move
};

struct MistakeExplanation {
    std::string motif; // a Lichess theme name ("fork", "pin", "mate", …) or "" when none applies
    std::string text; // one or two sentences for the player
};

MistakeExplanation explain_mistake(const MistakeFacts& facts);

// The evaluation in words from White's point of view: "White is winning", "the position is
// roughly equal", …
std::string eval_in_words(const Eval& e);

// "+0.35", "-2.10", "#3", "#-2".
std::string eval_text(const Eval& e);

} // namespace academy::learn::review
