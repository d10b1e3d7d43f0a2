// A visitor's record on the server (docs/progress.md, "One record per learner"): an anonymous
// learner is created with a session, learns as an account does, has no identity, and its record
// becomes the account's on sign-up or sign-in, by the server's own rows and once-only rules.
#include "accounts_server.hpp"

#include <gtest/gtest.h>

using namespace academy;
using test::AccountsServer;

namespace {

struct Learner {
    std::int64_t id = 0;
    std::string access;
    std::string refresh;
};

Learner start_learner(AccountsServer& s)
{
    const auto r = s.post("/api/auth/anonymous", nlohmann::json::object());
    EXPECT_EQ(r.status, 201u) << r.body;
    const auto& data = r.json["data"];
    return { std::stoll(data["user"]["id"].get<std::string>()), data["accessToken"],
        data["refreshToken"] };
}

std::int64_t count(AccountsServer& s, const std::string& sql, std::int64_t user)
{
    return s.db->query(sql, { user }).rows.at(0).integer(0);
}

// What a learner did, as the learning routes store it.
void seed_record(AccountsServer& s, std::int64_t user, const std::vector<std::string>& puzzles,
    const std::vector<std::string>& lessons)
{
    for (const auto& p : puzzles)
        s.db->query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, "
                    "time_ms, hints_used) VALUES (?, ?, 1, 1, 5000, 0)",
            { user, p });
    for (const auto& l : lessons)
        s.db->query("INSERT INTO lesson_progress (user_id, lesson_id, progress, accuracy, "
                    "started_at_ms, completed_at_ms, first_accuracy, completions, updated_at_ms) "
                    "VALUES (?, ?, 100, 90, 1, 2, 90, 1, 2)",
            { user, l });
    s.db->query("INSERT INTO practice_progress (user_id, position_id, best_stars, wins, "
                "first_won_at_ms, updated_at_ms) VALUES (?, 'p-"
            + std::to_string(user) + "', 3, 1, 1, 1)",
        { user });
    s.db->query("INSERT INTO computer_games (user_id, level, color, result, moves, player_moves, "
                "points, created_at) VALUES (?, 1, 'white', 'win', 'e2e4', 12, 10, 1)",
        { user });
}

const char* kPuzzles = "SELECT COUNT(*) FROM puzzle_attempts WHERE user_id = ?";
const char* kLessons = "SELECT COUNT(*) FROM lesson_progress WHERE user_id = ?";
const char* kPractice = "SELECT COUNT(*) FROM practice_progress WHERE user_id = ?";
const char* kGames = "SELECT COUNT(*) FROM computer_games WHERE user_id = ?";
const char* kUsers = "SELECT COUNT(*) FROM users WHERE id = ?";

} // namespace

TEST(AnonymousLearner, IsALearnerWithASessionButNoIdentity)
{
    AccountsServer s;
    const auto r = s.post("/api/auth/anonymous", nlohmann::json::object());
    ASSERT_EQ(r.status, 201u) << r.body;
    const auto& user = r.json["data"]["user"];
    EXPECT_EQ(user["anonymous"], true);
    EXPECT_EQ(user["role"], "learner");
    EXPECT_EQ(user["email"], "");
    EXPECT_EQ(user["displayName"], "Visitor");
    // The refresh cookie lives as long as the learner may stay idle (90 days); no device cookie.
    const auto cookies = r.header("set-cookie");
    EXPECT_NE(cookies.find("refreshToken="), std::string::npos);
    EXPECT_NE(cookies.find("Max-Age=7776000"), std::string::npos);
    EXPECT_NE(cookies.find("HttpOnly"), std::string::npos);
    EXPECT_EQ(cookies.find("academyDevice"), std::string::npos);

    const auto token = r.json["data"]["accessToken"].get<std::string>();
    const auto me = s.get("/api/auth/profile", token);
    ASSERT_EQ(me.status, 200u) << me.body;
    EXPECT_EQ(me.json["data"]["user"]["anonymous"], true);
    // Identity routes are an account's: a learner has no profile to edit, no password, and cannot
    // sign out everywhere.
    EXPECT_EQ(s.get("/api/users/stats", token).status, 401u);
    EXPECT_EQ(s.put("/api/users/profile", { { "displayName", "Mallory" } }, token).status, 401u);
    EXPECT_EQ(s.post("/api/auth/logout-all", nlohmann::json::object(),
                   { { "Authorization", "Bearer " + token } })
                  .status,
        401u);
    // It refreshes as an account does, by the cookie.
    const auto refreshed = s.post("/api/auth/refresh", nlohmann::json::object(),
        { { "Cookie", "refreshToken=" + test::cookie_token(cookies) } });
    ASSERT_EQ(refreshed.status, 200u) << refreshed.body;
    EXPECT_EQ(refreshed.json["data"]["user"]["anonymous"], true);
}

TEST(AnonymousLearner, CreationIsLimitedPerAddress)
{
    AccountsServer s({ .learners_per_window = 2 });
    EXPECT_EQ(s.post("/api/auth/anonymous", nlohmann::json::object()).status, 201u);
    EXPECT_EQ(s.post("/api/auth/anonymous", nlohmann::json::object()).status, 201u);
    const auto third = s.post("/api/auth/anonymous", nlohmann::json::object());
    EXPECT_EQ(third.status, 429u);
    EXPECT_FALSE(third.header("retry-after").empty());
    EXPECT_EQ(s.post("/api/auth/anonymous", nlohmann::json::array()).status, 400u);
}

