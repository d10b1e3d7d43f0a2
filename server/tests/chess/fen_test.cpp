#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/uci.hpp"
#include "test_util.hpp"

namespace academy::chess {
namespace {

    std::string fen_error(std::string_view text)
    {
        Result<Position> pos = parse_fen(text);
        EXPECT_FALSE(pos.ok()) << text;
        return pos.ok() ? std::string() : pos.error().message;
    }

    TEST(Fen, RoundTrips)
    {
        for (const char* text : { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                 "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                 "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                 "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                 "4k3/8/8/8/8/8/8/4K2R b K - 99 120" }) {
            EXPECT_EQ(to_fen(testing::fen(text)), text);
        }
        EXPECT_EQ(to_fen(Position::start()), kStartFen);
    }

    TEST(Fen, FourFieldsDefaultCounters)
    {
        EXPECT_EQ(
            to_fen(testing::fen("4k3/8/8/8/8/8/8/4K3 w - -")), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    }

    // An en-passant square no pawn can use is dropped, as do_move would never set it.
    TEST(Fen, UnusableEnPassantSquareIsDropped)
    {
        EXPECT_EQ(
            to_fen(testing::fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    }

    // Taking en passant here would expose the a5 king to the h5 rook along the rank, so
    // the square is no usable right and must not make the position differ.
    TEST(Fen, IllegalEnPassantSquareIsDropped)
    {
        EXPECT_EQ(to_fen(testing::fen("8/8/8/K1pP3r/8/8/8/7k w - c6 0 2")),
            "8/8/8/K1pP3r/8/8/8/7k w - - 0 2");
        EXPECT_EQ(to_fen(testing::fen("8/8/8/2pP3r/8/8/8/K6k w - c6 0 2")),
            "8/8/8/2pP3r/8/8/8/K6k w - c6 0 2");
    }

    TEST(Fen, ErrorsNameTheField)
    {
        EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQx - 0 1"),
            "FEN: castling field 'KQx' is invalid");
        EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1"),
            "FEN: castling field 'KK' is invalid");
        EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"),
            "FEN: side to move field 'x' is invalid");
        EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1"),
            "FEN: halfmove clock field '-1' is invalid");
        EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0"),
            "FEN: fullmove number field '0' is invalid");
        EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1"),
            "FEN: en passant field 'e9' is invalid");
        EXPECT_EQ(fen_error(""), "FEN: expected 6 fields, found 0");
        EXPECT_EQ(fen_error("a b c d e f g"), "FEN: expected 6 fields, found 7");
    }

    TEST(Fen, PlacementErrors)
    {
        EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            "FEN: piece placement field 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR' is invalid: "
            "unknown piece '9'");
        EXPECT_NE(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1")
                      .find("piece placement field"),
            std::string::npos);
        EXPECT_NE(fen_error("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                      .find("more than 8 squares"),
            std::string::npos);
        EXPECT_NE(fen_error("rnbqkbnr/pppXpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                      .find("unknown piece 'X'"),
            std::string::npos);
    }

    TEST(Fen, ImpossiblePositions)
    {
        EXPECT_EQ(fen_error("8/8/8/8/8/8/8/4K3 w - - 0 1"), "FEN: black king is missing");
        EXPECT_EQ(fen_error("4k3/8/8/8/8/8/8/8 w - - 0 1"), "FEN: white king is missing");
        EXPECT_EQ(fen_error("4k3/8/8/8/8/8/8/K3K3 w - - 0 1"), "FEN: white has 2 kings");
        EXPECT_EQ(fen_error("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"), "FEN: pawn on back rank a8");
        EXPECT_EQ(fen_error("4k3/8/8/8/8/8/8/4K2p w - - 0 1"), "FEN: pawn on back rank h1");
        EXPECT_TRUE(parse_fen("4k3/8/8/8/8/8/8/4K2R b - - 0 1").ok());
    }

    TEST(Fen, SideNotToMoveInCheck)
    {
        EXPECT_TRUE(parse_fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1").ok());
        // White rook checks the black king, but it is white to move.
        EXPECT_EQ(fen_error("4k2R/8/8/8/8/8/8/4K3 w - - 0 1"), "FEN: side not to move is in check");
        EXPECT_EQ(fen_error("8/8/8/8/8/8/3k4/4K3 w - - 0 1"),
            "FEN: side not to move is in check"); // touching kings
    }

    TEST(Fen, CastlingRightsNeedKingAndRook)
    {
        EXPECT_EQ(fen_error("4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
            "FEN: castling field 'K' is invalid: K needs a white king on e1 and rook on h1");
        EXPECT_EQ(fen_error("r3k3/8/8/8/8/8/8/4K3 w kq - 0 1"),
            "FEN: castling field 'kq' is invalid: k needs a black king on e8 and rook on h8");
    }

    TEST(Fen, EnPassantMustFollowADoublePush)
    {
        EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1"),
            "FEN: en passant field 'e6' is invalid: no pawn can have just made a double push past "
            "it");
        EXPECT_EQ(fen_error("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1"),
            "FEN: en passant field 'e3' is invalid: no pawn can have just made a double push past "
            "it");
    }

    TEST(Fen, GarbageNeverCrashes)
    {
        for (const char* text : { "/", "////////", "8/8/8/8/8/8/8/8/8 w - - 0 1",
                 "k7/8/8/8/8/8/8/7K w - - 99999999999 1", "\xff\xfe",
                 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra" }) {
            EXPECT_FALSE(parse_fen(text).ok()) << text;
        }
    }

    TEST(Uci, ParsesAndPrints)
    {
        const Position pos = testing::fen("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
        EXPECT_EQ(move_to_uci(parse_uci_move(pos, "e1g1").value()), "e1g1");
        EXPECT_EQ(parse_uci_move(pos, "e1g1").value().kind(), Move::Castling);
        EXPECT_EQ(parse_uci_move(pos, "e5d6").value().kind(), Move::EnPassant);
        EXPECT_EQ(parse_uci_move(pos, "b7a8n").value().promotion(), Knight);
        EXPECT_EQ(move_to_uci(parse_uci_move(pos, "b7b8r").value()), "b7b8r");
        EXPECT_FALSE(parse_uci_move(pos, "b7b8").ok()); // promotion piece missing
        EXPECT_FALSE(parse_uci_move(pos, "e1e3").ok());
        EXPECT_FALSE(parse_uci_move(pos, "e1g1x").ok());
        EXPECT_FALSE(parse_uci_move(pos, "z9a1").ok());
        EXPECT_EQ(parse_uci_move(pos, "e2e4").error().message,
            "UCI: move 'e2e4' is not legal in this position");
    }

} // namespace
} // namespace academy::chess
