#include "accounts/jwt.hpp"
#include "net/auth_middleware.hpp"
#include "net/computer_games_routes.hpp"
#include "store/migrations.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>

using namespace academy;
using json = nlohmann::json;

namespace {

struct ComputerGames : ::testing::Test {
    std::filesystem::path dir = std::filesystem::temp_directory_path()
        / ("academy-computer-games-" + std::to_string(std::random_device {}()));
    std::unique_ptr<store::Database> db;
    std::shared_ptr<accounts::TokenService> tokens = std::make_shared<accounts::TokenService>(std::string(32, 's'));
    net::Router router;

    void SetUp() override
    {
        std::filesystem::create_directories(dir);
        db = store::open_database("sqlite:" + (dir / "academy.db").string());
        store::migrate(*db);
        // No database: the token's signed claims are trusted (no user row needed here).
        net::install_authenticator(tokens, nullptr);
        net::add_computer_games_routes(router, *db);
    }
    void TearDown() override
    {
        net::install_authenticator(nullptr, nullptr);
        db->close();
        std::filesystem::remove_all(dir);
    }

    std::string token(const std::string& sub)
    {
        return tokens->sign({ sub, "user", "player" + sub, "Player " + sub });
    }

    net::ApiResponse call(const std::string& method, const std::string& path, json body, const std::string& bearer)
    {
        auto match = router.match(method, path);
        net::ApiRequest req;
        req.method = method;
        req.path = path;
        req.json = std::move(body);
        if (!bearer.empty())
            req.headers["authorization"] = "Bearer " + bearer;
        return match.route->handler(req);
    }
};

}  // namespace

TEST(ComputerGamePoints, FollowTheFormula)
{
    EXPECT_EQ(net::computer_game_points("win", 1, 30), 30);
    EXPECT_EQ(net::computer_game_points("win", 1, 37), 20);
    EXPECT_EQ(net::computer_game_points("win", 1, 38), 10);
    EXPECT_EQ(net::computer_game_points("draw", 7, 50), 21);
    EXPECT_EQ(net::computer_game_points("lose", 7, 50), 7);
}

TEST_F(ComputerGames, NeedsASignedInAccount)
{
    EXPECT_EQ(call("GET", "/api/games/computer/stats", nullptr, "").status, 401u);
    EXPECT_EQ(call("POST", "/api/games/computer", { { "level", 1 } }, "").status, 401u);
}

TEST_F(ComputerGames, StoresReplayedGamesAndSumsTheStats)
{
    const auto me = token("7");
    // Fool's mate played by Black against the computer: a win at level 3 in 2 moves.
    auto won = call("POST", "/api/games/computer",
        { { "level", 3 }, { "color", "black" }, { "result", "win" }, { "moves", { "f2f3", "e7e5", "g2g4", "d8h4" } } }, me);
    ASSERT_EQ(won.status, 201u) << won.body;
    EXPECT_EQ(json::parse(won.body)["data"]["pointsEarned"], 50);
    auto lost = call("POST", "/api/games/computer",
        { { "level", 5 }, { "color", "white" }, { "result", "lose" }, { "moves", { "e2e4" } } }, me);
    ASSERT_EQ(lost.status, 201u) << lost.body;

    auto stats = json::parse(call("GET", "/api/games/computer/stats", nullptr, me).body)["data"];
    EXPECT_EQ(stats, (json { { "gamesPlayed", 2 }, { "wins", 1 }, { "losses", 1 }, { "draws", 0 }, { "totalMoves", 3 },
                         { "bestLevel", 3 }, { "points", 55 } }));
    auto other = json::parse(call("GET", "/api/games/computer/stats", nullptr, token("8")).body)["data"];
    EXPECT_EQ(other["gamesPlayed"], 0);
}

TEST_F(ComputerGames, RefusesIllegalMovesAndImpossibleResults)
{
    const auto me = token("9");
    auto illegal = call("POST", "/api/games/computer",
        { { "level", 1 }, { "color", "white" }, { "result", "lose" }, { "moves", { "e2e5" } } }, me);
    EXPECT_EQ(illegal.status, 400u);
    auto claimed = call("POST", "/api/games/computer",
        { { "level", 1 }, { "color", "white" }, { "result", "win" }, { "moves", { "e2e4" } } }, me);
    EXPECT_EQ(claimed.status, 400u);
    EXPECT_EQ(json::parse(claimed.body)["message"], "A win needs the computer to be checkmated");
    auto level = call("POST", "/api/games/computer",
        { { "level", 26 }, { "color", "white" }, { "result", "lose" }, { "moves", json::array() } }, me);
    EXPECT_EQ(level.status, 400u);
}
