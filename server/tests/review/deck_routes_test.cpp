// The deck's routes on a migrated database with cards stored directly: the server checks each move
// against the stored line, replies with the line's moves, grades by what it saw, reschedules, and
// puts the solve in the progress ledger. No engine is needed once a card exists.
#include "../support/route_harness.hpp"

#include "learn/progress/progress_ledger.hpp"
#include "learn/review/deck_schedule.hpp"
#include "net/deck_routes.hpp"
#include "net/progress_routes.hpp"
#include "store/deck_repository.hpp"

using namespace academy;
using json = nlohmann::json;

namespace {

constexpr std::int64_t kNow = 1'760'000'000'000; // 2025-10-09, 08:53 UTC
constexpr std::int64_t kDay = learn::review::kDayMs;

struct DeckRoutes : ::testing::Test, test::RouteHarness {
    std::int64_t clock_ms = kNow;
    std::int64_t ann = 0, bob = 0;
    std::string ann_token, bob_token;
    std::int64_t mate_card = 0, fork_card = 0;

    DeckRoutes()
        : RouteHarness("deck-routes")
    {
        net::add_deck_routes(router, *db, { [this] { return clock_ms; } });
        net::add_progress_routes(router, *db, { [this] { return clock_ms; } });
        ann = add_user("ann");
        bob = add_user("bob");
        ann_token = token_for(ann);
        bob_token = token_for(bob);
        mate_card = add_card(ann, 1, "6k1/1p3ppp/8/8/8/2n5/5PPP/R5K1 w - - 0 1", "a1a8", kNow - 10);
        // Due longest: GET /api/deck/next serves it first.
        fork_card = add_card(
            ann, 2, "r3k3/5ppp/8/3N4/8/8/5PPP/4K3 w - - 1 2", "d5c7 e8d7 c7a8", kNow - 20);
    }

    std::int64_t add_card(std::int64_t user, int ply, const std::string& fen,
        const std::string& line, std::int64_t due)
    {
        store::DeckCardRecord c;
        c.user_id = user;
        c.game_key = "pgn:" + std::to_string(user) + ":test";
        c.review_id = "review" + std::to_string(ply);
        c.source = "pgn";
        c.ply = ply;
        c.fen = fen;
        c.line = line;
        c.played = "a1b1";
        c.move_class = "blunder";
        c.motif = ply == 1 ? "mate" : "fork";
        c.themes = c.motif;
        c.explanation = "You missed it.";
        c.created_at = due;
        c.due_at = due;
        store::DeckRepository deck(*db);
        EXPECT_TRUE(deck.add(c));
        EXPECT_FALSE(deck.add(c)); // once per (account, game, ply)
        for (const auto& stored : deck.page(user, 0, 100))
            if (stored.ply == ply)
                return stored.id;
        ADD_FAILURE() << "card not stored";
        return 0;
    }

    // GET /api/deck/next, which starts the served card's clock.
    void serve(std::int64_t expected_card)
    {
        const auto next = send("GET", "/api/deck/next", nullptr, ann_token);
        ASSERT_EQ(next.status, 200u) << next.body;
        ASSERT_EQ(next.data()["card"]["id"], expected_card);
    }

    test::Reply attempt(std::int64_t card, json body, const std::string& token)
    {
        return send("POST", "/api/deck/" + std::to_string(card) + "/attempt", body, token);
    }
};

} // namespace

TEST_F(DeckRoutes, VisitorsAreAskedToSignIn)
{
    for (const auto& [method, path] : std::vector<std::pair<std::string, std::string>> {
             { "GET", "/api/deck" }, { "GET", "/api/deck/next" }, { "POST", "/api/deck/1/attempt" },
             { "POST", "/api/deck/1/hint" }, { "POST", "/api/deck/1/solution" } }) {
        const auto r = send(method, path, json::object());
        EXPECT_EQ(r.status, 401u) << path;
        EXPECT_EQ(r.message(), "Authentication required. Please log in.");
    }
}

