// The progress routes as a client meets them: signed in or not, every field of a browser event
// checked, a bad batch storing nothing, the same batch twice changing nothing, and puzzles and
// games the server recorded itself moving XP without the browser saying a word. The handlers are
// called through the router with a real database and real access tokens; the server clock is the
// test's.
#include "../support/route_harness.hpp"
#include "accounts/crypto.hpp"
#include "accounts/jwt.hpp"
#include "learn/progress/progress_fold.hpp"
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
    explicit ProgressApi(std::size_t posts_per_minute = 1000)
        : RouteHarness("progress")
    {
        auto lessons = std::make_shared<learn::lessons::Catalogue>();
        lessons->lessons.push_back({});
        lessons->lessons.back().id = "knight-forks";
        lessons->index();
        net::add_progress_routes(
            router, *db, { [this] { return clock_ms; }, posts_per_minute, lessons, 2048 });
        user = add_user("ana");
        token = token_for(user);
    }
    // `bearer`: empty for a visitor; defaults to the account's token. `target` may carry a query.
    Reply call(const std::string& method, const std::string& target, const json& body = nullptr,
        std::optional<std::string> bearer = std::nullopt)
    {
        return send(method, target, body, bearer.value_or(token));
    }

    // A vector, not a json: a braced list of one event would make nlohmann's json the event
    // itself rather than a list of it.
    Reply post_events(
        const std::vector<json>& events, const std::string& path = "/api/progress/events")
    {
        return call("POST", path, { { "events", events } });
    }

    json progress() { return call("GET", "/api/progress").body.at("data"); }

    static json lesson(const std::string& id, std::int64_t at, const std::string& day,
        int accuracy = 90, const std::string& lesson_id = "knight-forks")
    {
        return { { "id", id }, { "at", at }, { "day", day }, { "kind", "lesson_completed" },
            { "lessonId", lesson_id }, { "accuracy", accuracy } };
    }

    std::int64_t clock_ms = kNoon;
    std::int64_t user = 0;
    std::string token;
};

class RateLimitedProgressApi : public ProgressApi {
protected:
    RateLimitedProgressApi()
        : ProgressApi(3)
    {
    }
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
        EXPECT_EQ(call("POST", "/api/progress/events", { { "events", json::array() } }, who).status,
            401u);
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
        json({ { "speed", nullptr }, { "current", nullptr }, { "weeklyChange", nullptr } }));
    EXPECT_EQ(p["notifications"], json::array());
}

TEST_F(ProgressApi, ALessonEarnsItsXpAndTheSameBatchTwiceChangesNothing)
{
    const json batch = { lesson("l1", kNoon - kHour, "2026-03-10"),
        { { "id", "p1" }, { "at", kNoon - 2 * kHour }, { "day", "2026-03-10" },
            { "kind", "practice_finished" } },
        { { "id", "t1" }, { "at", kNoon }, { "day", "2026-03-10" }, { "kind", "time_spent" },
            { "minutes", 12 } } };
    const auto first = post_events(batch);
    ASSERT_EQ(first.status, 200u) << first.body.dump();
    EXPECT_EQ(first.body["data"]["stored"], 3);
    EXPECT_EQ(first.body["data"]["duplicates"], 0);
    const auto& p = first.body["data"]["progress"];
    EXPECT_EQ(p["totalXP"], 50 + 20 + 100); // lesson, 90% bonus, First Lesson
    EXPECT_EQ(p["counters"]["lessonsCompleted"], 1);
    EXPECT_EQ(p["counters"]["practiceSessions"], 1);
    EXPECT_EQ(p["counters"]["totalTimeSpent"], 12);
    EXPECT_EQ(p["counters"]["averageAccuracy"], 90);
    EXPECT_EQ(p["streak"]["current"], 1);
    EXPECT_EQ(p["notifications"].size(), 2u); // level 1, First Lesson

    const auto second = post_events(batch);
    ASSERT_EQ(second.status, 200u);
    EXPECT_EQ(second.body["data"]["stored"], 0);
    EXPECT_EQ(second.body["data"]["duplicates"], 3);
    EXPECT_EQ(second.body["data"]["progress"], p);
    EXPECT_EQ(progress(), p);
}

