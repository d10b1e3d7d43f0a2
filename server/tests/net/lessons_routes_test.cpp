// The lesson routes as a client meets them, over the fixture catalogue (server/tests/learn/data/
// lessons): the catalogue for visitors and learners, 404 for unknown ids, the recording routes
// for learners only (401 otherwise), what was done in a lesson recorded as it is judged (tries,
// solved or revealed, puzzles skipped, the quiz's first submission, the place "Continue" opens),
// completion read from that record alone (409 until every part is done, a forged body counting
// for nothing), the accuracy rule, the XP of a lesson earned once, its time from the server's
// start to its completion, and the record moving into an account. The handlers are called
// through the router with a real database and real access tokens.
#include "../support/route_harness.hpp"
#include "accounts/crypto.hpp"
#include "accounts/jwt.hpp"
#include "learn/lessons/catalogue_loader.hpp"
#include "net/auth_middleware.hpp"
#include "net/lessons_routes.hpp"
#include "net/progress_routes.hpp"
#include "store/learner_record.hpp"
#include "store/migrations.hpp"
#include "store/users_repository.hpp"

#include "../support/loopback.hpp"

#include <gtest/gtest.h>

#include <filesystem>

using namespace academy;
using nlohmann::json;

namespace {

// 2026-03-10T12:00:00Z
constexpr std::int64_t kNoon = 1773144000000;

// server/tests/learn/data/lessons (ACADEMY_TEST_DATA is server/tests/net/data, which need not
// exist: the path is taken apart lexically).
const std::filesystem::path kFixture
    = std::filesystem::path(ACADEMY_TEST_DATA).parent_path().parent_path() / "learn" / "data"
    / "lessons";

using test::Reply;

class LessonsApi : public ::testing::Test, protected test::RouteHarness {
protected:
    LessonsApi()
        : RouteHarness("lessons-api")
    {
        auto load = learn::lessons::load_catalogue(kFixture);
        EXPECT_TRUE(load.malformed.empty());
        catalogue = std::make_shared<const learn::lessons::Catalogue>(std::move(load.catalogue));
        net::add_lessons_routes(router, *db, catalogue, { [this] { return clock_ms; } });
        net::add_progress_routes(router, *db, { [this] { return clock_ms; } });
        user = add_user("ana");
        token = token_for(user);
    }
    // `bearer`: empty for a visitor; defaults to the account's token. `target` may carry a query.
    Reply call(const std::string& method, const std::string& target, const json& body = nullptr,
        std::optional<std::string> bearer = std::nullopt)
    {
        return send(method, target, body, bearer.value_or(token));
    }

    Reply visitor(const std::string& method, const std::string& path, const json& body = nullptr)
    {
        return call(method, path, body, std::string());
    }

    // An empty body, or whatever a client sends: the server reads its record alone.
    Reply complete(const json& body = nullptr)
    {
        return call("POST", "/api/lessons/chess-101/complete", body);
    }

    Reply move(int n, const std::string& uci)
    {
        return call("POST", "/api/lessons/chess-101/positions/" + std::to_string(n) + "/move",
            { { "move", uci } });
    }

    Reply quiz(const std::vector<int>& answers)
    {
        return call("POST", "/api/lessons/chess-101/quiz",
            { { "module", "quiz" }, { "answers", answers } });
    }

    // A lesson puzzle solved through the puzzle routes: their solved attempt.
    void solve_puzzle(const std::string& id)
    {
        db->query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, "
                  "time_ms, hints_used) VALUES (?, ?, 1, 1, 5000, 0)",
            { user, id });
    }

    // chess-101 of the fixture done by the account: practice e2e4 | g1f3 | a1a8 (the first
    // position's tries `first`), both puzzles solved, quiz answers 1, 0, 2, 1.
    void finish_lesson(const std::vector<std::string>& first = { "e2e4" })
    {
        for (const auto& m : first)
            move(0, m);
        move(1, "g1f3");
        move(2, "a1a8");
        solve_puzzle("fx001");
        solve_puzzle("fx002");
        quiz({ 1, 0, 2, 1 });
    }

    json progress() { return call("GET", "/api/progress").data(); }

    std::shared_ptr<const learn::lessons::Catalogue> catalogue;
    std::int64_t clock_ms = kNoon;
    std::int64_t user = 0;
    std::string token;
};

void expect_bad(const Reply& r, const std::string& message)
{
    EXPECT_EQ(r.status, 400u) << r.body.dump();
    EXPECT_EQ(r.body.value("success", true), false);
    EXPECT_EQ(r.body.value("code", std::string()), "validation_error");
    EXPECT_EQ(r.message(), message) << r.body.dump();
}

void expect_not_found(const Reply& r)
{
    EXPECT_EQ(r.status, 404u) << r.body.dump();
    EXPECT_EQ(r.message(), "Resource not found.");
    EXPECT_EQ(r.body.value("code", std::string()), "not_found");
}

} // namespace

