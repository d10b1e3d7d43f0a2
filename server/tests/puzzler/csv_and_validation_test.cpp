// Reading the Lichess CSV layout (with its optional trailing DailyDate column) and the rules-only
// validation that import applies to every row.
#include "puzzler/puzzle.hpp"
#include "puzzler/puzzle_validation.hpp"

#include <gtest/gtest.h>

using namespace academy::puzzler;

TEST(PuzzleCsv, ParsesALichessRowWithTheExtraDailyDateColumn)
{
    std::string error;
    auto p = parse_csv_row(
        "000rZ,2kr1b1r/p1p2pp1/2pqb3/7p/3N2n1/2NPB3/PPP2PPP/R2Q1RK1 w - - 2 13,d4e6 d6h2,633,93,"
        "100,616,kingsideAttack mate mateIn1 "
        "opening,https://lichess.org/seIMDWkD#25,Scandinavian_Defense,",
        error);
    ASSERT_TRUE(p) << error;
    EXPECT_EQ(p->id, "000rZ");
    EXPECT_EQ(p->moves.size(), 2u);
    EXPECT_EQ(p->rating, 633);
    EXPECT_TRUE(p->has_theme("mateIn1"));
    EXPECT_EQ(validate_puzzle(*p), "");
}

TEST(PuzzleCsv, RoundTripsThroughToCsvRow)
{
    Puzzle p;
    p.id = "a1";
    p.fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
    p.moves = { "a1a2", "h1h2" };
    p.themes = { "endgame", "short" };
    std::string error;
    auto back = parse_csv_row(to_csv_row(p), error);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->moves, p.moves);
    EXPECT_EQ(back->themes, p.themes);
}

TEST(PuzzleValidation, RefusesIllegalMovesAndMateThemesWithoutMate)
{
    std::string error;
    auto p = parse_csv_row("x,2kr1b1r/p1p2pp1/2pqb3/7p/3N2n1/2NPB3/PPP2PPP/R2Q1RK1 w - - 2 13,d4e6 "
                           "d6e5,633,93,100,616,"
                           "mate mateIn1,,",
        error);
    ASSERT_TRUE(p);
    EXPECT_EQ(validate_puzzle(*p), "mate theme but no checkmate");
    p->moves = { "d4e6", "d6d1" };
    EXPECT_EQ(validate_puzzle(*p), "illegal move");
    p->moves = { "d4e6" };
    EXPECT_EQ(validate_puzzle(*p), "fewer than two moves");
    p->fen = "not a fen";
    EXPECT_EQ(validate_puzzle(*p), "bad FEN");
}

TEST(PuzzleValidation, AMateThatTheThemesOmitIsSoundAndGetsTheTaggersThemes)
{
    // Lichess 000rZ with its mate themes removed, as players' votes sometimes leave them.
    std::string error;
    auto p = parse_csv_row("000rZ,2kr1b1r/p1p2pp1/2pqb3/7p/3N2n1/2NPB3/PPP2PPP/R2Q1RK1 w - - 2 13,"
                           "d4e6 d6h2,633,93,100,616,kingsideAttack opening,,",
        error);
    ASSERT_TRUE(p) << error;
    bool mate = false;
    EXPECT_EQ(validate_puzzle(*p, &mate), "");
    EXPECT_TRUE(mate);
    add_tagger_themes(*p);
    EXPECT_TRUE(p->has_theme("mate"));
    EXPECT_TRUE(p->has_theme("mateIn1"));
    EXPECT_TRUE(p->has_theme("kingsideAttack"));
    EXPECT_EQ(validate_puzzle(*p), "");
}

// Issue 29: a puzzle's rating moves with its own deviation, from its data; a row without one gets
// an established puzzle's (Lichess's are about 75-80), never the generator's 500.
TEST(PuzzleCsv, TheDeviationIsTheRowsOwnOrAnEstablishedPuzzlesWhenAbsent)
{
    std::string error;
    const std::string fen = "2kr1b1r/p1p2pp1/2pqb3/7p/3N2n1/2NPB3/PPP2PPP/R2Q1RK1 w - - 2 13";
    auto given = parse_csv_row("000rZ," + fen + ",d4e6 d6h2,633,93,100,616,mate mateIn1,,", error);
    ASSERT_TRUE(given) << error;
    EXPECT_EQ(given->rating_deviation, 93);
    auto absent = parse_csv_row("000rZ," + fen + ",d4e6 d6h2,633,,100,616,mate mateIn1,,", error);
    ASSERT_TRUE(absent) << error;
    EXPECT_EQ(absent->rating_deviation, kDefaultPuzzleDeviation);
    EXPECT_EQ(kDefaultPuzzleDeviation, 80);
    for (const char* bad : { "x", "-5", "0" })
        EXPECT_FALSE(parse_csv_row(
            "000rZ," + fen + ",d4e6 d6h2,633," + bad + ",100,616,mate mateIn1,,", error))
            << bad;
}
