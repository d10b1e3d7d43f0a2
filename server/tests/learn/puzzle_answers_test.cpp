// Issue 29, "answers are checked, not shipped": a puzzle is sent without its line; the server
// judges each of the solver's moves (POST /api/puzzles/{id}/moves) and answers the opponent's
// reply, records a solve or a give-up itself, and reveals the solution only after a solve or Show
// Solution (POST /api/puzzles/{id}/solution), which forfeits the XP; a wrong move is taken back
// and counted. No route takes a finished attempt from the client.
#include "../support/route_harness.hpp"

#include "learn/progress/progress_fold.hpp"
#include "learn/progress/progress_ledger.hpp"
#include "net/puzzle_routes.hpp"
#include "store/puzzles_repository.hpp"

using namespace academy;
using json = nlohmann::json;

namespace {

constexpr std::int64_t kNow = 1'760'000'000'000;

struct PuzzleAnswers : ::testing::Test, test::RouteHarness {
    std::int64_t clock_ms = kNow;
    std::int64_t ann = 0;
    std::string token;

    PuzzleAnswers()
        : RouteHarness("puzzle-answers")
    {
        store::PuzzlesRepository::BulkInserter ins(*db);
        // Lichess 002X3 (CC0): mate in two, the solver's moves g2a8 and a8b8.
        ins.add(
            { "p2", "6k1/2q2p1p/4pPp1/4P3/p1pP1P2/RrP5/6QP/4B1K1 b - - 0 33", "b3a3 g2a8 c7b8 a8b8",
                1500, 500, 0.09, 0, 0, "endgame mate mateIn2 short", "", "", "academy" });
        ins.finish();
        net::add_puzzle_routes(router, *db, { [this] { return clock_ms; } });
        ann = add_user("ann");
        token = token_for(ann);
    }

    test::Reply move(json moves)
    {
        return send("POST", "/api/puzzles/p2/moves", { { "moves", std::move(moves) } }, token);
    }
    std::vector<store::AttemptRecord> stored()
    {
        return store::PuzzlesRepository(*db).attempts(ann);
    }
    std::int64_t xp() { return learn::fold_progress(learn::load_ledger(*db, ann, 0)).total_xp; }
};

// Every key of a puzzle view, and nothing of the line after the opponent's first move.
void expect_no_solution(const json& puzzle)
{
    EXPECT_FALSE(puzzle.contains("moves")) << puzzle.dump();
    EXPECT_FALSE(puzzle.contains("solution")) << puzzle.dump();
    const auto text = puzzle.dump();
    for (const char* move : { "g2a8", "c7b8", "a8b8" })
        EXPECT_EQ(text.find(move), std::string::npos) << move << " in " << text;
    EXPECT_EQ(puzzle["initialMove"], "b3a3");
    EXPECT_EQ(puzzle["solverMoves"], 2);
    EXPECT_EQ(puzzle["fen"], "6k1/2q2p1p/4pPp1/4P3/p1pP1P2/RrP5/6QP/4B1K1 b - - 0 33");
}

} // namespace

TEST_F(PuzzleAnswers, ThePuzzleRoutesSendNoSolution)
{
    for (const auto& t : { std::string(), token }) {
        const auto one = send("GET", "/api/puzzles/p2", nullptr, t);
        ASSERT_EQ(one.status, 200u) << one.body;
        expect_no_solution(one.data());
        const auto next = send("GET", "/api/puzzles/next", nullptr, t);
        ASSERT_EQ(next.status, 200u) << next.body;
        expect_no_solution(next.data()["puzzle"]);
        const auto daily = send("GET", "/api/puzzles/daily", nullptr, t);
        ASSERT_EQ(daily.status, 200u) << daily.body;
        expect_no_solution(daily.data());
    }
}

TEST_F(PuzzleAnswers, ARightLineIsAnsweredMoveByMoveAndSolvesWithXp)
{
    ASSERT_EQ(send("GET", "/api/puzzles/p2", nullptr, token).status, 200u);
    clock_ms += 5000;
    const auto first = move({ "g2a8" });
    ASSERT_EQ(first.status, 200u) << first.body;
    EXPECT_EQ(first.data()["result"], "next");
    EXPECT_EQ(first.data()["movesDone"], 1);
    EXPECT_EQ(first.data()["san"], "Qa8+");
    EXPECT_EQ(first.data()["reply"]["uci"], "c7b8");
    EXPECT_EQ(first.data()["reply"]["san"], "Qb8");
    EXPECT_FALSE(first.data().contains("attempt")); // nothing revealed, nothing recorded yet
    EXPECT_TRUE(stored().empty());

    const auto last = move({ "g2a8", "a8b8" });
    ASSERT_EQ(last.status, 200u) << last.body;
    EXPECT_EQ(last.data()["result"], "solved");
    EXPECT_EQ(last.data()["movesDone"], 2);
    const auto& attempt = last.data()["attempt"];
    EXPECT_TRUE(attempt["solved"]);
    EXPECT_TRUE(attempt["firstTry"]);
    EXPECT_EQ(attempt["xp"], 30 + 20 + 15);
    EXPECT_EQ(attempt["solution"], json({ "g2a8", "c7b8", "a8b8" }));
    EXPECT_EQ(attempt["solutionSan"], json({ "Qa8+", "Qb8", "Qxb8#" }));
    ASSERT_EQ(stored().size(), 1u);
    EXPECT_TRUE(stored()[0].solved);
    EXPECT_EQ(stored()[0].time_ms, 5000);
    EXPECT_GE(xp(), 30 + 20 + 15); // the solve, and the achievements it unlocked
}