TEST_F(ProgressApi, ABadEventAnywhereStoresNothingAndNamesItsIndex)
{
    const auto today = "2026-03-10";
    auto with = [&](json e, const std::string& key, json value) {
        e[key] = std::move(value);
        return e;
    };
    const auto good = lesson("ok", kNoon, today);
    auto without = [&](const std::string& key) {
        auto e = good;
        e.erase(key);
        return e;
    };
    auto puzzle = json { { "id", "pz" }, { "at", kNoon }, { "day", today },
        { "kind", "puzzle_solved" }, { "firstAttempt", true }, { "seconds", 3 } };
    auto game = json { { "id", "g" }, { "at", kNoon }, { "day", today },
        { "kind", "computer_game_finished" }, { "result", "win" }, { "mobile", false } };
    const std::vector<std::pair<json, std::string>> cases = {
        { 7, "An event must be an object" },
        { without("id"), "id must be text" },
        { with(good, "id", 5), "id must be text" },
        { with(good, "id", ""), "1 to 64 characters" },
        { with(good, "id", std::string(65, 'a')), "1 to 64 characters" },
        { with(good, "id", "puzzle:1"), "only letters, digits" },
        { without("at"), "at must be a whole number" },
        { with(good, "at", "1773144000000"), "at must be a whole number" },
        { with(good, "at", 1773144000000.5), "at must be a whole number" },
        { with(good, "at", json::parse("18446744073709551615")), "at must be a whole number" },
        { without("day"), "Day must be a date" },
        { with(good, "day", "2026-02-30"), "Day must be a date" },
        { with(good, "day", "10/03/2026"), "Day must be a date" },
        { without("kind"), "kind must be text" },
        { with(good, "kind", "level_up"), "Unknown kind: level_up" },
        { puzzle, "Puzzles and games are recorded by the server" },
        { game, "Puzzles and games are recorded by the server" },
        { with(game, "kind", "live_game_finished"),
            "Puzzles and games are recorded by the server" },
        { without("accuracy"), "Accuracy must be a whole number from 0 to 100" },
        { with(good, "accuracy", "90"), "Accuracy must be a whole number from 0 to 100" },
        { with(good, "accuracy", 90.5), "Accuracy must be a whole number from 0 to 100" },
        { with(good, "accuracy", 101), "Accuracy must be a whole number from 0 to 100" },
        { with(good, "accuracy", -1), "Accuracy must be a whole number from 0 to 100" },
        { with(good, "accuracy", 4294967386LL), "Accuracy must be a whole number from 0 to 100" },
        { without("lessonId"), "lessonId must be text" },
        { with(good, "lessonId", ""), "A lesson id is required" },
        { with(good, "lessonId", "Forks!"), "Unknown lesson: Forks!" },
        { with(good, "lessonId", std::string(65, 'a')), "Unknown lesson" },
        { with(good, "lessonId", "rook-endgames"), "Unknown lesson: rook-endgames" },
        { { { "id", "t" }, { "at", kNoon }, { "day", today }, { "kind", "time_spent" },
              { "minutes", 1441 } },
            "Minutes must be a whole number from 0 to 1440" },
        { { { "id", "t" }, { "at", kNoon }, { "day", today }, { "kind", "time_spent" } },
            "Minutes must be a whole number" },
        { with(good, "at", kNoon + 5 * 60 * 1000 + 1), "Its time is in the future" },
        { with(good, "at", 1000), "Its time is before 2020" },
        { with(good, "day", "2026-03-12"), "more than a day away from its time" },
        { with(good, "day", "2026-03-08"), "more than a day away from its time" },
        { with(good, "moves", "e2e4"), "moves must be a list" },
        { with(good, "moves", json::array({ 1 })), "Each move must be an object" },
        { with(good, "moves", { { { "touch", "yes" }, { "gesture", "tap" }, { "ms", 1 } } }),
            "touch must be true or false" },
        { with(good, "moves", { { { "touch", true }, { "gesture", "swipe" }, { "ms", 1 } } }),
            "gesture must be tap or drag" },
        { with(good, "moves", { { { "touch", true }, { "gesture", "tap" }, { "ms", 1.5 } } }),
            "ms must be a whole number" },
        { with(good, "moves", { { { "touch", true }, { "gesture", "tap" }, { "ms", -1 } } }),
            "A move's time must be from 0" },
        { with(good, "moves",
              { { { "touch", true }, { "gesture", "tap" }, { "ms", 1 }, { "missed", 1 } } }),
            "missed must be true or false" },
        { with(good, "moves",
              json(std::vector<json>(
                  1001, { { "touch", true }, { "gesture", "tap" }, { "ms", 1 } }))),
            "at most 1000 moves" },
    };
    for (const auto& [event, text] : cases) {
        SCOPED_TRACE(event.dump().substr(0, 200));
        expect_bad(post_events({ good, event }), text, "Event 1: ");
    }
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM progress_events").rows[0].integer(0), 0);
    EXPECT_EQ(progress()["totalXP"], 0);
}

