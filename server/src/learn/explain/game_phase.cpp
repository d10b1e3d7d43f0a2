#include "learn/explain/game_phase.hpp"

#include "chess/movegen.hpp"

namespace academy::learn::explain {

std::string_view game_phase(int ply, int men, int captures_available, bool check_available)
{
    if (ply < 20)
        return "opening";
    if (men <= 12)
        return "endgame";
    if (captures_available > 2 || check_available)
        return "tactical";
    return "middlegame";
}

std::string_view game_phase(const chess::Position& pos)
{
    using namespace academy::chess;
    int captures = 0;
    bool check = false;
    for (const Move m : generate_legal(pos)) {
        check |= pos.gives_check(m);
        if (m.kind() == Move::EnPassant
            || (m.kind() != Move::Castling && pos.piece_on(m.to()) != NoPiece))
            ++captures;
    }
    return game_phase(pos.game_ply(), popcount(pos.pieces()), captures, check);
}

} // namespace academy::learn::explain