TEST_F(LessonsApi, TheCatalogueListsCategoriesAndTheLessonsThatExist)
{
    const auto r = visitor("GET", "/api/lessons");
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    const auto& cats = r.data()["categories"];
    ASSERT_EQ(cats.size(), 5u);
    EXPECT_EQ(cats[0]["id"], "basics");
    EXPECT_EQ(cats[0]["title"], "Chess Basics");
    EXPECT_EQ(cats[0]["difficulty"], "beginner");
    EXPECT_EQ(cats[0]["ratingRange"], json({ { "min", 0 }, { "max", 400 } }));
    EXPECT_EQ(cats[0]["estimatedHours"], 4);
    // Its eight curriculum lessons and the step lesson placed first in it (issue 30).
    EXPECT_EQ(cats[0]["totalLessons"], 9);
    // The step lesson, then chess-101: the other seven have no file in the fixture.
    ASSERT_EQ(cats[0]["lessons"].size(), 2u);
    const auto& steps = cats[0]["lessons"][0];
    EXPECT_EQ(steps["id"], "interactive-1");
    EXPECT_EQ(steps["kind"], "steps");
    EXPECT_EQ(steps["title"], "How the Pieces Move (fixture)");
    EXPECT_EQ(steps["moduleCount"], 8);
    EXPECT_EQ(steps["modules"][7],
        json({ { "id", "step-8" }, { "title", "Mate" }, { "type", "practice" } }));
    EXPECT_EQ(steps["progress"], 0);
    EXPECT_EQ(cats[1]["totalLessons"], 10);
    const auto& l = cats[0]["lessons"][1];
    EXPECT_EQ(l["id"], "chess-101");
    EXPECT_EQ(l["duration"], 25);
    EXPECT_EQ(l["ratingRange"], json({ { "min", 0 }, { "max", 200 } }));
    EXPECT_EQ(l["objectives"].size(), 3u);
    EXPECT_EQ(l["prerequisites"], json::array());
    EXPECT_EQ(l["moduleCount"], 5);
    EXPECT_EQ(l["modules"][2],
        json({ { "id", "practice" }, { "title", "Practice on the Board" },
            { "type", "interactive" } }));
    EXPECT_EQ(l["progress"], 0);
    EXPECT_EQ(l["completed"], false);
    EXPECT_FALSE(l.contains("quizScore"));
    EXPECT_EQ(cats[1]["lessons"][0]["prerequisites"], json::array({ "chess-101" }));
    EXPECT_TRUE(cats[4]["lessons"].empty());
}

TEST_F(LessonsApi, ALessonComesWithEveryModuleInFull)
{
    const auto r = visitor("GET", "/api/lessons/chess-101");
    ASSERT_EQ(r.status, 200u);
    const auto& l = r.data()["lesson"];
    EXPECT_EQ(l["category"], "basics");
    EXPECT_EQ(l["progress"], 0);
    const auto& m = l["modules"];
    ASSERT_EQ(m.size(), 5u);
    EXPECT_GE(m[0]["content"].get<std::string>().size(), 1000u);
    EXPECT_EQ(m[1]["fen"], "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(m[1]["moves"], json::array({ "e2e4", "e7e5", "g1f3", "b8c6" }));
    ASSERT_EQ(m[2]["positions"].size(), 3u);
    EXPECT_EQ(m[2]["positions"][2]["kind"], "best");
    // No answers: the accepted moves and the explanation come with a right move.
    EXPECT_FALSE(m[2]["positions"][2].contains("accepted"));
    EXPECT_FALSE(m[2]["positions"][2].contains("explanation"));
    EXPECT_FALSE(m[2]["positions"][2]["task"].get<std::string>().empty());
    EXPECT_EQ(m[3]["themes"], json::array({ "mateIn1" }));
    EXPECT_EQ(m[3]["count"], 2);
    EXPECT_EQ(m[3]["ratingRange"], json({ { "min", 400 }, { "max", 600 } }));
    ASSERT_EQ(m[3]["puzzles"].size(), 2u);
    EXPECT_EQ(m[3]["puzzles"][0],
        json({ { "id", "fx001" }, { "fen", "6k1/5ppp/8/8/8/8/r4PPP/R5K1 b - - 0 1" },
            { "rating", 450 }, { "themes", { "mateIn1", "mate", "oneMove" } } }));
    EXPECT_EQ(m[3]["puzzles"][1]["id"], "fx002");
    ASSERT_EQ(m[4]["questions"].size(), 4u);
    // No answers: the right option and the explanation come after Submit Quiz.
    for (const auto& q : m[4]["questions"]) {
        EXPECT_FALSE(q.contains("correct"));
        EXPECT_FALSE(q.contains("explanation"));
    }
    EXPECT_TRUE(m[4]["questions"][2].contains("fen"));
    EXPECT_FALSE(m[4]["questions"][0].contains("fen"));
    // The same lesson twice is the same lesson (the puzzles are picked deterministically).
    EXPECT_EQ(visitor("GET", "/api/lessons/chess-101").body, r.body);
}

TEST_F(LessonsApi, UnknownIdsAnswer404WithTheCataloguesText)
{
    expect_not_found(visitor("GET", "/api/lessons/pawn-moves"));
    expect_not_found(visitor("GET", "/api/lessons/no-such-lesson"));
    expect_not_found(call("POST", "/api/lessons/no-such-lesson/start"));
    expect_not_found(call("POST", "/api/lessons/no-such-lesson/complete"));
    expect_not_found(visitor("GET", "/api/interactive-lessons/2"));
    for (const auto* id : { "0", "01", "abc", "1x", "6", "-1" })
        expect_not_found(visitor("GET", std::string("/api/interactive-lessons/") + id));
}

TEST_F(LessonsApi, TheLessonsRecordingRoutesWantALearner)
{
    const auto guest = tokens->sign({ "guest-abc", "guest", "Guest1", "Guest1" });
    const std::vector<std::pair<std::string, json>> posts = {
        { "/api/lessons/chess-101/start", nullptr },
        { "/api/lessons/chess-101/complete", nullptr },
        { "/api/lessons/chess-101/positions/0/move", { { "move", "e2e4" } } },
        { "/api/lessons/chess-101/positions/0/reveal", nullptr },
        { "/api/lessons/chess-101/quiz", { { "module", "quiz" }, { "answers", { 1, 0, 2, 1 } } } },
        { "/api/lessons/chess-101/puzzles/fx001/skip", nullptr },
        { "/api/lessons/chess-101/place", { { "module", 1 }, { "position", 0 } } },
        { "/api/interactive-lessons/1/steps/7/move", { { "move", "h1h8" } } },
        { "/api/interactive-lessons/1/complete", nullptr },
    };
    for (const auto& who : { std::string(), std::string("not-a-token"), guest })
        for (const auto& [path, body] : posts) {
            const auto r = call("POST", path, body, who);
            EXPECT_EQ(r.status, 401u) << path;
            EXPECT_EQ(r.message(), "Authentication required. Please log in.");
        }
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM lesson_positions").rows.at(0).integer(0), 0);
    // A token that is sent and fails is a 401 even where visitors are welcome: the client then
    // refreshes it, rather than reading (and earning) as a visitor.
    EXPECT_EQ(call("GET", "/api/lessons", nullptr, "not-a-token").status, 401u);
    EXPECT_EQ(call("GET", "/api/lessons", nullptr, "").status, 200u);
}

TEST_F(LessonsApi, StartingSetsTwentyFiveOnceAndNeverLowersProgress)
{
    auto r = call("POST", "/api/lessons/chess-101/start");
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data(),
        json({ { "progress", 25 }, { "completed", false },
            { "resume", { { "module", 0 }, { "position", 0 } } } }));
    EXPECT_EQ(call("POST", "/api/lessons/chess-101/start").data()["progress"], 25);
    EXPECT_EQ(call("GET", "/api/lessons/chess-101").data()["lesson"]["progress"], 25);
    // A visitor sees nothing of the account's progress.
    EXPECT_EQ(visitor("GET", "/api/lessons/chess-101").data()["lesson"]["progress"], 0);
    EXPECT_FALSE(visitor("GET", "/api/lessons/chess-101").data()["lesson"].contains("record"));
    finish_lesson();
    ASSERT_EQ(complete().status, 200u);
    r = call("POST", "/api/lessons/chess-101/start");
    EXPECT_EQ(r.data()["progress"], 100);
    EXPECT_EQ(r.data()["completed"], true);
    EXPECT_EQ(r.data()["quizScore"], 100);
}

