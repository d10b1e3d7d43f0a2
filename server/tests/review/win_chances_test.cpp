// Move classes and accuracy on hand-computed evaluation sequences (Lichess's formulas).
#include "learn/review/win_chances.hpp"

#include <gtest/gtest.h>

using namespace academy::learn::review;

namespace {
// Review's win percentage: Lichess's curve with its cap.
double win_percent(const Score& s)
{
    return academy::engine::win_percent(s, academy::engine::WinCap::Lichess);
}
Score cp(int v) { return Score { v, std::nullopt }; }
Score mate(int n) { return Score { n > 0 ? 10000 : -10000, n }; }
} // namespace

TEST(WinPercent, FollowsLichessCurveWithItsCeiling)
{
    EXPECT_DOUBLE_EQ(win_percent(cp(0)), 50.0);
    // 50 + 50 * (2 / (1 + e^-0.368208) - 1) = 59.10
    EXPECT_NEAR(win_percent(cp(100)), 59.10, 0.01);
    EXPECT_NEAR(win_percent(cp(-300)), 24.89, 0.01);
    // Scores beyond 1000 cp count as 1000, and a mate as 1000.
    EXPECT_DOUBLE_EQ(win_percent(cp(2500)), win_percent(cp(1000)));
    EXPECT_DOUBLE_EQ(win_percent(mate(3)), win_percent(cp(1000)));
    EXPECT_DOUBLE_EQ(win_percent(mate(-1)), win_percent(cp(-1000)));
    EXPECT_NEAR(win_percent(cp(1000)), 97.54, 0.01);
}

TEST(Judgement, ThresholdsAreLichessWinningChanceDrops)
{
    // White at 0 cp (50%) moves into positions just below and above 5, 10 and 15 points less.
    auto white_to = [](int after) { return judgement(cp(0), cp(after), true); };
    EXPECT_EQ(white_to(-53), std::nullopt); // 50 -> 45.14: a drop of 4.86
    EXPECT_EQ(white_to(-56), MoveClass::Inaccuracy); // 50 -> 44.86: 5.14
    EXPECT_EQ(white_to(-110), MoveClass::Inaccuracy); // 50 -> 40.01: 9.99
    EXPECT_EQ(white_to(-112), MoveClass::Mistake); // 50 -> 39.83: 10.17
    EXPECT_EQ(white_to(-166), MoveClass::Mistake); // 50 -> 35.18: 14.82
    EXPECT_EQ(white_to(-170), MoveClass::Blunder); // 50 -> 34.84: 15.16
}

TEST(Judgement, BlackMovesAreSeenFromBlack)
{
    // Black lets White's score rise from 0 to +300: Black's win percentage falls by 25.
    EXPECT_EQ(judgement(cp(0), cp(300), false), MoveClass::Blunder);
    // The same rise is White's gain when White moved.
    EXPECT_EQ(judgement(cp(0), cp(300), true), std::nullopt);
    EXPECT_NEAR(win_drop(cp(0), cp(300), false), 25.11, 0.01);
    EXPECT_DOUBLE_EQ(win_drop(cp(0), cp(300), true), 0.0);
}

TEST(Judgement, MatesFollowLichessMateRules)
{
    // Letting a forced mate go: judged by what is left.
    EXPECT_EQ(judgement(mate(2), cp(1200), true), MoveClass::Inaccuracy);
    EXPECT_EQ(judgement(mate(2), cp(800), true), MoveClass::Mistake);
    EXPECT_EQ(judgement(mate(2), cp(300), true), MoveClass::Blunder);
    // Walking into a mate from a playable position is a blunder; from a lost one, less.
    EXPECT_EQ(judgement(cp(50), mate(2), false), MoveClass::Blunder);
    EXPECT_EQ(judgement(cp(-800), mate(-3), true), MoveClass::Mistake);
    EXPECT_EQ(judgement(cp(-1200), mate(-3), true), MoveClass::Inaccuracy);
    // A slower mate is not judged; neither is delivering mate.
    EXPECT_EQ(judgement(mate(2), mate(4), true), std::nullopt);
    EXPECT_EQ(judgement(mate(1), Score { 10000, 0 }, true), std::nullopt);
}

TEST(MoveAccuracy, HandComputed)
{
    // No loss: 100. A drop of 10 points: 103.1668 * e^(-0.4354) - 3.1669 + 1 = 64.58.
    EXPECT_DOUBLE_EQ(move_accuracy(50, 50), 100.0);
    EXPECT_DOUBLE_EQ(move_accuracy(40, 60), 100.0);
    EXPECT_NEAR(move_accuracy(50, 40), 64.58, 0.01);
    // A total collapse cannot go below 0.
    EXPECT_DOUBLE_EQ(move_accuracy(100, 0), 0.0);
}

TEST(GameAccuracy, HandComputedFourMoveGame)
{
    // Evaluations after each move: +0.30, +0.20, -2.50, -2.40, from the initial 15 cp.
    // Win percentages: 51.38, 52.76, 51.84, 28.49, 29.24. Four moves (4 / 10 < 2): windows of
    // 2, one per move, whose population deviation (half the difference) weighs the move, within
    // [0.5, 12]: 0.689, 0.5 (0.46), 11.678, 0.5 (0.40).
    // White: move 1 gains (100); move 3 drops 23.36 points: 103.1668 e^(-0.04354 * 23.36)
    // - 3.1669 + 1 = 35.15. Weighted mean (100 * 0.689 + 35.15 * 11.678) / 12.367 = 38.76;
    // harmonic 2 / (1/100 + 1/35.15) = 52.01; accuracy (38.76 + 52.01) / 2 = 45.39.
    // Black: move 2 lowers White's chances (100); move 4 lets them rise 0.75 points: 97.66.
    // Weighted (100 + 97.66) / 2 = 98.83, harmonic 98.82, accuracy 98.82.
    const auto acc = game_accuracy(cp(15), { cp(30), cp(20), cp(-250), cp(-240) }, true);
    ASSERT_TRUE(acc.white && acc.black);
    EXPECT_NEAR(*acc.white, 45.39, 0.01);
    EXPECT_NEAR(*acc.black, 98.82, 0.01);
}

TEST(GameAccuracy, APlayerWithoutMovesHasNone)
{
    const auto acc = game_accuracy(cp(15), { cp(30) }, true);
    EXPECT_TRUE(acc.white.has_value());
    EXPECT_FALSE(acc.black.has_value());
}
