#include "chess/san.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"

namespace academy::chess {

namespace {

    constexpr std::string_view kPieceLetters = "  NBRQK";

    PieceType piece_from_letter(char c)
    {
        switch (c) {
        case 'N':
            return Knight;
        case 'B':
            return Bishop;
        case 'R':
            return Rook;
        case 'Q':
            return Queen;
        case 'K':
            return King;
        default:
            return NoPieceType;
        }
    }

    PieceType promotion_from_letter(char c)
    {
        switch (c) {
        case 'N':
        case 'n':
            return Knight;
        case 'B':
        case 'b':
            return Bishop;
        case 'R':
        case 'r':
            return Rook;
        case 'Q':
        case 'q':
            return Queen;
        default:
            return NoPieceType;
        }
    }

    Error san_error(std::string_view text, std::string_view why)
    {
        return Error { "SAN: '" + std::string(text.substr(0, 32)) + "' " + std::string(why) };
    }

} // namespace

std::string to_san(const Position& pos, Move m)
{
    std::string out;
    const Square from = m.from(), to = m.to();
    const PieceType pt = type_of(pos.piece_on(from));
    if (m.kind() == Move::Castling) {
        out = to > from ? "O-O" : "O-O-O";
    } else if (pt == Pawn) {
        if (file_of(from) != file_of(to)) {
            out += char('a' + file_of(from));
            out += 'x';
        }
        out += square_name(to);
        if (m.is_promotion()) {
            out += '=';
            out += kPieceLetters[m.promotion()];
        }
    } else {
        out += kPieceLetters[pt];
        bool ambiguous = false, same_file = false, same_rank = false;
        for (Move other : generate_legal(pos)) {
            if (other.to() != to || other.from() == from
                || type_of(pos.piece_on(other.from())) != pt)
                continue;
            ambiguous = true;
            same_file |= file_of(other.from()) == file_of(from);
            same_rank |= rank_of(other.from()) == rank_of(from);
        }
        if (ambiguous) {
            if (!same_file)
                out += char('a' + file_of(from));
            else if (!same_rank)
                out += char('1' + rank_of(from));
            else
                out += square_name(from);
        }
        if (pos.piece_on(to) != NoPiece)
            out += 'x';
        out += square_name(to);
    }
    Position after = pos;
    after.do_move(m);
    if (after.in_check())
        out += count_legal(after) == 0 ? '#' : '+';
    return out;
}

Result<Move> parse_san(const Position& pos, std::string_view text)
{
    std::string_view s = text;
    while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?'))
        s.remove_suffix(1);
    if (s.empty())
        return san_error(text, "is empty");

    const MoveList legal = generate_legal(pos);
    if (s == "O-O" || s == "0-0" || s == "O-O-O" || s == "0-0-0") {
        const bool king_side = s.size() == 3;
        for (Move m : legal)
            if (m.kind() == Move::Castling && (m.to() > m.from()) == king_side)
                return m;
        return san_error(text, "castling is not legal here");
    }

    // Read from the right: [promotion] destination, then from the left: [piece]
    // [from-file][from-rank][x|-].
    PieceType promo = NoPieceType;
    if (s.size() >= 3 && promotion_from_letter(s.back()) != NoPieceType
        && (s[s.size() - 2] == '=' || (s[s.size() - 2] >= '1' && s[s.size() - 2] <= '8'))) {
        promo = promotion_from_letter(s.back());
        s.remove_suffix(s[s.size() - 2] == '=' ? 2 : 1);
    }
    if (s.size() < 2)
        return san_error(text, "has no destination square");
    const Square to = parse_square(s.substr(s.size() - 2));
    if (to == NoSquare)
        return san_error(text, "has no destination square");
    s.remove_suffix(2);

    PieceType pt = Pawn;
    if (!s.empty() && piece_from_letter(s.front()) != NoPieceType) {
        pt = piece_from_letter(s.front());
        s.remove_prefix(1);
    }
    if (!s.empty() && (s.back() == 'x' || s.back() == '-' || s.back() == ':'))
        s.remove_suffix(1);
    int from_file = -1, from_rank = -1;
    if (!s.empty() && s.front() >= 'a' && s.front() <= 'h') {
        from_file = s.front() - 'a';
        s.remove_prefix(1);
    }
    if (!s.empty() && s.front() >= '1' && s.front() <= '8') {
        from_rank = s.front() - '1';
        s.remove_prefix(1);
    }
    if (!s.empty())
        return san_error(text, "is not a move");
    if (promo != NoPieceType && pt != Pawn)
        return san_error(text, "promotes a piece that is not a pawn");

    Move found = Move::none();
    int matches = 0;
    for (Move m : legal) {
        if (m.to() != to || type_of(pos.piece_on(m.from())) != pt)
            continue;
        if (from_file >= 0 && file_of(m.from()) != from_file)
            continue;
        if (from_rank >= 0 && rank_of(m.from()) != from_rank)
            continue;
        if (m.is_promotion() ? m.promotion() != promo : promo != NoPieceType)
            continue;
        found = m;
        ++matches;
    }
    if (matches == 1)
        return found;
    if (matches > 1)
        return san_error(text, "is ambiguous");
    for (Move m : legal)
        if (m.to() == to && m.is_promotion() && promo == NoPieceType
            && type_of(pos.piece_on(m.from())) == pt)
            return san_error(text, "needs a promotion piece");
    return san_error(text, "is not a legal move here");
}

} // namespace academy::chess