TEST_F(LessonsApi, CompletionIsRefusedUntilEveryPartIsDone)
{
    // Issue 30: one position of three and no puzzle used to complete a lesson.
    auto r = complete();
    EXPECT_EQ(r.status, 409u) << r.body.dump();
    EXPECT_EQ(r.body.value("code", std::string()), "conflict");
    EXPECT_EQ(r.message(),
        "The lesson is not finished yet: 3 practice positions to solve or reveal, 2 puzzles to "
        "solve or skip, the quiz to submit.");
    ASSERT_TRUE(move(0, "e2e4").data()["correct"]);
    EXPECT_EQ(complete().message(),
        "The lesson is not finished yet: 2 practice positions to solve or reveal, 2 puzzles to "
        "solve or skip, the quiz to submit.");
    ASSERT_TRUE(move(1, "g1f3").data()["correct"]);
    ASSERT_TRUE(move(2, "a1a8").data()["correct"]);
    ASSERT_EQ(call("POST", "/api/lessons/chess-101/puzzles/fx001/skip").status, 200u);
    EXPECT_EQ(complete().message(),
        "The lesson is not finished yet: 1 puzzle to solve or skip, the quiz to submit.");
    ASSERT_EQ(call("POST", "/api/lessons/chess-101/puzzles/fx002/skip").status, 200u);
    EXPECT_EQ(complete().message(), "The lesson is not finished yet: the quiz to submit.");
    EXPECT_EQ(call("GET", "/api/lessons/chess-101").data()["lesson"]["progress"], 25);
    EXPECT_EQ(progress()["totalXP"], 0);
    ASSERT_EQ(quiz({ 1, 0, 2, 1 }).status, 200u);
    r = complete();
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["completed"], true);
    EXPECT_EQ(r.data()["progress"], 100);
}

TEST_F(LessonsApi, AForgedCompletionBodyCountsForNothing)
{
    // The lists the completion once took (every right answer) complete nothing and store nothing.
    const json forged = { { "quizAnswers", { 1, 0, 2, 1 } },
        { "practice",
            json::array(
                { json::array({ "e2e4" }), json::array({ "g1f3" }), json::array({ "a1a8" }) }) },
        { "accuracy", 100 }, { "completed", true } };
    auto r = complete(forged);
    EXPECT_EQ(r.status, 409u) << r.body.dump();
    EXPECT_EQ(call("GET", "/api/lessons/chess-101").data()["lesson"]["progress"], 0);
    EXPECT_EQ(progress()["totalXP"], 0);
    // Done for real, with the right moves at the second try: the body still counts for nothing.
    finish_lesson({ "d2d4", "e2e4" });
    r = complete(forged);
    ASSERT_EQ(r.status, 200u);
    EXPECT_LT(r.data()["accuracy"].get<int>(), 100);
}