TEST_F(DeckRoutes, TheDeckShowsCountsAndCardsButNoSolution)
{
    const auto deck = send("GET", "/api/deck", nullptr, ann_token);
    ASSERT_EQ(deck.status, 200u);
    EXPECT_EQ(deck.data()["due"], 2);
    EXPECT_EQ(deck.data()["total"], 2);
    EXPECT_EQ(deck.data()["nextDueAt"], kNow - 20);
    ASSERT_EQ(deck.data()["cards"].size(), 2u);

    const auto next = send("GET", "/api/deck/next", nullptr, ann_token);
    ASSERT_EQ(next.status, 200u);
    const auto card = next.data()["card"];
    EXPECT_EQ(card["id"], fork_card); // due longest
    EXPECT_EQ(card["fen"], "r3k3/5ppp/8/3N4/8/8/5PPP/4K3 w - - 1 2");
    EXPECT_EQ(card["color"], "white");
    EXPECT_EQ(card["motif"], "fork");
    EXPECT_EQ(card["source"]["reviewId"], "review2");
    EXPECT_EQ(card["solverMoves"], 2);
    EXPECT_FALSE(next.body.dump().find("d5c7") != std::string::npos) << next.body;

    const auto empty = send("GET", "/api/deck/next", nullptr, bob_token);
    EXPECT_EQ(empty.data()["due"], 0);
    EXPECT_TRUE(empty.data()["card"].is_null());
}

TEST_F(DeckRoutes, TheRightLineIsSolvedWithTheLinesReplies)
{
    serve(fork_card);
    clock_ms += 4000;
    auto first = attempt(fork_card, { { "moves", { "d5c7" } }, { "hinted", false } }, ann_token);
    ASSERT_EQ(first.status, 200u) << first.body;
    EXPECT_EQ(first.data()["result"], "next");
    EXPECT_EQ(first.data()["reply"]["uci"], "e8d7");
    EXPECT_EQ(first.data()["reply"]["san"], "Kd7");

    clock_ms += 5000;
    auto solved
        = attempt(fork_card, { { "moves", { "d5c7", "c7a8" } }, { "hinted", false } }, ann_token);
    ASSERT_EQ(solved.status, 200u) << solved.body;
    EXPECT_EQ(solved.data()["result"], "solved");
    EXPECT_EQ(solved.data()["grade"], "easy"); // first try, no hint, 9 s by the server's clock
    EXPECT_EQ(solved.data()["intervalDays"], 1);
    EXPECT_EQ(solved.data()["nextDueAt"], clock_ms + kDay);
    EXPECT_EQ(solved.data()["xp"], 30 + 20 + 15); // a puzzle's: first attempt, under 30 s
    EXPECT_EQ(solved.data()["explanation"], "You missed it.");

    // Graded once: the card is not due until tomorrow.
    auto again = attempt(fork_card, { { "moves", { "d5c7" } } }, ann_token);
    EXPECT_EQ(again.status, 409u);
    EXPECT_EQ(again.message(), "This card is not due yet");
    EXPECT_EQ(send("GET", "/api/deck", nullptr, ann_token).data()["due"], 1);

    // In the ledger as a solved puzzle, and in today's plan.
    const auto ledger = learn::load_ledger(*db, ann, 0);
    ASSERT_EQ(ledger.size(), 1u);
    EXPECT_EQ(ledger[0].id.rfind("deck:", 0), 0u);
    ASSERT_TRUE(std::holds_alternative<learn::PuzzleSolved>(ledger[0].detail));
    EXPECT_TRUE(std::get<learn::PuzzleSolved>(ledger[0].detail).first_attempt);
    const auto plan = send("GET", "/api/daily-plan", nullptr, ann_token);
    ASSERT_EQ(plan.status, 200u) << plan.body;
    EXPECT_EQ(plan.data()["tasks"]["puzzles"]["completed"], 1);
    EXPECT_EQ(plan.data()["mistakes"]["due"], 1);

    // A day later it is due again, after the mate card; a slow answer is good and waits 6 days.
    clock_ms += kDay;
    send("POST", "/api/deck/" + std::to_string(mate_card) + "/solution", json::object(), ann_token);
    serve(fork_card);
    clock_ms += 40'000;
    auto second = attempt(fork_card, { { "moves", { "d5c7", "c7a8" } } }, ann_token);
    EXPECT_EQ(second.data()["grade"], "good");
    EXPECT_EQ(second.data()["intervalDays"], 6);
}

