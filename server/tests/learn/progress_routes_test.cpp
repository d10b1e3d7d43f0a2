// The progress routes as a client meets them: signed in or not, the server's own rows (graded
// lessons, practice positions won, puzzle attempts, games) making XP, streaks, goals, the plan and
// time spent without the browser saying a word, and no route left that takes a client's events:
// what an old database holds from the browser counts for nothing. The handlers are called through
// the router with a real database and real access tokens; the server clock is the test's.
#include "../support/ledger_rows.hpp"
#include "../support/route_harness.hpp"
#include "accounts/crypto.hpp"
#include "accounts/jwt.hpp"
#include "learn/progress/progress_fold.hpp"
#include "learn/progress/progress_ledger.hpp"
#include "net/auth_middleware.hpp"
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
constexpr std::int64_t kHour = 3600 * 1000;
constexpr std::int64_t kDay = 24 * kHour;

using test::Reply;

class ProgressApi : public ::testing::Test, protected test::RouteHarness {
protected:
    ProgressApi()
        : RouteHarness("progress")
    {
        net::add_progress_routes(router, *db, { [this] { return clock_ms; }, 2048 });
        user = add_user("ana");
        token = token_for(user);
    }
    // `bearer`: empty for a visitor; defaults to the account's token. `target` may carry a query.
    Reply call(const std::string& method, const std::string& target, const json& body = nullptr,
        std::optional<std::string> bearer = std::nullopt)
    {
        return send(method, target, body, bearer.value_or(token));
    }

    json progress() { return call("GET", "/api/progress").body.at("data"); }

    // A row of progress_events as the browser's POSTs stored it before issue 29.
    void browser_row(const std::string& id, const std::string& kind, std::int64_t at,
        const std::string& lesson_id = "", int accuracy = 0, int minutes = 0)
    {
        db->query("INSERT INTO progress_events (user_id, event_id, kind, at_ms, day, lesson_id, "
                  "accuracy, minutes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)",
            { user, id, kind, at, learn::local_day(at, 0), lesson_id, std::int64_t { accuracy },
                std::int64_t { minutes } });
    }

    std::int64_t clock_ms = kNoon;
    std::int64_t user = 0;
    std::string token;
};

// A 400 whose message starts with `prefix` and holds `text`.
void expect_bad(const Reply& r, const std::string& text, const std::string& prefix = "")
{
    EXPECT_EQ(r.body.value("message", std::string()).rfind(prefix, 0), 0u) << r.body.dump();
    EXPECT_EQ(r.status, 400u) << r.body.dump();
    EXPECT_EQ(r.body.value("success", true), false);
    EXPECT_NE(r.body.value("message", std::string()).find(text), std::string::npos)
        << "wanted \"" << text << "\" in " << r.body.dump();
}

} // namespace

TEST_F(ProgressApi, EveryRouteWantsASignedInAccount)
{
    const auto guest = tokens->sign({ "guest-abc", "guest", "Guest1", "Guest1" });
    for (const auto& who : { std::string(), std::string("not-a-token"), guest }) {
        EXPECT_EQ(call("GET", "/api/progress", nullptr, who).status, 401u);
        EXPECT_EQ(call("GET", "/api/daily-plan", nullptr, who).status, 401u);
    }
}

TEST_F(ProgressApi, ANewAccountStartsFromNothing)
{
    const auto p = progress();
    EXPECT_EQ(p["today"], "2026-03-10");
    EXPECT_EQ(p["timeZoneOffsetMinutes"], 0);
    EXPECT_EQ(p["totalXP"], 0);
    EXPECT_EQ(p["level"], 0);
    EXPECT_EQ(p["xpInCurrentLevel"], 0);
    EXPECT_EQ(p["xpForNextLevel"], 100);
    EXPECT_EQ(p["streak"],
        json({ { "current", 0 }, { "longest", 0 }, { "freezeUsed", false }, { "active", false },
            { "lastActivityDate", nullptr } }));
    ASSERT_EQ(p["achievements"].size(), 14u);
    for (const auto& a : p["achievements"]) {
        EXPECT_TRUE(a["id"].is_string() && a["title"].is_string() && a["description"].is_string());
        EXPECT_GE(a["requirement"].get<int>(), 1);
        EXPECT_EQ(a["currentProgress"], 0);
        EXPECT_EQ(a["unlocked"], false);
        EXPECT_TRUE(a["unlockedAt"].is_null());
    }
    EXPECT_EQ(p["counters"]["lessonsCompleted"], 0);
    EXPECT_EQ(p["counters"]["averageAccuracy"], 0);
    EXPECT_EQ(p["dailyGoals"]["date"], "2026-03-10");
    EXPECT_EQ(p["rating"],
        json({ { "speed", nullptr }, { "current", nullptr }, { "weeklyChange", nullptr },
            { "source", nullptr }, { "aboveScale", false } }));
    EXPECT_EQ(p["notifications"], json::array());
}

