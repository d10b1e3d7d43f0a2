// The server times an account's puzzle solves and counts its hints itself: the clock starts when a
// route hands the puzzle over (a puzzle, "next", the daily) and the hint route counts each hint;
// the browser's `timeMs` and `hintsUsed` are read for visitors only, whose figures nothing stores.
// The showings live in a table, so a second node on the same database times the same solve.
#include "../support/route_harness.hpp"

#include "learn/progress/progress_ledger.hpp"
#include "learn/puzzles/puzzle_service.hpp"
#include "net/puzzle_routes.hpp"
#include "store/puzzles_repository.hpp"

using namespace academy;
using json = nlohmann::json;

namespace {

constexpr std::int64_t kNow = 1'760'000'000'000;
constexpr std::int64_t kSecond = 1000;

struct PuzzleTiming : ::testing::Test, test::RouteHarness {
    std::int64_t clock_ms = kNow;
    std::int64_t ann = 0, bob = 0;
    std::string ann_token, bob_token;

    PuzzleTiming()
        : RouteHarness("puzzle-timing")
    {
        store::PuzzlesRepository::BulkInserter ins(*db);
        // Lichess 001KR and 002X3 (CC0): mate in one, and mate in two (two solver moves).
        ins.add({ "p1", "6Qk/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K b - - 0 28", "h8g8 f1f8", 1500,
            500, 0.09, 0, 0, "backRankMate mate mateIn1 middlegame oneMove", "", "", "academy" });
        ins.add(
            { "p2", "6k1/2q2p1p/4pPp1/4P3/p1pP1P2/RrP5/6QP/4B1K1 b - - 0 33", "b3a3 g2a8 c7b8 a8b8",
                1500, 500, 0.09, 0, 0, "endgame mate mateIn2 short", "", "", "academy" });
        ins.finish();
        net::add_puzzle_routes(router, *db, { [this] { return clock_ms; } });
        ann = add_user("ann");
        bob = add_user("bob");
        ann_token = token_for(ann);
        bob_token = token_for(bob);
    }

    test::Reply serve(const std::string& id, const std::string& token)
    {
        return send("GET", "/api/puzzles/" + id, nullptr, token);
    }
    // Plays `body.moves` through the judging route one move at a time, as the player does, and
    // answers the last reply with the attempt the server recorded as its data. The body's other
    // fields (a browser's time, hints, rating) are sent along and must change nothing.
    test::Reply attempt(const std::string& id, json body, const std::string& token)
    {
        json sent = json::array();
        test::Reply r;
        for (const auto& move : body.at("moves")) {
            sent.push_back(move);
            json request = body;
            request["moves"] = sent;
            r = send("POST", "/api/puzzles/" + id + "/moves", request, token);
            if (r.status != 200 || r.data().contains("attempt"))
                break;
        }
        if (r.status == 200 && r.data().contains("attempt"))
            r.body["data"] = json(r.data()["attempt"]);
        return r;
    }
    test::Reply hint(const std::string& id, json moves, const std::string& token)
    {
        return send("POST", "/api/puzzles/" + id + "/hint", { { "moves", moves } }, token);
    }
    std::vector<store::AttemptRecord> stored(std::int64_t user)
    {
        return store::PuzzlesRepository(*db).attempts(user);
    }
};

} // namespace