TEST(AnonymousLearner, SigningUpKeepsEverything)
{
    AccountsServer s;
    const auto learner = start_learner(s);
    seed_record(s, learner.id, { "p1", "p2", "p3" }, { "l1", "l2" });
    // The browser sends its (possibly expired) learner token along with the sign-up.
    const auto r = s.post("/api/auth/register",
        { { "email", "new@example.com" }, { "password", "chess-academy-pw1" },
            { "username", "newbie" }, { "displayName", "New Bie" } },
        { { "Authorization", "Bearer " + learner.access } });
    ASSERT_EQ(r.status, 201u) << r.body;
    EXPECT_EQ(r.json["data"]["user"]["anonymous"], false);
    const auto account = std::stoll(r.json["data"]["user"]["id"].get<std::string>());
    EXPECT_EQ(count(s, kPuzzles, account), 3);
    EXPECT_EQ(count(s, kLessons, account), 2);
    EXPECT_EQ(count(s, kPractice, account), 1);
    EXPECT_EQ(count(s, kGames, account), 1);
    // The learner is gone with its session.
    EXPECT_EQ(count(s, kUsers, learner.id), 0);
    EXPECT_EQ(s.get("/api/auth/profile", learner.access).status, 401u);
}

TEST(AnonymousLearner, TheRefreshCookieAloneIdentifiesTheBrowsersLearner)
{
    AccountsServer s;
    const auto learner = start_learner(s);
    seed_record(s, learner.id, { "p1" }, {});
    const auto r = s.post("/api/auth/register",
        { { "email", "cookie@example.com" }, { "password", "chess-academy-pw1" },
            { "username", "cookied" }, { "displayName", "Cookie" } },
        { { "Cookie", "refreshToken=" + learner.refresh } });
    ASSERT_EQ(r.status, 201u) << r.body;
    const auto account = std::stoll(r.json["data"]["user"]["id"].get<std::string>());
    EXPECT_EQ(count(s, kPuzzles, account), 1);
}

TEST(AnonymousLearner, SigningInCombinesTheRecordsOnceEach)
{
    AccountsServer s;
    const auto existing = s.register_user("old@example.com", "oldhand");
    ASSERT_EQ(existing.status, 201u);
    const auto account = std::stoll(existing.json["data"]["user"]["id"].get<std::string>());
    seed_record(s, account, { "p1", "p2" }, { "l1" });
    const auto learner = start_learner(s);
    // p2 and l1 were done by both: they count once, as the account's.
    seed_record(s, learner.id, { "p2", "p3" }, { "l1", "l2" });

    const auto r = s.post("/api/auth/login",
        { { "email", "old@example.com" }, { "password", "chess-academy-pw1" } },
        { { "Authorization", "Bearer " + learner.access } });
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_EQ(count(s, kPuzzles, account), 3);
    EXPECT_EQ(count(s, "SELECT COUNT(DISTINCT puzzle_id) FROM puzzle_attempts WHERE user_id = ?",
                  account),
        3);
    EXPECT_EQ(count(s, kLessons, account), 2);
    EXPECT_EQ(count(s, kPractice, account), 2);
    EXPECT_EQ(count(s, kGames, account), 2);
    EXPECT_EQ(count(s, kUsers, learner.id), 0);
    EXPECT_EQ(count(s, kPuzzles, learner.id), 0);
}

TEST(AnonymousLearner, AFailedSignInTakesNothing)
{
    AccountsServer s;
    ASSERT_EQ(s.register_user("safe@example.com", "safe_one").status, 201u);
    const auto learner = start_learner(s);
    seed_record(s, learner.id, { "p1" }, {});
    const auto r = s.post("/api/auth/login",
        { { "email", "safe@example.com" }, { "password", "wrong-password" } },
        { { "Authorization", "Bearer " + learner.access } });
    EXPECT_EQ(r.status, 401u);
    EXPECT_EQ(count(s, kUsers, learner.id), 1);
    EXPECT_EQ(count(s, kPuzzles, learner.id), 1);
}

TEST(AnonymousLearner, AnAccountsTokenIsNotALearnerToTakeIn)
{
    // Signing in to account B from a browser signed in to account A moves nothing from A.
    AccountsServer s;
    const auto a = s.register_user("a@example.com", "account_a");
    ASSERT_EQ(a.status, 201u);
    const auto a_id = std::stoll(a.json["data"]["user"]["id"].get<std::string>());
    seed_record(s, a_id, { "p1" }, {});
    ASSERT_EQ(s.register_user("b@example.com", "account_b").status, 201u);
    const auto r = s.post("/api/auth/login",
        { { "email", "b@example.com" }, { "password", "chess-academy-pw1" } },
        { { "Authorization", "Bearer " + a.json["data"]["accessToken"].get<std::string>() } });
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(count(s, kPuzzles, a_id), 1);
    EXPECT_EQ(count(s, kUsers, a_id), 1);
}

TEST(AnonymousLearner, IdleLearnersExpireAfterNinetyDaysAccountsNever)
{
    AccountsServer s;
    const auto idle = start_learner(s);
    const auto active = start_learner(s);
    seed_record(s, idle.id, { "p1" }, { "l1" });
    const auto old = s.register_user("old@example.com", "old_account");
    const auto old_id = std::stoll(old.json["data"]["user"]["id"].get<std::string>());
    s.db->query("UPDATE users SET updated_at = '2020-01-01T00:00:00Z' WHERE id IN (?, ?)",
        { idle.id, old_id });
    EXPECT_EQ(accounts::expire_idle_learners(*s.db), 1);
    EXPECT_EQ(count(s, kUsers, idle.id), 0);
    EXPECT_EQ(count(s, kPuzzles, idle.id), 0);
    EXPECT_EQ(count(s, kLessons, idle.id), 0);
    EXPECT_EQ(count(s, kUsers, active.id), 1);
    EXPECT_EQ(count(s, kUsers, old_id), 1);
}