TEST_F(ProgressApi, AGradedLessonAndAWonPositionCountOnce)
{
    test::graded_lesson(*db, user, "knight-forks", kNoon - kHour, 90, 12);
    test::won_practice(*db, user, "back-rank-mate", kNoon - 2 * kHour);
    const auto p = progress();
    EXPECT_EQ(p["totalXP"], 50 + 20 + 100); // lesson, 90% bonus, First Lesson
    EXPECT_EQ(p["counters"]["lessonsCompleted"], 1);
    EXPECT_EQ(p["counters"]["lessonCompletions"], 1);
    EXPECT_EQ(p["counters"]["practiceSessions"], 1);
    EXPECT_EQ(p["counters"]["totalTimeSpent"], 12); // the lesson, from its start
    EXPECT_EQ(p["counters"]["averageAccuracy"], 90);
    EXPECT_EQ(p["streak"]["current"], 1);
    EXPECT_EQ(p["notifications"].size(), 2u); // level 1, First Lesson

    // Completing the lesson again and winning the position again are not progress.
    test::graded_lesson(*db, user, "knight-forks", kNoon, 100);
    test::won_practice(*db, user, "back-rank-mate", kNoon, 1);
    EXPECT_EQ(progress(), p);
}

TEST_F(ProgressApi, NoRouteTakesAClientsEvents)
{
    // The browser's events and the visitor's merge of them are gone (issue 29): a forged lesson,
    // accuracy, practice session, time or day has nowhere to go.
    for (const auto* path : { "/api/progress/events", "/api/progress/merge" })
        for (const auto* method : { "POST", "PUT", "GET" })
            EXPECT_FALSE(router.match(method, path).route) << method << " " << path;
}

TEST_F(ProgressApi, WhatTheBrowserOnceSentCountsForNothing)
{
    // An old database's browser events, as an attacker sent them: one lesson 100 times at 100%
    // (10,200 XP then), 200 backdated lessons (a 201-day streak), a day of minutes, a practice
    // session.
    for (int i = 0; i < 100; ++i)
        browser_row("copy-" + std::to_string(i), "lesson_completed", kNoon, "knight-forks", 100);
    for (int d = 1; d <= 200; ++d)
        browser_row(
            "back-" + std::to_string(d), "lesson_completed", kNoon - d * kDay, "chess-101", 100);
    browser_row("time", "time_spent", kNoon, "", 0, 1440);
    browser_row("practice", "practice_finished", kNoon);
    const auto p = progress();
    EXPECT_EQ(p["totalXP"], 0);
    EXPECT_EQ(p["level"], 0);
    EXPECT_EQ(p["streak"]["current"], 0);
    EXPECT_EQ(p["streak"]["longest"], 0);
    EXPECT_EQ(p["counters"]["lessonsCompleted"], 0);
    EXPECT_EQ(p["counters"]["practiceSessions"], 0);
    EXPECT_EQ(p["counters"]["totalTimeSpent"], 0);
    EXPECT_EQ(p["dailyGoals"]["timeSpent"], 0);
    for (const auto& a : p["achievements"])
        EXPECT_EQ(a["unlocked"], false) << a["id"];

    // The one way to a lesson's XP is the server's grading, once however often it is repeated.
    for (int i = 0; i < 100; ++i)
        test::graded_lesson(*db, user, "knight-forks", kNoon + i, 100);
    const auto graded = progress();
    EXPECT_EQ(graded["totalXP"], 50 + 20 + 30 + 100 + 100); // + First Lesson and Perfectionist
    EXPECT_EQ(graded["counters"]["lessonCompletions"], 1);
    EXPECT_EQ(graded["streak"]["current"], 1);
}

TEST_F(ProgressApi, PracticeCountsOncePerPositionTheServerSawWon)
{
    EXPECT_EQ(progress()["counters"]["practiceSessions"], 0);
    test::won_practice(*db, user, "back-rank-mate", kNoon - 2 * kHour, 3);
    test::won_practice(*db, user, "back-rank-mate", kNoon - kHour, 1);
    test::won_practice(*db, user, "queen-mate-centre", kNoon, 2);
    const auto p = progress();
    EXPECT_EQ(p["counters"]["practiceSessions"], 2);
    EXPECT_EQ(p["totalXP"], 0); // practice earns nothing by itself
    EXPECT_EQ(p["streak"]["current"], 1); // but it is a day's activity
    std::vector<std::pair<std::string, std::int64_t>> practice;
    for (const auto& e : learn::load_ledger(*db, user, 0))
        if (std::holds_alternative<learn::PracticeFinished>(e.detail))
            practice.emplace_back(e.id, e.at_ms);
    EXPECT_EQ(practice,
        (std::vector<std::pair<std::string, std::int64_t>> {
            { "practice:back-rank-mate", kNoon - 2 * kHour },
            { "practice:queen-mate-centre", kNoon } }));
}