TEST_F(PuzzleTiming, AFastSolveTheServerTimedEarnsTheSpeedBonus)
{
    ASSERT_EQ(serve("p1", ann_token).status, 200u);
    clock_ms += 5 * kSecond;
    // The browser's claim is ignored either way: here it claims a slow solve.
    const auto r = attempt("p1", { { "moves", { "f1f8" } }, { "timeMs", 90'000 } }, ann_token);
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_TRUE(r.data()["speedBonus"]);
    EXPECT_EQ(r.data()["xp"], 30 + 20 + 15);
    ASSERT_EQ(stored(ann).size(), 1u);
    EXPECT_EQ(stored(ann)[0].time_ms, 5 * kSecond);
}

TEST_F(PuzzleTiming, AClaimedFastTimeAfterASlowSolveEarnsNoBonus)
{
    ASSERT_EQ(serve("p1", ann_token).status, 200u);
    clock_ms += 60 * kSecond;
    const auto r = attempt(
        "p1", { { "moves", { "f1f8" } }, { "timeMs", 1 }, { "hintsUsed", 0 } }, ann_token);
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_FALSE(r.data()["speedBonus"]);
    EXPECT_EQ(r.data()["xp"], 30 + 20);
    EXPECT_EQ(stored(ann)[0].time_ms, 60 * kSecond);
}

TEST_F(PuzzleTiming, FetchingThePuzzleAgainDoesNotRestartTheClock)
{
    ASSERT_EQ(serve("p1", ann_token).status, 200u);
    clock_ms += 60 * kSecond;
    ASSERT_EQ(serve("p1", ann_token).status, 200u);
    clock_ms += kSecond;
    const auto r = attempt("p1", { { "moves", { "f1f8" } }, { "timeMs", 1 } }, ann_token);
    EXPECT_FALSE(r.data()["speedBonus"]);
    EXPECT_EQ(stored(ann)[0].time_ms, 61 * kSecond);
}

TEST_F(PuzzleTiming, AnAttemptWithNoServingOnRecordIsUntimed)
{
    // Never served to Ann (Bob's serving is his own).
    ASSERT_EQ(serve("p1", bob_token).status, 200u);
    clock_ms += kSecond;
    const auto r = attempt("p1", { { "moves", { "f1f8" } }, { "timeMs", 1 } }, ann_token);
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_FALSE(r.data()["speedBonus"]);
    EXPECT_EQ(r.data()["xp"], 30 + 20);
    EXPECT_EQ(stored(ann)[0].time_ms, learn::kUntimedMs);

    // A replay of a timed attempt: the showing ended with the first one.
    ASSERT_EQ(serve("p2", ann_token).status, 200u);
    clock_ms += kSecond;
    const json solve { { "moves", { "g2a8", "a8b8" } }, { "timeMs", 1 } };
    EXPECT_TRUE(attempt("p2", solve, ann_token).data()["speedBonus"]);
    clock_ms += kSecond;
    EXPECT_FALSE(attempt("p2", solve, ann_token).data()["speedBonus"]);
}

TEST_F(PuzzleTiming, TheRatedNextStartsTheClockTheDailyPreviewDoesNot)
{
    const auto next = send("GET", "/api/puzzles/next", nullptr, ann_token);
    ASSERT_EQ(next.status, 200u) << next.body;
    const auto id = next.data()["puzzle"]["id"].get<std::string>();
    const json moves = id == "p1" ? json { "f1f8" } : json { "g2a8", "a8b8" };
    clock_ms += 2 * kSecond;
    const auto r = attempt(id, { { "moves", moves } }, ann_token);
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_TRUE(r.data()["solved"]);
    EXPECT_TRUE(r.data()["speedBonus"]);

    // The daily card is a preview (the dashboard shows it); the player opens the puzzle itself.
    const auto daily = send("GET", "/api/puzzles/daily", nullptr, ann_token);
    ASSERT_EQ(daily.status, 200u) << daily.body;
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM puzzle_showings").rows[0].integer(0), 0);
}

TEST_F(PuzzleTiming, ASecondNodeOnTheSameDatabaseTimesTheSameSolve)
{
    // Another `academy serve` on the same database: its own router and service, no shared memory.
    net::Router other;
    net::add_puzzle_routes(other, *db, { [this] { return clock_ms; } });
    ASSERT_EQ(serve("p1", ann_token).status, 200u);
    clock_ms += 4 * kSecond;
    net::ApiRequest req;
    req.method = "POST";
    req.path = "/api/puzzles/p1/moves";
    req.json = { { "moves", { "f1f8" } } };
    req.body = req.json.dump();
    req.headers["authorization"] = "Bearer " + ann_token;
    const auto match = other.match(req.method, req.path);
    ASSERT_TRUE(match.route);
    req.params = match.params;
    const auto res = match.route->answer(req);
    ASSERT_EQ(res.status, 200u) << res.body;
    EXPECT_TRUE(json::parse(res.body)["data"]["attempt"]["speedBonus"]);
    EXPECT_EQ(stored(ann)[0].time_ms, 4 * kSecond);
}

TEST_F(PuzzleTiming, HintsAreCountedByTheServerNotTheBrowser)
{
    ASSERT_EQ(serve("p2", ann_token).status, 200u);
    auto first = hint("p2", json::array(), ann_token);
    ASSERT_EQ(first.status, 200u) << first.body;
    EXPECT_EQ(first.data()["hint"], 1);
    EXPECT_EQ(first.data()["hintsLeft"], 4);
    EXPECT_EQ(first.data()["from"], "g2");
    EXPECT_TRUE(first.data()["to"].is_null());
    auto second = hint("p2", { "g2a8" }, ann_token); // after the first solver move
    ASSERT_EQ(second.status, 200u) << second.body;
    EXPECT_EQ(second.data()["hint"], 2);
    EXPECT_EQ(second.data()["from"], "a8");

    clock_ms += 3 * kSecond;
    const auto r = attempt(
        "p2", { { "moves", { "g2a8", "a8b8" } }, { "timeMs", 1 }, { "hintsUsed", 0 } }, ann_token);
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_TRUE(r.data()["solved"]);
    ASSERT_EQ(stored(ann).size(), 1u);
    EXPECT_EQ(stored(ann)[0].hints_used, 2);
    // A hinted solve is a loss for the rating, whatever the browser says.
    EXPECT_LT(r.data()["playerRating"]["change"].get<double>(), 0);
    EXPECT_LT(store::PuzzlesRepository(*db).player_rating(ann).rating, 1500);
}

TEST_F(PuzzleTiming, EachHintRevealsMoreUpToTheMoveItself)
{
    ASSERT_EQ(serve("p2", ann_token).status, 200u);
    std::vector<json> hints;
    for (int i = 0; i < 5; ++i) {
        const auto h = hint("p2", json::array(), ann_token);
        ASSERT_EQ(h.status, 200u) << h.body;
        hints.push_back(h.data());
    }
    EXPECT_TRUE(hints[1]["to"].is_null());
    EXPECT_EQ(hints[2]["to"], "a8");
    EXPECT_TRUE(hints[3]["san"].is_null());
    EXPECT_EQ(hints[4]["san"], "Qa8+"); // replayed by the rules core from the puzzle's position
    EXPECT_EQ(hints[4]["hintsLeft"], 0);
    const auto more = hint("p2", json::array(), ann_token);
    EXPECT_EQ(more.status, 409u);
    EXPECT_EQ(more.message(), "No more hints for this puzzle");
}

TEST_F(PuzzleTiming, TheHintRouteChecksEveryField)
{
    EXPECT_EQ(hint("p2", json::array(), "").status, 401u); // visitors keep their own hints
    EXPECT_EQ(hint("nope", json::array(), ann_token).status, 404u);
    const std::vector<std::pair<json, std::string>> cases {
        { nullptr, "moves must be a list of moves" },
        { json::array(), "moves must be a list of moves" },
        { { { "moves", "g2a8" } }, "moves must be a list of moves" },
        { { { "moves", { 1 } } }, "moves must be a list of moves" },
        { { { "moves", { "g2a8xxx" } } }, "moves must be a list of moves" },
        { { { "moves", { "g2g5" } } }, "The moves must be the line's so far" },
        { { { "moves", { "g2a8", "a8b8" } } }, "The moves must be the line's so far" },
    };
    for (const auto& [body, message] : cases) {
        const auto r = send("POST", "/api/puzzles/p2/hint", body, ann_token);
        EXPECT_EQ(r.status, 400u) << body.dump();
        EXPECT_EQ(r.message(), message) << body.dump();
    }
    // None of them counted.
    clock_ms += kSecond;
    attempt("p2", { { "moves", { "g2a8", "a8b8" } } }, ann_token);
    EXPECT_EQ(stored(ann)[0].hints_used, 0);
}

TEST_F(PuzzleTiming, OnlyTheAccountsOwnHintsCount)
{
    ASSERT_EQ(serve("p2", ann_token).status, 200u);
    ASSERT_EQ(hint("p2", json::array(), bob_token).status, 200u);
    clock_ms += kSecond;
    const auto r = attempt("p2", { { "moves", { "g2a8", "a8b8" } } }, ann_token);
    EXPECT_GT(r.data()["playerRating"]["change"].get<double>(), 0);
    EXPECT_EQ(stored(ann)[0].hints_used, 0);
}

TEST_F(PuzzleTiming, AVisitorWithoutARecordIsUntimedWhateverTheBodySaysAndStoresNothing)
{
    ASSERT_EQ(serve("p1", "").status, 200u);
    const auto r = attempt("p1",
        { { "moves", { "f1f8" } }, { "timeMs", 2000 }, { "hintsUsed", 0 },
            { "rating",
                { { "rating", 1500 }, { "ratingDeviation", 300 }, { "volatility", 0.06 } } } },
        "");
    ASSERT_EQ(r.status, 200u) << r.body;
    // The browser's time and rating are not the server's: no speed bonus, no rating change.
    EXPECT_FALSE(r.data()["speedBonus"]);
    EXPECT_TRUE(r.data()["playerRating"].is_null());
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM puzzle_showings").rows[0].integer(0), 0);
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM puzzle_attempts").rows[0].integer(0), 0);
}

TEST_F(PuzzleTiming, AServingNeverAttemptedIsForgottenAfterAWeek)
{
    ASSERT_EQ(serve("p1", ann_token).status, 200u);
    clock_ms += learn::kShowingKeptMs + kSecond;
    ASSERT_EQ(serve("p2", ann_token).status, 200u);
    EXPECT_EQ(db->query("SELECT puzzle_id FROM puzzle_showings").rows.size(), 1u);
    // Served afresh, p1 is timed from now.
    ASSERT_EQ(serve("p1", ann_token).status, 200u);
    clock_ms += kSecond;
    EXPECT_TRUE(attempt("p1", { { "moves", { "f1f8" } } }, ann_token).data()["speedBonus"]);
}
