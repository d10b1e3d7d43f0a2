// Server-side answer checking: the line must match, except that any checkmating move is right at
// the final move.
#include "learn/answer_check.hpp"

#include <gtest/gtest.h>

using academy::learn::check_answer;

namespace {
// Lichess 001KR (CC0): after Kxg8, Rf8 mates (and so does Rd8, which the server accepts too).
const std::string kBackRank = "6Qk/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K b - - 0 28";
// A mate in one with two mating moves: Ra8# and Rb8#-style; white rooks on a1 and b1, black king h8
// boxed in by its own pawns. The stored line says a1a8; b1b8 also mates.
const std::string kTwoMates = "7k/5ppp/8/8/8/8/8/RR4K1 b - - 0 1";
} // namespace

TEST(AnswerCheck, TheStoredLineIsRight)
{
    auto r = check_answer(kBackRank, { "h8g8", "f1f8" }, { "f1f8" });
    EXPECT_TRUE(r.solved);
    EXPECT_EQ(r.mistakes, 0);
}

TEST(AnswerCheck, AnotherCheckmateIsAcceptedOnTheFinalMove)
{
    auto r = check_answer(kTwoMates, { "f7f6", "a1a8" }, { "b1b8" });
    EXPECT_TRUE(r.solved);
    EXPECT_EQ(r.mistakes, 0);
}

TEST(AnswerCheck, AWrongMoveIsRefusedAndCountedThenTheRightOneSolves)
{
    auto wrong = check_answer(kBackRank, { "h8g8", "f1f8" }, { "h1g1" });
    EXPECT_FALSE(wrong.solved);
    EXPECT_EQ(wrong.mistakes, 1);
    auto retry = check_answer(kBackRank, { "h8g8", "f1f8" }, { "h1g1", "f1f8" });
    EXPECT_TRUE(retry.solved);
    EXPECT_EQ(retry.mistakes, 1);
}

TEST(AnswerCheck, EveryMoveOfALongerLineMustMatch)
{
    // Lichess 002X3 (CC0): mate in 2, Qa8+ Qb8 Qxb8#.
    const std::string fen = "6k1/2q2p1p/4pPp1/4P3/p1pP1P2/RrP5/6QP/4B1K1 b - - 0 33";
    const std::vector<std::string> line { "b3a3", "g2a8", "c7b8", "a8b8" };
    EXPECT_TRUE(check_answer(fen, line, { "g2a8", "a8b8" }).solved);
    EXPECT_FALSE(check_answer(fen, line, { "g2a8" }).solved);
    EXPECT_FALSE(check_answer(fen, line, { "g2g5", "a8b8" }).solved);
    EXPECT_FALSE(check_answer(fen, line, { "zz" }).solved);
}
