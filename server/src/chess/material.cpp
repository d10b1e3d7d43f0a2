#include "chess/material.hpp"

namespace academy::chess {

namespace {

    // Bishops all on one square colour can never attack the other colour, so with
    // nothing else on the board no king can be boxed in and checked.
    bool bishops_one_colour(Bitboard bishops)
    {
        return (bishops & kDarkSquares) == 0 || (bishops & ~kDarkSquares) == 0;
    }

} // namespace

bool insufficient_material(const Position& pos)
{
    if (pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen))
        return false;
    const Bitboard minors = pos.pieces(Knight) | pos.pieces(Bishop);
    if (!more_than_one(minors))
        return true;
    return !pos.pieces(Knight) && bishops_one_colour(pos.pieces(Bishop));
}

bool insufficient_material_to_win(const Position& pos, Color side)
{
    const Bitboard ours = pos.pieces(side) & ~pos.pieces(side, King);
    if (!ours)
        return true;
    if (ours & (pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen)))
        return false;
    const Bitboard theirs = pos.pieces(~side) & ~pos.pieces(~side, King);
    // A lone knight mates only against a king hemmed in by its own pieces.
    if (ours == pos.pieces(side, Knight) && !more_than_one(ours))
        return theirs == 0;
    // Bishops of one colour mate only if some enemy piece (other than bishops of that
    // same colour) can block the king's flight squares on the other colour.
    if (ours == pos.pieces(side, Bishop) && bishops_one_colour(ours)) {
        const Bitboard all_bishops = ours | theirs;
        return theirs == (theirs & pos.pieces(Bishop)) && bishops_one_colour(all_bishops);
    }
    return false;
}

} // namespace academy::chess
