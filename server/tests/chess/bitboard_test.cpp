#include <gtest/gtest.h>

#include <random>

#include "chess/bitboard.hpp"
#include "chess/movegen.hpp"
#include "chess/zobrist.hpp"
#include "test_util.hpp"

namespace academy::chess {
namespace {

    // Whichever lookup was compiled in (PEXT or magics) must agree with ray walking.
    TEST(Bitboard, SliderTablesMatchReference)
    {
        std::mt19937_64 rng(42);
        for (int s = 0; s < 64; ++s) {
            for (int i = 0; i < 200; ++i) {
                const Bitboard occ = rng() & rng();
                ASSERT_EQ(
                    rook_attacks(Square(s), occ), slider_attacks_reference(Rook, Square(s), occ));
                ASSERT_EQ(bishop_attacks(Square(s), occ),
                    slider_attacks_reference(Bishop, Square(s), occ));
            }
        }
    }

    TEST(Bitboard, BetweenAndLine)
    {
        EXPECT_EQ(between_bb(A1, H8),
            slider_attacks_reference(Bishop, A1, square_bb(H8)) & ~square_bb(H8));
        EXPECT_EQ(between_bb(A1, B3), 0u);
        EXPECT_EQ(line_bb(A1, C1), kRank1);
        EXPECT_EQ(line_bb(B1, C3), 0u);
    }

    // Walks random games checking the incremental key and that undo restores everything.
    TEST(Position, IncrementalKeyAndUndo)
    {
        std::mt19937 rng(7);
        for (int game = 0; game < 50; ++game) {
            Position pos = testing::fen(
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
            for (int ply = 0; ply < 120; ++ply) {
                const MoveList moves = generate_legal(pos);
                if (moves.empty())
                    break;
                const Move m = moves[int(rng() % unsigned(moves.size()))];
                const Position before = pos;
                const Undo undo = pos.do_move(m);
                ASSERT_EQ(pos.key(), pos.compute_key());
                Position copy = pos;
                copy.undo_move(m, undo);
                ASSERT_TRUE(copy == before);
                ASSERT_EQ(copy.key(), before.key());
            }
        }
    }

    TEST(Position, TranspositionsHashEqual)
    {
        Position a = Position::start(), b = Position::start();
        for (const char* uci : { "g1f3", "g8f6", "b1c3", "b8c6" })
            a.do_move(Move(parse_square({ uci, 2 }), parse_square({ uci + 2, 2 })));
        for (const char* uci : { "b1c3", "b8c6", "g1f3", "g8f6" })
            b.do_move(Move(parse_square({ uci, 2 }), parse_square({ uci + 2, 2 })));
        EXPECT_EQ(a.key(), b.key());
        EXPECT_NE(a.key(), Position::start().key());
    }

    // What the piece on a square attacks: a pawn its two diagonals, a slider up to the first
    // piece in each direction, an empty square nothing.
    TEST(Position, AttacksFromASquare)
    {
        const Position pos = Position::start();
        EXPECT_EQ(pos.attacks_from(E2), square_bb(D3) | square_bb(F3));
        EXPECT_EQ(pos.attacks_from(G1), square_bb(E2) | square_bb(F3) | square_bb(H3));
        // The rook on a1 is boxed in by its own pawn and knight: it still defends them.
        EXPECT_EQ(pos.attacks_from(A1), square_bb(A2) | square_bb(B1));
        EXPECT_EQ(pos.attacks_from(E4), 0u);
    }

} // namespace
} // namespace academy::chess