TEST_F(DeckRoutes, EasyOnlyWhenTheServerTimedItUnder30Seconds)
{
    // Served, then 40 s by the server's clock: the browser's claimed 1 ms is not read.
    serve(fork_card);
    clock_ms += 40'000;
    auto slow = attempt(fork_card, { { "moves", { "d5c7", "c7a8" } }, { "ms", 1 } }, ann_token);
    ASSERT_EQ(slow.status, 200u) << slow.body;
    EXPECT_EQ(slow.data()["grade"], "good");
    EXPECT_EQ(slow.data()["xp"], 30 + 20); // no speed bonus
    EXPECT_FALSE(store::DeckRepository(*db).find(fork_card)->shown_at); // the showing ended

    // The mate card was never served by /next: untimed, so good, however fast it claims to be.
    auto unserved = attempt(mate_card, { { "moves", { "a1a8" } }, { "ms", 1 } }, ann_token);
    ASSERT_EQ(unserved.status, 200u) << unserved.body;
    EXPECT_EQ(unserved.data()["grade"], "good");
    EXPECT_EQ(unserved.data()["xp"], 30 + 20);
    const auto ledger = learn::load_ledger(*db, ann, 0);
    ASSERT_EQ(ledger.size(), 2u);
    for (const auto& e : ledger)
        EXPECT_GE(std::get<learn::PuzzleSolved>(e.detail).seconds, 30.0);
}

TEST_F(DeckRoutes, ServingTheCardAgainDoesNotRestartItsClock)
{
    serve(fork_card);
    clock_ms += 40'000;
    serve(fork_card); // a reload
    clock_ms += 1000;
    auto r = attempt(fork_card, { { "moves", { "d5c7", "c7a8" } } }, ann_token);
    EXPECT_EQ(r.data()["grade"], "good");
}

TEST_F(DeckRoutes, AFastServedSolveWithAHintIsHard)
{
    serve(fork_card);
    ASSERT_EQ(send("POST", "/api/deck/" + std::to_string(fork_card) + "/hint",
                  { { "moves", json::array() } }, ann_token)
                  .status,
        200u);
    clock_ms += 2000;
    auto r = attempt(fork_card, { { "moves", { "d5c7", "c7a8" } } }, ann_token);
    EXPECT_EQ(r.data()["grade"], "hard");
    EXPECT_EQ(r.data()["xp"], 30 + 15); // not a first try, but fast
}

TEST_F(DeckRoutes, AWrongMoveIsCountedAndTheSolveIsHard)
{
    serve(fork_card);
    send("POST", "/api/deck/" + std::to_string(fork_card) + "/solution", json::object(), ann_token);
    serve(mate_card);
    clock_ms += 1000;
    auto wrong = attempt(mate_card, { { "moves", { "a1b1" } } }, ann_token);
    ASSERT_EQ(wrong.status, 200u) << wrong.body;
    EXPECT_EQ(wrong.data()["result"], "wrong");
    EXPECT_EQ(send("GET", "/api/deck", nullptr, ann_token).data()["due"], 1); // still due

    clock_ms += 2000;
    auto solved = attempt(mate_card, { { "moves", { "a1a8" } } }, ann_token);
    EXPECT_EQ(solved.data()["result"], "solved");
    EXPECT_EQ(solved.data()["grade"], "hard");
    EXPECT_EQ(solved.data()["xp"], 30 + 15); // not a first attempt, 3 s
    EXPECT_FALSE(
        std::get<learn::PuzzleSolved>(learn::load_ledger(*db, ann, 0)[0].detail).first_attempt);
}

