#include "accounts_server.hpp"

#include <gtest/gtest.h>

using namespace academy;
using test::AccountsServer;

namespace {

// A finished game as the live-play service stores it (migration 0020).
void insert_game(store::Database& db, const std::string& id, const std::string& white,
    const std::string& black, const std::string& score, int white_diff, int black_diff,
    std::int64_t ended_ms, const std::string& speed = "blitz")
{
    db.query(
        "INSERT INTO live_games (id, white_id, white_username, white_display_name, white_rating, "
        "white_guest,"
        " black_id, black_username, black_display_name, black_rating, black_guest, tc_name, "
        "tc_type,"
        " tc_initial, tc_increment, rated, status, score, white_ms, black_ms, white_rating_diff,"
        " black_rating_diff, created_at, ended_at)"
        " VALUES (?, ?, ?, ?, 1500, 0, ?, ?, ?, 1500, 0, '3+2', ?, 180, 2, 1, 'ended', ?, 1000, "
        "1000,"
        " ?, ?, ?, ?)",
        { id, white, "w" + white, "W " + white, black, "b" + black, "B " + black, speed, score,
            std::int64_t { white_diff }, std::int64_t { black_diff }, ended_ms - 60'000,
            ended_ms });
}

std::int64_t now_ms()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace

TEST(Stats, NewAccountHasNoInventedFigures)
{
    AccountsServer s;
    const auto token = s.register_user("fresh@example.com", "fresh")
                           .json["data"]["accessToken"]
                           .get<std::string>();
    const auto r = s.get("/api/users/stats", token);
    ASSERT_EQ(r.status, 200u);
    const auto& d = r.json["data"];
    for (const char* speed : { "bullet", "blitz", "rapid", "classical" })
        EXPECT_TRUE(d["ratings"][speed].is_null()) << speed;
    EXPECT_TRUE(d["rating"].is_null());
    EXPECT_TRUE(d["weeklyChange"].is_null());
    EXPECT_TRUE(d["puzzleRating"].is_null());
    EXPECT_EQ(d["gamesPlayed"], 0);
}

TEST(Stats, ReadFromStoredGamesAndRatings)
{
    AccountsServer s;
    const auto reg = s.register_user("player@example.com", "player");
    const auto token = reg.json["data"]["accessToken"].get<std::string>();
    const auto id = reg.json["data"]["user"]["id"].get<std::string>();
    insert_game(*s.db, "g1", id, "99", "1-0", 12, -12, now_ms());
    insert_game(*s.db, "g2", "99", id, "1-0", 9, -9, now_ms());
    insert_game(*s.db, "g3", id, "98", "1/2-1/2", 1, -1, now_ms() - 10LL * 24 * 3600 * 1000);
    s.db->query("INSERT INTO player_ratings (user_id, speed, username, display_name, rating, "
                "deviation, volatility,"
                " games, updated_at) VALUES (?, 'blitz', 'player', 'P', 1523.6, 150, 0.06, 3, 0)",
        { id });
    const auto r = s.get("/api/users/stats", token);
    ASSERT_EQ(r.status, 200u) << r.body;
    const auto& d = r.json["data"];
    EXPECT_EQ(d["ratings"]["blitz"], 1524);
    EXPECT_TRUE(d["ratings"]["bullet"].is_null());
    EXPECT_EQ(d["rating"], 1524);
    EXPECT_EQ(d["gamesPlayed"], 3);
    EXPECT_EQ(d["wins"], 1);
    EXPECT_EQ(d["losses"], 1);
    EXPECT_EQ(d["draws"], 1);
    EXPECT_EQ(d["weeklyChange"], 12 - 9); // g3 is older than a week
}

TEST(Stats, TheHeadlineIsTheMostPlayedSpeedWithItsOwnWeeklyChange)
{
    AccountsServer s;
    const auto reg = s.register_user("speeds@example.com", "speeds");
    const auto token = reg.json["data"]["accessToken"].get<std::string>();
    const auto id = reg.json["data"]["user"]["id"].get<std::string>();
    insert_game(*s.db, "b1", id, "99", "1-0", 10, -10, now_ms());
    insert_game(*s.db, "b2", id, "99", "1-0", 8, -8, now_ms());
    // A big rapid gain this week must not be added to the blitz rating's change.
    insert_game(*s.db, "r1", id, "98", "1-0", 150, -150, now_ms(), "rapid");
    s.db->query("INSERT INTO player_ratings (user_id, speed, username, display_name, rating, "
                "deviation, volatility,"
                " games, updated_at) VALUES (?, 'blitz', 'speeds', 'S', 1518, 150, 0.06, 2, 0),"
                " (?, 'rapid', 'speeds', 'S', 1650, 300, 0.06, 1, 0)",
        { id, id });
    const auto d = s.get("/api/users/stats", token).json["data"];
    EXPECT_EQ(d["ratingSpeed"], "blitz");
    EXPECT_EQ(d["rating"], 1518);
    EXPECT_EQ(d["weeklyChange"], 18);
    EXPECT_EQ(d["ratings"]["rapid"], 1650);
}

TEST(Stats, GamesAgainstTheComputerCountAsGamesPlayed)
{
    AccountsServer s;
    const auto reg = s.register_user("computer@example.com", "computer");
    const auto token = reg.json["data"]["accessToken"].get<std::string>();
    const auto id = reg.json["data"]["user"]["id"].get<std::string>();
    insert_game(*s.db, "l1", id, "99", "0-1", -9, 9, now_ms());
    for (const char* result : { "win", "lose", "draw" })
        s.db->query("INSERT INTO computer_games (user_id, level, color, result, moves, "
                    "player_moves, points,"
                    " created_at) VALUES (?, 3, 'white', ?, 'e2e4', 1, 3, 0)",
            { std::stoll(id), std::string(result) });
    const auto d = s.get("/api/users/stats", token).json["data"];
    EXPECT_EQ(d["gamesPlayed"], 4);
    EXPECT_EQ(d["liveGames"], 1);
    EXPECT_EQ(d["computerGames"], 3);
    EXPECT_EQ(d["wins"], 1);
    EXPECT_EQ(d["losses"], 2);
    EXPECT_EQ(d["draws"], 1);
    // Computer games carry no rating.
    EXPECT_TRUE(d["rating"].is_null());
}

TEST(Deletion, OpponentsKeepTheGamesWithADeletedAccount)
{
    AccountsServer s;
    const auto reg = s.register_user("leaver@example.com", "leaver");
    const auto token = reg.json["data"]["accessToken"].get<std::string>();
    const auto id = reg.json["data"]["user"]["id"].get<std::string>();
    insert_game(*s.db, "g1", id, "77", "0-1", -10, 10, now_ms());
    s.db->query("INSERT INTO player_ratings (user_id, speed, username, display_name, rating, "
                "deviation, volatility,"
                " games, updated_at) VALUES (?, 'blitz', 'leaver', 'L', 1490, 150, 0.06, 1, 0)",
        { id });
    ASSERT_EQ(
        s.del("/api/auth/delete-account", { { "password", "chess-academy-pw1" } }, token).status,
        200u);

    const auto game = s.db->query(
        "SELECT white_id, white_username, white_display_name, black_id FROM live_games");
    ASSERT_EQ(game.rows.size(), 1u);
    EXPECT_NE(game.rows[0].text(0), id);
    EXPECT_EQ(game.rows[0].text(1), "Deleted account");
    EXPECT_EQ(game.rows[0].text(2), "Deleted account");
    EXPECT_EQ(game.rows[0].text(3), "77");
    EXPECT_TRUE(s.db->query("SELECT 1 FROM player_ratings").rows.empty());

    // A new account that happens to get the same id does not inherit the game.
    const auto again = s.register_user("newcomer@example.com", "newcomer");
    const auto stats
        = s.get("/api/users/stats", again.json["data"]["accessToken"].get<std::string>());
    EXPECT_EQ(stats.json["data"]["gamesPlayed"], 0);
}