TEST_F(ProgressApi, TimeSpentComesFromTheServersOwnTimestamps)
{
    const auto at = [](int hour, int minute) {
        return kNoon + (hour - 12) * kHour + minute * test::kMinuteMs;
    };
    // 3 minutes from serving to answer; 25 minutes, counted as 10; an answer with no serving
    // (timed as a day by the puzzle service), nothing.
    test::puzzle_attempt(*db, user, "p1", at(9, 0), true, true, 3 * test::kMinuteMs);
    test::puzzle_attempt(*db, user, "p2", at(9, 30), false, true, 25 * test::kMinuteMs);
    test::puzzle_attempt(*db, user, "p3", at(9, 45), true, true, learn::kUntimedAnswerMs);
    // A lesson started 3 hours before its completion: 60 minutes at most.
    test::graded_lesson(*db, user, "l1", at(11, 0), 90, 180);
    // A game from its start to its end (30 minutes), and a puzzle answered meanwhile: the same
    // stretch of the day counts once.
    test::computer_game(*db, user, "win", at(12, 0), at(11, 30));
    test::puzzle_attempt(*db, user, "p4", at(11, 50), true, true, 5 * test::kMinuteMs);
    // A game stored before the server played them has no start: no time.
    test::computer_game(*db, user, "lose", at(10, 0));
    auto p = progress();
    EXPECT_EQ(p["counters"]["totalTimeSpent"], 3 + 10 + 60 + 30);
    EXPECT_EQ(p["dailyGoals"]["timeSpent"], 3 + 10 + 60 + 30);

    // A lesson finished at 23:50 UTC the day before (20 minutes) is today's an hour east of UTC.
    test::graded_lesson(*db, user, "l2", at(-1, 50), 90, 20);
    p = progress();
    EXPECT_EQ(p["counters"]["totalTimeSpent"], 123);
    EXPECT_EQ(p["dailyGoals"]["timeSpent"], 103);
    p = call("GET", "/api/progress?timeZoneOffsetMinutes=60").body["data"];
    EXPECT_EQ(p["dailyGoals"]["timeSpent"], 123);

    std::vector<std::pair<std::string, int>> days;
    for (const auto& e : learn::load_ledger(*db, user, 0))
        if (const auto* t = std::get_if<learn::TimeSpent>(&e.detail))
            days.emplace_back(e.id, t->minutes);
    std::sort(days.begin(), days.end());
    EXPECT_EQ(days,
        (std::vector<std::pair<std::string, int>> {
            { "time:2026-03-09", 20 }, { "time:2026-03-10", 103 } }));
}

TEST_F(ProgressApi, TheDailyGoalsAreReachedByWhatTheServerRecorded)
{
    // Three lessons of ten minutes each: 30 minutes and 3 lessons; then 5 puzzles.
    for (int i = 0; i < 3; ++i)
        test::graded_lesson(*db, user, "lesson-" + std::to_string(i),
            kNoon - 3 * kHour + i * 20 * test::kMinuteMs, 80, 10);
    auto goals = progress()["dailyGoals"];
    EXPECT_EQ(goals["lessonsCompleted"], 3);
    EXPECT_EQ(goals["timeSpent"], 30);
    EXPECT_EQ(goals["completed"], false);
    for (int i = 0; i < 5; ++i)
        test::puzzle_attempt(*db, user, "p" + std::to_string(i), kNoon - kHour + i * 60000);
    const auto p = progress();
    EXPECT_EQ(p["dailyGoals"]["puzzlesSolved"], 5);
    EXPECT_EQ(p["dailyGoals"]["completed"], true);
    bool bonus = false;
    for (const auto& n : p["notifications"])
        bonus = bonus || (n["kind"] == "daily_goals_complete" && n["xp"] == 200);
    EXPECT_TRUE(bonus) << p["notifications"].dump();
}

