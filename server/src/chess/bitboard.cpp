#include "chess/bitboard.hpp"

#include <cassert>
#include <initializer_list>

namespace academy::chess {

namespace tables {
    SliderEntry rook[64];
    SliderEntry bishop[64];
    Bitboard pawn_attacks[2][64];
    Bitboard knight_attacks[64];
    Bitboard king_attacks[64];
    Bitboard between[64][64];
    Bitboard line[64][64];
} // namespace tables

namespace {

    // Sizes are the sums of 2^(relevant mask bits) over all squares.
    Bitboard rook_table[0x19000];
    Bitboard bishop_table[0x1480];

    bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

    // Steps (file, rank) from s while on the board, stopping after the first occupied square.
    Bitboard ray(Square s, int df, int dr, Bitboard occupied)
    {
        Bitboard result = 0;
        int f = file_of(s) + df, r = rank_of(s) + dr;
        while (on_board(f, r)) {
            Square t = make_square(f, r);
            result |= square_bb(t);
            if (occupied & square_bb(t))
                break;
            f += df;
            r += dr;
        }
        return result;
    }

    Bitboard step_attacks(Square s, const int (*steps)[2], int count)
    {
        Bitboard result = 0;
        for (int i = 0; i < count; ++i) {
            int f = file_of(s) + steps[i][0], r = rank_of(s) + steps[i][1];
            if (on_board(f, r))
                result |= square_bb(make_square(f, r));
        }
        return result;
    }

#ifndef ACADEMY_CHESS_USE_PEXT
    // xorshift64*: deterministic so every run finds the same magics.
    struct Prng {
        std::uint64_t s = 1070372;
        std::uint64_t next()
        {
            s ^= s >> 12;
            s ^= s << 25;
            s ^= s >> 27;
            return s * 2685821657736338717ULL;
        }
        std::uint64_t sparse() { return next() & next() & next(); }
    };
#endif

    // Fills one slider table. Every occupancy subset of the mask is enumerated with the
    // carry-rippler trick; with magics, candidates are tried until no two subsets that
    // need different attacks collide.
    void init_slider(PieceType pt, SliderEntry* entries, Bitboard* table)
    {
        Bitboard occupancies[4096], references[4096];
#ifndef ACADEMY_CHESS_USE_PEXT
        Prng prng;
        int epoch[4096] = {};
        int attempt = 0;
#endif
        Bitboard* next = table;
        for (int sq = 0; sq < 64; ++sq) {
            Square s = Square(sq);
            // Edges never block anything behind them, so they are not part of the key.
            Bitboard edges = ((kRank1 | kRank8) & ~rank_bb(rank_of(s)))
                | ((kFileA | kFileH) & ~file_bb(file_of(s)));
            SliderEntry& e = entries[sq];
            e.mask = slider_attacks_reference(pt, s, 0) & ~edges;
            e.shift = unsigned(64 - popcount(e.mask));
            e.attacks = next;
            int size = 0;
            Bitboard b = 0;
            do {
                occupancies[size] = b;
                references[size] = slider_attacks_reference(pt, s, b);
                ++size;
                b = (b - e.mask) & e.mask;
            } while (b);
#ifdef ACADEMY_CHESS_USE_PEXT
            for (int i = 0; i < size; ++i)
                next[e.index(occupancies[i])] = references[i];
#else
            for (bool found = false; !found;) {
                do {
                    e.magic = prng.sparse();
                } while (popcount((e.magic * e.mask) >> 56) < 6);
                ++attempt;
                found = true;
                for (int i = 0; i < size; ++i) {
                    unsigned idx = e.index(occupancies[i]);
                    if (epoch[idx] < attempt) {
                        epoch[idx] = attempt;
                        next[idx] = references[i];
                    } else if (next[idx] != references[i]) {
                        found = false;
                        break;
                    }
                }
            }
#endif
            next += size;
        }
    }

    void init_tables()
    {
        static const int knight_steps[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
            { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
        static const int king_steps[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 },
            { -1, -1 }, { 0, -1 }, { 1, -1 } };
        static const int white_pawn[2][2] = { { -1, 1 }, { 1, 1 } };
        static const int black_pawn[2][2] = { { -1, -1 }, { 1, -1 } };
        for (int sq = 0; sq < 64; ++sq) {
            Square s = Square(sq);
            tables::knight_attacks[sq] = step_attacks(s, knight_steps, 8);
            tables::king_attacks[sq] = step_attacks(s, king_steps, 8);
            tables::pawn_attacks[White][sq] = step_attacks(s, white_pawn, 2);
            tables::pawn_attacks[Black][sq] = step_attacks(s, black_pawn, 2);
        }
        init_slider(Rook, tables::rook, rook_table);
        init_slider(Bishop, tables::bishop, bishop_table);
        for (int a = 0; a < 64; ++a) {
            for (int b = 0; b < 64; ++b) {
                Square sa = Square(a), sb = Square(b);
                for (PieceType pt : { Bishop, Rook }) {
                    if (slider_attacks_reference(pt, sa, 0) & square_bb(sb)) {
                        tables::line[a][b] = (slider_attacks_reference(pt, sa, 0)
                                                 & slider_attacks_reference(pt, sb, 0))
                            | square_bb(sa) | square_bb(sb);
                        tables::between[a][b] = slider_attacks_reference(pt, sa, square_bb(sb))
                            & slider_attacks_reference(pt, sb, square_bb(sa));
                    }
                }
            }
        }
    }

    // Runs before ordinary static constructors of other files, so no caller can see
    // empty tables, and no hot path pays for an "initialised yet?" test.
    struct TablesInit {
        TablesInit() { init_tables(); }
    };
    __attribute__((init_priority(200))) TablesInit tables_init;

} // namespace

Bitboard slider_attacks_reference(PieceType pt, Square s, Bitboard occupied)
{
    Bitboard result = 0;
    if (pt == Rook || pt == Queen)
        result |= ray(s, 1, 0, occupied) | ray(s, -1, 0, occupied) | ray(s, 0, 1, occupied)
            | ray(s, 0, -1, occupied);
    if (pt == Bishop || pt == Queen)
        result |= ray(s, 1, 1, occupied) | ray(s, -1, 1, occupied) | ray(s, 1, -1, occupied)
            | ray(s, -1, -1, occupied);
    return result;
}

Bitboard attacks_of(PieceType pt, Square s, Bitboard occupied)
{
    switch (pt) {
    case Knight:
        return knight_attacks(s);
    case Bishop:
        return bishop_attacks(s, occupied);
    case Rook:
        return rook_attacks(s, occupied);
    case Queen:
        return queen_attacks(s, occupied);
    case King:
        return king_attacks(s);
    default:
        assert(false && "pawn attacks depend on colour");
        return 0;
    }
}

} // namespace academy::chess