TEST_F(DeckRoutes, AHintMakesTheSolveHardAndGivingUpShowsTheLine)
{
    auto hint = send("POST", "/api/deck/" + std::to_string(fork_card) + "/hint",
        { { "moves", json::array() } }, ann_token);
    ASSERT_EQ(hint.status, 200u) << hint.body;
    EXPECT_EQ(hint.data()["square"], "d5");
    auto solved
        = attempt(fork_card, { { "moves", { "d5c7", "c7a8" } }, { "hinted", false } }, ann_token);
    EXPECT_EQ(solved.data()["grade"], "hard"); // the server remembers the hint

    auto shown = send(
        "POST", "/api/deck/" + std::to_string(mate_card) + "/solution", json::object(), ann_token);
    ASSERT_EQ(shown.status, 200u) << shown.body;
    EXPECT_EQ(shown.data()["line"], json({ "a1a8" }));
    EXPECT_EQ(shown.data()["lineSan"], json({ "Ra8#" }));
    EXPECT_EQ(shown.data()["nextDueAt"], kNow + kDay);
    EXPECT_EQ(store::DeckRepository(*db).find(mate_card)->lapses, 1);
    // A failure earns nothing: the ledger holds the one solve.
    EXPECT_EQ(learn::load_ledger(*db, ann, 0).size(), 1u);
}

TEST_F(DeckRoutes, SomeoneElsesCardIsNotFound)
{
    for (const auto& path : { "/attempt", "/hint", "/solution" }) {
        auto r = send("POST", "/api/deck/" + std::to_string(mate_card) + path,
            { { "moves", { "a1a8" } } }, bob_token);
        EXPECT_EQ(r.status, 404u) << path;
        EXPECT_EQ(r.message(), "Card not found");
    }
    EXPECT_EQ(attempt(999999, { { "moves", { "a1a8" } } }, ann_token).status, 404u);
    EXPECT_EQ(
        send("POST", "/api/deck/abc/attempt", { { "moves", { "a1a8" } } }, ann_token).status, 404u);
    // Nothing was graded for Ann.
    EXPECT_EQ(send("GET", "/api/deck", nullptr, ann_token).data()["due"], 2);
}

TEST_F(DeckRoutes, EveryFieldIsTypeChecked)
{
    const std::vector<std::pair<json, std::string>> cases {
        { nullptr, "moves must be a list of moves" },
        { json::array(), "moves must be a list of moves" },
        { { { "moves", "a1a8" } }, "moves must be a list of moves" },
        { { { "moves", json::array() } }, "moves must be a list of moves" },
        { { { "moves", { 1 } } }, "moves must be a list of moves" },
        { { { "moves", { "a1" } } }, "moves must be a list of moves" },
        { { { "moves", { "a1a8" } }, { "hinted", "no" } }, "hinted must be true or false" },
        { { { "moves", { "a1a8" } }, { "ms", -1 } }, "ms must be a whole number of milliseconds" },
        { { { "moves", { "a1a8" } }, { "ms", 1.5 } }, "ms must be a whole number of milliseconds" },
        { { { "moves", { "a1a8" } }, { "ms", "10" } },
            "ms must be a whole number of milliseconds" },
        { { { "moves", { "e2e5" } } }, "That move is not legal" },
        { { { "moves", { "a1a8", "g8h8" } } }, "More moves than the line has" },
    };
    for (const auto& [body, message] : cases) {
        auto r = attempt(mate_card, body, ann_token);
        EXPECT_EQ(r.status, 400u) << body.dump();
        EXPECT_EQ(r.message(), message) << body.dump();
    }
    EXPECT_EQ(send("GET", "/api/deck?limit=0", nullptr, ann_token).status, 400u);
    EXPECT_EQ(send("GET", "/api/deck?offset=x", nullptr, ann_token).status, 400u);
    // Nothing stored: the card is as it was.
    const auto card = *store::DeckRepository(*db).find(mate_card);
    EXPECT_EQ(card.misses, 0);
    EXPECT_EQ(card.due_at, kNow - 10);
}

TEST_F(DeckRoutes, TheDailyPlanSaysHowManyMistakesAreDue)
{
    auto plan = send("GET", "/api/daily-plan", nullptr, ann_token);
    ASSERT_EQ(plan.status, 200u) << plan.body;
    EXPECT_EQ(plan.data()["mistakes"]["due"], 2);
    EXPECT_EQ(send("GET", "/api/daily-plan", nullptr, bob_token).data()["mistakes"]["due"], 0);
}