TEST_F(ProgressApi, TheBatchItselfIsChecked)
{
    expect_bad(call("POST", "/api/progress/events", nullptr), "A list of events is required");
    expect_bad(call("POST", "/api/progress/events", json::array()), "A list of events is required");
    expect_bad(call("POST", "/api/progress/events", { { "events", "x" } }),
        "A list of events is required");
    std::vector<json> many;
    for (int i = 0; i < 101; ++i)
        many.push_back(lesson("e" + std::to_string(i), kNoon, "2026-03-10"));
    expect_bad(post_events(many), "At most 100 events per request");
    many.erase(many.begin());
    EXPECT_EQ(post_events(many).body["data"]["stored"], 100);
    for (const json& zone : { json(17), json("60"), json(900), json(-735), json(1.5) })
        expect_bad(call("POST", "/api/progress/events",
                       { { "events", json::array() }, { "timeZoneOffsetMinutes", zone } }),
            "timeZoneOffsetMinutes must be");
}

TEST_F(ProgressApi, ATimeAFewMinutesAheadIsClockDriftNotAFuture)
{
    const auto r = post_events({ lesson("soon", kNoon + 4 * 60 * 1000, "2026-03-10") });
    EXPECT_EQ(r.status, 200u) << r.body.dump();
}

TEST_F(ProgressApi, PuzzlesAndGamesOnTheServerCountWithoutTheBrowser)
{
    const auto before = progress()["totalXP"].get<int>();
    EXPECT_EQ(before, 0);
    db->query("INSERT INTO computer_games (user_id, level, color, result, moves, player_moves, "
              "points, created_at) VALUES (?, 3, 'white', 'win', 'e2e4', 1, 10, ?)",
        { user, (kNoon - kHour) / 1000 });
    db->query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, time_ms, "
              "hints_used, created_at) VALUES (?, 'abc', 1, 1, 12000, 0, '2026-03-10 11:30:00')",
        { user });
    db->query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, time_ms, "
              "hints_used, created_at) VALUES (?, 'abc', 1, 0, 5000, 0, '2026-03-10 11:40:00')",
        { user });
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
    // The same facts as the rules see them, replayed directly.
    using namespace learn;
    const auto expected = fold_progress(
        { { "computer:1", kNoon - kHour, "2026-03-10",
              GameFinished { Opponent::computer, GameResult::win, false }, {} },
            { "puzzle:1", kNoon - 30 * 60 * 1000, "2026-03-10", PuzzleSolved { true, 12 }, {} },
            { "live:lg", kNoon - kHour, "2026-03-10",
                GameFinished { Opponent::live, GameResult::draw, false }, {} } },
        "2026-03-10");
    EXPECT_EQ(p["totalXP"], expected.total_xp);
    EXPECT_GT(expected.total_xp, 100 + 50 + 30);
    // Client events can never take the server's ids.
    expect_bad(post_events({ lesson("computer:1", kNoon, "2026-03-10") }), "only letters");

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

    ASSERT_EQ(post_events({ lesson("a", kNoon - kDay, "2026-03-09") }).status, 200u);
    plan = call("GET", "/api/daily-plan").body["data"];
    EXPECT_EQ(plan["streak"]["current"], 1);
    EXPECT_EQ(plan["streak"]["isActive"], false);
    EXPECT_EQ(plan["message"], "Your 1-day streak is waiting: one puzzle today keeps it going.");
    ASSERT_EQ(post_events({ lesson("a2", kNoon, "2026-03-10") }).status, 200u);
    plan = call("GET", "/api/daily-plan").body["data"];
    EXPECT_EQ(plan["progress"]["completionPercentage"], 20);
    EXPECT_EQ(plan["streak"]["isActive"], true);
    EXPECT_EQ(plan["message"], "Good start! Next: solve 3 more puzzles.");

    // Tomorrow, by the injectable clock.
    clock_ms += kDay;
    for (int i = 0; i < 3; ++i)
        db->query(
            "INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, time_ms, "
            "hints_used, created_at) VALUES (?, ?, 1, 1, 40000, 0, '2026-03-11 09:00:00')",
            { user, "p" + std::to_string(i) });
    db->query("INSERT INTO computer_games (user_id, level, color, result, moves, player_moves, "
              "points, created_at) VALUES (?, 3, 'white', 'lose', 'e2e4', 1, 1, ?)",
        { user, (clock_ms - kHour) / 1000 });
    ASSERT_EQ(post_events({ lesson("b", clock_ms, "2026-03-11") }).status, 200u);
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

