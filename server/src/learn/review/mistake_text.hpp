// The words of a review for one inaccuracy, mistake or blunder: what went wrong, named by the
// motif the educational bot's text generator (learn/explain, which the coach also uses) finds on
// the engine's lines ("You left the rook on a8 to a knight fork: Nc7+.", "Qxd5 loses to the pin
// on the d-file: ...", "You missed mate in 2 with Rh8+."), and the evaluation change in its words.
#pragma once

#include "learn/explain/score.hpp"
#include "learn/review/win_chances.hpp"

#include <string>
#include <vector>

namespace academy::learn::review {

struct MistakeFacts {
    std::string fen_before; // the position the mover faced
    std::string played; // UCI
    std::vector<std::string> best_line; // the engine's line for the mover from fen_before (UCI)
    std::vector<std::string> refutation; // the engine's line for the opponent after the move
    Score before; // of fen_before, White's point of view
    Score after; // after the move
    // How the text writes scores: from White's side, as the review's graph and move list do
    // (one sign convention in one panel, issue 30); the coach may ask for words only.
    explain::ScoreView view = explain::ScoreView::White;
};

struct MistakeExplanation {
    // The generator's motif id ("fork", "pin", "skewer", "discoveredAttack", "hangingPiece",
    // "mateThreat", …), "mate", or "missedWin" when the better move won material the move played
    // gave up ("You missed dxc5, which wins the queen."); "" when none applies.
    std::string motif;
    std::string text; // one or two sentences for the player
};

MistakeExplanation explain_mistake(const MistakeFacts& facts);

} // namespace academy::learn::review
