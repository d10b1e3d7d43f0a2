// The practice routes as a client meets them, over the real content (content/practice): the
// sections for visitors and accounts, a position without its solution, attempts held by the
// server, every field of a move checked (400 with the reason), an unknown or someone else's attempt
// answering 404, a finished one 409, and a won attempt recording the account's best stars (kept,
// never lowered) and the position once in the progress ledger, however often it is won. The moves
// used here end the attempt by the rules alone (mate in one, or the last move spent), so the engine
// is not asked.
#include "accounts/crypto.hpp"
#include "accounts/jwt.hpp"
#include "learn/practice/practice_catalogue.hpp"
#include "learn/progress/progress_ledger.hpp"
#include "net/auth_middleware.hpp"
#include "net/practice_routes.hpp"
#include "store/migrations.hpp"
#include "store/practice_progress_repository.hpp"
#include "store/users_repository.hpp"

#include "../support/loopback.hpp"

#include "../support/route_harness.hpp"

#include <gtest/gtest.h>

#include <filesystem>

using namespace academy;
using nlohmann::json;

namespace {

constexpr std::int64_t kNoon = 1773144000000; // 2026-03-10T12:00:00Z

using test::Reply;

class PracticeApi : public ::testing::Test, protected test::RouteHarness {
protected:
    PracticeApi()
        : RouteHarness("practice-api", true)
        , pool({ .size = 1 })
    {
        auto load = learn::practice::load_catalogue(
            std::filesystem::path(ACADEMY_CONTENT_DIR) / "practice");
        EXPECT_TRUE(load.problems.empty());
        catalogue = std::make_shared<const learn::practice::Catalogue>(std::move(load.catalogue));
        net::add_practice_routes(router, *db, pool, catalogue, { [this] { return clock_ms; } });
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

    std::string start(const std::string& id, std::optional<std::string> bearer = std::nullopt)
    {
        const auto r = call("POST", "/api/practice/" + id + "/attempts", nullptr, bearer);
        EXPECT_EQ(r.status, 200u) << r.body.dump();
        return r.data().value("attemptId", std::string());
    }

    Reply move(const std::string& attempt, const json& body,
        std::optional<std::string> bearer = std::nullopt)
    {
        return call("POST", "/api/practice/attempts/" + attempt + "/moves", body, bearer);
    }

    int practice_events()
    {
        int n = 0;
        for (const auto& e : learn::load_ledger(*db, user, 0))
            n += std::holds_alternative<learn::PracticeFinished>(e.detail) ? 1 : 0;
        return n;
    }

    engine::EnginePool pool;
    std::shared_ptr<const learn::practice::Catalogue> catalogue;
    std::int64_t clock_ms = kNoon;
    std::int64_t user = 0;
    std::string token;
};

void expect_error(
    const Reply& r, unsigned status, const std::string& code, const std::string& message)
{
    EXPECT_EQ(r.status, status) << r.body.dump();
    EXPECT_EQ(r.body.value("success", true), false);
    EXPECT_EQ(r.body.value("code", std::string()), code);
    EXPECT_EQ(r.message(), message) << r.body.dump();
}

const std::string kBadMove = "move must be a string: a move in UCI (e2e4) or SAN (Nf3)";
const std::string kGone = "Practice attempt not found: it may have expired. Start a new attempt.";

} // namespace

TEST_F(PracticeApi, VisitorsSeeFiveSectionsOfPositionsWithoutStars)
{
    const auto r = visitor("GET", "/api/practice");
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    const auto& sections = r.data()["sections"];
    ASSERT_EQ(sections.size(), 5u);
    std::size_t total = 0;
    for (const auto& s : sections) {
        EXPECT_GE(s["positions"].size(), 8u) << s["id"];
        EXPECT_FALSE(s["title"].get<std::string>().empty());
        total += s["positions"].size();
        for (const auto& p : s["positions"]) {
            EXPECT_EQ(p["stars"], 0);
            EXPECT_EQ(p["completed"], false);
            EXPECT_TRUE(p["goal"].contains("kind"));
        }
    }
    EXPECT_GE(total, 60u);
    EXPECT_EQ(sections[0]["id"], "checkmates");
    EXPECT_EQ(sections[4]["id"], "defence");
}

TEST_F(PracticeApi, APositionComesWithoutItsSolution)
{
    const auto r = visitor("GET", "/api/practice/back-rank-mate");
    ASSERT_EQ(r.status, 200u);
    const auto& p = r.data();
    EXPECT_EQ(p["fen"], "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    EXPECT_EQ(p["goal"], json({ { "kind", "mateIn" }, { "moves", 1 } }));
    EXPECT_EQ(p["goalText"], "Checkmate in 1 move");
    EXPECT_EQ(p["playerColor"], "white");
    EXPECT_EQ(p["stars"], json::array({ 1, 1 }));
    EXPECT_FALSE(p["hint"].get<std::string>().empty());
    EXPECT_EQ(p.dump().find("d1d8"), std::string::npos);
    expect_error(
        visitor("GET", "/api/practice/no-such-position"), 404, "not_found", "Resource not found.");
    expect_error(visitor("POST", "/api/practice/no-such-position/attempts"), 404, "not_found",
        "Resource not found.");
}

TEST_F(PracticeApi, EveryFieldOfAMoveIsChecked)
{
    const auto id = start("back-rank-mate");
    ASSERT_EQ(id.size(), 32u);
    for (const json& body : { json(nullptr), json::array({ "d1d8" }), json({ { "mv", "d1d8" } }),
             json({ { "move", 42 } }), json({ { "move", "" } }), json({ { "move", nullptr } }),
             json({ { "move", json::object() } }), json({ { "move", std::string(13, 'a') } }) })
        expect_error(move(id, body), 400, "validation_error", kBadMove);
    for (const auto* text : { "d1d9", "Rd9", "e2e4", "Kh3", "g1g3", "O-O" })
        expect_error(move(id, { { "move", text } }), 400, "illegal_move", "That move is not legal");
    expect_error(
        move("0123456789abcdef0123456789abcdef", { { "move", "d1d8" } }), 404, "not_found", kGone);
    expect_error(move("zzz", { { "move", "d1d8" } }), 404, "not_found", kGone);
    // Nothing above touched the attempt: the mate still wins it, in SAN.
    const auto r = move(id, { { "move", "Rd8#" } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    EXPECT_EQ(r.data()["status"], "won");
    EXPECT_EQ(r.data()["userMove"], json({ { "uci", "d1d8" }, { "san", "Rd8#" } }));
}

TEST_F(PracticeApi, AWonAttemptKeepsTheBestStarsAndFeedsTheLedger)
{
    const auto attempt = call("POST", "/api/practice/back-rank-mate/attempts");
    ASSERT_EQ(attempt.status, 200u);
    EXPECT_EQ(attempt.data()["fen"], "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    EXPECT_EQ(attempt.data()["goalText"], "Checkmate in 1 move");
    EXPECT_EQ(attempt.data()["playerColor"], "white");
    const auto id = attempt.data()["attemptId"].get<std::string>();

    const auto r = move(id, { { "move", "d1d8" } });
    ASSERT_EQ(r.status, 200u) << r.body.dump();
    const auto& d = r.data();
    EXPECT_EQ(d["status"], "won");
    EXPECT_EQ(d["fen"], "3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1");
    EXPECT_EQ(d["botMove"], nullptr);
    EXPECT_EQ(d["goalReachable"], true);
    EXPECT_EQ(d["reason"], "Checkmate! Rd8# leaves the black king no escape.");
    EXPECT_EQ(d["movesUsed"], 1);
    EXPECT_EQ(d["stars"], 3);
    EXPECT_EQ(d["bestStars"], 3);
    EXPECT_EQ(practice_events(), 1);

    expect_error(move(id, { { "move", "d8e8" } }), 409, "attempt_over",
        "This attempt is over: start a new one");

    const auto list = call("GET", "/api/practice");
    const auto& first = list.data()["sections"][0]["positions"];
    bool seen = false;
    for (const auto& p : first)
        if (p["id"] == "back-rank-mate") {
            seen = true;
            EXPECT_EQ(p["stars"], 3);
            EXPECT_EQ(p["completed"], true);
        }
    EXPECT_TRUE(seen);
    EXPECT_EQ(call("GET", "/api/practice/back-rank-mate").data()["bestStars"], 3);
    // A visitor sees none of it.
    EXPECT_EQ(visitor("GET", "/api/practice/back-rank-mate").data()["bestStars"], 0);
}

TEST_F(PracticeApi, APositionWonAgainIsInTheLedgerOnceAtItsFirstWin)
{
    const auto first = start("back-rank-mate");
    ASSERT_EQ(move(first, { { "move", "d1d8" } }).data()["status"], "won");
    clock_ms += 60 * 60 * 1000;
    const auto second = start("back-rank-mate");
    ASSERT_EQ(move(second, { { "move", "d1d8" } }).data()["status"], "won");
    std::vector<std::pair<std::string, std::int64_t>> practice;
    for (const auto& e : learn::load_ledger(*db, user, 0))
        if (std::holds_alternative<learn::PracticeFinished>(e.detail))
            practice.emplace_back(e.id, e.at_ms);
    EXPECT_EQ(practice,
        (std::vector<std::pair<std::string, std::int64_t>> {
            { "practice:back-rank-mate", kNoon } }));
    EXPECT_EQ(store::PracticeProgressRepository(*db).list(user).at("back-rank-mate").wins, 2);
}

TEST_F(PracticeApi, AFailedAttemptRecordsNothing)
{
    const auto id = start("back-rank-mate");
    const auto r = move(id, { { "move", "Rd7" } });
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.data()["status"], "failed");
    EXPECT_EQ(r.data()["goalReachable"], false);
    EXPECT_EQ(r.data()["reason"], "That was your last move of 1 move, and it was not mate.");
    EXPECT_EQ(r.data()["stars"], 0);
    EXPECT_EQ(practice_events(), 0);
    EXPECT_TRUE(store::PracticeProgressRepository(*db).list(user).empty());
}

TEST_F(PracticeApi, AnotherAccountsAttemptIsNotThere)
{
    const auto id = start("back-rank-mate");
    const auto other = token_for(add_user("bob"));
    expect_error(move(id, { { "move", "d1d8" } }, other), 404, "not_found", kGone);
    expect_error(move(id, { { "move", "d1d8" } }, std::string()), 404, "not_found", kGone);
    EXPECT_EQ(move(id, { { "move", "d1d8" } }).data()["status"], "won");
}

TEST_F(PracticeApi, VisitorsPlayButNothingIsStored)
{
    const auto id = start("back-rank-mate", std::string());
    const auto r = move(id, { { "move", "d1d8" } }, std::string());
    EXPECT_EQ(r.data()["status"], "won");
    EXPECT_FALSE(r.data().contains("bestStars"));
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM practice_progress").rows[0].integer(0), 0);
    EXPECT_EQ(practice_events(), 0);
}

TEST_F(PracticeApi, AnAttemptExpiresWhenLeftIdle)
{
    const auto id = start("back-rank-mate");
    clock_ms += 2 * 60 * 60 * 1000 + 1;
    expect_error(move(id, { { "move", "d1d8" } }), 404, "not_found", kGone);
}

TEST(PracticeProgressRepository, TheBestStarsAreKeptAndNeverLowered)
{
    const auto dir = test::temp_folder("practice-best");
    auto db = store::open_database("sqlite:" + (dir / "academy.db").string());
    store::migrate(*db);
    store::PracticeProgressRepository repo(*db);
    auto w = repo.record_win(7, "queen-mate-centre", 2, kNoon);
    EXPECT_EQ(w.previous_stars, 0);
    EXPECT_EQ(w.best_stars, 2);
    w = repo.record_win(7, "queen-mate-centre", 1, kNoon + 1);
    EXPECT_EQ(w.previous_stars, 2);
    EXPECT_EQ(w.best_stars, 2);
    EXPECT_EQ(repo.list(7).at("queen-mate-centre").best_stars, 2);
    w = repo.record_win(7, "queen-mate-centre", 3, kNoon + 2);
    EXPECT_EQ(w.best_stars, 3);
    EXPECT_EQ(repo.list(7).at("queen-mate-centre").best_stars, 3);
    EXPECT_EQ(repo.list(7).at("queen-mate-centre").wins, 3);
    EXPECT_TRUE(repo.list(8).empty());
    db.reset();
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
}
