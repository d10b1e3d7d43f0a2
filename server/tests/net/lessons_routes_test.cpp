// The lesson routes as a client meets them, over the fixture catalogue (server/tests/learn/data/
// lessons): the catalogue for visitors and accounts, 404 for unknown ids, start and complete for
// accounts only (401 otherwise), every field of the completion body checked (400 with the
// reason), completion graded on the server, the best scores kept, the XP of a lesson earned once
// however often it is completed, its time from the server's start to its completion, and nothing
// a browser once reported counting. The handlers are called through the router with a real
// database and real access tokens.
#include "../support/route_harness.hpp"
#include "accounts/crypto.hpp"
#include "accounts/jwt.hpp"
#include "learn/lessons/catalogue_loader.hpp"
#include "net/auth_middleware.hpp"
#include "net/lessons_routes.hpp"
#include "net/progress_routes.hpp"
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

// chess-101 of the fixture: practice e2e4 | g1f3 | a1a8, quiz answers 1, 0, 2, 1.
const json kPerfect = { { "quizAnswers", { 1, 0, 2, 1 } },
    { "practice",
        json::array(
            { json::array({ "e2e4" }), json::array({ "g1f3" }), json::array({ "a1a8" }) }) } };

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

    Reply complete(const json& body)
    {
        return call("POST", "/api/lessons/chess-101/complete", body);
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

json with(json body, const std::string& key, json value)
{
    body[key] = std::move(value);
    return body;
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
    EXPECT_EQ(cats[0]["totalLessons"], 8);
    ASSERT_EQ(cats[0]["lessons"].size(), 1u); // the other seven have no file in the fixture
    const auto& l = cats[0]["lessons"][0];
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
    expect_not_found(call("POST", "/api/lessons/no-such-lesson/complete", kPerfect));
    expect_not_found(visitor("GET", "/api/interactive-lessons/2"));
    for (const auto* id : { "0", "01", "abc", "1x", "6", "-1" })
        expect_not_found(visitor("GET", std::string("/api/interactive-lessons/") + id));
}

TEST_F(LessonsApi, StartAndCompleteWantASignedInAccount)
{
    const auto guest = tokens->sign({ "guest-abc", "guest", "Guest1", "Guest1" });
    for (const auto& who : { std::string(), std::string("not-a-token"), guest }) {
        EXPECT_EQ(call("POST", "/api/lessons/chess-101/start", nullptr, who).status, 401u);
        const auto r = call("POST", "/api/lessons/chess-101/complete", kPerfect, who);
        EXPECT_EQ(r.status, 401u);
        EXPECT_EQ(r.message(), "Authentication required. Please log in.");
    }
    // A token that is sent and fails is a 401 even where visitors are welcome: the client then
    // refreshes it, rather than reading (and earning) as a visitor.
    EXPECT_EQ(call("GET", "/api/lessons", nullptr, "not-a-token").status, 401u);
    EXPECT_EQ(call("GET", "/api/lessons", nullptr, "").status, 200u);
}

TEST_F(LessonsApi, StartingSetsTwentyFiveOnceAndNeverLowersProgress)
{
    auto r = call("POST", "/api/lessons/chess-101/start");
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data(), json({ { "progress", 25 }, { "completed", false } }));
    EXPECT_EQ(call("POST", "/api/lessons/chess-101/start").data()["progress"], 25);
    EXPECT_EQ(call("GET", "/api/lessons/chess-101").data()["lesson"]["progress"], 25);
    // A visitor sees nothing of the account's progress.
    EXPECT_EQ(visitor("GET", "/api/lessons/chess-101").data()["lesson"]["progress"], 0);
    ASSERT_EQ(complete(kPerfect).status, 200u);
    r = call("POST", "/api/lessons/chess-101/start");
    EXPECT_EQ(r.data()["progress"], 100);
    EXPECT_EQ(r.data()["completed"], true);
    EXPECT_EQ(r.data()["quizScore"], 100);
}

