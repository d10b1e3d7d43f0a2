// Words the game rooms share between their files: a colour as a result names it, and the text of
// a drawn game.
#pragma once

#include "chess/game.hpp"

#include <string>

namespace academy::play {

inline const char* color_title(chess::Color c) { return c == chess::White ? "White" : "Black"; }

inline std::string draw_text(chess::Reason r)
{
    switch (r) {
    case chess::Reason::Stalemate:
        return "Draw by stalemate";
    case chess::Reason::InsufficientMaterial:
        return "Draw by insufficient material";
    case chess::Reason::ThreefoldRepetition:
    case chess::Reason::FivefoldRepetition:
        return "Draw by threefold repetition";
    case chess::Reason::FiftyMoveRule:
    case chess::Reason::SeventyFiveMoveRule:
        return "Draw by fifty-move rule";
    case chess::Reason::TimeoutVsInsufficientMaterial:
        return "Draw: time out but the opponent cannot mate";
    default:
        return "Draw";
    }
}

} // namespace academy::play
