// A library puzzle as an assessment position, and answers judged on the server: SAN or UCI, the
// stored move or any other move that mates at once.
#include "learn/assessment/assessment_position.hpp"

#include <gtest/gtest.h>

using namespace academy::learn;
using academy::store::StoredPuzzle;

namespace {
StoredPuzzle puzzle(std::string fen, std::string moves, std::string themes, double rating = 900)
{
    StoredPuzzle p;
    p.id = "t1";
    p.fen = std::move(fen);
    p.moves = std::move(moves);
    p.themes = std::move(themes);
    p.rating = rating;
    return p;
}

// From the library (content/puzzles/academy-s3008.csv, avukmaa3): after Ke5, Bg3 mates.
const StoredPuzzle kMate = puzzle(
    "8/4k3/2R1p3/p7/1r3K2/5B2/5b2/7R w - - 0 54", "f4e5 f2g3", " endgame mate mateIn1 oneMove ");
// Two rooks against a boxed king: the stored line says Ra8#, Rb8# mates as well.
const StoredPuzzle kTwoMates
    = puzzle("7k/5ppp/8/8/8/8/8/RR4K1 b - - 0 1", "f7f6 a1a8", " mate mateIn1 oneMove ");
// A fork of two moves (academy-s3020.csv, ab3dbbmq): after Bxd5, Qa5+ wins the bishop.
const StoredPuzzle kFork
    = puzzle("r1b2rk1/pp1n1pbp/1q4p1/3pN3/3P3P/6P1/PPQ1PPB1/R1B1K2R w KQ - 1 12",
        "g2d5 b6a5 c1d2 a5d5", " fork opening short ");
} // namespace

TEST(AssessmentPosition, TheQuestionIsThePositionAfterTheOpponentsMove)
{
    const auto a = assessment_position(kMate);
    ASSERT_TRUE(a);
    EXPECT_EQ(a->fen, "8/4k3/2R1p3/p3K3/1r6/5B2/5b2/7R b - - 1 54");
    EXPECT_EQ(a->side, "black");
    EXPECT_EQ(a->theme, "mate");
    EXPECT_EQ(a->description, "Black to play and mate in 1");
    EXPECT_EQ(a->answer_uci, "f2g3");
    EXPECT_EQ(a->answer_san, "Bg3#");
    EXPECT_EQ(a->hint_square, "f2");

    const auto f = assessment_position(kFork);
    ASSERT_TRUE(f);
    EXPECT_EQ(f->theme, "fork");
    EXPECT_EQ(f->side, "black");
    EXPECT_EQ(f->description, "Black to play and win material");
    EXPECT_EQ(f->answer_san, "Qa5+");
}

TEST(AssessmentPosition, AnUnreadablePuzzleIsNoPosition)
{
    EXPECT_FALSE(assessment_position(puzzle("not a fen", "f4e5 f2g3", "")));
    EXPECT_FALSE(assessment_position(puzzle(kMate.fen, "f4e5", "")));
    EXPECT_FALSE(assessment_position(puzzle(kMate.fen, "f4e5 a1a8", "")));
}

TEST(AssessmentPosition, ThemesFallBackToAdvantage)
{
    EXPECT_EQ(position_theme(" middlegame oneMove "), "advantage");
    EXPECT_EQ(position_theme(" hangingPiece fork middlegame "), "fork");
    EXPECT_EQ(position_theme(" deflection mate mateIn2 "), "deflection");
}

TEST(AssessmentAnswer, SanOrUciAndAnyMate)
{
    EXPECT_EQ(judge_answer(kMate, "Bg3#"), Verdict::right);
    EXPECT_EQ(judge_answer(kMate, "Bg3"), Verdict::right);
    EXPECT_EQ(judge_answer(kMate, "f2g3"), Verdict::right);
    EXPECT_EQ(judge_answer(kMate, "Rb5+"), Verdict::wrong);
    EXPECT_EQ(judge_answer(kMate, "Ke9"), Verdict::illegal);
    EXPECT_EQ(judge_answer(kMate, ""), Verdict::illegal);
    EXPECT_EQ(judge_answer(kMate, "Qh4"), Verdict::illegal);

    EXPECT_EQ(judge_answer(kTwoMates, "Ra8#"), Verdict::right);
    EXPECT_EQ(judge_answer(kTwoMates, "Rb8#"), Verdict::right);
    EXPECT_EQ(judge_answer(kTwoMates, "Kf2"), Verdict::wrong);

    EXPECT_EQ(judge_answer(kFork, "Qa5+"), Verdict::right);
    EXPECT_EQ(judge_answer(kFork, "b6a5"), Verdict::right);
    EXPECT_EQ(judge_answer(kFork, "Qxb2"), Verdict::wrong);
}

TEST(AssessmentAnswer, APromotionWithoutAPieceIsToAQueen)
{
    // White's pawn on b7 promotes with check: the stored answer b8=Q+.
    const auto p = puzzle("7k/1P6/8/8/8/8/6r1/K7 b - - 0 1", "g2g3 b7b8q", " promotion ");
    EXPECT_EQ(judge_answer(p, "b8=Q+"), Verdict::right);
    EXPECT_EQ(judge_answer(p, "b8"), Verdict::right);
    EXPECT_EQ(judge_answer(p, "b7b8"), Verdict::right);
    EXPECT_EQ(judge_answer(p, "b8=N"), Verdict::wrong);
}