TEST_F(ProgressApi, TheCachedAnswerMovesWithEveryRowTheLedgerReads)
{
    // Within one minute the answer is kept while the ledger's version stands: every table the
    // ledger reads must move it (migrations 0060 and 0121).
    EXPECT_EQ(progress()["totalXP"], 0);
    test::graded_lesson(*db, user, "knight-forks", kNoon - kHour, 90, 5);
    EXPECT_EQ(progress()["counters"]["lessonsCompleted"], 1);
    test::won_practice(*db, user, "back-rank-mate", kNoon - kHour);
    EXPECT_EQ(progress()["counters"]["practiceSessions"], 1);
    test::puzzle_attempt(
        *db, user, "p", kNoon - 10 * test::kMinuteMs, false, true, 4 * test::kMinuteMs);
    EXPECT_EQ(progress()["counters"]["totalTimeSpent"], 5 + 4);
}

TEST_F(ProgressApi, PuzzlesAndGamesOnTheServerCountWithoutTheBrowser)
{
    const auto before = progress()["totalXP"].get<int>();
    EXPECT_EQ(before, 0);
    test::computer_game(*db, user, "win", kNoon - kHour);
    test::puzzle_attempt(*db, user, "abc", kNoon - 30 * test::kMinuteMs, true, true, 12000);
    test::puzzle_attempt(*db, user, "abc", kNoon - 20 * test::kMinuteMs, true, false, 5000);
    const auto id = std::to_string(user);
    db->query("INSERT INTO live_games (id, white_id, white_username, white_display_name, "
              "white_rating, white_guest, black_id, black_username, black_display_name, "
              "black_rating, black_guest, tc_name, tc_type, tc_initial, tc_increment, rated, "
              "status, score, white_ms, black_ms, created_at, ended_at) VALUES ('lg', '99', 'x', "
              "'X', 1500, 0, ?, 'ana', 'ana', 1500, 0, '3+2', 'blitz', 180, 2, 1, 'ended', "
              "'1/2-1/2', 0, 0, ?, ?)",
        { id, kNoon - 2 * kHour, kNoon - kHour });
    const auto p = progress();
    EXPECT_EQ(
        p["counters"]["puzzlesSolved"], 1); // the second solve of the same puzzle earns nothing
    EXPECT_EQ(p["counters"]["gamesPlayed"], 2);
    EXPECT_EQ(p["counters"]["gamesWon"], 1);
    EXPECT_EQ(p["counters"]["gamesDrawn"], 1);
    // The live game's hour, and the puzzles' 17 seconds.
    EXPECT_EQ(p["counters"]["totalTimeSpent"], 60);
    // The same facts as the rules see them, replayed directly.
    using namespace learn;
    const auto expected = fold_progress(
        { { "computer:1", kNoon - kHour, "2026-03-10",
              GameFinished { Opponent::computer, GameResult::win, false }, {} },
            { "puzzle:1", kNoon - 30 * 60 * 1000, "2026-03-10", PuzzleSolved { true, 12 }, {} },
            { "live:lg", kNoon - kHour, "2026-03-10",
                GameFinished { Opponent::live, GameResult::draw, false }, {} },
            { "time:2026-03-10", kNoon - 20 * 60 * 1000, "2026-03-10", TimeSpent { 60 }, {} } },
        "2026-03-10");
    EXPECT_EQ(progress(), p);
    EXPECT_EQ(p["totalXP"], expected.total_xp);
    EXPECT_EQ(p["counters"]["totalTimeSpent"], expected.total_time_spent);
    EXPECT_GT(expected.total_xp, 100 + 50 + 30);

    const auto plan = call("GET", "/api/daily-plan").body["data"];
    EXPECT_EQ(plan["tasks"]["puzzles"],
        json({ { "target", 3 }, { "completed", 1 }, { "remaining", 2 } }));
    EXPECT_EQ(plan["tasks"]["games"]["completed"], 2);
    EXPECT_EQ(plan["tasks"]["games"]["remaining"], 0);
    EXPECT_EQ(plan["tasks"]["lessons"]["remaining"], 1);
    EXPECT_EQ(plan["message"], "Good start! Next: solve 2 more puzzles.");
}

