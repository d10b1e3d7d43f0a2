#include "rating/glicko2.hpp"

#include <gtest/gtest.h>

using namespace academy::rating;

TEST(Glicko2, MatchesTheWorkedExampleOfGlickmansPaper)
{
    const Rating player { 1500, 200, 0.06 };
    const auto r = update(player,
        { { { 1400, 30, 0.06 }, 1.0 }, { { 1550, 100, 0.06 }, 0.0 }, { { 1700, 300, 0.06 }, 0.0 } },
        0.5);
    EXPECT_NEAR(r.rating, 1464.06, 0.01);
    EXPECT_NEAR(r.deviation, 151.52, 0.01);
    EXPECT_NEAR(r.volatility, 0.05999, 0.00001);
}

TEST(Glicko2, NewPlayersStartAtLichessDefaultsAndAreProvisional)
{
    Rating r;
    EXPECT_EQ(r.rating, 1500);
    EXPECT_EQ(r.deviation, 500);
    EXPECT_EQ(r.volatility, 0.09);
    EXPECT_TRUE(r.provisional());
    EXPECT_FALSE((Rating { 1500, 109.9, 0.09 }).provisional());
}

TEST(Glicko2, AWinRaisesTheWinnerAndLowersTheLoserSymmetrically)
{
    Rating a, b;
    const auto a2 = update_after_game(a, b, 1.0);
    const auto b2 = update_after_game(b, a, 0.0);
    EXPECT_GT(a2.rating, 1500);
    EXPECT_LT(b2.rating, 1500);
    EXPECT_NEAR(a2.rating - 1500, 1500 - b2.rating, 1e-6);
    EXPECT_LT(a2.deviation, 500);
    const auto d = update_after_game(a, b, 0.5);
    EXPECT_NEAR(d.rating, 1500, 1e-6);
}

TEST(Glicko2, DeviationStaysWithinLichessBounds)
{
    Rating r { 1500, 46, 0.01 };
    for (int i = 0; i < 200; ++i)
        r = update_after_game(r, Rating { 1500, 45, 0.01 }, 0.5);
    EXPECT_GE(r.deviation, kMinDeviation);
    EXPECT_LE(update_after_game(Rating {}, Rating {}, 1).deviation, kMaxDeviation);
}

TEST(Glicko2, SpeedNamesRoundTrip)
{
    for (auto s : { Speed::Bullet, Speed::Blitz, Speed::Rapid, Speed::Classical })
        EXPECT_EQ(parse_speed(speed_name(s)), s);
    EXPECT_FALSE(parse_speed("hyper"));
}
