// The leaderboard, public profile, follow and country routes as a client meets them: every query
// parameter type-checked with a clear 400, Friends and Country only for an account, follows that
// are idempotent and never of oneself, the country checked against ISO 3166-1, and boards that
// follow what players really did (XP from the ledger this ISO week, established ratings). Called
// through the router on a real database with real tokens and the test's clock.
#include "../support/ledger_rows.hpp"
#include "../support/route_harness.hpp"
#include "accounts/account_service.hpp"
#include "accounts/crypto.hpp"
#include "accounts/jwt.hpp"
#include "net/auth_middleware.hpp"
#include "net/leaderboard_routes.hpp"
#include "net/progress_routes.hpp"
#include "net/user_routes.hpp"
#include "store/migrations.hpp"
#include "store/ratings_repository.hpp"
#include "store/users_repository.hpp"
#include "test_server.hpp"

#include <gtest/gtest.h>

using namespace academy;
using nlohmann::json;

namespace {

// Thursday 2026-03-12 12:00:00 UTC: its ISO week runs from Monday 2026-03-09.
constexpr std::int64_t kThursday = 1773316800000;
constexpr std::int64_t kDay = 24LL * 3600 * 1000;

using test::Reply;

class Leaderboard : public ::testing::Test, protected test::RouteHarness {
protected:
    Leaderboard()
        : RouteHarness("leaderboard")
        , accounts(*db, tokens)
    {
        net::add_progress_routes(router, *db, { .now_ms = [this] { return clock_ms; } });
        net::add_leaderboard_routes(router, *db, { [this] { return clock_ms; } });
        net::add_user_routes(router, accounts, *db);
    }
    struct Account {
        std::int64_t id = 0;
        std::string token;
    };

    Account account(const std::string& name)
    {
        const auto id = add_user(name);
        return { id, token_for(id) };
    }

    Reply call(const std::string& method, const std::string& target, const std::string& bearer = {},
        const json& body = nullptr)
    {
        return send(method, target, body, bearer);
    }

    // The lesson `id` completed at `at` as the server grades it (50 XP, +20 at 90% accuracy, and
    // the first-lesson achievement).
    void lesson(const Account& who, const std::string& id, std::int64_t at, int accuracy = 90)
    {
        test::graded_lesson(*db, who.id, id, at, accuracy);
    }

    void rate(const Account& who, const std::string& speed, double rating, double deviation = 60)
    {
        store::RatingsRepository(*db).save(
            { std::to_string(who.id), speed, "x", "x", { rating, deviation, 0.06 }, 30 }, 1);
    }

    std::vector<std::string> usernames(const json& data)
    {
        std::vector<std::string> out;
        for (const auto& e : data.at("entries"))
            out.push_back(e.at("username"));
        return out;
    }