TEST_F(ProgressApi, NoRouteTakesAVisitorsLedger)
{
    // A visitor's record is the server's own from the first activity (an anonymous learner): the
    // old merge of a browser's ledger is gone.
    EXPECT_FALSE(router.match("POST", "/api/progress/merge").route);
}

TEST_F(ProgressApi, LedgersBelongToTheirAccount)
{
    const auto other = add_user("ben");
    ASSERT_EQ(post_events({ lesson("same-id", kNoon, "2026-03-10") }).status, 200u);
    const auto r = call("POST", "/api/progress/events",
        { { "events", json::array({ lesson("same-id", kNoon, "2026-03-10", 0) }) } },
        token_for(other));
    EXPECT_EQ(r.body["data"]["stored"], 1);
    EXPECT_EQ(r.body["data"]["progress"]["totalXP"], 50 + 100);
    EXPECT_EQ(progress()["totalXP"], 50 + 20 + 100);
}

TEST_F(ProgressApi, DeletingTheAccountTakesTheLedgerAlong)
{
    ASSERT_EQ(post_events({ lesson("gone", kNoon, "2026-03-10") }).status, 200u);
    store::UsersRepository(*db).remove(user);
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM progress_events").rows[0].integer(0), 0);
    EXPECT_EQ(call("GET", "/api/progress").status, 401u);
}

TEST_F(RateLimitedProgressApi, PostsAreLimitedPerAccount)
{
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(post_events({}).status, 200u);
    const auto r = call("POST", "/api/progress/events", { { "events", json::array() } });
    EXPECT_EQ(r.status, 429u);
    EXPECT_FALSE(r.header("Retry-After").empty());
    // Another account has its own budget.
    const auto other = token_for(add_user("cy"));
    EXPECT_EQ(
        call("POST", "/api/progress/events", { { "events", json::array() } }, other).status, 200u);
    // Reading is not limited.
    EXPECT_EQ(call("GET", "/api/progress").status, 200u);
}

TEST_F(ProgressApi, ADayHoldsAtMostFiveHundredEvents)
{
    for (int batch = 0; batch < 5; ++batch) {
        std::vector<json> events;
        for (int i = 0; i < 100; ++i)
            events.push_back({ { "id", "t" + std::to_string(batch * 100 + i) }, { "at", kNoon },
                { "day", "2026-03-10" }, { "kind", "time_spent" }, { "minutes", 1 } });
        ASSERT_EQ(post_events(events).body["data"]["stored"], 100);
    }
    expect_bad(post_events({ lesson("one-more", kNoon, "2026-03-10") }),
        "More than 500 events on 2026-03-10");
    EXPECT_EQ(post_events({ lesson("tomorrow", kNoon, "2026-03-11") }).status, 200u);
    EXPECT_EQ(progress()["counters"]["totalTimeSpent"], 500);
}
