// store::RatingsRepository on a migrated SQLite database: one Glicko-2 rating per account and
// speed, saved over, and the leaderboard of established ratings.
#include "store/ratings_repository.hpp"

#include "temp_database.hpp"

using namespace academy;

namespace {

store::RatingRecord record(const std::string& user, const std::string& speed, double rating,
    double deviation = 60, int games = 30)
{
    return { user, speed, "name-" + user, "Player " + user, { rating, deviation, 0.06 }, games };
}

std::vector<std::string> users_of(const std::vector<store::RatingRecord>& list)
{
    std::vector<std::string> out;
    for (const auto& r : list)
        out.push_back(r.user_id);
    return out;
}

struct Ratings : test::TempDatabase {
    store::RatingsRepository ratings { *db };
};

} // namespace

TEST_F(Ratings, ASavedRatingReadsBackExactly)
{
    ratings.save(record("1", "blitz", 1612.375, 71.25, 12), 1000);
    const auto found = ratings.find("1", "blitz");
    ASSERT_TRUE(found);
    EXPECT_EQ(found->user_id, "1");
    EXPECT_EQ(found->speed, "blitz");
    EXPECT_EQ(found->username, "name-1");
    EXPECT_EQ(found->display_name, "Player 1");
    EXPECT_DOUBLE_EQ(found->rating.rating, 1612.375);
    EXPECT_DOUBLE_EQ(found->rating.deviation, 71.25);
    EXPECT_DOUBLE_EQ(found->rating.volatility, 0.06);
    EXPECT_EQ(found->games, 12);
}

TEST_F(Ratings, EachSpeedHasItsOwnRating)
{
    ratings.save(record("1", "blitz", 1600), 1);
    ratings.save(record("1", "rapid", 1800), 1);
    EXPECT_DOUBLE_EQ(ratings.find("1", "blitz")->rating.rating, 1600);
    EXPECT_DOUBLE_EQ(ratings.find("1", "rapid")->rating.rating, 1800);
    EXPECT_FALSE(ratings.find("1", "bullet"));
    EXPECT_FALSE(ratings.find("2", "blitz"));
}

TEST_F(Ratings, SavingAgainReplacesTheRatingAndTheNames)
{
    ratings.save(record("1", "blitz", 1500, 350, 0), 1);
    auto next = record("1", "blitz", 1540.5, 300, 1);
    next.username = "renamed";
    next.display_name = test::kTrickyText;
    ratings.save(next, 2);
    const auto found = ratings.find("1", "blitz");
    ASSERT_TRUE(found);
    EXPECT_DOUBLE_EQ(found->rating.rating, 1540.5);
    EXPECT_DOUBLE_EQ(found->rating.deviation, 300);
    EXPECT_EQ(found->games, 1);
    EXPECT_EQ(found->username, "renamed");
    EXPECT_EQ(found->display_name, test::kTrickyText);
    EXPECT_EQ(rows("player_ratings"), 1);
}

TEST_F(Ratings, TheLeaderboardIsHighestFirstPerSpeedWithALimit)
{
    ratings.save(record("a", "blitz", 1700), 1);
    ratings.save(record("b", "blitz", 2100), 1);
    ratings.save(record("c", "blitz", 1900), 1);
    ratings.save(record("d", "rapid", 2500), 1);
    EXPECT_EQ(
        users_of(ratings.leaderboard("blitz", 10)), (std::vector<std::string> { "b", "c", "a" }));
    EXPECT_EQ(users_of(ratings.leaderboard("blitz", 2)), (std::vector<std::string> { "b", "c" }));
    EXPECT_EQ(users_of(ratings.leaderboard("rapid", 10)), (std::vector<std::string> { "d" }));
    EXPECT_TRUE(ratings.leaderboard("bullet", 10).empty());
    EXPECT_TRUE(ratings.leaderboard("' OR '1'='1", 10).empty());
}

TEST_F(Ratings, ProvisionalRatingsAreLeftOffTheLeaderboard)
{
    ratings.save(record("settled", "blitz", 1500, 109.9), 1);
    ratings.save(record("provisional", "blitz", 2400, 110), 1);
    ratings.save(record("new", "blitz", 2600, 350), 1);
    EXPECT_EQ(users_of(ratings.leaderboard("blitz", 10)), (std::vector<std::string> { "settled" }));
    // Still stored and found, just not ranked.
    EXPECT_TRUE(ratings.find("provisional", "blitz"));
}
