#include "../support/test_database.hpp"
#include "accounts/jwt.hpp"
#include "net/auth_middleware.hpp"
#include "net/computer_games_routes.hpp"
#include "play/computer_game.hpp"
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
    std::shared_ptr<accounts::TokenService> tokens
        = std::make_shared<accounts::TokenService>(std::string(32, 's'));
    net::Router router;

    void SetUp() override
    {
        std::filesystem::create_directories(dir);
        db = store::open_database(test::database_url(dir / "academy.db"));
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

    net::ApiResponse call(
        const std::string& method, const std::string& path, json body, const std::string& bearer)
    {
        const auto question = path.find('?');
        auto match = router.match(method, path.substr(0, question));
        net::ApiRequest req;
        req.method = method;
        req.path = path.substr(0, question);
        if (question != std::string::npos)
            req.query = path.substr(question + 1);
        req.json = std::move(body);
        if (!bearer.empty())
            req.headers["authorization"] = "Bearer " + bearer;
        return match.route->answer(req);
    }
};

} // namespace

TEST(ComputerGamePoints, FollowTheFormula)
{
    using play::ComputerResult;
    EXPECT_EQ(play::computer_game_points(ComputerResult::Win, 1, 30), 30);
    EXPECT_EQ(play::computer_game_points(ComputerResult::Win, 1, 37), 20);
    EXPECT_EQ(play::computer_game_points(ComputerResult::Win, 1, 38), 10);
    EXPECT_EQ(play::computer_game_points(ComputerResult::Draw, 7, 50), 21);
    EXPECT_EQ(play::computer_game_points(ComputerResult::Lose, 7, 50), 7);
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
        { { "level", 3 }, { "color", "black" }, { "result", "win" },
            { "moves", { "f2f3", "e7e5", "g2g4", "d8h4" } } },
        me);
    ASSERT_EQ(won.status, 201u) << won.body;
    EXPECT_EQ(json::parse(won.body)["data"]["pointsEarned"], 50);
    auto lost = call("POST", "/api/games/computer",
        { { "level", 5 }, { "color", "white" }, { "result", "lose" }, { "moves", { "e2e4" } } },
        me);
    ASSERT_EQ(lost.status, 201u) << lost.body;

    auto stats = json::parse(call("GET", "/api/games/computer/stats", nullptr, me).body)["data"];
    EXPECT_EQ(stats,
        (json { { "gamesPlayed", 2 }, { "wins", 1 }, { "losses", 1 }, { "draws", 0 },
            { "totalMoves", 3 }, { "bestLevel", 3 }, { "points", 55 } }));
    auto other
        = json::parse(call("GET", "/api/games/computer/stats", nullptr, token("8")).body)["data"];
    EXPECT_EQ(other["gamesPlayed"], 0);
}

TEST_F(ComputerGames, TheOwnerSeesTheirLatestGamesNewestFirst)
{
    const auto me = token("7");
    ASSERT_EQ(call("POST", "/api/games/computer",
                  { { "level", 3 }, { "color", "black" }, { "result", "win" },
                      { "moves", { "f2f3", "e7e5", "g2g4", "d8h4" } } },
                  me)
                  .status,
        201u);
    ASSERT_EQ(
        call("POST", "/api/games/computer",
            { { "level", 5 }, { "color", "white" }, { "result", "lose" }, { "moves", { "e2e4" } } },
            me)
            .status,
        201u);
    EXPECT_EQ(call("GET", "/api/games/computer", nullptr, "").status, 401u);
    const auto games
        = json::parse(call("GET", "/api/games/computer", nullptr, me).body)["data"]["games"];
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0]["level"], 5);
    EXPECT_EQ(games[0]["result"], "lose");
    EXPECT_EQ(games[0]["color"], "white");
    EXPECT_EQ(games[1]["level"], 3);
    EXPECT_EQ(games[1]["result"], "win");
    EXPECT_EQ(games[1]["points"], 50);
    EXPECT_GT(games[1]["createdAt"].get<std::int64_t>(), 1'700'000'000'000);
    EXPECT_EQ(
        json::parse(call("GET", "/api/games/computer?limit=1", nullptr, me).body)["data"]["games"]
            .size(),
        1u);
    // A junk limit falls back to the default instead of failing.
    EXPECT_EQ(
        json::parse(call("GET", "/api/games/computer?limit=1x", nullptr, me).body)["data"]["games"]
            .size(),
        2u);
    EXPECT_TRUE(
        json::parse(call("GET", "/api/games/computer", nullptr, token("8")).body)["data"]["games"]
            .empty());
}

TEST_F(ComputerGames, RefusesIllegalMovesAndImpossibleResults)
{
    const auto me = token("9");
    auto illegal = call("POST", "/api/games/computer",
        { { "level", 1 }, { "color", "white" }, { "result", "lose" }, { "moves", { "e2e5" } } },
        me);
    EXPECT_EQ(illegal.status, 400u);
    auto claimed = call("POST", "/api/games/computer",
        { { "level", 1 }, { "color", "white" }, { "result", "win" }, { "moves", { "e2e4" } } }, me);
    EXPECT_EQ(claimed.status, 400u);
    EXPECT_EQ(json::parse(claimed.body)["message"], "A win needs the computer to be checkmated");
    auto level = call("POST", "/api/games/computer",
        { { "level", 26 }, { "color", "white" }, { "result", "lose" }, { "moves", json::array() } },
        me);
    EXPECT_EQ(level.status, 400u);
}

