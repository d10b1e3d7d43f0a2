#include "chess/fen.hpp"

#include <charconv>
#include <vector>

namespace academy::chess {

namespace {

    constexpr std::string_view kPieceChars = " PNBRQK  pnbrqk";

    std::vector<std::string_view> split_fields(std::string_view text)
    {
        std::vector<std::string_view> fields;
        std::size_t i = 0;
        while (i < text.size()) {
            while (i < text.size()
                && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
                ++i;
            std::size_t start = i;
            while (i < text.size()
                && !(text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
                ++i;
            if (i > start)
                fields.push_back(text.substr(start, i - start));
        }
        return fields;
    }

    Error field_error(std::string_view field, std::string_view value, std::string_view why = {})
    {
        std::string message
            = "FEN: " + std::string(field) + " field '" + std::string(value) + "' is invalid";
        if (!why.empty())
            message += ": " + std::string(why);
        return Error { message };
    }

    bool parse_number(std::string_view text, int max, int& out)
    {
        if (text.empty() || text.size() > 9)
            return false;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
        return ec == std::errc() && end == text.data() + text.size() && out >= 0 && out <= max;
    }

    // Fills the board from the first field; returns an error message on failure.
    std::string parse_placement(std::string_view text, PositionBuilder& b)
    {
        int rank = 7, file = 0;
        for (char c : text) {
            if (c == '/') {
                if (file != 8)
                    return "rank " + std::to_string(rank + 1) + " does not have 8 squares";
                if (--rank < 0)
                    return "more than 8 ranks";
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8)
                    return "rank " + std::to_string(rank + 1) + " has more than 8 squares";
            } else {
                std::size_t index = kPieceChars.find(c);
                if (c == ' ' || index == std::string_view::npos)
                    return std::string("unknown piece '") + c + "'";
                if (file > 7)
                    return "rank " + std::to_string(rank + 1) + " has more than 8 squares";
                b.put(Piece(index), make_square(file, rank));
                ++file;
            }
        }
        if (rank != 0 || file != 8)
            return "expected 8 ranks of 8 squares";
        return {};
    }

    // Rejects placements that no game can reach in ways that would break the core's
    // invariants (exactly one king each) or its rules (pawns on the back ranks).
    std::string check_material(const Position& pos)
    {
        for (Color c : { White, Black }) {
            const char* name = c == White ? "white" : "black";
            int kings = popcount(pos.pieces(c, King));
            if (kings == 0)
                return std::string(name) + " king is missing";
            if (kings > 1)
                return std::string(name) + " has " + std::to_string(kings) + " kings";
            if (popcount(pos.pieces(c, Pawn)) > 8)
                return std::string(name) + " has more than 8 pawns";
            if (popcount(pos.pieces(c)) > 16)
                return std::string(name) + " has more than 16 pieces";
        }
        if (Bitboard back = pos.pieces(Pawn) & (kRank1 | kRank8))
            return "pawn on back rank " + square_name(lsb(back));
        return {};
    }

    std::string check_castling(const Position& pos, std::uint8_t rights)
    {
        struct Need {
            CastlingRights right;
            Piece king, rook;
            Square king_sq, rook_sq;
            const char* text;
        };
        const Need needs[4]
            = { { WhiteOO, WKing, WRook, E1, H1, "K needs a white king on e1 and rook on h1" },
                  { WhiteOOO, WKing, WRook, E1, A1, "Q needs a white king on e1 and rook on a1" },
                  { BlackOO, BKing, BRook, E8, H8, "k needs a black king on e8 and rook on h8" },
                  { BlackOOO, BKing, BRook, E8, A8, "q needs a black king on e8 and rook on a8" } };
        for (const Need& n : needs)
            if ((rights & n.right)
                && (pos.piece_on(n.king_sq) != n.king || pos.piece_on(n.rook_sq) != n.rook))
                return n.text;
        return {};
    }

} // namespace

Square parse_square(std::string_view text)
{
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return NoSquare;
    return make_square(text[0] - 'a', text[1] - '1');
}

std::string square_name(Square s)
{
    if (s == NoSquare)
        return "-";
    return { char('a' + file_of(s)), char('1' + rank_of(s)) };
}

Result<Position> parse_fen(std::string_view fen)
{
    const std::vector<std::string_view> f = split_fields(fen);
    if (f.size() != 6 && f.size() != 4)
        return Error { "FEN: expected 6 fields, found " + std::to_string(f.size()) };

    PositionBuilder b;
    if (std::string why = parse_placement(f[0], b); !why.empty())
        return field_error("piece placement", f[0], why);
    if (std::string why = check_material(b.peek()); !why.empty())
        return Error { "FEN: " + why };

    if (f[1] != "w" && f[1] != "b")
        return field_error("side to move", f[1]);
    const Color us = f[1] == "w" ? White : Black;
    b.set_side(us);

    std::uint8_t rights = NoCastling;
    if (f[2] != "-") {
        for (char c : f[2]) {
            const std::size_t i = std::string_view("KQkq").find(c);
            if (i == std::string_view::npos || (rights & (1 << i)))
                return field_error("castling", f[2]);
            rights |= std::uint8_t(1 << i);
        }
        if (f[2].empty())
            return field_error("castling", f[2]);
    }
    if (std::string why = check_castling(b.peek(), rights); !why.empty())
        return field_error("castling", f[2], why);
    b.set_castling(rights);

    Square ep = NoSquare;
    if (f[3] != "-") {
        ep = parse_square(f[3]);
        if (ep == NoSquare)
            return field_error("en passant", f[3]);
        // The square must be just behind a pawn that has just made a double push.
        const Square pawn = Square(us == White ? ep - 8 : ep + 8);
        const Square origin = Square(us == White ? ep + 8 : ep - 8);
        if (rank_of(ep) != (us == White ? 5 : 2) || b.peek().piece_on(pawn) != make_piece(~us, Pawn)
            || b.peek().piece_on(ep) != NoPiece || b.peek().piece_on(origin) != NoPiece)
            return field_error(
                "en passant", f[3], "no pawn can have just made a double push past it");
        // Kept only when usable, to match what do_move produces (see Position::en_passant).
        if (!b.peek().en_passant_legal(us, ep))
            ep = NoSquare;
    }
    b.set_en_passant(ep);

    int halfmove = 0, fullmove = 1;
    if (f.size() == 6) {
        if (!parse_number(f[4], 9999, halfmove))
            return field_error("halfmove clock", f[4]);
        if (!parse_number(f[5], 99999, fullmove) || fullmove < 1)
            return field_error("fullmove number", f[5]);
    }
    b.set_counters(halfmove, fullmove);

    Position pos = b.finish();
    if (pos.attacked_by(us, pos.king_square(~us)))
        return Error { "FEN: side not to move is in check" };
    return pos;
}

std::string to_fen(const Position& pos)
{
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            Piece p = pos.piece_on(make_square(file, rank));
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty)
                out += char('0' + empty);
            empty = 0;
            out += kPieceChars[p];
        }
        if (empty)
            out += char('0' + empty);
        if (rank)
            out += '/';
    }
    out += pos.side_to_move() == White ? " w " : " b ";
    if (pos.castling_rights() == NoCastling)
        out += '-';
    for (int i = 0; i < 4; ++i)
        if (pos.castling_rights() & (1 << i))
            out += "KQkq"[i];
    out += ' ' + square_name(pos.en_passant());
    out += ' ' + std::to_string(pos.rule50()) + ' ' + std::to_string(pos.fullmove_number());
    return out;
}

} // namespace academy::chess