TEST_F(LessonsApi, CompletionIsGradedOnTheServerAndEarnsTheLessonsXpOnce)
{
    auto r = complete(kPerfect);
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["progress"], 100);
    EXPECT_EQ(r.data()["completed"], true);
    EXPECT_EQ(r.data()["quizScore"], 100);
    EXPECT_EQ(r.data()["accuracy"], 100);
    // The lesson (50), its 90% and 100% bonuses (20 + 30), First Lesson and Perfectionist (100
    // each).
    EXPECT_EQ(r.data()["xpAwarded"], 300);
    auto p = progress();
    EXPECT_EQ(p["totalXP"], 300);
    EXPECT_EQ(p["counters"]["lessonsCompleted"], 1);
    EXPECT_EQ(p["counters"]["averageAccuracy"], 100);

    // Again, with a worse run: no XP, the best scores kept.
    clock_ms += 60'000;
    r = complete(with(kPerfect, "quizAnswers", { 0, 0, 0, 0 }));
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.data()["completed"], true);
    EXPECT_EQ(r.data()["quizScore"], 25);
    EXPECT_EQ(r.data()["bestQuizScore"], 100);
    EXPECT_EQ(r.data()["bestAccuracy"], 100);
    EXPECT_EQ(r.data()["xpAwarded"], 0);
    EXPECT_EQ(progress()["totalXP"], 300);
    EXPECT_EQ(progress()["counters"]["lessonCompletions"], 1);
    const auto lesson = call("GET", "/api/lessons/chess-101").data()["lesson"];
    EXPECT_EQ(lesson["quizScore"], 100);
    EXPECT_EQ(lesson["accuracy"], 100);
    EXPECT_EQ(lesson["completed"], true);
    const auto card = call("GET", "/api/lessons").data()["categories"][0]["lessons"][0];
    EXPECT_EQ(card["progress"], 100);
    EXPECT_EQ(card["quizScore"], 100);
}

TEST_F(LessonsApi, TheBestScoresRiseWithABetterRun)
{
    auto first = with(kPerfect, "quizAnswers", { 1, 0, 0, 0 });
    first["practice"][0] = { "d2d4", "e2e4" };
    auto r = complete(first);
    EXPECT_EQ(r.data()["quizScore"], 50);
    EXPECT_EQ(r.data()["accuracy"], 57); // (2 first tries + 2 answers) / 7
    EXPECT_EQ(r.data()["xpAwarded"], 150); // 50, First Lesson 100; no accuracy bonus
    r = complete(kPerfect);
    EXPECT_EQ(r.data()["bestQuizScore"], 100);
    EXPECT_EQ(r.data()["bestAccuracy"], 100);
    EXPECT_EQ(r.data()["xpAwarded"], 0); // the XP went with the first completion
}

TEST_F(LessonsApi, AnAttemptThatLeavesAPositionUnsolvedDoesNotComplete)
{
    auto body = kPerfect;
    body["practice"][2] = { "a1a8", "a1a7" };
    const auto r = complete(body);
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.data()["completed"], false);
    EXPECT_EQ(r.data()["progress"], 25);
    EXPECT_EQ(r.data()["xpAwarded"], 0);
    EXPECT_EQ(r.data()["bestQuizScore"], nullptr);
    const auto lesson = call("GET", "/api/lessons/chess-101").data()["lesson"];
    EXPECT_EQ(lesson["progress"], 25);
    EXPECT_FALSE(lesson.contains("quizScore"));
    EXPECT_EQ(progress()["totalXP"], 0);
}

