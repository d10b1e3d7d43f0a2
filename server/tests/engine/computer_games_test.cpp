// Games against the computer played through the server (issue 29): what a player would notice.
// The routes run on a migrated database with a scripted computer (its moves are the test's), and
// the engine's side of it (the level's settings, the random share) against Debian's Stockfish.
#include "../support/test_database.hpp"
#include "accounts/jwt.hpp"
#include "chess/fen.hpp"
#include "engine/computer_levels.hpp"
#include "engine/uci_commands.hpp"
#include "net/auth_middleware.hpp"
#include "net/computer_games_routes.hpp"
#include "net/computer_levels_json.hpp"
#include "play/computer_game.hpp"
#include "play/computer_play.hpp"
#include "store/computer_games_repository.hpp"
#include "store/migrations.hpp"
#include "store/progress_repository.hpp"

#include <gtest/gtest.h>

#include <deque>
#include <filesystem>
#include <random>
#include <set>

using namespace academy;
using json = nlohmann::json;

namespace {

const std::string kStockfish = "/usr/games/stockfish";

struct ComputerGames : ::testing::Test {
    std::filesystem::path dir = std::filesystem::temp_directory_path()
        / ("academy-computer-games-" + std::to_string(std::random_device {}()));
    std::unique_ptr<store::Database> db;
    std::shared_ptr<accounts::TokenService> tokens
        = std::make_shared<accounts::TokenService>(std::string(32, 's'));
    net::Router router;
    // The computer's next moves, in order; a test that empties it gets an engine failure.
    std::deque<std::string> script;
    bool busy = false;
    std::vector<std::pair<std::string, int>> asked; // (fen, level) of every request
    std::unique_ptr<play::ComputerPlay> computer;

    void SetUp() override
    {
        std::filesystem::create_directories(dir);
        db = store::open_database(test::database_url(dir / "academy.db"));
        store::migrate(*db);
        // No database: the token's signed claims are trusted (no user row needed here).
        net::install_authenticator(tokens, nullptr);
        computer = std::make_unique<play::ComputerPlay>(
            *db, [this](const std::string& fen, int level, std::int64_t) {
                asked.emplace_back(fen, level);
                if (busy)
                    throw engine::PoolBusy();
                if (script.empty())
                    throw engine::EngineError("the script has no more moves");
                auto move = script.front();
                script.pop_front();
                return move;
            });
        net::add_computer_games_routes(router, *db, *computer);
    }
    void TearDown() override
    {
        net::install_authenticator(nullptr, nullptr);
        computer.reset();
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
        EXPECT_NE(match.route, nullptr) << method << " " << path;
        net::ApiRequest req;
        req.method = method;
        req.path = path.substr(0, question);
        req.params = match.params;
        if (question != std::string::npos)
            req.query = path.substr(question + 1);
        req.json = std::move(body);
        if (!bearer.empty())
            req.headers["authorization"] = "Bearer " + bearer;
        return match.route->answer(req);
    }

    json data(const net::ApiResponse& r) { return json::parse(r.body)["data"]; }

    json start(const std::string& bearer, int level, const std::string& color)
    {
        const auto r = call(
            "POST", "/api/games/computer", { { "level", level }, { "color", color } }, bearer);
        EXPECT_EQ(r.status, 201u) << r.body;
        return data(r);
    }

    net::ApiResponse move(const std::string& bearer, std::int64_t game, const std::string& uci)
    {
        return call("POST", "/api/games/computer/" + std::to_string(game) + "/move",
            { { "move", uci } }, bearer);
    }