    accounts::AccountService accounts;
    std::int64_t clock_ms = kThursday;
};

void expect_bad(const Reply& r, const std::string& message, const std::string& what = {})
{
    EXPECT_EQ(r.status, 400u) << what << ": " << r.body.dump();
    EXPECT_EQ(r.body.value("success", true), false) << what;
    EXPECT_EQ(r.message(), message) << what;
}

TEST_F(Leaderboard, EveryQueryParameterIsCheckedWithAClearText)
{
    for (const char* q : { "scope=world", "scope=", "scope=Global", "scope=friends%27" })
        expect_bad(call("GET", std::string("/api/leaderboard?") + q),
            "Unknown scope: use global, friends or country", q);
    for (const char* q : { "board=xp", "board=", "board=weekly_xp", "board=Rating" })
        expect_bad(call("GET", std::string("/api/leaderboard?") + q),
            "Unknown board: use rating or weekly-xp", q);
    for (const char* q : { "speed=turbo", "speed=", "speed=Blitz", "speed=blitz%27%20OR%201=1" })
        expect_bad(call("GET", std::string("/api/leaderboard?") + q),
            "Unknown speed: use bullet, blitz, rapid or classical", q);
    for (const char* q : { "page=0", "page=-1", "page=1.5", "page=x", "page=", "page=100001",
             "page=99999999999999999999", "page=%201" })
        expect_bad(call("GET", std::string("/api/leaderboard?") + q),
            "page must be a whole number from 1 to 100000", q);
    for (const char* q : { "pageSize=0", "pageSize=51", "pageSize=ten", "pageSize=5e1" })
        expect_bad(call("GET", std::string("/api/leaderboard?") + q),
            "pageSize must be a whole number from 1 to 50", q);

    const auto d = call("GET", "/api/leaderboard").data();
    EXPECT_EQ(d["scope"], "global");
    EXPECT_EQ(d["board"], "rating");
    EXPECT_EQ(d["speed"], "blitz");
    EXPECT_EQ(d["page"], 1);
    EXPECT_EQ(d["pageSize"], 5);
    EXPECT_EQ(d["total"], 0);
    EXPECT_EQ(d["entries"], json::array());
    EXPECT_EQ(d["yourRank"], nullptr);
    EXPECT_EQ(d["recentAchievements"], json::array());
    EXPECT_EQ(d["event"]["name"], "Weekly XP Race");
    EXPECT_EQ(d["event"]["week"], "2026-03-09");
    EXPECT_EQ(d["event"]["startsAt"], "2026-03-09T00:00:00Z");
    EXPECT_EQ(d["event"]["endsAt"], "2026-03-15T23:59:59Z");
    EXPECT_EQ(d["event"]["participants"], 0);
}

TEST_F(Leaderboard, FriendsAndCountryNeedAnAccountAndCountryACountry)
{
    const auto ann = account("ann");
    const auto guest = tokens->sign({ "guest-abc", "guest", "Guest1", "Guest1" });
    for (const char* scope : { "friends", "country" }) {
        const auto target = std::string("/api/leaderboard?scope=") + scope;
        const auto visitor = call("GET", target);
        EXPECT_EQ(visitor.status, 401u) << scope;
        EXPECT_EQ(visitor.message(), std::string("Sign in to see the ") + scope + " leaderboard");
        EXPECT_EQ(call("GET", target, guest).status, 401u) << scope;
    }
    // A bad token is refused even where a visitor is welcome: the client refreshes it.
    EXPECT_EQ(call("GET", "/api/leaderboard", "not-a-token").status, 401u);
    EXPECT_EQ(call("GET", "/api/leaderboard", guest).status, 200u);

    expect_bad(call("GET", "/api/leaderboard?scope=country", ann.token),
        "Set your country in Settings to see the country leaderboard");
    EXPECT_EQ(call("GET", "/api/leaderboard?scope=friends", ann.token).status, 200u);
}

TEST_F(Leaderboard, TheWeeklyBoardRanksXpOfThisIsoWeekInUtc)
{
    const auto ann = account("ann");
    const auto bob = account("bob");
    const auto cid = account("cid");
    // Sunday 23:30 UTC of the week before: last week's race, not this one's.
    lesson(ann, "old", kThursday - 3 * kDay - 12 * 3600 * 1000 - 30 * 60 * 1000, 100);
    lesson(bob, "b1", kThursday - 2 * kDay); // Tuesday
    lesson(bob, "b2", kThursday - kDay, 50);
    lesson(cid, "c1", kThursday - 3 * kDay - 12 * 3600 * 1000 + 60 * 1000); // Monday 00:01

    const auto d = call("GET", "/api/leaderboard?board=weekly-xp", cid.token).data();
    EXPECT_EQ(usernames(d), (std::vector<std::string> { "bob", "cid" }));
    // bob: 70 + 100 (first lesson) + 50; cid: 70 + 100.
    EXPECT_EQ(d["entries"][0]["xpThisWeek"], 220);
    EXPECT_EQ(d["entries"][0]["rank"], 1);
    EXPECT_EQ(d["entries"][0]["isYou"], false);
    EXPECT_EQ(d["entries"][0]["level"], 1);
    EXPECT_EQ(d["entries"][0]["rating"], nullptr);
    EXPECT_EQ(d["entries"][1]["xpThisWeek"], 170);
    EXPECT_EQ(d["entries"][1]["isYou"], true);
    EXPECT_EQ(d["total"], 2);
    EXPECT_EQ(d["event"]["participants"], 2);
    EXPECT_EQ(d["yourRank"]["rank"], 2);
    EXPECT_EQ(d["yourRank"]["xpThisWeek"], 170);
    EXPECT_EQ(d["yourRank"]["nextMilestone"], 250);
    EXPECT_EQ(d["yourRank"]["progressToMilestone"], 46); // (170 - 100) / 150
    // The unlocks are real, newest first: each First Lesson, and ann's Perfectionist last week.
    ASSERT_EQ(d["recentAchievements"].size(), 4u);
    EXPECT_EQ(d["recentAchievements"][3]["username"], "ann");
    EXPECT_EQ(d["recentAchievements"][0]["username"], "bob");
    EXPECT_EQ(d["recentAchievements"][0]["achievementId"], "first_lesson");
    EXPECT_EQ(d["recentAchievements"][0]["title"], "First Lesson");

    // ann earned only last week: she is on no board this week, but has a rank card.
    const auto a = call("GET", "/api/leaderboard?board=weekly-xp", ann.token).data();
    EXPECT_EQ(a["yourRank"]["rank"], nullptr);
    EXPECT_EQ(a["yourRank"]["xpThisWeek"], 0);

    // Monday 00:00 UTC a new race starts from nothing.
    clock_ms = kThursday + 3 * kDay + 12 * 3600 * 1000;
    const auto next = call("GET", "/api/leaderboard?board=weekly-xp").data();
    EXPECT_EQ(next["event"]["week"], "2026-03-16");
    EXPECT_EQ(next["total"], 0);
}

TEST_F(Leaderboard, EqualScoresShareARankAcrossPages)
{
    std::vector<Account> players;
    for (const auto& [name, xp_lessons] : std::vector<std::pair<std::string, int>> {
             { "ann", 2 }, { "bob", 1 }, { "cid", 1 }, { "dan", 1 }, { "eve", 0 } }) {
        players.push_back(account(name));
        for (int i = 0; i < xp_lessons; ++i)
            lesson(players.back(), name + std::to_string(i), kThursday - (i + 1) * 3600 * 1000);
    }
    // ann 240, bob = cid = dan 170 (ties, in id order), eve nothing.
    const auto page1
        = call("GET", "/api/leaderboard?board=weekly-xp&pageSize=2", players[3].token).data();
    EXPECT_EQ(usernames(page1), (std::vector<std::string> { "ann", "bob" }));
    EXPECT_EQ(page1["entries"][0]["rank"], 1);
    EXPECT_EQ(page1["entries"][1]["rank"], 2);
    EXPECT_EQ(page1["yourRank"]["rank"], 2); // dan ties with bob
    const auto page2 = call("GET", "/api/leaderboard?board=weekly-xp&pageSize=2&page=2").data();
    EXPECT_EQ(usernames(page2), (std::vector<std::string> { "cid", "dan" }));
    EXPECT_EQ(page2["entries"][0]["rank"], 2);
    EXPECT_EQ(page2["entries"][1]["rank"], 2);
    EXPECT_EQ(page2["total"], 4);
}

TEST_F(Leaderboard, RatingBoardsPageThroughEstablishedRatingsWithTheViewersRank)
{
    const auto me = account("meg");
    std::vector<Account> players;
    for (int i = 0; i < 12; ++i) {
        players.push_back(account("p" + std::to_string(i)));
        rate(players.back(), "rapid", 1000 + 50 * i);
    }
    rate(me, "rapid", 1420.4);
    rate(players[0], "blitz", 2000);
    const auto first = call("GET", "/api/leaderboard?speed=rapid", me.token).data();
    EXPECT_EQ(usernames(first), (std::vector<std::string> { "p11", "p10", "p9", "meg", "p8" }));
    EXPECT_EQ(first["entries"][0]["rating"], 1550);
    EXPECT_EQ(first["entries"][0]["provisional"], false);
    EXPECT_EQ(first["entries"][3]["isYou"], true);
    EXPECT_EQ(first["total"], 13);
    EXPECT_EQ(first["yourRank"]["rank"], 4);
    EXPECT_EQ(first["yourRank"]["rating"], 1420);
    EXPECT_EQ(first["yourRank"]["nextMilestone"], 1600);
    EXPECT_EQ(first["yourRank"]["progressToMilestone"], 10); // 1420 of 1400..1600
    const auto page2
        = call("GET", "/api/leaderboard?speed=rapid&page=2&pageSize=4", me.token).data();
    EXPECT_EQ(usernames(page2), (std::vector<std::string> { "p8", "p7", "p6", "p5" }));
    EXPECT_EQ(page2["entries"][0]["rank"], 5);
    EXPECT_EQ(page2["page"], 2);
    EXPECT_EQ(page2["pageSize"], 4);
    const auto last = call("GET", "/api/leaderboard?speed=rapid&page=4&pageSize=4").data();
    EXPECT_EQ(usernames(last), (std::vector<std::string> { "p0" }));
    EXPECT_EQ(last["entries"][0]["rank"], 13);
    EXPECT_EQ(call("GET", "/api/leaderboard?speed=rapid&page=5&pageSize=4").data()["entries"],
        json::array());
    EXPECT_EQ(usernames(call("GET", "/api/leaderboard?speed=blitz").data()),
        (std::vector<std::string> { "p0" }));
}

TEST_F(Leaderboard, FriendsRankTheViewerWithWhomTheyFollowAndCountryTheirCountry)
{
    const auto me = account("meg");
    const auto ann = account("ann");
    const auto bob = account("bob");
    const auto zed = account("zed");
    rate(ann, "blitz", 1800);
    rate(bob, "blitz", 1500);
    rate(zed, "blitz", 2200);
    rate(me, "blitz", 1600);
    EXPECT_EQ(call("POST", "/api/users/ann/follow", me.token).status, 200u);
    EXPECT_EQ(call("POST", "/api/users/Bob/follow", me.token).status, 200u);
    EXPECT_EQ(call("POST", "/api/users/meg/follow", zed.token).status, 200u);

    const auto friends = call("GET", "/api/leaderboard?scope=friends", me.token).data();
    EXPECT_EQ(usernames(friends), (std::vector<std::string> { "ann", "meg", "bob" }));
    EXPECT_EQ(friends["yourRank"]["rank"], 2);
    EXPECT_EQ(friends["total"], 3);
    // On the XP board nobody has XP: the friends are listed, unranked.
    const auto xp = call("GET", "/api/leaderboard?scope=friends&board=weekly-xp", me.token).data();
    EXPECT_EQ(xp["entries"].size(), 3u);
    EXPECT_EQ(xp["entries"][0]["rank"], nullptr);
    EXPECT_EQ(xp["yourRank"]["rank"], nullptr);

    for (const auto& [who, country] :
        std::vector<std::pair<Account, std::string>> { { me, "fr" }, { bob, "FR" }, { zed, "DE" } })
        ASSERT_EQ(
            call("PUT", "/api/users/profile", who.token, { { "country", country } }).status, 200u);
    const auto fr = call("GET", "/api/leaderboard?scope=country", me.token).data();
    EXPECT_EQ(usernames(fr), (std::vector<std::string> { "meg", "bob" }));
    EXPECT_EQ(fr["entries"][0]["country"], "FR");
    EXPECT_EQ(fr["yourRank"]["rank"], 1);
    const auto global = call("GET", "/api/leaderboard", me.token).data();
    EXPECT_EQ(usernames(global), (std::vector<std::string> { "zed", "ann", "meg", "bob" }));
    EXPECT_EQ(global["entries"][0]["country"], "DE");
    EXPECT_EQ(global["entries"][1]["country"], nullptr);
    EXPECT_EQ(global["yourRank"]["rank"], 3);
}

TEST_F(Leaderboard, AWholeBoardPageIsKeptForASecondButTheViewersRankIsAlwaysFresh)
{
    const auto ann = account("ann");
    const auto bob = account("bob");
    rate(ann, "blitz", 1800);
    EXPECT_EQ(
        usernames(call("GET", "/api/leaderboard").data()), (std::vector<std::string> { "ann" }));
    rate(bob, "blitz", 1900);
    // Within the second: the same page for everyone, but bob's own rank is read now.
    const auto kept = call("GET", "/api/leaderboard", bob.token).data();
    EXPECT_EQ(usernames(kept), (std::vector<std::string> { "ann" }));
    EXPECT_EQ(kept["yourRank"]["rank"], 1);
    EXPECT_EQ(kept["yourRank"]["rating"], 1900);
    clock_ms += 1001;
    const auto fresh = call("GET", "/api/leaderboard", bob.token).data();
    EXPECT_EQ(usernames(fresh), (std::vector<std::string> { "bob", "ann" }));
    EXPECT_EQ(fresh["entries"][0]["isYou"], true);
    EXPECT_EQ(fresh["entries"][1]["isYou"], false);
    EXPECT_EQ(fresh["total"], 2);
}

TEST_F(Leaderboard, FollowingIsForAccountsNeverOneselfAndIdempotent)
{
    const auto ann = account("ann");
    const auto bob = account("bob");
    const auto guest = tokens->sign({ "guest-abc", "guest", "Guest1", "Guest1" });
    for (const char* method : { "POST", "DELETE" }) {
        EXPECT_EQ(call(method, "/api/users/bob/follow").status, 401u) << method;
        EXPECT_EQ(call(method, "/api/users/bob/follow", guest).status, 401u) << method;
        EXPECT_EQ(call(method, "/api/users/bob/follow", "garbage").status, 401u) << method;
        const auto nobody = call(method, "/api/users/nobody/follow", ann.token);
        EXPECT_EQ(nobody.status, 404u) << method;
        EXPECT_EQ(nobody.message(), "Player not found");
        expect_bad(
            call(method, "/api/users/ANN/follow", ann.token), "You cannot follow yourself", method);
    }
    const auto first = call("POST", "/api/users/bob/follow", ann.token).data();
    EXPECT_EQ(first,
        (json { { "username", "bob" }, { "isFollowing", true }, { "changed", true },
            { "followers", 1 } }));
    const auto again = call("POST", "/api/users/bob/follow", ann.token).data();
    EXPECT_EQ(again["changed"], false);
    EXPECT_EQ(again["followers"], 1);
    EXPECT_EQ(call("GET", "/api/users/bob/public", ann.token).data()["isFollowing"], true);
    const auto off = call("DELETE", "/api/users/bob/follow", ann.token).data();
    EXPECT_EQ(off["isFollowing"], false);
    EXPECT_EQ(off["changed"], true);
    EXPECT_EQ(off["followers"], 0);
    EXPECT_EQ(call("DELETE", "/api/users/bob/follow", ann.token).data()["changed"], false);
    EXPECT_EQ(call("GET", "/api/users/bob/public", ann.token).data()["isFollowing"], false);
}

TEST_F(Leaderboard, ThePublicProfileShowsLevelStreakAchievementsRatingsAndFollows)
{
    const auto ann = account("ann");
    const auto bob = account("bob");
    lesson(ann, "a1", kThursday - kDay);
    lesson(ann, "a2", kThursday - 10 * 60 * 1000);
    rate(ann, "blitz", 1700.6);
    rate(ann, "rapid", 1500, 300);
    ASSERT_EQ(call("PUT", "/api/users/profile", ann.token, { { "country", "GB" } }).status, 200u);
    call("POST", "/api/users/ann/follow", bob.token);

    const auto p = call("GET", "/api/users/ANN/public").data();
    EXPECT_EQ(p["username"], "ann");
    EXPECT_EQ(p["country"], "GB");
    EXPECT_EQ(p["level"], 1); // 240 XP: level 1 runs from 100 to 250
    EXPECT_EQ(p["totalXP"], 240);
    EXPECT_EQ(p["xpThisWeek"], 240);
    EXPECT_EQ(p["streak"]["current"], 2);
    EXPECT_EQ(p["achievements"].size(), 14u);
    EXPECT_EQ(p["achievements"][0]["id"], "first_lesson");
    EXPECT_EQ(p["achievements"][0]["unlocked"], true);
    EXPECT_EQ(p["ratings"]["blitz"],
        (json { { "rating", 1701 }, { "games", 30 }, { "provisional", false } }));
    EXPECT_EQ(p["ratings"]["rapid"]["provisional"], true);
    EXPECT_EQ(p["ratings"]["bullet"], nullptr);
    EXPECT_EQ(p["followers"], 1);
    EXPECT_EQ(p["following"], 0);
    EXPECT_EQ(p["isFollowing"], false);
    EXPECT_EQ(p["isYou"], false);
    EXPECT_FALSE(p.contains("email"));
    EXPECT_EQ(call("GET", "/api/users/ann/public", bob.token).data()["isFollowing"], true);
    EXPECT_EQ(call("GET", "/api/users/ann/public", ann.token).data()["isYou"], true);
    EXPECT_EQ(call("GET", "/api/users/nobody/public").status, 404u);
}

TEST_F(Leaderboard, TheCountryIsAnIso3166Alpha2CodeOrNothing)
{
    const auto ann = account("ann");
    const std::string unknown = "Country must be an ISO 3166-1 alpha-2 code, such as FR or GB";
    for (const char* bad : { "UK", "EU", "XX", "FRA", "F", "12", "fr ", "\xC3\xA9t" })
        expect_bad(
            call("PUT", "/api/users/profile", ann.token, { { "country", bad } }), unknown, bad);
    expect_bad(call("PUT", "/api/users/profile", ann.token, { { "country", 33 } }),
        "country must be text");
    EXPECT_EQ(call("PUT", "/api/users/profile", ann.token, { { "country", "GB" } }).status, 200u);
    auto set = call("PUT", "/api/users/profile", ann.token, { { "country", "nz" } });
    EXPECT_EQ(set.status, 200u);
    EXPECT_EQ(set.data()["user"]["country"], "NZ");
    // Other fields leave it alone; null or "" clears it.
    set = call("PUT", "/api/users/profile", ann.token, { { "displayName", "Ann B" } });
    EXPECT_EQ(set.data()["user"]["country"], "NZ");
    EXPECT_EQ(call("GET", "/api/users/profile", ann.token).data()["user"]["country"], "NZ");
    set = call("PUT", "/api/users/profile", ann.token, { { "country", nullptr } });
    EXPECT_EQ(set.data()["user"]["country"], nullptr);
    call("PUT", "/api/users/profile", ann.token, { { "country", "NZ" } });
    set = call("PUT", "/api/users/profile", ann.token, { { "country", "" } });
    EXPECT_EQ(set.data()["user"]["country"], nullptr);
    EXPECT_EQ(call("PUT", "/api/users/profile", "", { { "country", "FR" } }).status, 401u);
}

} // namespace