TEST_F(LessonsApi, EveryFieldOfTheCompletionBodyIsChecked)
{
    const auto practice = kPerfect["practice"];
    expect_bad(complete(nullptr), "A body {quizAnswers, practice} is required");
    expect_bad(complete(json::array()), "A body {quizAnswers, practice} is required");
    const std::string answers_type
        = "quizAnswers must be a list of whole numbers (one option index per quiz question)";
    expect_bad(complete({ { "practice", practice } }), answers_type);
    expect_bad(complete(with(kPerfect, "quizAnswers", "1,0,2,1")), answers_type);
    expect_bad(complete(with(kPerfect, "quizAnswers", { 1, 0.5, 2, 1 })),
        "quizAnswers[1] must be a whole number");
    expect_bad(complete(with(kPerfect, "quizAnswers", { 1, "0", 2, 1 })),
        "quizAnswers[1] must be a whole number");
    const std::string practice_type
        = "practice must be a list with one list of UCI moves per practice position";
    expect_bad(complete({ { "quizAnswers", { 1, 0, 2, 1 } } }), practice_type);
    expect_bad(complete(with(kPerfect, "practice", "e2e4")), practice_type);
    expect_bad(complete(with(kPerfect, "practice", { "e2e4", "g1f3", "a1a8" })),
        "practice[0] must be a list of UCI moves");
    expect_bad(
        complete(with(kPerfect, "practice",
            json::array({ json::array({ "e2e4" }), json::array({ 7 }), json::array({ "a1a8" }) }))),
        "practice[1][0] must be a UCI move (text)");
    expect_bad(complete(with(kPerfect, "quizAnswers", { 1, 0, 2 })),
        "quizAnswers must hold one answer per quiz question (4), not 3");
    expect_bad(complete(with(kPerfect, "quizAnswers", { 1, 0, 2, 9 })),
        "quizAnswers[3] must be an option index from 0 to 1");
    expect_bad(complete(with(kPerfect, "practice", json::array({ json::array({ "e2e4" }) }))),
        "practice must hold one list of moves per practice position (3), not 1");
    expect_bad(complete(with(kPerfect, "practice",
                   json::array({ json::array({ "e4" }), json::array({ "g1f3" }),
                       json::array({ "a1a8" }) }))),
        "practice[0][0] is not a UCI move (like \"e2e4\" or \"e7e8q\")");
    // Nothing of a refused body was stored.
    EXPECT_EQ(call("GET", "/api/lessons/chess-101").data()["lesson"]["progress"], 0);
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
    // The server's grading is the one completion, with its whole XP.
    const auto r = complete(kPerfect);
    EXPECT_EQ(r.data()["xpAwarded"], 300);
    EXPECT_EQ(progress()["counters"]["lessonCompletions"], 1);
}

TEST_F(LessonsApi, ALessonsTimeRunsFromItsStartToItsCompletion)
{
    ASSERT_EQ(call("POST", "/api/lessons/chess-101/start").status, 200u);
    clock_ms += 14 * 60'000 + 30'000;
    // Starting again does not restart the clock.
    ASSERT_EQ(call("POST", "/api/lessons/chess-101/start").status, 200u);
    clock_ms += 60'000;
    ASSERT_EQ(complete(kPerfect).status, 200u);
    auto p = progress();
    EXPECT_EQ(p["counters"]["totalTimeSpent"], 15);
    EXPECT_EQ(p["dailyGoals"]["timeSpent"], 15);
    // Completing it again adds no time.
    clock_ms += 30 * 60'000;
    ASSERT_EQ(complete(kPerfect).status, 200u);
    EXPECT_EQ(progress()["counters"]["totalTimeSpent"], 15);
}

TEST_F(LessonsApi, ProgressBelongsToItsAccountAndLeavesWithIt)
{
    ASSERT_EQ(complete(kPerfect).status, 200u);
    const auto other = add_user("ben");
    EXPECT_EQ(call("GET", "/api/lessons/chess-101", nullptr, token_for(other))
                  .data()["lesson"]["progress"],
        0);
    store::UsersRepository(*db).remove(user);
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM lesson_progress").rows.at(0).integer(0), 0);
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
    auto r = visitor("POST", "/api/lessons/chess-101/positions/1/move", { { "move", "d2d4" } });
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
    EXPECT_EQ(visitor("POST", "/api/lessons/chess-101/positions/2/move", { { "move", "a1a8" } })
                  .data()["correct"],
        true);
}

