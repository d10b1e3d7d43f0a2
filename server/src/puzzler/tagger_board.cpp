// The "is this piece safe" questions of Lichess's tagger that more than one family asks.
#include "puzzler/tagger_detail.hpp"

namespace academy::puzzler::detail {

namespace {

    bool takeable_by_lower_piece(const Position& pos, Square s)
    {
        const PieceType pt = type_of(pos.piece_on(s));
        Bitboard a = attackers(pos, ~color_of(pos.piece_on(s)), s);
        while (a) {
            const PieceType at = type_of(pos.piece_on(pop_lsb(a)));
            if (at != King && value(at) < value(pt))
                return true;
        }
        return false;
    }

} // namespace

bool is_defended_xray(const Position& pos, Square s)
{
    const Color c = color_of(pos.piece_on(s));
    if (attackers(pos, c, s))
        return true;
    Bitboard enemy = attackers(pos, ~c, s);
    while (enemy) {
        const Square a = pop_lsb(enemy);
        if (is_slider(type_of(pos.piece_on(a)))
            && (pos.attackers_to(s, pos.pieces() ^ square_bb(a)) & pos.pieces(c)))
            return true;
    }
    return false;
}

bool in_bad_spot(const Position& pos, Square s)
{
    const Piece p = pos.piece_on(s);
    return p != NoPiece && attackers(pos, ~color_of(p), s)
        && (!is_defended_xray(pos, s) || takeable_by_lower_piece(pos, s));
}

} // namespace academy::puzzler::detail
