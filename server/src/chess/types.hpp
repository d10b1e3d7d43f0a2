// Basic chess vocabulary shared by every other file of the core: colours, pieces,
// squares, moves and castling rights, all small value types that fit in registers.
#pragma once

#include <cstdint>

namespace academy::chess {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

enum Color : std::uint8_t { White, Black };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Zero is "no piece type" so that a Piece can be tested for emptiness cheaply.
enum PieceType : std::uint8_t { NoPieceType, Pawn, Knight, Bishop, Rook, Queen, King };
constexpr int kPieceTypeCount = 7;

// Colour lives in bit 3, so piece & 7 is its type and piece >> 3 its colour.
enum Piece : std::uint8_t {
    NoPiece = 0,
    WPawn = 1,
    WKnight,
    WBishop,
    WRook,
    WQueen,
    WKing,
    BPawn = 9,
    BKnight,
    BBishop,
    BRook,
    BQueen,
    BKing,
};
constexpr int kPieceCount = 16;

constexpr Piece make_piece(Color c, PieceType pt) { return Piece((c << 3) | pt); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }

// clang-format off
enum Square : std::uint8_t {
  A1, B1, C1, D1, E1, F1, G1, H1,
  A2, B2, C2, D2, E2, F2, G2, H2,
  A3, B3, C3, D3, E3, F3, G3, H3,
  A4, B4, C4, D4, E4, F4, G4, H4,
  A5, B5, C5, D5, E5, F5, G5, H5,
  A6, B6, C6, D6, E6, F6, G6, H6,
  A7, B7, C7, D7, E7, F7, G7, H7,
  A8, B8, C8, D8, E8, F8, G8, H8,
  NoSquare = 64,
};
// clang-format on

constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }
// Mirror vertically: lets the same table serve both colours.
constexpr Square relative_square(Color c, Square s) { return Square(s ^ (c * 56)); }
constexpr int relative_rank(Color c, int rank) { return c == White ? rank : 7 - rank; }
// Direction a pawn of colour c pushes, in square-index units.
constexpr int pawn_push(Color c) { return c == White ? 8 : -8; }

// Four independent bits so that a move can clear rights with one AND mask.
enum CastlingRights : std::uint8_t {
    NoCastling = 0,
    WhiteOO = 1,
    WhiteOOO = 2,
    BlackOO = 4,
    BlackOOO = 8,
    AllCastling = 15,
};

// A move in 16 bits: from (6), to (6), promotion piece (2, Knight..Queen), kind (2).
// Castling is stored as the king's own move (e1g1), as UCI writes it.
class Move {
public:
    enum Kind : std::uint16_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

    constexpr Move() = default;
    constexpr Move(Square from, Square to)
        : raw_(std::uint16_t(from | (to << 6)))
    {
    }
    constexpr Move(Square from, Square to, Kind kind, PieceType promo = Knight)
        : raw_(std::uint16_t(from | (to << 6) | ((promo - Knight) << 12) | (kind << 14)))
    {
    }

    static constexpr Move none() { return Move(); }

    constexpr Square from() const { return Square(raw_ & 63); }
    constexpr Square to() const { return Square((raw_ >> 6) & 63); }
    constexpr Kind kind() const { return Kind(raw_ >> 14); }
    constexpr PieceType promotion() const { return PieceType(((raw_ >> 12) & 3) + Knight); }
    constexpr bool is_promotion() const { return kind() == Promotion; }
    constexpr bool is_none() const { return raw_ == 0; }
    constexpr std::uint16_t raw() const { return raw_; }

    constexpr bool operator==(const Move&) const = default;

private:
    std::uint16_t raw_ = 0; // a1a1 is never legal, so zero doubles as "no move"
};

} // namespace academy::chess