// The probe's exploit: level 25, "win", no moves, a starting position already mated.
TEST_F(ComputerGames, AWinMustBePlayedFromTheStandardStart)
{
    const auto me = token("11");
    for (int i = 0; i < 5; ++i) {
        auto r = call("POST", "/api/games/computer",
            { { "level", 25 }, { "color", "white" }, { "result", "win" },
                { "moves", json::array() }, { "fen", "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1" } },
            me);
        EXPECT_EQ(r.status, 400u) << r.body;
    }
    auto no_moves = call("POST", "/api/games/computer",
        { { "level", 25 }, { "color", "white" }, { "result", "win" }, { "moves", json::array() } },
        me);
    EXPECT_EQ(no_moves.status, 400u);
    EXPECT_EQ(
        json::parse(call("GET", "/api/games/computer/stats", nullptr, me).body)["data"]["points"],
        0);
}

TEST_F(ComputerGames, TheClaimedResultMustBeTheOneOnTheBoard)
{
    const auto me = token("12");
    const json fools_mate { "f2f3", "e7e5", "g2g4", "d8h4" };
    // Black mated White: as White that is a loss, not a win or a draw.
    EXPECT_EQ(
        call("POST", "/api/games/computer",
            { { "level", 4 }, { "color", "white" }, { "result", "win" }, { "moves", fools_mate } },
            me)
            .status,
        400u);
    auto drawn = call("POST", "/api/games/computer",
        { { "level", 4 }, { "color", "black" }, { "result", "draw" }, { "moves", fools_mate } },
        me);
    EXPECT_EQ(drawn.status, 400u);
    EXPECT_EQ(json::parse(drawn.body)["message"], "The game ended in a win, not a draw");
    // No move after the mate.
    EXPECT_EQ(call("POST", "/api/games/computer",
                  { { "level", 4 }, { "color", "white" }, { "result", "lose" },
                      { "moves", { "f2f3", "e7e5", "g2g4", "d8h4", "e1f2" } } },
                  me)
                  .status,
        400u);
    // A draw claimed on an ongoing game needs a rule: threefold repetition by knight shuffles.
    EXPECT_EQ(
        call("POST", "/api/games/computer",
            { { "level", 4 }, { "color", "white" }, { "result", "draw" }, { "moves", { "e2e4" } } },
            me)
            .status,
        400u);
    auto repeated = call("POST", "/api/games/computer",
        { { "level", 4 }, { "color", "white" }, { "result", "draw" },
            { "moves", { "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8" } } },
        me);
    ASSERT_EQ(repeated.status, 201u) << repeated.body;
    EXPECT_EQ(json::parse(repeated.body)["data"]["pointsEarned"], 12);
    // Resigning is a loss at any moment, worth the level.
    auto resigned = call("POST", "/api/games/computer",
        { { "level", 4 }, { "color", "white" }, { "result", "lose" },
            { "moves", { "e2e4", "e7e5" } } },
        me);
    ASSERT_EQ(resigned.status, 201u) << resigned.body;
    EXPECT_EQ(json::parse(resigned.body)["data"]["pointsEarned"], 4);
}

TEST_F(ComputerGames, EveryFieldIsTypeCheckedWithA400)
{
    const auto me = token("13");
    const json good { { "level", 5 }, { "color", "white" }, { "result", "lose" },
        { "moves", { "e2e4" } } };
    const std::vector<std::pair<std::string, json>> wrong {
        { "level", "5" },
        { "level", 5.5 },
        { "level", nullptr },
        { "level", json::array() },
        { "color", 1 },
        { "color", "green" },
        { "result", nullptr },
        { "result", "won" },
        { "moves", "e2e4" },
        { "moves", json::array({ 7 }) },
        { "moves", json::array({ "e2e4k" }) },
        { "moves", json::array({ "f3e5x" }) },
        { "moves", json::array({ "\xe2\x99\x9c" }) },
        { "moves", json::array({ "e2\xe2\x99" }) },
        { "fen", 7 },
        { "fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" },
        { "pgn", 7 },
        { "pgn", std::string(70'000, 'x') },
    };
    for (const auto& [field, value] : wrong) {
        auto body = good;
        body[field] = value;
        const auto r = call("POST", "/api/games/computer", body, me);
        EXPECT_EQ(r.status, 400u) << field << " = " << value.dump() << ": " << r.body;
        EXPECT_FALSE(json::parse(r.body)["message"].get<std::string>().empty());
    }
    EXPECT_EQ(call("POST", "/api/games/computer", "not an object", me).status, 400u);
    json too_long = good;
    too_long["moves"] = json::array();
    for (int i = 0; i < 1001; ++i)
        too_long["moves"].push_back(i % 4 == 0 ? "g1f3"
                : i % 4 == 1                   ? "g8f6"
                : i % 4 == 2                   ? "f3g1"
                                               : "f6g8");
    EXPECT_EQ(call("POST", "/api/games/computer", too_long, me).status, 400u);
    EXPECT_EQ(call("POST", "/api/games/computer", good, me).status, 201u);
}

TEST_F(ComputerGames, TheStoredPgnIsTheServersOwn)
{
    const auto me = token("14");
    auto r = call("POST", "/api/games/computer",
        { { "level", 3 }, { "color", "black" }, { "result", "win" },
            { "moves", { "f2f3", "e7e5", "g2g4", "d8h4" } },
            { "pgn", "[Event \"I beat a grandmaster\"]" } },
        me);
    ASSERT_EQ(r.status, 201u) << r.body;
    const auto pgn = db->query("SELECT pgn FROM computer_games").rows.at(0).text(0);
    EXPECT_EQ(pgn.find("grandmaster"), std::string::npos);
    EXPECT_NE(pgn.find("1. f3 e5 2. g4 Qh4# 0-1"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[White \"Computer (level 3)\"]"), std::string::npos) << pgn;
}
