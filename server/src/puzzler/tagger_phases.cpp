// Themes of the line as a whole rather than of a motif: the game phase and the endgame's kind
// (from the position the solver faces), the special moves the solver plays, and the length.
#include "puzzler/tagger_detail.hpp"

namespace academy::puzzler::detail {

bool add_phase_tags(const Line& l, std::vector<std::string>& tags)
{
    const Position& start = l.plies[1].before;
    const Bitboard minors_majors = start.pieces() & ~start.pieces(Pawn) & ~start.pieces(King);
    const bool endgame
        = popcount(minors_majors) <= 6 || (!start.pieces(Queen) && popcount(minors_majors) <= 8);
    if (endgame)
        tags.push_back("endgame");
    else if (start.fullmove_number() <= 12)
        tags.push_back("opening");
    else
        tags.push_back("middlegame");
    if (!endgame)
        return false;
    const Bitboard q = start.pieces(Queen), r = start.pieces(Rook), b = start.pieces(Bishop),
                   n = start.pieces(Knight);
    if (!minors_majors)
        tags.push_back("pawnEndgame");
    else if (minors_majors == r)
        tags.push_back("rookEndgame");
    else if (minors_majors == q)
        tags.push_back("queenEndgame");
    else if (minors_majors == b)
        tags.push_back("bishopEndgame");
    else if (minors_majors == n)
        tags.push_back("knightEndgame");
    else if (minors_majors == (q | r) && popcount(q) == 1 && r) {
        // Still a queen and rook ending when the line is over: trades on the way would make it
        // another kind.
        const Position& end = l.final_position;
        const Bitboard em = end.pieces() & ~end.pieces(Pawn) & ~end.pieces(King);
        if (popcount(end.pieces(Queen)) == 1 && end.pieces(Rook)
            && em == (end.pieces(Queen) | end.pieces(Rook)))
            tags.push_back("queenRookEndgame");
    }
    return true;
}

void add_special_move_tags(const Line& l, std::vector<std::string>& tags)
{
    bool promotion = false, under = false, ep = false, castle = false;
    for (int i : l.solver_indices()) {
        const Move m = l.plies[static_cast<std::size_t>(i)].move;
        promotion |= m.is_promotion();
        under |= m.is_promotion() && m.promotion() != Queen;
        ep |= m.kind() == Move::EnPassant;
        castle |= m.kind() == Move::Castling;
    }
    if (promotion)
        tags.push_back("promotion");
    if (under)
        tags.push_back("underPromotion");
    if (ep)
        tags.push_back("enPassant");
    if (castle)
        tags.push_back("castling");
}

void add_length_tag(const Line& l, std::vector<std::string>& tags)
{
    const auto solver_moves = l.plies.size() / 2;
    tags.push_back(solver_moves == 1 ? "oneMove"
            : solver_moves == 2      ? "short"
            : solver_moves == 3      ? "long"
                                     : "veryLong");
}

} // namespace academy::puzzler::detail
