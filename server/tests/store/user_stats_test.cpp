// store::load_user_stats, main_speed and forget_user_in_games on a migrated SQLite database: an
// account's figures come from its stored games and ratings only.
#include "store/user_stats.hpp"

#include "store/computer_games_repository.hpp"
#include "store/games_repository.hpp"
#include "store/ratings_repository.hpp"
#include "temp_database.hpp"

using namespace academy;

namespace {

constexpr std::int64_t kDay = 24 * 3600 * 1000;
constexpr std::int64_t kNow = 1'700'000'000'000;

struct Stats : test::TempDatabase {
    store::GamesRepository games { *db };
    int next_id = 0;

    // A finished game between accounts `white` and `black` (ids as text, like the tables).
    std::string finished(std::int64_t white, std::int64_t black, const std::string& score,
        const std::string& speed = "blitz", bool rated = true, std::optional<int> white_diff = {},
        std::optional<int> black_diff = {}, std::int64_t ended_at = kNow - kDay)
    {
        store::GameRecord g;
        g.id = "g" + std::to_string(++next_id);
        g.white = { std::to_string(white), "w" + std::to_string(white), "W", 1500, false };
        g.black = { std::to_string(black), "b" + std::to_string(black), "B", 1500, false };
        g.tc_name = speed;
        g.tc_type = speed;
        g.rated = rated;
        games.create(g);
        g.status = "ended";
        g.score = score;
        g.white_rating_diff = white_diff;
        g.black_rating_diff = black_diff;
        g.ended_at = ended_at;
        games.finish(g);
        return g.id;
    }
};

} // namespace

TEST_F(Stats, ANewAccountHasNoFigures)
{
    const auto s = store::load_user_stats(*db, 7, kNow);
    EXPECT_TRUE(s.ratings.empty());
    EXPECT_TRUE(s.rated_games.empty());
    EXPECT_TRUE(s.weekly_changes.empty());
    EXPECT_EQ(s.games_played, 0);
    EXPECT_EQ(s.wins + s.losses + s.draws, 0);
    EXPECT_FALSE(store::main_speed(s));
}

TEST_F(Stats, WinsLossesAndDrawsAreCountedFromEitherSide)
{
    finished(7, 8, "1-0"); // 7 wins as white
    finished(8, 7, "1-0"); // 7 loses as black
    finished(8, 7, "0-1"); // 7 wins as black
    finished(7, 8, "1/2-1/2");
    finished(8, 9, "1-0"); // not 7's
    // Aborted and still running games are no result.
    finished(7, 8, "*");
    store::GameRecord running;
    running.id = "running";
    running.white = { "7", "w7", "W", 1500, false };
    running.black = { "8", "b8", "B", 1500, false };
    running.tc_name = running.tc_type = "blitz";
    games.create(running);

    const auto s = store::load_user_stats(*db, 7, kNow);
    EXPECT_EQ(s.live_games, 4);
    EXPECT_EQ(s.wins, 2);
    EXPECT_EQ(s.losses, 1);
    EXPECT_EQ(s.draws, 1);
    EXPECT_EQ(s.games_played, 4);
    const auto other = store::load_user_stats(*db, 8, kNow);
    EXPECT_EQ(other.live_games, 5);
    EXPECT_EQ(other.wins, 2);
    EXPECT_EQ(other.losses, 2);
}

TEST_F(Stats, GamesAgainstTheComputerAddToTheTotals)
{
    finished(7, 8, "1-0");
    store::ComputerGamesRepository computer(*db);
    computer.insert({ 7, 3, "white", "win", "", 10, 30, "", 1 });
    computer.insert({ 7, 3, "white", "lose", "", 10, 3, "", 1 });
    computer.insert({ 7, 3, "white", "draw", "", 10, 9, "", 1 });
    computer.insert({ 8, 3, "white", "win", "", 10, 30, "", 1 });
    const auto s = store::load_user_stats(*db, 7, kNow);
    EXPECT_EQ(s.live_games, 1);
    EXPECT_EQ(s.computer_games, 3);
    EXPECT_EQ(s.games_played, 4);
    EXPECT_EQ(s.wins, 2);
    EXPECT_EQ(s.losses, 1);
    EXPECT_EQ(s.draws, 1);
}