TEST_F(LessonsApi, AccuracyCountsWhatWasDone)
{
    // Position 0 at the second try (1/2), position 1 revealed (0), position 2 at the first (1);
    // puzzle fx001 solved through the puzzle routes (1), fx002 skipped (0); the quiz 3 of 4.
    EXPECT_FALSE(move(0, "d2d4").data()["correct"]);
    EXPECT_TRUE(move(0, "e2e4").data()["correct"]);
    auto r = call("POST", "/api/lessons/chess-101/positions/1/reveal");
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["move"], "g1f3");
    EXPECT_EQ(r.data()["san"], "Nf3");
    EXPECT_FALSE(r.data()["explanation"].get<std::string>().empty());
    EXPECT_EQ(r.data()["record"]["revealed"], true);
    // A right move after the answer was shown earns nothing back.
    EXPECT_TRUE(move(1, "g1f3").data()["correct"]);
    EXPECT_TRUE(move(2, "a1a8").data()["correct"]);
    solve_puzzle("fx001");
    ASSERT_EQ(call("POST", "/api/lessons/chess-101/puzzles/fx002/skip").data()["state"], "skipped");
    ASSERT_EQ(quiz({ 1, 0, 2, 0 }).status, 200u);
    r = complete();
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["quizScore"], 75);
    // round(100 x (1/2 + 0 + 1 + 1 + 0 + 3) / 9) = 61
    EXPECT_EQ(r.data()["accuracy"], 61);
    EXPECT_EQ(r.data()["xpAwarded"], 150); // 50, First Lesson 100; no accuracy bonus
    EXPECT_EQ(r.data()["nextLesson"],
        json({ { "id", "hanging-pieces" }, { "title", "Hanging Pieces (fixture)" } }));
}

TEST_F(LessonsApi, APositionSolvedAtTheSecondTryIsNeverZeroPercent)
{
    // Issue 30: "Accuracy 0%" for a position solved at the second try.
    finish_lesson({ "d2d4", "e2e4" });
    const auto r = complete();
    ASSERT_EQ(r.status, 200u);
    // round(100 x (1/2 + 1 + 1 + 2 puzzles + 4 answers) / 9) = 94
    EXPECT_EQ(r.data()["accuracy"], 94);
}

TEST_F(LessonsApi, TheRecordKeepsTriesUntilSolvedAndTheFirstQuizSubmission)
{
    move(0, "d2d4");
    move(0, "c2c4");
    auto r = move(0, "e2e4");
    EXPECT_EQ(r.data()["record"],
        json({ { "tries", 3 }, { "solved", true }, { "revealed", false }, { "move", "e2e4" },
            { "accepted", { "e2e4" } }, { "explanation", r.data()["explanation"] } }));
    // Judged still, recorded no more; Show answer after the solve changes nothing.
    EXPECT_FALSE(move(0, "d2d4").data()["correct"]);
    EXPECT_EQ(
        call("POST", "/api/lessons/chess-101/positions/0/reveal").data()["record"]["revealed"],
        false);
    auto q = quiz({ 0, 0, 0, 0 });
    EXPECT_EQ(q.data()["correctCount"], 1);
    // Answers are locked once submitted: a second submission is answered with the first.
    q = quiz({ 1, 0, 2, 1 });
    EXPECT_EQ(q.data()["correctCount"], 1);
    EXPECT_EQ(q.data()["questions"][0]["chosen"], 0);
    const auto record = call("GET", "/api/lessons/chess-101").data()["lesson"]["record"];
    EXPECT_EQ(record["positions"][0]["tries"], 3);
    EXPECT_EQ(record["positions"][1],
        json({ { "tries", 0 }, { "solved", false }, { "revealed", false } }));
    EXPECT_EQ(record["puzzles"],
        json::array({ { { "id", "fx001" }, { "state", "open" } },
            { { "id", "fx002" }, { "state", "open" } } }));
    EXPECT_EQ(record["quizzes"][0]["module"], "quiz");
    EXPECT_EQ(record["quizzes"][0]["answers"], json::array({ 0, 0, 0, 0 }));
    EXPECT_EQ(record["quizzes"][0]["result"]["correctCount"], 1);
    // A puzzle the lesson does not list cannot be skipped.
    expect_not_found(call("POST", "/api/lessons/chess-101/puzzles/fx999/skip"));
}

TEST_F(LessonsApi, ContinueResumesAtTheModuleAndPositionReached)
{
    // Issue 30: "Continue" on a lesson at 25% opened Module 1 again.
    move(1, "g1f3");
    auto lesson = call("GET", "/api/lessons/chess-101").data()["lesson"];
    EXPECT_EQ(lesson["resume"], json({ { "module", 2 }, { "position", 1 } }));
    auto r = call("POST", "/api/lessons/chess-101/place", { { "module", 3 }, { "position", 1 } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    // Another device of the same learner: the list and the lesson both say where.
    const auto card = call("GET", "/api/lessons").data()["categories"][0]["lessons"][1];
    EXPECT_EQ(card["resume"], json({ { "module", 3 }, { "position", 1 } }));
    EXPECT_EQ(call("GET", "/api/lessons/chess-101").data()["lesson"]["resume"],
        json({ { "module", 3 }, { "position", 1 } }));
    // A place outside the lesson is refused.
    const std::string place = "/api/lessons/chess-101/place";
    expect_bad(call("POST", place, { { "module", 5 }, { "position", 0 } }),
        "module must be a module index from 0 to 4");
    expect_bad(call("POST", place, { { "module", 2 }, { "position", 3 } }),
        "position must be an index from 0 to 2");
    expect_bad(call("POST", place, { { "module", 0 }, { "position", 1 } }),
        "position must be an index from 0 to 0");
    EXPECT_EQ(call("POST", place, { { "module", "1" }, { "position", 0 } }).status, 400u);
    EXPECT_EQ(call("POST", place, { { "module", -1 }, { "position", 0 } }).status, 400u);
    expect_bad(call("POST", place, nullptr), "A body {module, position} is required");
    EXPECT_EQ(call("GET", "/api/lessons/chess-101").data()["lesson"]["resume"],
        json({ { "module", 3 }, { "position", 1 } }));
}

TEST_F(LessonsApi, CompletionEarnsTheLessonsXpOnce)
{
    finish_lesson();
    // The lesson's puzzles earned their own XP through the puzzle routes' attempts.
    const auto before = progress()["totalXP"].get<int>();
    auto r = complete();
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["quizScore"], 100);
    EXPECT_EQ(r.data()["accuracy"], 100);
    // The lesson (50), its 90% and 100% bonuses (20 + 30), First Lesson and Perfectionist (100
    // each).
    EXPECT_EQ(r.data()["xpAwarded"], 300);
    auto p = progress();
    EXPECT_EQ(p["totalXP"], before + 300);
    EXPECT_EQ(p["counters"]["lessonsCompleted"], 1);
    EXPECT_EQ(p["counters"]["averageAccuracy"], 100);
    clock_ms += 60'000;
    r = complete();
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.data()["xpAwarded"], 0);
    EXPECT_EQ(r.data()["bestAccuracy"], 100);
    EXPECT_EQ(progress()["totalXP"], before + 300);
    EXPECT_EQ(progress()["counters"]["lessonCompletions"], 1);
    const auto card = call("GET", "/api/lessons").data()["categories"][0]["lessons"][1];
    EXPECT_EQ(card["progress"], 100);
    EXPECT_EQ(card["quizScore"], 100);
}

