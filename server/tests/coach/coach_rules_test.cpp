#include "learn/coach/coach_rules.hpp"

#include <gtest/gtest.h>

#include <string>

using namespace academy::learn::coach;

TEST(CoachRules, LevelIsRatingOverAHundredAsSection9Says)
{
    EXPECT_EQ(player_level(0), PlayerLevel::Beginner);
    EXPECT_EQ(player_level(499), PlayerLevel::Beginner);
    EXPECT_EQ(player_level(500), PlayerLevel::Intermediate);
    EXPECT_EQ(player_level(kDefaultRating), PlayerLevel::Intermediate);
    EXPECT_EQ(player_level(1499), PlayerLevel::Intermediate);
    EXPECT_EQ(player_level(1500), PlayerLevel::Advanced);
    EXPECT_EQ(player_level_name(player_level(2400)), "advanced");
}

TEST(CoachRules, HintsAreGentleThenSpecificThenDirect)
{
    EXPECT_EQ(hint_level(1), HintLevel::Gentle);
    EXPECT_EQ(hint_level(2), HintLevel::Gentle);
    EXPECT_EQ(hint_level(3), HintLevel::Specific);
    EXPECT_EQ(hint_level(4), HintLevel::Specific);
    EXPECT_EQ(hint_level(5), HintLevel::Direct);
    EXPECT_EQ(hint_level(40), HintLevel::Direct);
    EXPECT_EQ(hint_level_name(hint_level(3)), "specific");
}

TEST(CoachRules, AboutThirtyPercentOfCorrectMovesGetAdviceAndTheSameRequestAlwaysAgrees)
{
    const std::string fen = "r3k3/8/8/3N4/8/8/6PP/4K3 w - - 0 40";
    int advised = 0;
    const int n = 4000;
    for (int seed = 0; seed < n; ++seed) {
        const bool a = advise_correct_move(seed, fen, "d5c7");
        EXPECT_EQ(a, advise_correct_move(seed, fen, "d5c7")) << seed;
        advised += a;
    }
    // 30% of 4000 is 1200; a fair coin at p = 0.3 stays within +-100 (3.5 sigma).
    EXPECT_GT(advised, 1100);
    EXPECT_LT(advised, 1300);

    // One session (one seed) over many moves: the same share.
    int per_move = 0;
    for (int i = 0; i < n; ++i)
        per_move += advise_correct_move(7, fen, "move" + std::to_string(i));
    EXPECT_GT(per_move, 1100);
    EXPECT_LT(per_move, 1300);
}