TEST_F(Stats, RatingsAreRoundedPerSpeed)
{
    store::RatingsRepository ratings(*db);
    ratings.save({ "7", "blitz", "w7", "W", { 1612.5, 80, 0.06 }, 14 }, 1);
    ratings.save({ "7", "rapid", "w7", "W", { 1433.4, 80, 0.06 }, 3 }, 1);
    ratings.save({ "8", "bullet", "w8", "W", { 2000, 80, 0.06 }, 50 }, 1);
    const auto s = store::load_user_stats(*db, 7, kNow);
    EXPECT_EQ(s.ratings, (std::map<std::string, int> { { "blitz", 1613 }, { "rapid", 1433 } }));
    EXPECT_EQ(s.rated_games, (std::map<std::string, int> { { "blitz", 14 }, { "rapid", 3 } }));
    EXPECT_EQ(store::main_speed(s), "blitz");
}

TEST_F(Stats, TheWeeklyChangeIsPerSpeedAndOnlyTheLastSevenDays)
{
    finished(7, 8, "1-0", "blitz", true, 8, -8, kNow - kDay);
    finished(8, 7, "1-0", "blitz", true, 6, -5, kNow - 2 * kDay);
    finished(7, 8, "1-0", "rapid", true, 10, -10, kNow - 3 * kDay);
    finished(7, 8, "1-0", "blitz", true, 100, -100, kNow - 8 * kDay); // too old
    finished(7, 8, "1-0", "bullet", false, {}, {}, kNow - kDay); // unrated: no change
    const auto s = store::load_user_stats(*db, 7, kNow);
    EXPECT_EQ(s.weekly_changes, (std::map<std::string, int> { { "blitz", 3 }, { "rapid", 10 } }));
    EXPECT_EQ(store::load_user_stats(*db, 8, kNow).weekly_changes,
        (std::map<std::string, int> { { "blitz", -2 }, { "rapid", -10 } }));
}

TEST(MainSpeed, IsTheSpeedWithTheMostRatedGamesAndARating)
{
    store::UserStats s;
    s.rated_games = { { "blitz", 4 }, { "bullet", 9 }, { "rapid", 9 } };
    s.ratings = { { "blitz", 1500 }, { "bullet", 1600 }, { "rapid", 1700 } };
    EXPECT_EQ(store::main_speed(s), "bullet"); // a tie goes to the first by name
    s.ratings.erase("bullet");
    EXPECT_EQ(store::main_speed(s), "rapid");
    s.rated_games = { { "blitz", 0 } };
    EXPECT_FALSE(store::main_speed(s));
}

TEST_F(Stats, ForgettingAnAccountKeepsItsGamesUnderAnUnmatchableName)
{
    const auto as_white = finished(7, 8, "1-0");
    const auto as_black = finished(8, 7, "1-0");
    const auto others = finished(8, 9, "1-0");
    games.add_chat(as_white, { 1, "7", "w7", "W", "hello", 1 });
    games.add_chat(as_white, { 2, "8", "b8", "B", "hi", 2 });
    store::RatingsRepository ratings(*db);
    ratings.save({ "7", "blitz", "w7", "W", { 1600, 80, 0.06 }, 2 }, 1);
    ratings.save({ "8", "blitz", "b8", "B", { 1600, 80, 0.06 }, 2 }, 1);

    store::forget_user_in_games(*db, 7);

    const auto white_game = games.find(as_white);
    const auto black_game = games.find(as_black);
    EXPECT_EQ(white_game->white.username, store::deleted_account_name);
    EXPECT_EQ(white_game->white.display_name, store::deleted_account_name);
    EXPECT_NE(white_game->white.id, "7");
    EXPECT_EQ(white_game->black.username, "b8");
    EXPECT_EQ(black_game->black.username, store::deleted_account_name);
    EXPECT_NE(black_game->black.id, "7");
    EXPECT_EQ(games.find(others)->white.username, "w8");
    const auto chat = games.chat(as_white);
    EXPECT_EQ(chat[0].username, store::deleted_account_name);
    EXPECT_NE(chat[0].user_id, "7");
    EXPECT_EQ(chat[0].message, "hello");
    EXPECT_EQ(chat[1].username, "b8");
    EXPECT_FALSE(ratings.find("7", "blitz"));
    EXPECT_TRUE(ratings.find("8", "blitz"));
    // A later account given the same id does not inherit the games or the figures.
    const auto s = store::load_user_stats(*db, 7, kNow);
    EXPECT_EQ(s.live_games, 0);
    EXPECT_TRUE(s.ratings.empty());
    EXPECT_TRUE(games.by_username("w7", 10, 0).empty());
}

TEST_F(Stats, AGuestWithTheSameIdTextIsNotForgotten)
{
    store::GameRecord g;
    g.id = "guest-game";
    g.white = { "7", "Guest7", "Guest7", 1500, true };
    g.black = { "8", "b8", "B", 1500, false };
    g.tc_name = g.tc_type = "blitz";
    games.create(g);
    store::forget_user_in_games(*db, 7);
    EXPECT_EQ(games.find("guest-game")->white.username, "Guest7");
}
