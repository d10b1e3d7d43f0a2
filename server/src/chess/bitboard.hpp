// Bitboard helpers and precomputed attack tables. Slider attacks use PEXT when the
// core is compiled for BMI2 (chosen by server/cmake/chess.cmake after probing the
// build machine) and magic multiplication otherwise; both index the same layout.
#pragma once

#include <bit>

#include "chess/types.hpp"

#if defined(__BMI2__) && !defined(ACADEMY_CHESS_NO_PEXT)
#include <immintrin.h>
#define ACADEMY_CHESS_USE_PEXT 1
#endif

namespace academy::chess {

constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kFileH = kFileA << 7;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard kRank2 = kRank1 << 8;
constexpr Bitboard kRank7 = kRank1 << 48;
constexpr Bitboard kRank8 = kRank1 << 56;
constexpr Bitboard kDarkSquares = 0xAA55AA55AA55AA55ULL;

constexpr Bitboard file_bb(int file) { return kFileA << file; }
constexpr Bitboard rank_bb(int rank) { return kRank1 << (8 * rank); }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
inline Square pop_lsb(Bitboard& b)
{
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

// Shifts that drop bits falling off the board edge, in the direction of a pawn of `c`.
template <Color c> constexpr Bitboard shift_up(Bitboard b) { return c == White ? b << 8 : b >> 8; }
template <Color c> constexpr Bitboard shift_up_left(Bitboard b)
{ // towards the a-file
    return c == White ? (b & ~kFileA) << 7 : (b & ~kFileA) >> 9;
}
template <Color c> constexpr Bitboard shift_up_right(Bitboard b)
{ // towards the h-file
    return c == White ? (b & ~kFileH) << 9 : (b & ~kFileH) >> 7;
}

// One slider table entry per square. With PEXT `magic`/`shift` are unused.
struct SliderEntry {
    Bitboard mask;
    Bitboard magic;
    const Bitboard* attacks;
    unsigned shift;

    unsigned index(Bitboard occupied) const
    {
#ifdef ACADEMY_CHESS_USE_PEXT
        return unsigned(_pext_u64(occupied, mask));
#else
        return unsigned(((occupied & mask) * magic) >> shift);
#endif
    }
};

namespace tables {
    extern SliderEntry rook[64];
    extern SliderEntry bishop[64];
    extern Bitboard pawn_attacks[2][64];
    extern Bitboard knight_attacks[64];
    extern Bitboard king_attacks[64];
    extern Bitboard between[64][64]; // squares strictly between two aligned squares
    extern Bitboard line[64][64]; // the whole line through two aligned squares, else 0
} // namespace tables

inline Bitboard rook_attacks(Square s, Bitboard occupied)
{
    const SliderEntry& e = tables::rook[s];
    return e.attacks[e.index(occupied)];
}
inline Bitboard bishop_attacks(Square s, Bitboard occupied)
{
    const SliderEntry& e = tables::bishop[s];
    return e.attacks[e.index(occupied)];
}
inline Bitboard queen_attacks(Square s, Bitboard occupied)
{
    return rook_attacks(s, occupied) | bishop_attacks(s, occupied);
}
inline Bitboard knight_attacks(Square s) { return tables::knight_attacks[s]; }
inline Bitboard king_attacks(Square s) { return tables::king_attacks[s]; }
inline Bitboard pawn_attacks(Color c, Square s) { return tables::pawn_attacks[c][s]; }
inline Bitboard between_bb(Square a, Square b) { return tables::between[a][b]; }
inline Bitboard line_bb(Square a, Square b) { return tables::line[a][b]; }

// Attacks of a piece type from a square, for code that is not on a hot path.
Bitboard attacks_of(PieceType pt, Square s, Bitboard occupied);

// Slow ray-walking reference, used to build the tables and by tests to check them.
Bitboard slider_attacks_reference(PieceType pt, Square s, Bitboard occupied);

// True when slider lookups use PEXT (reported by the command line and the benchmark).
constexpr bool uses_pext()
{
#ifdef ACADEMY_CHESS_USE_PEXT
    return true;
#else
    return false;
#endif
}

} // namespace academy::chess
