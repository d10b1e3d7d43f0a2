// The grounded text generator: what a move does, in words, from the rules core's facts
// (move_facts), the puzzle tagger's motifs (puzzler::tag_move_line) and the engine's evaluations
// before and after it. Nothing here is a canned sentence about a position: every clause names a
// piece, a square, a motif or a score that was found on the board or by the engine.
//
// Used by the educational bot (the bot's own move), POST /api/explain (a move the user made) and
// the coach. Plain types in and out; the engine is asked by the caller (see engine_explain.hpp).
#pragma once

#include "chess/result.hpp"
#include "learn/explain/move_facts.hpp"
#include "learn/explain/score.hpp"

#include <optional>
#include <string>
#include <vector>

namespace academy::learn::explain {

struct ExplainInput {
    std::string fen; // the position the move is played in
    std::string move; // UCI
    // Engine scores from the mover's side: best play in `fen`, and after `move`. Either may be
    // missing (no engine); the text then says only what the board shows.
    std::optional<Score> before;
    std::optional<Score> after;
    // The engine's best line after `move`, the opponent's reply first (UCI).
    std::vector<std::string> line_after;
    // The engine's choice in `fen` (UCI); empty when unknown.
    std::string best_move;
    // How the scores are written (score.hpp): the mover's side, White's, or words only.
    ScoreView view = ScoreView::Mover;
};

struct MoveExplanation {
    std::string san;
    // "Nc7+ forks the king and the rook on a8. It keeps a winning advantage (+4.1). ..."
    std::string text;
    // What the move does, as ids: checkmate, stalemate, castling, capture, promotion, fork, pin,
    // skewer, discoveredCheck, doubleCheck, discoveredAttack, check, threat, mateThreat,
    // development, passedPawn, centre, hangingPiece (the moved piece can be taken with profit),
    // quietMove. Most telling first.
    std::vector<std::string> motifs;
    // The evaluation change alone ("drops the knight: from +0.3 to -2.6"); empty without scores.
    std::string evaluation_text;
    // The lesson to take from it, about this move's main motif.
    std::string teaching_point;
    // The game phase of `fen` (docs/bots-and-coach.md): opening, middlegame, endgame or tactical.
    std::string category;
    MoveFacts facts;
};

// The explanation of `input.move` in `input.fen`; an error when the FEN or the move is not legal
// (the engine line is cut at its first illegal move rather than refused).
chess::Result<MoveExplanation> explain_move(const ExplainInput& input);

} // namespace academy::learn::explain