TEST_F(ProgressApi, TheDailyPlanSpeaksToTheDay)
{
    auto plan = call("GET", "/api/daily-plan").body["data"];
    EXPECT_EQ(plan["date"], "2026-03-10");
    EXPECT_EQ(plan["progress"]["completionPercentage"], 0);
    EXPECT_EQ(
        plan["message"], "A fresh day: three puzzles, one lesson and one game make today's plan.");

    test::graded_lesson(*db, user, "a", kNoon - kDay);
    plan = call("GET", "/api/daily-plan").body["data"];
    EXPECT_EQ(plan["streak"]["current"], 1);
    EXPECT_EQ(plan["streak"]["isActive"], false);
    EXPECT_EQ(plan["message"], "Your 1-day streak is waiting: one puzzle today keeps it going.");
    test::graded_lesson(*db, user, "a2", kNoon);
    plan = call("GET", "/api/daily-plan").body["data"];
    EXPECT_EQ(plan["progress"]["completionPercentage"], 20);
    EXPECT_EQ(plan["streak"]["isActive"], true);
    EXPECT_EQ(plan["message"], "Good start! Next: solve 3 more puzzles.");

    // Tomorrow, by the injectable clock.
    clock_ms += kDay;
    for (int i = 0; i < 3; ++i)
        test::puzzle_attempt(
            *db, user, "p" + std::to_string(i), clock_ms - 3 * kHour, true, true, 40000);
    test::computer_game(*db, user, "lose", clock_ms - kHour);
    test::graded_lesson(*db, user, "b", clock_ms);
    plan = call("GET", "/api/daily-plan").body["data"];
    EXPECT_EQ(plan["date"], "2026-03-11");
    EXPECT_EQ(plan["progress"]["isCompleted"], true);
    EXPECT_EQ(plan["progress"]["completionPercentage"], 100);
    EXPECT_EQ(plan["streak"]["current"], 3);
    EXPECT_EQ(
        plan["message"], "Plan complete, and a 3-day streak! Come back tomorrow to make it 4.");
}

TEST_F(ProgressApi, TheDayIsThePlayersOwn)
{
    // 23:30 UTC on the 10th is already the 11th an hour east of UTC.
    db->query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, time_ms, "
              "hints_used, created_at) VALUES (?, 'late', 1, 1, 9000, 0, '2026-03-10 23:30:00')",
        { user });
    clock_ms = kNoon + 12 * kHour + 10 * 60 * 1000; // 00:10 UTC on the 11th
    auto p = progress();
    EXPECT_EQ(p["today"], "2026-03-11");
    EXPECT_EQ(p["dailyGoals"]["puzzlesSolved"], 0);
    p = call("GET", "/api/progress?timeZoneOffsetMinutes=60").body["data"];
    EXPECT_EQ(p["dailyGoals"]["puzzlesSolved"], 1);
    EXPECT_EQ(p["timeZoneOffsetMinutes"], 60);
    // Kept on the account for the next request that sends none.
    EXPECT_EQ(progress()["timeZoneOffsetMinutes"], 60);
    EXPECT_EQ(call("GET", "/api/progress?timeZoneOffsetMinutes=abc").status, 400u);
    EXPECT_EQ(call("GET", "/api/progress?timeZoneOffsetMinutes=61").status, 400u);
    EXPECT_EQ(progress()["timeZoneOffsetMinutes"], 60);
}

TEST_F(ProgressApi, TodayMayBeNamedWithinADayOfTheServer)
{
    EXPECT_EQ(call("GET", "/api/progress?today=2026-03-11").body["data"]["today"], "2026-03-11");
    EXPECT_EQ(call("GET", "/api/daily-plan?today=2026-03-09").body["data"]["date"], "2026-03-09");
    for (const auto* bad : { "2026-03-12", "2026-03-08", "yesterday", "2026-3-10", "" })
        expect_bad(call("GET", std::string("/api/progress?today=") + bad),
            "today must be a date (YYYY-MM-DD) within a day of the server's date");
}

TEST_F(ProgressApi, LedgersBelongToTheirAccount)
{
    const auto other = add_user("ben");
    test::graded_lesson(*db, user, "knight-forks", kNoon, 90);
    test::graded_lesson(*db, other, "knight-forks", kNoon, 0);
    EXPECT_EQ(
        call("GET", "/api/progress", nullptr, token_for(other)).body["data"]["totalXP"], 50 + 100);
    EXPECT_EQ(progress()["totalXP"], 50 + 20 + 100);
}

TEST_F(ProgressApi, DeletingTheAccountTakesTheLedgerAlong)
{
    test::graded_lesson(*db, user, "gone", kNoon);
    test::won_practice(*db, user, "back-rank-mate", kNoon);
    test::puzzle_attempt(*db, user, "p", kNoon);
    test::computer_game(*db, user, "win", kNoon);
    store::UsersRepository(*db).remove(user);
    for (const auto* table :
        { "lesson_progress", "practice_progress", "puzzle_attempts", "computer_games" })
        EXPECT_EQ(db->query(std::string("SELECT COUNT(*) FROM ") + table).rows[0].integer(0), 0)
            << table;
    EXPECT_EQ(call("GET", "/api/progress").status, 401u);
}