TEST_F(LessonsApi, WhatABrowserOnceReportedNeitherCompletesALessonNorCounts)
{
    // A lesson_completed event a browser sent before issue 29 (an old database's row).
    db->query("INSERT INTO progress_events (user_id, event_id, kind, at_ms, day, lesson_id, "
              "accuracy, created_at) VALUES (?, 'browser-1', 'lesson_completed', ?, '2026-03-10', "
              "'chess-101', 100, 1)",
        { user, kNoon - 60'000 });
    auto lesson = call("GET", "/api/lessons/chess-101").data()["lesson"];
    EXPECT_EQ(lesson["progress"], 0);
    EXPECT_EQ(lesson["completed"], false);
    EXPECT_EQ(progress()["totalXP"], 0);
    finish_lesson();
    const auto r = complete();
    EXPECT_EQ(r.data()["xpAwarded"], 300);
    EXPECT_EQ(progress()["counters"]["lessonCompletions"], 1);
}

TEST_F(LessonsApi, ALessonsTimeRunsFromItsFirstAnswerToItsCompletion)
{
    // The first recorded answer starts the lesson's clock on the server.
    move(0, "e2e4");
    clock_ms += 14 * 60'000 + 30'000;
    ASSERT_EQ(call("POST", "/api/lessons/chess-101/start").status, 200u);
    finish_lesson();
    clock_ms += 60'000;
    ASSERT_EQ(complete().status, 200u);
    auto p = progress();
    EXPECT_EQ(p["counters"]["totalTimeSpent"], 15);
    EXPECT_EQ(p["dailyGoals"]["timeSpent"], 15);
    clock_ms += 30 * 60'000;
    ASSERT_EQ(complete().status, 200u);
    EXPECT_EQ(progress()["counters"]["totalTimeSpent"], 15);
}

TEST_F(LessonsApi, ProgressBelongsToItsAccountAndLeavesWithIt)
{
    finish_lesson();
    ASSERT_EQ(complete().status, 200u);
    const auto other = add_user("ben");
    const auto theirs
        = call("GET", "/api/lessons/chess-101", nullptr, token_for(other)).data()["lesson"];
    EXPECT_EQ(theirs["progress"], 0);
    EXPECT_EQ(theirs["record"]["positions"][0]["solved"], false);
    store::UsersRepository(*db).remove(user);
    for (const auto* table :
        { "lesson_progress", "lesson_positions", "lesson_quizzes", "lesson_puzzle_skips" })
        EXPECT_EQ(db->query(std::string("SELECT COUNT(*) FROM ") + table).rows.at(0).integer(0), 0)
            << table;
}

TEST_F(LessonsApi, ALearnersLessonRecordMovesIntoTheAccountOnce)
{
    // A visitor's record (an anonymous learner's rows) half-way through two lessons.
    const auto learner = add_user("learner");
    const auto learner_token = token_for(learner);
    auto as_learner = [&](const std::string& path, const json& body) {
        return call("POST", path, body, learner_token);
    };
    as_learner("/api/lessons/chess-101/positions/0/move", { { "move", "d2d4" } });
    as_learner("/api/lessons/chess-101/positions/0/move", { { "move", "e2e4" } });
    as_learner("/api/lessons/chess-101/puzzles/fx001/skip", nullptr);
    as_learner(
        "/api/lessons/chess-101/quiz", { { "module", "quiz" }, { "answers", { 1, 0, 2, 1 } } });
    as_learner("/api/lessons/chess-101/place", { { "module", 3 }, { "position", 1 } });
    as_learner("/api/lessons/hanging-pieces/start", nullptr);
    // The account has its own record of hanging-pieces: the account's stays whole.
    ASSERT_EQ(call("POST", "/api/lessons/hanging-pieces/start").status, 200u);
    ASSERT_EQ(
        call("POST", "/api/lessons/hanging-pieces/place", { { "module", 1 }, { "position", 0 } })
            .status,
        200u);
    db->query("UPDATE lesson_progress SET module_index = 2 WHERE user_id = ? AND lesson_id = "
              "'hanging-pieces'",
        { learner });

    store::move_learner_record(*db, learner, user);

    const auto lesson = call("GET", "/api/lessons/chess-101").data()["lesson"];
    EXPECT_EQ(lesson["resume"], json({ { "module", 3 }, { "position", 1 } }));
    EXPECT_EQ(lesson["record"]["positions"][0]["tries"], 2);
    EXPECT_EQ(lesson["record"]["positions"][0]["solved"], true);
    EXPECT_EQ(lesson["record"]["puzzles"][0]["state"], "skipped");
    EXPECT_EQ(lesson["record"]["quizzes"][0]["answers"], json::array({ 1, 0, 2, 1 }));
    EXPECT_EQ(call("GET", "/api/lessons/hanging-pieces").data()["lesson"]["resume"]["module"], 1);
    for (const auto* table :
        { "lesson_progress", "lesson_positions", "lesson_quizzes", "lesson_puzzle_skips" })
        EXPECT_EQ(db->query(std::string("SELECT COUNT(*) FROM ") + table + " WHERE user_id = ?",
                        { learner })
                      .rows.at(0)
                      .integer(0),
            0)
            << table;
    // The moved record completes the lesson once the rest is done, with the XP once.
    move(1, "g1f3");
    move(2, "a1a8");
    call("POST", "/api/lessons/chess-101/puzzles/fx002/skip");
    const auto r = complete();
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_GT(r.data()["xpAwarded"].get<int>(), 0);
}

TEST_F(LessonsApi, InteractiveLessons)
{
    auto r = visitor("GET", "/api/interactive-lessons");
    ASSERT_EQ(r.status, 200u);
    ASSERT_EQ(r.data()["lessons"].size(), 1u);
    EXPECT_EQ(r.data()["lessons"][0],
        json({ { "id", 1 }, { "title", "How the Pieces Move (fixture)" },
            { "description", "Eight steps for the tests." }, { "stepCount", 8 } }));
    r = visitor("GET", "/api/interactive-lessons/1");
    ASSERT_EQ(r.status, 200u);
    const auto& steps = r.data()["lesson"]["steps"];
    ASSERT_EQ(steps.size(), 8u);
    EXPECT_EQ(steps[0],
        json({ { "id", 1 }, { "title", "Step 1" }, { "instruction", "Read step 1." },
            { "type", "instruction" } }));
    EXPECT_EQ(steps[7]["kind"], "best");
    EXPECT_FALSE(steps[7].contains("correctMoves"));
    EXPECT_FALSE(steps[7].contains("explanation"));
    EXPECT_EQ(steps[7]["fen"], "k7/8/1K6/8/8/8/8/7R w - - 0 1");
}

TEST_F(LessonsApi, TheAcademysLessonsAndPuzzles)
{
    auto r = visitor("GET", "/api/academy/lessons");
    ASSERT_EQ(r.status, 200u);
    ASSERT_EQ(r.data()["lessons"].size(), 1u);
    const auto& l = r.data()["lessons"][0];
    EXPECT_EQ(l["id"], "basics-001");
    EXPECT_EQ(l["badge"], "🏁 First Steps");
    EXPECT_EQ(l["positions"][0]["isInteractive"], false);
    EXPECT_EQ(l["positions"][0]["moves"].size(), 7u);
    EXPECT_EQ(l["positions"][0]["annotations"].size(), 7u);
    EXPECT_FALSE(l["positions"][0].contains("correctMoves"));
    EXPECT_FALSE(l["positions"][1].contains("correctMoves"));
    EXPECT_EQ(l["positions"][1]["correctMoveCount"], 1);
    EXPECT_EQ(l["positions"][1]["moves"], json::array());
    EXPECT_FALSE(l["quiz"].contains("correctAnswer"));
    EXPECT_FALSE(l["quiz"].contains("explanation"));
    r = visitor("GET", "/api/academy/puzzles");
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.data()["categories"].size(), 5u);
    EXPECT_EQ(r.data()["categories"][0],
        json({ { "id", "checkmate" }, { "name", "Checkmate" }, { "icon", "♚" },
            { "description", "Mate the king." } }));
    const auto& p = r.data()["puzzles"][0];
    EXPECT_FALSE(p.contains("solution"));
    EXPECT_EQ(p["solutionLength"], 3);
    EXPECT_EQ(p["movesToMate"], 2);
    EXPECT_EQ(p["points"], 100);
    EXPECT_EQ(p["rating"], 900);
    EXPECT_EQ(p["hints"].size(), 1u);
}

// Issue 29, "Answers are checked, not shipped": each move and each submitted quiz is judged by the
// server, which then reveals what the screens show.

TEST_F(LessonsApi, APracticeMoveIsJudgedAndOnlyARightOneRevealsTheAnswer)
{
    // Position 1 (e4 e5 on the board): g1f3 is the accepted move.
    auto r = call("POST", "/api/lessons/chess-101/positions/1/move", { { "move", "d2d4" } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["correct"], false);
    EXPECT_EQ(r.data()["san"], "d4");
    EXPECT_FALSE(r.data().contains("accepted"));
    EXPECT_FALSE(r.data().contains("explanation"));
    EXPECT_EQ(r.data()["hintSquares"], json::array({ "f3" }));
    r = call("POST", "/api/lessons/chess-101/positions/1/move", { { "move", "g1f3" } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["correct"], true);
    EXPECT_EQ(r.data()["san"], "Nf3");
    EXPECT_EQ(r.data()["accepted"], json::array({ "g1f3" }));
    EXPECT_FALSE(r.data()["explanation"].get<std::string>().empty());
    // The last position (of the lesson's positions, counted from 0 across modules).
    EXPECT_EQ(call("POST", "/api/lessons/chess-101/positions/2/move", { { "move", "a1a8" } })
                  .data()["correct"],
        true);
}

TEST_F(LessonsApi, SubmitQuizJudgesEveryAnswerAndRevealsTheRightOptions)
{
    const auto r = call("POST", "/api/lessons/chess-101/quiz",
        { { "module", "quiz" }, { "answers", { 1, 1, 2, 0 } } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    const auto& q = r.data()["questions"];
    ASSERT_EQ(q.size(), 4u);
    EXPECT_EQ(r.data()["correctCount"], 2);
    EXPECT_EQ(q[0]["correct"], true);
    EXPECT_EQ(q[0]["chosen"], 1);
    EXPECT_EQ(q[1]["correct"], false);
    EXPECT_EQ(q[1]["chosen"], 1);
    EXPECT_EQ(q[1]["answer"], 0);
    EXPECT_EQ(q[3]["answer"], 1);
    for (const auto& one : q)
        EXPECT_FALSE(one["explanation"].get<std::string>().empty());
}

TEST_F(LessonsApi, InteractiveStepMovesAreJudged)
{
    auto r = call("POST", "/api/interactive-lessons/1/steps/7/move", { { "move", "h1h7" } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["correct"], false);
    EXPECT_EQ(r.data()["hintSquares"], json::array({ "h8" }));
    r = call("POST", "/api/interactive-lessons/1/steps/7/move", { { "move", "h1h8" } });
    EXPECT_EQ(r.data()["correct"], true);
    EXPECT_EQ(r.data()["accepted"], json::array({ "h1h8" }));
    EXPECT_EQ(r.data()["explanation"], "The rook covers the back rank.");
    // An instruction step takes no move; past the last step there is none.
    expect_not_found(
        call("POST", "/api/interactive-lessons/1/steps/0/move", { { "move", "e2e4" } }));
    expect_not_found(
        call("POST", "/api/interactive-lessons/1/steps/8/move", { { "move", "e2e4" } }));
}

// A step lesson is a lesson of the course (issue 30): completed from the moves the server judged
// on its practice steps, never from the client's word; counted once.
TEST_F(LessonsApi, AStepLessonCountsOnceAndOnlyOnceItsStepsWereSolved)
{
    const std::string steps = "/api/interactive-lessons/1";
    // Nothing done, or a forged or junk body: refused with what is left, nothing stored.
    for (const json& body : { json(nullptr), json::object(),
             json({ { "completed", true }, { "solved", { 6, 7 } }, { "accuracy", 100 } }) }) {
        const auto r = call("POST", steps + "/complete", body);
        EXPECT_EQ(r.status, 409u) << r.body.dump();
        EXPECT_EQ(r.message(), "The lesson is not finished yet: 2 practice steps to solve.");
    }
    for (const json& body : { json::array({ 1 }), json("done"), json(7) })
        expect_bad(call("POST", steps + "/complete", body), "A JSON object is required");
    for (const json& body : { json::object(), json({ { "move", 7 } }), json({ { "move", "zz" } }) })
        EXPECT_EQ(call("POST", steps + "/steps/6/move", body).status, 400u) << body.dump();
    expect_not_found(call("POST", "/api/interactive-lessons/9/complete"));
    EXPECT_EQ(progress()["totalXP"], 0);
    EXPECT_EQ(progress()["counters"]["lessonsCompleted"], 0);

    // One step solved (at the second try) is not the lesson.
    EXPECT_FALSE(call("POST", steps + "/steps/6/move", { { "move", "g1h3" } }).data()["correct"]);
    EXPECT_TRUE(call("POST", steps + "/steps/6/move", { { "move", "g1f3" } }).data()["correct"]);
    auto r = call("POST", steps + "/complete");
    EXPECT_EQ(r.status, 409u);
    EXPECT_EQ(r.message(), "The lesson is not finished yet: 1 practice step to solve.");
    // The learner's way through it comes back with the lesson, and it is started (Continue).
    auto lesson = call("GET", steps).data()["lesson"];
    EXPECT_EQ(lesson["record"],
        json({ { "step", 6 }, { "solved", json::array({ 6 }) }, { "completed", false } }));
    auto card = call("GET", "/api/lessons").data()["categories"][0]["lessons"][0];
    EXPECT_EQ(card["progress"], 25);
    EXPECT_EQ(card["resume"], json({ { "module", 0 }, { "position", 6 } }));

    EXPECT_TRUE(call("POST", steps + "/steps/7/move", { { "move", "h1h8" } }).data()["correct"]);
    r = call("POST", steps + "/complete");
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["completed"], true);
    EXPECT_EQ(r.data()["progress"], 100);
    EXPECT_EQ(r.data()["accuracy"], 75); // (1/2 + 1) / 2
    EXPECT_EQ(r.data()["quizScore"], nullptr); // a step lesson has no quiz
    // A lesson's XP (50) and First Lesson (100), as a curriculum lesson earns them.
    EXPECT_EQ(r.data()["xpAwarded"], 150);
    EXPECT_EQ(r.data()["nextLesson"],
        json({ { "id", "chess-101" }, { "title", "Chess 101 (fixture)" } }));
    auto p = progress();
    EXPECT_EQ(p["totalXP"], 150);
    EXPECT_EQ(p["counters"]["lessonsCompleted"], 1);

    // Once only: completing it again, or solving its steps again, earns and counts nothing more.
    clock_ms += 60'000;
    EXPECT_TRUE(call("POST", steps + "/steps/7/move", { { "move", "h1h8" } }).data()["correct"]);
    r = call("POST", steps + "/complete", { { "accuracy", 100 } });
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.data()["xpAwarded"], 0);
    p = progress();
    EXPECT_EQ(p["totalXP"], 150);
    EXPECT_EQ(p["counters"]["lessonsCompleted"], 1);
    EXPECT_EQ(p["counters"]["lessonCompletions"], 1);
    card = call("GET", "/api/lessons").data()["categories"][0]["lessons"][0];
    EXPECT_EQ(card["progress"], 100);
    EXPECT_EQ(card["completed"], true);
    lesson = call("GET", steps).data()["lesson"];
    EXPECT_EQ(lesson["record"]["completed"], true);
    // A visitor reads the lesson without a record.
    EXPECT_FALSE(visitor("GET", steps).data()["lesson"].contains("record"));
}

TEST_F(LessonsApi, AcademyLessonMovesAndTheQuizAreJudged)
{
    auto r = visitor(
        "POST", "/api/academy/lessons/basics-001/positions/1/move", { { "move", "c4f7" } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["correct"], false);
    r = visitor("POST", "/api/academy/lessons/basics-001/positions/1/move", { { "move", "h5f7" } });
    EXPECT_EQ(r.data()["correct"], true);
    EXPECT_EQ(r.data()["san"], "Qxf7#");
    // A demonstration takes no move.
    expect_not_found(visitor(
        "POST", "/api/academy/lessons/basics-001/positions/0/move", { { "move", "e2e4" } }));
    r = visitor("POST", "/api/academy/lessons/basics-001/quiz", { { "answer", 2 } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data(),
        json({ { "chosen", 2 }, { "correct", false }, { "correctAnswer", 0 },
            { "explanation", "Only the king defends f7." } }));
    EXPECT_EQ(visitor("POST", "/api/academy/lessons/basics-001/quiz", { { "answer", 0 } })
                  .data()["correct"],
        true);
}

TEST_F(LessonsApi, AcademyPuzzleMovesAreJudgedAndTheSolutionShownOnRequest)
{
    const std::string at = "/api/academy/puzzles/rook-mate-in-2/";
    auto r = visitor("POST", at + "move", { { "turn", 0 }, { "move", "b1b7" } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["correct"], false);
    EXPECT_EQ(r.data()["reply"], nullptr);
    EXPECT_EQ(r.data()["solved"], false);
    r = visitor("POST", at + "move", { { "turn", 0 }, { "move", "c6c7" } });
    EXPECT_EQ(r.data()["correct"], true);
    EXPECT_EQ(r.data()["reply"], "a8a7");
    EXPECT_EQ(r.data()["solved"], false);
    r = visitor("POST", at + "move", { { "turn", 1 }, { "move", "b1a1" } });
    EXPECT_EQ(r.data()["correct"], true);
    EXPECT_EQ(r.data()["solved"], true);
    EXPECT_EQ(r.data()["reply"], nullptr);
    r = visitor("POST", at + "solution");
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.data()["solution"], json::array({ "c6c7", "a8a7", "b1a1" }));
    expect_not_found(visitor("POST", "/api/academy/puzzles/nope/solution"));
}

TEST_F(LessonsApi, TheJudgingRoutesAnswerJunkWith400)
{
    const std::string move = "/api/lessons/chess-101/positions/0/move";
    expect_bad(call("POST", move, nullptr), "A body {move} is required");
    expect_bad(call("POST", move, json::array({ 1 })), "A body {move} is required");
    expect_bad(call("POST", move, { { "move", 42 } }),
        "move must be a UCI move (like \"e2e4\" or \"e7e8q\")");
    expect_bad(call("POST", move, { { "move", "e2e9" } }),
        "move must be a UCI move (like \"e2e4\" or \"e7e8q\")");
    expect_bad(
        call("POST", move, { { "move", "e2e5" } }), "move e2e5 is not legal in this position");
    EXPECT_EQ(
        call("POST", "/api/lessons/chess-101/positions/x/move", { { "move", "e2e4" } }).status,
        400u);
    expect_not_found(
        call("POST", "/api/lessons/chess-101/positions/3/move", { { "move", "e2e4" } }));
    expect_not_found(call("POST", "/api/lessons/nope/positions/0/move", { { "move", "e2e4" } }));

    // The routes without fields still refuse a body that is no object.
    for (const auto* path : { "/api/lessons/chess-101/positions/0/reveal",
             "/api/lessons/chess-101/puzzles/fx001/skip" })
        expect_bad(call("POST", path, json::array({ 1 })), "A JSON object is required");

    const std::string quiz = "/api/lessons/chess-101/quiz";
    expect_bad(call("POST", quiz, { { "module", "quiz" }, { "answers", "1" } }),
        "answers must be a list of whole numbers (one option index per question)");
    expect_bad(call("POST", quiz, { { "module", "quiz" }, { "answers", { 1, 0 } } }),
        "answers must hold one answer per quiz question (4), not 2");
    expect_bad(call("POST", quiz, { { "module", "quiz" }, { "answers", { 1, 0, 9, 1 } } }),
        "answers[2] must be an option index from 0 to 3");
    expect_bad(call("POST", quiz, { { "module", "practice" }, { "answers", { 1, 0, 2, 1 } } }),
        "module must name a quiz module of the lesson");
    EXPECT_EQ(call("POST", quiz, { { "answers", { 1, 0, 2, 1 } } }).status, 400u);
    EXPECT_EQ(
        call("POST", quiz, { { "module", "quiz" }, { "answers", { "1", 0, 2, 1 } } }).status, 400u);

    expect_bad(visitor("POST", "/api/academy/lessons/basics-001/quiz", { { "answer", "0" } }),
        "answer must be a whole number (an option index)");
    expect_bad(visitor("POST", "/api/academy/lessons/basics-001/quiz", { { "answer", 3 } }),
        "answer must be an option index from 0 to 2");
    const std::string puzzle = "/api/academy/puzzles/rook-mate-in-2/move";
    EXPECT_EQ(visitor("POST", puzzle, { { "move", "c6c7" } }).status, 400u);
    EXPECT_EQ(visitor("POST", puzzle, { { "turn", "0" }, { "move", "c6c7" } }).status, 400u);
    expect_bad(visitor("POST", puzzle, { { "turn", 2 }, { "move", "c6c7" } }),
        "turn must be a whole number from 0 to 1");
    // A token that is sent and fails is a 401 here too.
    EXPECT_EQ(call("POST", move, { { "move", "e2e4" } }, "not-a-token").status, 401u);
}
