// The validation of the game, leaderboard, puzzle and computer-game routes, driven through
// net::Router on a migrated SQLite database: every field of a query or body is type-checked,
// bad input gets a 400 with a text a person can read (never a 500), unknown ids a 404, a missing
// or unusable sign-in a 401. The same routes behind the real server answer a wrong method 405.
#include "../support/test_database.hpp"
#include "accounts/jwt.hpp"
#include "net/auth_middleware.hpp"
#include "net/computer_games_routes.hpp"
#include "net/game_routes.hpp"
#include "net/leaderboard_routes.hpp"
#include "net/puzzle_routes.hpp"
#include "play/play_service.hpp"
#include "play/scheduler.hpp"
#include "store/games_repository.hpp"
#include "store/puzzles_repository.hpp"
#include "store/ratings_repository.hpp"
#include "store/users_repository.hpp"
#include "test_server.hpp"

#include <gtest/gtest.h>

using namespace academy;
using json = nlohmann::json;

namespace {

struct Answer {
    unsigned status = 0;
    json body;
    std::string text;
    std::string message() const { return body.value("message", ""); }
};

// The routes with their database, a play service and the authenticator, as `serve` wires them.
struct RouteSet {
    std::filesystem::path dir = test::temp_folder("routes");
    std::unique_ptr<store::Database> db;
    std::shared_ptr<accounts::TokenService> tokens
        = std::make_shared<accounts::TokenService>(std::string(32, 'k'));
    play::ManualScheduler scheduler;
    std::unique_ptr<play::PlayService> play;
    // Validation needs no engine: a game's start as White asks for none.
    std::unique_ptr<play::ComputerPlay> computer;

    RouteSet()
    {
        db = store::open_database(test::database_url(dir / "academy.db"));
        store::migrate(*db);
        play = std::make_unique<play::PlayService>(
            *db, [](std::string_view) { return std::optional<play::Player> {}; }, scheduler,
            [this] { return scheduler.now(); });
        play->start();
        computer = std::make_unique<play::ComputerPlay>(
            *db, [](const std::string&, int, std::int64_t) -> std::string {
                throw std::runtime_error("no engine in the validation tests");
            });
        net::install_authenticator(tokens, db.get());
    }
    ~RouteSet()
    {
        net::install_authenticator(nullptr, nullptr);
        play->stop();
        play.reset();
        computer.reset();
        db.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    void add_to(net::Router& router)
    {
        net::add_game_routes(router, *play, *db);
        net::add_leaderboard_routes(router, *db);
        net::add_puzzle_routes(router, *db);
        net::add_computer_games_routes(router, *db, *computer);
    }
};

struct Routes : ::testing::Test {
    RouteSet set;
    net::Router router;

    Routes() { set.add_to(router); }

    Answer call(const std::string& method, const std::string& target, json body = nullptr,
        const std::string& bearer = {})
    {
        const auto question = target.find('?');
        const auto path = target.substr(0, question);
        const auto match = router.match(method, path);
        if (!match.route) {
            ADD_FAILURE() << "no route for " << method << " " << path;
            return {};
        }
        net::ApiRequest req;
        req.method = method;
        req.path = path;
        if (question != std::string::npos)
            req.query = target.substr(question + 1);
        req.params = match.params;
        if (!body.is_null())
            req.body = body.dump();
        req.json = std::move(body);
        if (!bearer.empty())
            req.headers["authorization"] = "Bearer " + bearer;
        req.remote_address = "192.0.2.10";
        // A handler that throws would be the server's 500: here it fails the test.
        const auto res = match.route->answer(req);
        return { res.status, json::parse(res.body, nullptr, false), res.body };
    }