TEST_F(LessonsApi, SubmitQuizJudgesEveryAnswerAndRevealsTheRightOptions)
{
    const auto r = visitor("POST", "/api/lessons/chess-101/quiz",
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
    auto r = visitor("POST", "/api/interactive-lessons/1/steps/7/move", { { "move", "h1h7" } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["correct"], false);
    EXPECT_EQ(r.data()["hintSquares"], json::array({ "h8" }));
    r = visitor("POST", "/api/interactive-lessons/1/steps/7/move", { { "move", "h1h8" } });
    EXPECT_EQ(r.data()["correct"], true);
    EXPECT_EQ(r.data()["accepted"], json::array({ "h1h8" }));
    EXPECT_EQ(r.data()["explanation"], "The rook covers the back rank.");
    // An instruction step takes no move; past the last step there is none.
    expect_not_found(
        visitor("POST", "/api/interactive-lessons/1/steps/0/move", { { "move", "e2e4" } }));
    expect_not_found(
        visitor("POST", "/api/interactive-lessons/1/steps/8/move", { { "move", "e2e4" } }));
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
    expect_bad(visitor("POST", move, nullptr), "A body {move} is required");
    expect_bad(visitor("POST", move, json::array({ 1 })), "A body {move} is required");
    expect_bad(visitor("POST", move, { { "move", 42 } }),
        "move must be a UCI move (like \"e2e4\" or \"e7e8q\")");
    expect_bad(visitor("POST", move, { { "move", "e2e9" } }),
        "move must be a UCI move (like \"e2e4\" or \"e7e8q\")");
    expect_bad(
        visitor("POST", move, { { "move", "e2e5" } }), "move e2e5 is not legal in this position");
    EXPECT_EQ(
        visitor("POST", "/api/lessons/chess-101/positions/x/move", { { "move", "e2e4" } }).status,
        400u);
    expect_not_found(
        visitor("POST", "/api/lessons/chess-101/positions/3/move", { { "move", "e2e4" } }));
    expect_not_found(visitor("POST", "/api/lessons/nope/positions/0/move", { { "move", "e2e4" } }));

    const std::string quiz = "/api/lessons/chess-101/quiz";
    expect_bad(visitor("POST", quiz, { { "module", "quiz" }, { "answers", "1" } }),
        "answers must be a list of whole numbers (one option index per question)");
    expect_bad(visitor("POST", quiz, { { "module", "quiz" }, { "answers", { 1, 0 } } }),
        "answers must hold one answer per quiz question (4), not 2");
    expect_bad(visitor("POST", quiz, { { "module", "quiz" }, { "answers", { 1, 0, 9, 1 } } }),
        "answers[2] must be an option index from 0 to 3");
    expect_bad(visitor("POST", quiz, { { "module", "practice" }, { "answers", { 1, 0, 2, 1 } } }),
        "module must name a quiz module of the lesson");
    EXPECT_EQ(visitor("POST", quiz, { { "answers", { 1, 0, 2, 1 } } }).status, 400u);
    EXPECT_EQ(
        visitor("POST", quiz, { { "module", "quiz" }, { "answers", { "1", 0, 2, 1 } } }).status,
        400u);

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

TEST_F(LessonsApi, CompletionCountsOnlyWhatTheServerJudgesRight)
{
    // Every move the move route calls wrong leaves the position unsolved for completion too, and
    // a claim without the answers is refused.
    const json wrongs = { { "quizAnswers", { 1, 0, 2, 1 } },
        { "practice",
            json::array(
                { json::array({ "d2d4" }), json::array({ "g1f3" }), json::array({ "a1a8" }) }) } };
    EXPECT_EQ(visitor("POST", "/api/lessons/chess-101/positions/0/move", { { "move", "d2d4" } })
                  .data()["correct"],
        false);
    auto r = complete(wrongs);
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["completed"], false);
    expect_bad(complete(json::object()), "A body {quizAnswers, practice} is required");
    expect_bad(complete({ { "quizAnswers", { 1, 0, 2, 1 } }, { "practice", json::array() } }),
        "practice must hold one list of moves per practice position (3), not 0");
    r = complete(kPerfect);
    EXPECT_EQ(r.data()["completed"], true);
}