    json stats(const std::string& bearer)
    {
        return data(call("GET", "/api/games/computer/stats", nullptr, bearer));
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

TEST_F(ComputerGames, NeedASignedInAccount)
{
    EXPECT_EQ(call("GET", "/api/games/computer/stats", nullptr, "").status, 401u);
    EXPECT_EQ(call("GET", "/api/games/computer/current", nullptr, "").status, 401u);
    EXPECT_EQ(
        call("POST", "/api/games/computer", { { "level", 1 }, { "color", "white" } }, "").status,
        401u);
    EXPECT_EQ(move("", 1, "e2e4").status, 401u);
    EXPECT_EQ(call("POST", "/api/games/computer/1/resign", nullptr, "").status, 401u);
}

// The probe of issue 29: 22 such posts gave level 8 and weekly rank 1.
TEST_F(ComputerGames, AForgedFinishedGameIsRefusedAndEarnsNothing)
{
    const auto me = token("7");
    for (int i = 0; i < 3; ++i) {
        const auto r = call("POST", "/api/games/computer",
            { { "level", 25 }, { "color", "black" }, { "result", "win" },
                { "moves", { "f2f3", "e7e5", "g2g4", "d8h4" } } },
            me);
        EXPECT_EQ(r.status, 400u) << r.body;
        EXPECT_EQ(json::parse(r.body)["code"], "validation_error");
    }
    EXPECT_EQ(stats(me)["points"], 0);
    EXPECT_EQ(stats(me)["gamesPlayed"], 0);
    EXPECT_EQ(call("GET", "/api/games/computer/current", nullptr, me).status, 404u);
    EXPECT_TRUE(store::ProgressRepository(*db).computer_games(7).empty());
    EXPECT_TRUE(asked.empty());
}

TEST_F(ComputerGames, StartReadsLevelAndColourWithA400)
{
    const auto me = token("8");
    for (const json& body : { json { { "level", 0 }, { "color", "white" } },
             json { { "level", 26 }, { "color", "white" } },
             json { { "level", "5" }, { "color", "white" } },
             json { { "level", 5 }, { "color", "green" } }, json { { "level", 5 } },
             json::array() }) {
        const auto r = call("POST", "/api/games/computer", body, me);
        EXPECT_EQ(r.status, 400u) << body.dump() << ": " << r.body;
    }
    EXPECT_EQ(call("GET", "/api/games/computer/current", nullptr, me).status, 404u);
}

TEST_F(ComputerGames, AGamePlayedToMateGivesTheServersPoints)
{
    const auto me = token("9");
    script = { "f2f3", "g2g4" };
    // As Black: the computer opens at once.
    const auto game = start(me, 3, "black");
    EXPECT_EQ(game["color"], "black");
    EXPECT_EQ(game["level"], 3);
    EXPECT_EQ(game["computerMove"], (json { { "uci", "f2f3" }, { "san", "f3" } }));
    EXPECT_EQ(game["moves"], json::array({ "f2f3" }));
    EXPECT_EQ(game["fen"], "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1");
    const auto id = game["id"].get<std::int64_t>();
    ASSERT_EQ(asked.size(), 1u);
    EXPECT_EQ(asked[0].second, 3);

    const auto first = move(me, id, "e7e5");
    ASSERT_EQ(first.status, 200u) << first.body;
    EXPECT_EQ(data(first)["move"]["san"], "e5");
    EXPECT_EQ(data(first)["reply"], (json { { "uci", "g2g4" }, { "san", "g4" } }));
    EXPECT_TRUE(data(first)["end"].is_null());

    const auto mate = move(me, id, "d8h4");
    ASSERT_EQ(mate.status, 200u) << mate.body;
    const auto end = data(mate)["end"];
    EXPECT_EQ(data(mate)["move"]["san"], "Qh4#");
    EXPECT_TRUE(data(mate)["reply"].is_null());
    EXPECT_EQ(end["result"], "win");
    EXPECT_EQ(end["termination"], "checkmate");
    EXPECT_EQ(end["points"], 50); // 10 x 3 + 20 for 2 moves, far within the target
    EXPECT_EQ(end["playerMoves"], 2);
    EXPECT_EQ(asked.size(), 2u); // no reply was asked for after the mate

    const auto s = stats(me);
    EXPECT_EQ(s["gamesPlayed"], 1);
    EXPECT_EQ(s["wins"], 1);
    EXPECT_EQ(s["points"], 50);
    EXPECT_EQ(s["bestLevel"], 3);
    EXPECT_EQ(call("GET", "/api/games/computer/current", nullptr, me).status, 404u);
    const auto list = data(call("GET", "/api/games/computer", nullptr, me))["games"];
    ASSERT_EQ(list.size(), 1u);
    EXPECT_EQ(list[0]["id"], end["gameId"]);
    // The finished game is the review's and the ledger's: its sides and its moves.
    const auto stored = store::ComputerGamesRepository(*db).find(end["gameId"].get<std::int64_t>());
    ASSERT_TRUE(stored);
    EXPECT_EQ(stored->color, "black");
    EXPECT_EQ(stored->moves, "f2f3 e7e5 g2g4 d8h4");
    const auto pgn = db->query("SELECT pgn FROM computer_games").rows.at(0).text(0);
    EXPECT_NE(pgn.find("1. f3 e5 2. g4 Qh4# 0-1"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[White \"Computer (level 3)\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[Black \"You\"]"), std::string::npos) << pgn;
    const auto ledger = store::ProgressRepository(*db).computer_games(9);
    ASSERT_EQ(ledger.size(), 1u);
    EXPECT_EQ(ledger[0].result, "win");
}

TEST_F(ComputerGames, AnIllegalMoveAndAMoveInAnotherAccountsGameAreRefused)
{
    const auto me = token("10");
    const auto other = token("11");
    const auto id = start(me, 1, "white")["id"].get<std::int64_t>();
    EXPECT_TRUE(asked.empty()); // White moves first: no engine yet

    const auto illegal = move(me, id, "e2e5");
    EXPECT_EQ(illegal.status, 400u) << illegal.body;
    EXPECT_EQ(json::parse(illegal.body)["message"], "Illegal move e2e5");
    EXPECT_EQ(move(me, id, "e2").status, 400u);
    EXPECT_EQ(move(me, id, "e7e5").status, 400u); // the computer's pawn
    EXPECT_EQ(move(other, id, "e2e4").status, 404u);
    EXPECT_EQ(call("POST", "/api/games/computer/" + std::to_string(id) + "/resign", nullptr, other)
                  .status,
        404u);
    EXPECT_EQ(move(me, 999'999, "e2e4").status, 404u);
    EXPECT_EQ(move(me, 0, "e2e4").status, 404u);
    EXPECT_TRUE(asked.empty());
    // Nothing of it was stored.
    EXPECT_EQ(
        data(call("GET", "/api/games/computer/current", nullptr, me))["moves"], json::array());
    EXPECT_EQ(call("GET", "/api/games/computer/current", nullptr, other).status, 404u);
}

TEST_F(ComputerGames, ResigningIsALossWorthTheLevel)
{
    const auto me = token("12");
    script = { "e7e5", "b8c6", "g8f6", "f8c5", "d7d6" };
    const auto id = start(me, 4, "white")["id"].get<std::int64_t>();
    for (const char* m : { "e2e4", "g1f3", "f1c4", "b1c3", "d2d3" })
        ASSERT_EQ(move(me, id, m).status, 200u) << m;
    const auto r
        = call("POST", "/api/games/computer/" + std::to_string(id) + "/resign", nullptr, me);
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_EQ(data(r)["end"]["result"], "lose");
    EXPECT_EQ(data(r)["end"]["termination"], "resignation");
    EXPECT_EQ(data(r)["end"]["points"], 4);
    EXPECT_EQ(data(r)["end"]["playerMoves"], 5);
    EXPECT_GT(data(r)["end"]["gameId"].get<std::int64_t>(), 0);
    EXPECT_EQ(stats(me)["losses"], 1);
    // A finished game takes no more moves.
    EXPECT_EQ(move(me, id, "d2d4").status, 404u);
    EXPECT_EQ(
        call("POST", "/api/games/computer/" + std::to_string(id) + "/resign", nullptr, me).status,
        404u);
    EXPECT_EQ(stats(me)["gamesPlayed"], 1);
}

TEST_F(ComputerGames, TheUnfinishedGameResumesAfterAReload)
{
    const auto me = token("13");
    script = { "e7e5", "b8c6" };
    const auto id = start(me, 6, "white")["id"].get<std::int64_t>();
    ASSERT_EQ(move(me, id, "e2e4").status, 200u);
    ASSERT_EQ(move(me, id, "g1f3").status, 200u);
    // Another device, or the same page reloaded.
    const auto r = call("GET", "/api/games/computer/current", nullptr, me);
    ASSERT_EQ(r.status, 200u) << r.body;
    const auto game = data(r);
    EXPECT_EQ(game["id"], id);
    EXPECT_EQ(game["level"], 6);
    EXPECT_EQ(game["color"], "white");
    EXPECT_EQ(game["moves"], json::array({ "e2e4", "e7e5", "g1f3", "b8c6" }));
    EXPECT_EQ(game["sans"], json::array({ "e4", "e5", "Nf3", "Nc6" }));
    EXPECT_EQ(game["fen"], "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    // An unfinished game counts nowhere yet.
    EXPECT_EQ(stats(me)["gamesPlayed"], 0);
    EXPECT_TRUE(store::ProgressRepository(*db).computer_games(13).empty());
    // And it goes on where it was.
    script = { "f8c5" };
    EXPECT_EQ(move(me, id, "f1c4").status, 200u);
}

TEST_F(ComputerGames, ANewGameResignsTheUnfinishedOneOnceThePlayerHasMadeFiveMoves)
{
    const auto me = token("14");
    const auto first = start(me, 2, "white")["id"].get<std::int64_t>();
    // Not a move made yet: the old game goes without a trace.
    const auto second = start(me, 2, "white");
    EXPECT_TRUE(second["resigned"].is_null());
    EXPECT_EQ(stats(me)["gamesPlayed"], 0);
    EXPECT_EQ(move(me, first, "e2e4").status, 404u);

    // Four moves: still too early to count (computer_game_counts): abandoned, not resigned.
    script = { "e7e5", "b8c6", "g8f6", "f8c5" };
    const auto second_id = second["id"].get<std::int64_t>();
    for (const char* m : { "e2e4", "g1f3", "f1c4", "b1c3" })
        ASSERT_EQ(move(me, second_id, m).status, 200u) << m;
    const auto third = start(me, 5, "white");
    EXPECT_TRUE(third["resigned"].is_null());
    EXPECT_EQ(stats(me)["gamesPlayed"], 0);
    EXPECT_EQ(move(me, second_id, "d2d3").status, 404u);

    // Five moves: the new game resigns it, a loss worth the level.
    script = { "e7e5", "b8c6", "g8f6", "f8c5", "d7d6" };
    const auto third_id = third["id"].get<std::int64_t>();
    for (const char* m : { "e2e4", "g1f3", "f1c4", "b1c3", "d2d3" })
        ASSERT_EQ(move(me, third_id, m).status, 200u) << m;
    const auto fourth = start(me, 5, "white");
    EXPECT_EQ(fourth["resigned"]["result"], "lose");
    EXPECT_EQ(fourth["resigned"]["termination"], "resignation");
    EXPECT_EQ(fourth["resigned"]["points"], 5);
    EXPECT_EQ(stats(me)["losses"], 1);
    EXPECT_EQ(data(call("GET", "/api/games/computer/current", nullptr, me))["id"], fourth["id"]);
}

TEST_F(ComputerGames, ABusyEngineLeavesTheGameAsItWas)
{
    const auto me = token("15");
    const auto id = start(me, 10, "white")["id"].get<std::int64_t>();
    busy = true;
    const auto r = move(me, id, "e2e4");
    EXPECT_EQ(r.status, 503u) << r.body;
    EXPECT_EQ(
        call("POST", "/api/games/computer", { { "level", 10 }, { "color", "black" } }, me).status,
        503u);
    const auto game = data(call("GET", "/api/games/computer/current", nullptr, me));
    EXPECT_EQ(game["id"], id);
    EXPECT_EQ(game["moves"], json::array());
    busy = false;
    script = { "c7c5" };
    EXPECT_EQ(move(me, id, "e2e4").status, 200u);
}

TEST_F(ComputerGames, ARepeatedPositionEndsTheGameDrawn)
{
    const auto me = token("16");
    script = { "b8c6", "g8f6", "f6g8", "g8f6", "f6g8" };
    const auto id = start(me, 4, "white")["id"].get<std::int64_t>();
    net::ApiResponse last;
    for (const char* m : { "b1c3", "g1f3", "f3g1", "g1f3", "f3g1" })
        last = move(me, id, m);
    ASSERT_EQ(last.status, 200u) << last.body;
    EXPECT_EQ(data(last)["end"]["result"], "draw");
    EXPECT_EQ(data(last)["end"]["termination"], "threefold_repetition");
    EXPECT_EQ(data(last)["end"]["points"], 12);
    EXPECT_EQ(data(last)["end"]["playerMoves"], 5);
}

// --- the points farm (issue 29): start, move once, resign, again

TEST_F(ComputerGames, AGameEndedBeforeTheFifthMoveEarnsNothing)
{
    const auto me = token("17");
    // The farm: twenty games at the top level, one move each, then resign.
    for (int i = 0; i < 20; ++i) {
        script = { "e7e5" };
        const auto id = start(me, 25, "white")["id"].get<std::int64_t>();
        ASSERT_EQ(move(me, id, "e2e4").status, 200u);
        const auto r
            = call("POST", "/api/games/computer/" + std::to_string(id) + "/resign", nullptr, me);
        ASSERT_EQ(r.status, 200u) << r.body;
        const auto end = data(r)["end"];
        EXPECT_EQ(end["result"], "lose");
        EXPECT_EQ(end["termination"], "aborted");
        EXPECT_EQ(end["points"], 0);
        EXPECT_EQ(end["playerMoves"], 1);
        EXPECT_EQ(end["gameId"], 0);
        // The game is over all the same.
        EXPECT_EQ(move(me, id, "d2d4").status, 404u);
    }
    // Four moves and resign: still nothing.
    script = { "e7e5", "b8c6", "g8f6", "f8c5" };
    auto id = start(me, 25, "white")["id"].get<std::int64_t>();
    for (const char* m : { "e2e4", "g1f3", "f1c4", "b1c3" })
        ASSERT_EQ(move(me, id, m).status, 200u) << m;
    auto r = call("POST", "/api/games/computer/" + std::to_string(id) + "/resign", nullptr, me);
    EXPECT_EQ(data(r)["end"]["points"], 0);
    EXPECT_EQ(data(r)["end"]["playerMoves"], 4);
    // Mated on move 2 (the fool's mate, played on purpose): nothing either.
    script = { "e7e5", "d8h4" };
    id = start(me, 25, "white")["id"].get<std::int64_t>();
    ASSERT_EQ(move(me, id, "f2f3").status, 200u);
    const auto mated = move(me, id, "g2g4");
    ASSERT_EQ(mated.status, 200u) << mated.body;
    EXPECT_EQ(data(mated)["end"]["result"], "lose");
    EXPECT_EQ(data(mated)["end"]["termination"], "checkmate");
    EXPECT_EQ(data(mated)["end"]["points"], 0);
    EXPECT_EQ(data(mated)["end"]["gameId"], 0);

    // No points, no games, no XP: nothing reached the statistics, the list or the ledger.
    const auto s = stats(me);
    EXPECT_EQ(s["points"], 0);
    EXPECT_EQ(s["gamesPlayed"], 0);
    EXPECT_EQ(s["losses"], 0);
    EXPECT_EQ(data(call("GET", "/api/games/computer", nullptr, me))["games"], json::array());
    EXPECT_TRUE(store::ProgressRepository(*db).computer_games(17).empty());
    EXPECT_TRUE(db->query("SELECT 1 FROM computer_games").rows.empty());
    EXPECT_EQ(call("GET", "/api/games/computer/current", nullptr, me).status, 404u);

    // From the fifth move on a lost game counts: the level's points, one game in the ledger.
    script = { "e7e5", "b8c6", "g8f6", "f8c5", "d7d6" };
    id = start(me, 25, "white")["id"].get<std::int64_t>();
    for (const char* m : { "e2e4", "g1f3", "f1c4", "b1c3", "d2d3" })
        ASSERT_EQ(move(me, id, m).status, 200u) << m;
    r = call("POST", "/api/games/computer/" + std::to_string(id) + "/resign", nullptr, me);
    EXPECT_EQ(data(r)["end"]["termination"], "resignation");
    EXPECT_EQ(data(r)["end"]["points"], 25);
    EXPECT_EQ(stats(me)["points"], 25);
    EXPECT_EQ(store::ProgressRepository(*db).computer_games(17).size(), 1u);
}

TEST(ComputerGamePoints, OnlyAWinCountsBeforeTheFifthMove)
{
    using play::ComputerResult;
    EXPECT_EQ(play::kComputerMovesToCount, 5);
    for (int moves = 0; moves < 5; ++moves) {
        EXPECT_FALSE(play::computer_game_counts(ComputerResult::Lose, moves)) << moves;
        EXPECT_FALSE(play::computer_game_counts(ComputerResult::Draw, moves)) << moves;
        EXPECT_TRUE(play::computer_game_counts(ComputerResult::Win, moves)) << moves;
    }
    for (const auto result : { ComputerResult::Lose, ComputerResult::Draw, ComputerResult::Win })
        EXPECT_TRUE(play::computer_game_counts(result, 5));
}

// --- wrong types and junk on every route: the catalogue's status and words, never a 500

namespace {

struct Expected {
    unsigned status;
    std::string message;
    std::string code;
};

void expect_refusal(const net::ApiResponse& r, const Expected& e, const std::string& what)
{
    EXPECT_EQ(r.status, e.status) << what << ": " << r.body;
    const auto body = json::parse(r.body, nullptr, false);
    ASSERT_TRUE(body.is_object()) << what << ": " << r.body;
    EXPECT_EQ(body["success"], false) << what;
    EXPECT_EQ(body["message"], e.message) << what;
    EXPECT_EQ(body["code"], e.code) << what;
}

const Expected kNoToken { 401, "Authentication required. Please log in.", "unauthorized" };
const Expected kNotFound { 404, "Game not found", "not_found" };

} // namespace

TEST_F(ComputerGames, StartAnswersJunkWithTheCataloguesWords)
{
    const auto me = token("18");
    const Expected level { 400, "level must be a whole number from 1 to 25", "validation_error" };
    const Expected color { 400, "color must be one of white, black, random", "validation_error" };
    const Expected level_missing { 400, "level is required", "validation_error" };
    const Expected color_text { 400, "color must be text", "validation_error" };
    const Expected color_missing { 400, "color is required", "validation_error" };
    const std::vector<std::pair<json, Expected>> cases {
        { { { "level", "3" }, { "color", "white" } }, level },
        { { { "level", 0 }, { "color", "white" } }, level },
        { { { "level", 26 }, { "color", "white" } }, level },
        { { { "level", -1 }, { "color", "white" } }, level },
        { { { "level", 3.5 }, { "color", "white" } }, level },
        { { { "level", 1e300 }, { "color", "white" } }, level },
        { { { "level", true }, { "color", "white" } }, level },
        { { { "level", json::array({ 3 }) }, { "color", "white" } }, level },
        { { { "level", nullptr }, { "color", "white" } }, level_missing },
        { { { "color", "white" } }, level_missing },
        { { { "level", 3 }, { "color", "purple" } }, color },
        { { { "level", 3 }, { "color", "WHITE" } }, color },
        { { { "level", 3 }, { "color", 1 } }, color_text },
        { { { "level", 3 }, { "color", json::object() } }, color_text },
        { { { "level", 3 } }, color_missing },
    };
    for (const auto& [body, expected] : cases)
        expect_refusal(call("POST", "/api/games/computer", body, me), expected, body.dump());
    for (const json& body : { json::array(), json("level 3"), json(3), json(nullptr) }) {
        const auto r = call("POST", "/api/games/computer", body, me);
        EXPECT_EQ(r.status, 400u) << body.dump() << ": " << r.body;
        EXPECT_EQ(json::parse(r.body)["code"], "validation_error");
    }
    expect_refusal(
        call("POST", "/api/games/computer", { { "level", 3 }, { "color", "white" } }, ""), kNoToken,
        "no token");
    expect_refusal(call("POST", "/api/games/computer", { { "level", 3 }, { "color", "white" } },
                       "not-a-token"),
        kNoToken, "a junk token");
    EXPECT_TRUE(asked.empty());
    EXPECT_EQ(call("GET", "/api/games/computer/current", nullptr, me).status, 404u);
}

TEST_F(ComputerGames, MoveAnswersJunkWithTheCataloguesWords)
{
    const auto me = token("19");
    const auto other = token("20");
    const auto id = start(me, 3, "white")["id"].get<std::int64_t>();
    const auto theirs = start(other, 3, "white")["id"].get<std::int64_t>();
    const auto path = "/api/games/computer/" + std::to_string(id) + "/move";
    const Expected shape { 400, "move must be a move in UCI, e.g. e2e4", "validation_error" };
    const std::vector<std::pair<json, Expected>> cases {
        { { { "move", 42 } }, shape },
        { { { "move", nullptr } }, shape },
        { { { "move", true } }, shape },
        { { { "move", json::array({ "e2e4" }) } }, shape },
        { { { "move", { { "from", "e2" }, { "to", "e4" } } } }, shape },
        { { { "move", "" } }, shape },
        { { { "move", "e2" } }, shape },
        { { { "move", "e2e4e5" } }, shape },
        { json::object(), shape },
        { { { "move", "zz99" } }, { 400, "Illegal move zz99", "validation_error" } },
        { { { "move", "e2e9" } }, { 400, "Illegal move e2e9", "validation_error" } },
        { { { "move", "e2e5" } }, { 400, "Illegal move e2e5", "validation_error" } },
        { { { "move", "e7e5" } }, { 400, "Illegal move e7e5", "validation_error" } },
        { { { "move", "e2e4x" } }, { 400, "Illegal move e2e4x", "validation_error" } },
    };
    for (const auto& [body, expected] : cases)
        expect_refusal(call("POST", path, body, me), expected, body.dump());
    for (const json& body : { json::array(), json("e2e4"), json(42) }) {
        const auto r = call("POST", path, body, me);
        EXPECT_EQ(r.status, 400u) << body.dump() << ": " << r.body;
        EXPECT_EQ(json::parse(r.body)["code"], "validation_error");
    }
    // Games that are not the caller's to move in.
    for (const std::string& game :
        { std::to_string(theirs), std::string("999999"), std::string("0"), std::string("-1"),
            std::string("abc"), std::string("1abc"), std::string("99999999999999999999999") })
        expect_refusal(
            call("POST", "/api/games/computer/" + game + "/move", { { "move", "e2e4" } }, me),
            kNotFound, "game " + game);
    expect_refusal(call("POST", path, { { "move", "e2e4" } }, ""), kNoToken, "no token");
    expect_refusal(call("POST", path, { { "move", "e2e4" } }, other), kNotFound, "the other's");
    // Nothing reached the engine or the stored games.
    EXPECT_TRUE(asked.empty());
    EXPECT_EQ(
        data(call("GET", "/api/games/computer/current", nullptr, me))["moves"], json::array());
    EXPECT_EQ(
        data(call("GET", "/api/games/computer/current", nullptr, other))["moves"], json::array());
}

TEST_F(ComputerGames, ResignAndCurrentAnswerJunkWithTheCataloguesWords)
{
    const auto me = token("21");
    const auto other = token("22");
    expect_refusal(call("GET", "/api/games/computer/current", nullptr, me),
        { 404, "No unfinished game", "not_found" }, "no game yet");
    expect_refusal(call("GET", "/api/games/computer/current", nullptr, ""), kNoToken, "no token");
    const auto theirs = start(other, 3, "white")["id"].get<std::int64_t>();
    for (const std::string& game : { std::to_string(theirs), std::string("999999"),
             std::string("0"), std::string("abc"), std::string("1abc") })
        expect_refusal(call("POST", "/api/games/computer/" + game + "/resign", nullptr, me),
            kNotFound, "game " + game);
    expect_refusal(
        call("POST", "/api/games/computer/" + std::to_string(theirs) + "/resign", nullptr, ""),
        kNoToken, "no token");
    // The other player's game is untouched.
    EXPECT_EQ(data(call("GET", "/api/games/computer/current", nullptr, other))["id"], theirs);
}

// --- the levels and the engine

TEST(ComputerLevels, TheEmbeddedTableIsTheWebsOne)
{
    const auto& levels = net::computer_levels();
    ASSERT_EQ(levels.size(), 25u);
    EXPECT_DOUBLE_EQ(levels[0].random_move, 0.85);
    EXPECT_EQ(levels[0].nodes, 30);
    EXPECT_EQ(levels[0].time_limit_ms, 0);
    EXPECT_EQ(levels[9].time_limit_ms, 30'000);
    EXPECT_EQ(levels[23].time_limit_ms, 500);
    EXPECT_EQ(levels[24].nodes, 96'000);
    EXPECT_EQ(levels[24].random_move, 0.0);
    // The search: the level's nodes, its movetime capped by its time limit (10 s without one).
    const auto l24 = engine::computer_search_limits(levels[23]);
    EXPECT_EQ(l24.nodes, 48'000);
    EXPECT_EQ(l24.movetime_ms, 500);
    EXPECT_EQ(l24.timeout.count(), 1500);
    EXPECT_EQ(engine::computer_search_limits(levels[24]).movetime_ms, 10'000);
}

// The calibration scripts (make bench-calibrate, make bench-levels) play a level with exactly these
// commands, which `academy bench engine-settings` prints: the pool sends the same ones.
TEST(ComputerLevels, TheCommandsOfAMoveAreTheOnesTheCalibrationPlays)
{
    const auto limits = engine::computer_search_limits(net::computer_levels()[12]);
    EXPECT_EQ(engine::uci_setup(limits, 16),
        (std::vector<std::string> { "setoption name Hash value 16",
            "setoption name Skill Level value 20", "setoption name UCI_LimitStrength value false",
            "setoption name MultiPV value 1", "ucinewgame" }));
    EXPECT_EQ(engine::uci_go(limits), "go nodes 730 movetime 18000");
}

TEST(ComputerLevels, ARandomRollPlaysARandomLegalMoveWithoutTheEngine)
{
    engine::EnginePool pool({ .stockfish_path = "/nonexistent/stockfish", .size = 1 });
    const auto level1 = net::computer_levels()[0];
    const std::string fen(chess::kStartFen);
    std::set<std::string> seen;
    for (std::uint64_t pick = 0; pick < 20; ++pick)
        seen.insert(engine::computer_move(
            pool, engine::RequesterKey::server("test"), fen, level1, 0.5, pick));
    EXPECT_EQ(seen.size(), 20u); // every legal move of the start, none from an engine
    // Above the share the engine is asked: here there is none, so the request fails.
    EXPECT_THROW(
        engine::computer_move(pool, engine::RequesterKey::server("test"), fen, level1, 0.9, 0),
        engine::EngineError);
}

TEST(ComputerLevels, Level25PlaysStockfishsBestAtItsSettings)
{
    if (!std::filesystem::exists(kStockfish))
        GTEST_SKIP() << "no Stockfish at " << kStockfish;
    engine::EnginePool pool({ .stockfish_path = kStockfish, .size = 1 });
    engine::ComputerEngine computer(pool, net::computer_levels(), 1);
    const auto& level25 = net::computer_levels()[24];
    for (const char* fen : { "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
             "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
             "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4" }) {
        const auto best = pool.search(engine::RequesterKey::server("test"), fen,
                                  engine::computer_search_limits(level25))
                              .best_move;
        EXPECT_EQ(computer.move(engine::RequesterKey::server("test"), fen, 25), best) << fen;
    }
    // The mates in one are found.
    EXPECT_EQ(computer.move(
                  engine::RequesterKey::server("test"), "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", 25),
        "a1a8");
    EXPECT_EQ(computer.move(engine::RequesterKey::server("test"),
                  "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 25),
        "h5f7");
}
