#include "chess/uci.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"

namespace academy::chess {

std::string move_to_uci(Move m)
{
    if (m.is_none())
        return "0000";
    std::string out = square_name(m.from()) + square_name(m.to());
    if (m.is_promotion())
        out += " pnbrqk"[m.promotion()];
    return out;
}

Result<Move> parse_uci_move(const Position& pos, std::string_view text)
{
    const std::string shown(text.substr(0, 16));
    if (text.size() != 4 && text.size() != 5)
        return Error { "UCI: move '" + shown + "' is not of the form e2e4 or e7e8q" };
    const Square from = parse_square(text.substr(0, 2));
    const Square to = parse_square(text.substr(2, 2));
    if (from == NoSquare || to == NoSquare)
        return Error { "UCI: move '" + shown + "' has an invalid square" };
    PieceType promo = NoPieceType;
    if (text.size() == 5) {
        switch (text[4]) {
        case 'n':
            promo = Knight;
            break;
        case 'b':
            promo = Bishop;
            break;
        case 'r':
            promo = Rook;
            break;
        case 'q':
            promo = Queen;
            break;
        default:
            return Error { "UCI: move '" + shown + "' has an invalid promotion piece" };
        }
    }
    // Matching against the legal list keeps the move kind (castling, en passant) right
    // without re-deriving it from the board.
    for (Move m : generate_legal(pos)) {
        if (m.from() != from || m.to() != to)
            continue;
        if (m.is_promotion() ? m.promotion() == promo : promo == NoPieceType)
            return m;
    }
    return Error { "UCI: move '" + shown + "' is not legal in this position" };
}

} // namespace academy::chess
