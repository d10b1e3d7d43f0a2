#include <gtest/gtest.h>

#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "test_util.hpp"

namespace academy::chess {
namespace {

    std::string san(std::string_view fen, std::string_view uci)
    {
        const Position pos = testing::fen(fen);
        Result<Move> m = parse_uci_move(pos, uci);
        EXPECT_TRUE(m.ok()) << uci;
        return m.ok() ? to_san(pos, m.value()) : "";
    }

    std::string san_to_uci(std::string_view fen, std::string_view text)
    {
        Result<Move> m = parse_san(testing::fen(fen), text);
        return m.ok() ? move_to_uci(m.value()) : m.error().message;
    }

    TEST(San, Disambiguation)
    {
        EXPECT_EQ(san("4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1", "c3e4"), "Nce4"); // by file
        EXPECT_EQ(san("4k3/8/8/2N5/8/8/8/2N1K3 w - - 0 1", "c1d3"), "N1d3"); // by rank
        EXPECT_EQ(san("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "a1b2"), "Qa1b2"); // by square
        EXPECT_EQ(san("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "a3b2"), "Q3b2");
        EXPECT_EQ(san("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "c1b2"), "Qcb2");
        EXPECT_EQ(san("4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1"), "Rad1");
        EXPECT_EQ(
            san("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "h1f1"), "Rf1"); // the king blocks the a1 rook
    }

    TEST(San, NoDisambiguationAgainstPinnedPiece)
    {
        // The g3 knight is pinned by the e5 bishop against the king on h2.
        EXPECT_EQ(san("4k3/8/8/4b3/8/2N3N1/7K/8 w - - 0 1", "c3e4"), "Ne4");
        EXPECT_EQ(san_to_uci("4k3/8/8/4b3/8/2N3N1/7K/8 w - - 0 1", "Ne4"), "c3e4");
    }

    TEST(San, CastlingWithCheck)
    {
        EXPECT_EQ(san("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "O-O+");
        EXPECT_EQ(san("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1"), "O-O-O+");
        EXPECT_EQ(san("r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", "e8g8"), "O-O");
    }

    TEST(San, EnPassantMate)
    {
        // fxg6 e.p. opens the fifth rank for the a5 rook: mate.
        EXPECT_EQ(san("8/5K2/7p/R4Ppk/7p/8/5N2/8 w - g6 0 1", "f5g6"), "fxg6#");
        EXPECT_EQ(san_to_uci("8/5K2/7p/R4Ppk/7p/8/5N2/8 w - g6 0 1", "fxg6"), "f5g6");
    }

    TEST(San, PromotionAndUnderPromotionWithCheck)
    {
        EXPECT_EQ(san("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1", "e7e8n"), "e8=N+");
        EXPECT_EQ(san("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1", "e7e8q"), "e8=Q");
        EXPECT_EQ(san("6k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8r"), "e8=R+");
        EXPECT_EQ(san("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q"), "exd8=Q+");
    }

    TEST(San, Mate)
    {
        EXPECT_EQ(
            san("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4"), "Qh4#");
    }

    TEST(San, LenientParsing)
    {
        const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        EXPECT_EQ(san_to_uci(start, "Nf3"), "g1f3");
        EXPECT_EQ(san_to_uci(start, "N1f3"), "g1f3");
        EXPECT_EQ(san_to_uci(start, "Ng1f3"), "g1f3");
        EXPECT_EQ(san_to_uci(start, "Ng1-f3"), "g1f3");
        EXPECT_EQ(san_to_uci(start, "Nf3!?"), "g1f3");
        EXPECT_EQ(san_to_uci(start, "e4!"), "e2e4");
        EXPECT_EQ(san_to_uci(start, "e2e4"), "e2e4");
        EXPECT_EQ(san_to_uci(start, "e2-e4"), "e2e4");
        const char* ep = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
        EXPECT_EQ(san_to_uci(ep, "exd6"), "e5d6");
        EXPECT_EQ(san_to_uci(ep, "exd6+"), "e5d6");
        const char* promo = "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1";
        EXPECT_EQ(san_to_uci(promo, "e8=Q+"), "e7e8q");
        EXPECT_EQ(san_to_uci(promo, "e8Q"), "e7e8q");
        EXPECT_EQ(san_to_uci(promo, "e8=N"), "e7e8n");
        EXPECT_EQ(san_to_uci(promo, "exd8=R#"), "e7d8r");
        EXPECT_EQ(san_to_uci(promo, "ed8Q"), "e7d8q");
        const char* castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        EXPECT_EQ(san_to_uci(castle, "O-O"), "e1g1");
        EXPECT_EQ(san_to_uci(castle, "0-0"), "e1g1");
        EXPECT_EQ(san_to_uci(castle, "O-O-O+"), "e1c1");
        EXPECT_EQ(san_to_uci(castle, "0-0-0#"), "e1c1");
    }

    TEST(San, Rejections)
    {
        const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        EXPECT_EQ(san_to_uci(start, "Nf4"), "SAN: 'Nf4' is not a legal move here");
        EXPECT_EQ(san_to_uci(start, "O-O"), "SAN: 'O-O' castling is not legal here");
        EXPECT_EQ(san_to_uci(start, ""), "SAN: '' is empty");
        EXPECT_EQ(san_to_uci(start, "Zf3"), "SAN: 'Zf3' is not a move");
        EXPECT_EQ(
            san_to_uci("4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1", "Ne4"), "SAN: 'Ne4' is ambiguous");
        EXPECT_EQ(san_to_uci("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8"),
            "SAN: 'e8' needs a promotion piece");
        EXPECT_EQ(san_to_uci(start, "Ne4=Q"), "SAN: 'Ne4=Q' promotes a piece that is not a pawn");
    }

    // Every legal move's SAN parses back to the same move, across many positions.
    TEST(San, RoundTripsOnEveryLegalMove)
    {
        for (const char* fen :
            { "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1" }) {
            const Position pos = testing::fen(fen);
            for (Move m : generate_legal(pos)) {
                Result<Move> back = parse_san(pos, to_san(pos, m));
                ASSERT_TRUE(back.ok()) << fen << " " << to_san(pos, m);
                EXPECT_EQ(back.value(), m) << fen << " " << to_san(pos, m);
            }
        }
    }

} // namespace
} // namespace academy::chess