    // A signed-in account (a real row, so the token's checks against the database pass).
    std::string account(const std::string& name)
    {
        const auto user = store::UsersRepository(*set.db).create(
            { name + "@example.com", name, name, std::string("h") });
        return set.tokens->sign({ std::to_string(user.id), "user", name, name });
    }
    std::string guest() { return set.tokens->sign({ "guest-abc", "guest", "Guest1", "Guest1" }); }
    // An anonymous learner (docs/progress.md): a record without an identity.
    std::string learner(const std::string& key)
    {
        const auto user
            = store::UsersRepository(*set.db).create({ "learner-" + key + "@anonymous.invalid",
                "learner~" + key, "Visitor", std::nullopt, "learner" });
        return set.tokens->sign({ std::to_string(user.id), "learner", user.username, "Visitor" });
    }

    void puzzles()
    {
        store::PuzzlesRepository::BulkInserter bulk(*set.db);
        // Lichess 001KR (CC0).
        bulk.add({ "p1", "6Qk/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K b - - 0 28", "h8g8 f1f8",
            1500, 500, 0.09, 0, 0, "backRankMate mate mateIn1 middlegame oneMove", "", "",
            "academy" });
        bulk.finish();
    }
};

void expect_error(
    const Answer& a, unsigned status, const std::string& message, const std::string& what = {})
{
    EXPECT_EQ(a.status, status) << what << ": " << a.text;
    ASSERT_TRUE(a.body.is_object()) << what << ": " << a.text;
    EXPECT_EQ(a.body["success"], false) << what;
    EXPECT_EQ(a.message(), message) << what;
}

const std::string kSignIn(net::catalogue_message(401));

} // namespace

// --- /api/leaderboard

TEST_F(Routes, TheLeaderboardNamesAnUnknownSpeed)
{
    for (const char* speed :
        { "speed=turbo", "speed=", "speed=Blitz", "speed=blitz%27%20OR%201=1", "speed=%FF" })
        expect_error(call("GET", std::string("/api/leaderboard?") + speed), 400,
            "Unknown speed: use bullet, blitz, rapid or classical", speed);
    for (const char* speed : { "bullet", "blitz", "rapid", "classical" }) {
        const auto a = call("GET", std::string("/api/leaderboard?speed=") + speed);
        EXPECT_EQ(a.status, 200u) << speed;
        EXPECT_EQ(a.body["data"]["speed"], speed);
        EXPECT_EQ(a.body["data"]["entries"], json::array());
    }
    EXPECT_EQ(call("GET", "/api/leaderboard").body["data"]["speed"], "blitz");
}

TEST_F(Routes, TheLeaderboardRanksEstablishedRatingsHighestFirst)
{
    // Accounts 1 to 4 (the ids of a fresh database), rated as live play saves them.
    for (const char* name : { "ada", "grace", "new", "other" })
        account(name);
    store::RatingsRepository ratings(*set.db);
    ratings.save({ "1", "rapid", "ada", "Ada", { 1700.4, 60.6, 0.06 }, 30 }, 1);
    ratings.save({ "2", "rapid", "grace", "Grace", { 1900, 70, 0.06 }, 12 }, 1);
    ratings.save({ "3", "rapid", "new", "New", { 2500, 300, 0.06 }, 1 }, 1); // provisional
    ratings.save({ "4", "blitz", "other", "Other", { 2000, 50, 0.06 }, 9 }, 1);
    const auto players = call("GET", "/api/leaderboard?speed=rapid").body["data"]["entries"];
    ASSERT_EQ(players.size(), 2u);
    EXPECT_EQ(players[0],
        (json { { "rank", 1 }, { "username", "grace" }, { "displayName", "grace" },
            { "rating", 1900 }, { "provisional", false }, { "ratingChange7d", nullptr },
            { "level", 0 }, { "xpThisWeek", 0 }, { "country", nullptr }, { "isYou", false } }));
    EXPECT_EQ(players[1]["rank"], 2);
    EXPECT_EQ(players[1]["rating"], 1700);
}

// --- /api/games/{id}, /api/games/{id}.pgn, /api/users/{username}/games

TEST_F(Routes, AnUnknownGameIs404)
{
    for (const char* id : { "nope", "%27%20OR%20%271%27=%271", "..", "g1.pgn.pgn" }) {
        expect_error(call("GET", std::string("/api/games/") + id), 404, "Game not found", id);
        expect_error(
            call("GET", std::string("/api/games/") + id + ".pgn"), 404, "Game not found", id);
    }
}

TEST_F(Routes, AStoredGameIsServedAsStateAndPgn)
{
    store::GameRecord g;
    g.id = "g1";
    g.white = { "1", "ada", "Ada", 1500, false };
    g.black = { "2", "grace", "Grace", 1500, false };
    g.tc_name = "3+0";
    g.tc_type = "blitz";
    g.tc_initial = 180;
    g.white_ms = g.black_ms = 180'000;
    g.created_at = 1'700'000'000'000;
    g.status = "ended";
    g.score = "0-1";
    g.reason = "resign";
    g.ended_at = 1'700'000'060'000;
    store::GamesRepository(*set.db).create(g);
    store::GamesRepository(*set.db).add_move("g1", { 1, "e2e4", "e4", 180'000, 180'000, 1 });

    const auto state = call("GET", "/api/games/g1");
    EXPECT_EQ(state.status, 200u) << state.text;
    EXPECT_EQ(state.body["success"], true);

    const auto match = router.match("GET", "/api/games/g1.pgn");
    net::ApiRequest req;
    req.params = match.params;
    const auto pgn = match.route->answer(req);
    EXPECT_EQ(pgn.status, 200u);
    EXPECT_EQ(pgn.content_type, "application/x-chess-pgn");
    EXPECT_NE(pgn.body.find("1. e4"), std::string::npos) << pgn.body;
    EXPECT_NE(pgn.body.find("0-1"), std::string::npos) << pgn.body;
}

TEST_F(Routes, APlayersGamesClampLimitAndOffsetAndIgnoreWhatIsNotANumber)
{
    const std::vector<std::tuple<std::string, int, int>> cases {
        { "", 20, 0 },
        { "?limit=5&offset=2", 5, 2 },
        { "?limit=0", 1, 0 },
        { "?limit=-3", 1, 0 },
        { "?limit=100000", 100, 0 },
        { "?limit=99999999999999999999", 20, 0 }, // not a number a limit can be
        { "?limit=abc&offset=xyz", 20, 0 },
        { "?limit=5abc&offset=1.5", 20, 0 },
        { "?offset=-1", 20, 0 },
        { "?offset=2000000000", 20, 1'000'000 },
        { "?limit=&offset=", 20, 0 },
    };
    for (const auto& [query, limit, offset] : cases) {
        const auto a = call("GET", "/api/users/ada/games" + query);
        ASSERT_EQ(a.status, 200u) << query << ": " << a.text;
        EXPECT_EQ(a.body["data"]["limit"], limit) << query;
        EXPECT_EQ(a.body["data"]["offset"], offset) << query;
        EXPECT_EQ(a.body["data"]["games"], json::array()) << query;
    }
}

TEST_F(Routes, APlayersGamesAreFoundByTheExactName)
{
    store::GamesRepository games(*set.db);
    for (int i = 0; i < 3; ++i) {
        store::GameRecord g;
        g.id = "g" + std::to_string(i);
        g.white = { "1", "ada", "Ada", 1500, false };
        g.black = { "2", "grace", "Grace", 1500, false };
        g.tc_name = g.tc_type = "blitz";
        g.created_at = 1000 + i;
        games.create(g);
    }
    const auto list = call("GET", "/api/users/ada/games?limit=2").body["data"]["games"];
    ASSERT_EQ(list.size(), 2u);
    EXPECT_EQ(list[0]["id"], "g2");
    EXPECT_EQ(list[1]["id"], "g1");
    EXPECT_EQ(list[0]["endedAt"], nullptr);
    EXPECT_EQ(call("GET", "/api/users/%25/games").body["data"]["games"], json::array());
    EXPECT_EQ(call("GET", "/api/users/ADA/games").body["data"]["username"], "ADA");
}

// --- /api/puzzles/*

TEST_F(Routes, UnknownPuzzlesAndSetsAre404)
{
    puzzles();
    expect_error(call("GET", "/api/puzzles/nope"), 404, "Puzzle not found");
    expect_error(call("POST", "/api/puzzles/nope/moves", { { "moves", { "f1f8" } } }), 404,
        "Puzzle not found");
    expect_error(
        call("POST", "/api/puzzles/nope/solution", json::object()), 404, "Puzzle not found");
    expect_error(call("GET", "/api/puzzles/sets/nope"), 404, "Puzzle set not found");
    EXPECT_EQ(call("GET", "/api/puzzles/p1").status, 200u);
    EXPECT_EQ(call("GET", "/api/puzzles/sets").status, 200u);
}

TEST_F(Routes, ShowSolutionRefusesABodyThatIsNoObjectAndRevealsNothing)
{
    puzzles();
    for (const auto& junk : { json::array({ 1, 2 }), json("solved"), json(7) })
        expect_error(
            call("POST", "/api/puzzles/p1/solution", junk), 400, "A JSON object is required");
    // No body, or an object (its fields ignored: there are none to send), gives up as asked.
    EXPECT_EQ(call("POST", "/api/puzzles/p1/solution", json::object()).status, 200u);
}

TEST_F(Routes, AnEmptyLibraryHasNoDailyOrNextPuzzle)
{
    expect_error(call("GET", "/api/puzzles/daily"), 404, "Puzzle not found");
    expect_error(call("GET", "/api/puzzles/next"), 404, "No puzzle left for this choice");
    puzzles();
    EXPECT_EQ(call("GET", "/api/puzzles/daily").status, 200u);
    EXPECT_EQ(call("GET", "/api/puzzles/next").status, 200u);
}

TEST_F(Routes, TheNextPuzzlesThemeIsAWordNotAPattern)
{
    puzzles();
    EXPECT_EQ(call("GET", "/api/puzzles/next?theme=mateIn1").status, 200u);
    for (const char* theme : { "%25", "_", "mate_n1", "%25mate", "%27%20OR%20%271%27=%271" })
        expect_error(call("GET", std::string("/api/puzzles/next?theme=") + theme), 404,
            "No puzzle left for this choice", theme);
    // Everything excluded: nothing left.
    expect_error(
        call("GET", "/api/puzzles/next?exclude=p1,p2"), 404, "No puzzle left for this choice");
}

TEST_F(Routes, TheNextPuzzlesRatingMustBeAPlausibleRating)
{
    puzzles();
    for (const char* rating : { "rating=1e300", "rating=-5", "rating=99", "rating=4001" })
        expect_error(call("GET", std::string("/api/puzzles/next?") + rating), 400,
            "rating must be a number between 100 and 4000", rating);
    for (const char* rating : { "rating=100", "rating=4000", "rating=1500.5", "rating=" })
        EXPECT_EQ(call("GET", std::string("/api/puzzles/next?") + rating).status, 200u) << rating;
}

TEST_F(Routes, TheDashboardNeedsALearner)
{
    puzzles();
    for (const std::string& bearer : { std::string(), std::string("not-a-token"), guest() })
        expect_error(call("GET", "/api/puzzles/dashboard", nullptr, bearer), 401, kSignIn, bearer);
    const auto token = account("ada");
    EXPECT_EQ(call("GET", "/api/puzzles/dashboard", nullptr, token).status, 200u);
}

TEST_F(Routes, AnAnonymousLearnerLearnsButHasNoIdentity)
{
    puzzles();
    const auto token = learner("k1");
    // The learning routes keep its record as an account's...
    EXPECT_EQ(call("GET", "/api/puzzles/dashboard", nullptr, token).status, 200u);
    const auto served = call("GET", "/api/puzzles/p1", nullptr, token);
    ASSERT_EQ(served.status, 200u) << served.text;
    const auto solved = call("POST", "/api/puzzles/p1/moves", { { "moves", { "f1f8" } } }, token);
    ASSERT_EQ(solved.status, 200u) << solved.text;
    EXPECT_EQ(solved.body["data"]["result"], "solved");
    EXPECT_EQ(call("GET", "/api/puzzles/dashboard", nullptr, token).body["data"]["solved"], 1);
    EXPECT_EQ(call("GET", "/api/games/computer", nullptr, token).status, 200u);
    // ...but it has no face: it cannot follow, is not followed, and has no public profile.
    account("ada");
    expect_error(
        call("POST", "/api/users/ada/follow", nullptr, token), 401, "Sign in to follow players");
    const auto ada = account("bob");
    EXPECT_EQ(call("POST", "/api/users/learner~k1/follow", nullptr, ada).status, 404u);
    EXPECT_EQ(call("GET", "/api/users/learner~k1/public").status, 404u);
}

TEST_F(Routes, NoRouteTakesAVisitorsListOfSolvedPuzzles)
{
    // A visitor's solves are the server's rows from the first one (an anonymous learner): the old
    // merge of a browser's list is gone, so a forged list earns nothing.
    puzzles();
    const auto token = account("ada");
    EXPECT_EQ(router.match("POST", "/api/puzzles/merge").route, nullptr);
    EXPECT_EQ(call("GET", "/api/puzzles/dashboard", nullptr, token).body["data"]["solved"], 0);
}

TEST_F(Routes, NoRouteComputesADashboardFromAVisitorsList)
{
    // The dashboard is the learner's own rows (GET); the visitors' POST of a browser's list of
    // attempts is gone with the browser's record (issue 29).
    puzzles();
    EXPECT_EQ(router.match("POST", "/api/puzzles/dashboard").route, nullptr);
    EXPECT_NE(router.match("GET", "/api/puzzles/dashboard").route, nullptr);
}

TEST_F(Routes, AJudgedMoveNeedsAListOfMoves)
{
    puzzles();
    for (const json& body : { json(nullptr), json::object(), json { { "moves", nullptr } },
             json { { "moves", "f1f8" } }, json { { "moves", json::array() } },
             json { { "moves",
                 { "f1f8h"
                   "1" } } } })
        expect_error(call("POST", "/api/puzzles/p1/moves", body), 400,
            "moves must be a list of moves", body.dump());
    json many = json::array();
    for (int i = 0; i < 41; ++i)
        many.push_back("f1f8");
    expect_error(
        call("POST", "/api/puzzles/p1/moves", { { "moves", many } }), 400, "too many moves");
    expect_error(call("POST", "/api/puzzles/p1/moves", { { "moves", { "f1f8", "f8g8" } } }), 400,
        "More moves than the line has");
    expect_error(call("POST", "/api/puzzles/p1/moves", { { "moves", { "h8g8" } } }), 400,
        "That move is not legal");
    // The finished attempt a client used to send is gone: only judged moves record a solve.
    EXPECT_EQ(router.match("POST", "/api/puzzles/p1/attempt").route, nullptr);
}

// --- /api/games/computer

TEST_F(Routes, ComputerGamesNeedAnAccountNotAGuest)
{
    for (const std::string& bearer : { std::string(), std::string("x.y.z"), guest() }) {
        expect_error(call("GET", "/api/games/computer", nullptr, bearer), 401, kSignIn);
        expect_error(call("GET", "/api/games/computer/stats", nullptr, bearer), 401, kSignIn);
        expect_error(call("POST", "/api/games/computer", json::object(), bearer), 401, kSignIn);
    }
    const auto expired = set.tokens->sign({ "1", "user", "ada", "ada" }, 1'000'000);
    expect_error(call("GET", "/api/games/computer", nullptr, expired), 401, kSignIn);
}

TEST_F(Routes, ComputerGamesOfADeletedAccountAreRefused)
{
    const auto token = account("ada");
    EXPECT_EQ(call("GET", "/api/games/computer/stats", nullptr, token).status, 200u);
    store::UsersRepository(*set.db).remove(
        store::UsersRepository(*set.db).find_by_username("ada")->id);
    expect_error(call("GET", "/api/games/computer/stats", nullptr, token), 401, kSignIn);
}

TEST_F(Routes, TheComputerGameListsLimitIsClamped)
{
    const auto token = account("ada");
    for (const char* query : { "", "?limit=abc", "?limit=0", "?limit=-1", "?limit=1000" }) {
        const auto a = call("GET", std::string("/api/games/computer") + query, nullptr, token);
        EXPECT_EQ(a.status, 200u) << query;
        EXPECT_EQ(a.body["data"]["games"], json::array()) << query;
    }
    expect_error(call("POST", "/api/games/computer", json::array(), token), 400,
        "A JSON object is required");
}

// --- every route behind the server: a wrong method is 405 with the methods that exist

TEST(RouteMethods, AWrongMethodIs405WithAllowOnEveryRoute)
{
    RouteSet set;
    test::TestServer server({}, [&](net::Router& router) { set.add_to(router); });
    const std::vector<std::tuple<test::http::verb, std::string, std::string>> wrong {
        { test::http::verb::post, "/api/leaderboard", "GET" },
        { test::http::verb::delete_, "/api/games/g1", "GET" },
        { test::http::verb::post, "/api/games/g1.pgn", "GET" },
        { test::http::verb::put, "/api/users/ada/games", "GET" },
        { test::http::verb::delete_, "/api/games/computer", "GET, POST" },
        { test::http::verb::post, "/api/games/computer/stats", "GET" },
        { test::http::verb::post, "/api/puzzles/sets", "GET" },
        { test::http::verb::delete_, "/api/puzzles/sets/mate", "GET" },
        { test::http::verb::post, "/api/puzzles/next", "GET" },
        { test::http::verb::post, "/api/puzzles/daily", "GET" },
        { test::http::verb::post, "/api/puzzles/dashboard", "GET" },
        { test::http::verb::delete_, "/api/puzzles/p1", "GET" },
        { test::http::verb::get, "/api/puzzles/p1/moves", "POST" },
        { test::http::verb::get, "/api/puzzles/p1/solution", "POST" },
    };
    for (const auto& [method, target, allow] : wrong) {
        const auto res
            = server.request(method, target, method == test::http::verb::get ? "" : "{}");
        EXPECT_EQ(res.result_int(), 405) << target;
        EXPECT_EQ(res[test::http::field::allow], allow) << target;
        const auto body = json::parse(res.body(), nullptr, false);
        EXPECT_EQ(body.value("message", ""), net::catalogue_message(405)) << target;
    }
}

// --- a token that is sent and fails

TEST_F(Routes, ATokenThatFailsIsA401EvenWhereVisitorsAreWelcome)
{
    puzzles();
    const auto expired = set.tokens->sign({ "1", "user", "ada", "ada" }, 1'000'000);
    const auto token = account("bea");
    const auto forged = token.substr(0, token.size() - 2) + (token.ends_with("AA") ? "BB" : "AA");
    const auto gone = account("cid");
    store::UsersRepository(*set.db).remove(
        store::UsersRepository(*set.db).find_by_username("cid")->id);
    for (const char* target : { "/api/puzzles/sets", "/api/puzzles/next", "/api/puzzles/p1" }) {
        EXPECT_EQ(call("GET", target).status, 200u) << target << ": a visitor sends no token";
        EXPECT_EQ(call("GET", target, nullptr, token).status, 200u) << target;
        for (const auto& bad : { expired, forged, gone, std::string("not-a-token") })
            expect_error(call("GET", target, nullptr, bad), 401, kSignIn, target + bad);
    }
}