TEST_F(PuzzleAnswers, AWrongMoveRevealsNothingAndTheSolveAfterItEarnsTheBaseXp)
{
    ASSERT_EQ(send("GET", "/api/puzzles/p2", nullptr, token).status, 200u);
    const auto wrong = move({ "g2g5" });
    ASSERT_EQ(wrong.status, 200u) << wrong.body;
    EXPECT_EQ(wrong.data()["result"], "wrong");
    EXPECT_EQ(wrong.data()["movesDone"], 0);
    EXPECT_FALSE(wrong.data().contains("reply"));
    // Taken back, not ended: no solution, nothing recorded yet.
    EXPECT_FALSE(wrong.data().contains("attempt")) << wrong.body;
    EXPECT_EQ(wrong.body.dump().find("a8b8"), std::string::npos);
    EXPECT_TRUE(stored().empty());

    // Found on the next try: 30 XP (no first-attempt bonus; the speed bonus still counts), and
    // rated as a miss.
    clock_ms += 5000;
    ASSERT_EQ(move({ "g2a8" }).data()["result"], "next");
    const auto solved = move({ "g2a8", "a8b8" });
    ASSERT_EQ(solved.status, 200u) << solved.body;
    EXPECT_EQ(solved.data()["result"], "solved");
    const auto& attempt = solved.data()["attempt"];
    EXPECT_TRUE(attempt["solved"]);
    EXPECT_FALSE(attempt["firstTry"]);
    EXPECT_EQ(attempt["mistakes"], 1);
    EXPECT_EQ(attempt["xp"], 30 + 15);
    EXPECT_LT(attempt["playerRating"]["change"].get<double>(), 0);
    ASSERT_EQ(stored().size(), 1u);
    EXPECT_TRUE(stored()[0].solved);
}

TEST_F(PuzzleAnswers, AWrongSecondMoveIsTakenBackToo)
{
    ASSERT_EQ(move({ "g2a8" }).data()["result"], "next");
    const auto wrong = move({ "g2a8", "a8a7" });
    ASSERT_EQ(wrong.status, 200u) << wrong.body;
    EXPECT_EQ(wrong.data()["result"], "wrong");
    EXPECT_EQ(wrong.data()["movesDone"], 1);
    EXPECT_FALSE(wrong.data().contains("attempt"));
    EXPECT_TRUE(stored().empty());
    EXPECT_EQ(xp(), 0);
}

TEST_F(PuzzleAnswers, ShowSolutionRevealsTheLineAndForfeitsTheXp)
{
    ASSERT_EQ(send("GET", "/api/puzzles/p2", nullptr, token).status, 200u);
    ASSERT_EQ(move({ "g2a8" }).data()["result"], "next");
    const auto shown = send("POST", "/api/puzzles/p2/solution", json::object(), token);
    ASSERT_EQ(shown.status, 200u) << shown.body;
    EXPECT_FALSE(shown.data()["solved"]);
    EXPECT_EQ(shown.data()["xp"], 0);
    EXPECT_EQ(shown.data()["solution"], json({ "g2a8", "c7b8", "a8b8" }));
    EXPECT_EQ(shown.data()["solutionSan"], json({ "Qa8+", "Qb8", "Qxb8#" }));
    ASSERT_EQ(stored().size(), 1u);
    EXPECT_FALSE(stored()[0].solved);
    // Finishing the line after seeing it earns nothing.
    EXPECT_EQ(move({ "g2a8", "a8b8" }).data()["attempt"]["xp"], 0);
    EXPECT_EQ(xp(), 0);
}

TEST_F(PuzzleAnswers, AForgedAttemptEarnsNothing)
{
    ASSERT_EQ(send("GET", "/api/puzzles/p2", nullptr, token).status, 200u);
    // The old finished attempt, with a claimed result: no such route any more.
    const json claim { { "moves", { "g2a8", "a8b8" } }, { "solved", true }, { "xp", 65 } };
    EXPECT_EQ(router.match("POST", "/api/puzzles/p2/attempt").route, nullptr);
    // Moves the server did not answer as the line's cannot stand before the judged one.
    for (const json& moves : { json { "g2g5", "a8b8" }, json { "a8b8" }, json { "g2a8", "c7b8" },
             json { "g2a8", "a8b8", "b8a8" } }) {
        const auto r = move(moves);
        EXPECT_EQ(r.status, 400u) << moves.dump() << r.body;
    }
    // A claim sent along with a judged move changes nothing: the verdict is the server's.
    auto body = claim;
    body["moves"] = { "g2g5" };
    const auto r = send("POST", "/api/puzzles/p2/moves", body, token);
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_EQ(r.data()["result"], "wrong");
    EXPECT_EQ(xp(), 0);
    EXPECT_TRUE(stored().empty());
}

TEST_F(PuzzleAnswers, JunkIsA400AndRecordsNothing)
{
    const std::vector<json> junk { nullptr, json::array(), json::object(), { { "moves", 5 } },
        { { "moves", "g2a8" } }, { { "moves", json::array() } }, { { "moves", { true } } },
        { { "moves", { "g2a8", { { "uci", "a8b8" } } } } }, { { "moves", { "g2a9" } } },
        { { "moves", { "zzzz" } } } };
    for (const auto& body : junk) {
        const auto r = send("POST", "/api/puzzles/p2/moves", body, token);
        EXPECT_EQ(r.status, 400u) << body.dump();
        EXPECT_EQ(r.body.value("code", ""), "validation_error") << body.dump();
    }
    EXPECT_EQ(
        send("POST", "/api/puzzles/nope/moves", { { "moves", { "g2a8" } } }, token).status, 404u);
    EXPECT_TRUE(stored().empty());
}
