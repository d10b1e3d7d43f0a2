// Issue 11: every field of the puzzle routes is type-checked — a wrong type or invalid UTF-8 gets
// a 400 with a text a person can read, never a 500 (`solved:"yes"` on the visitor's dashboard and
// `rating:{...}` strings in a visitor's attempt were 500s).
#include "../support/test_database.hpp"
#include "accounts/jwt.hpp"
#include "net/auth_middleware.hpp"
#include "net/puzzle_routes.hpp"
#include "store/migrations.hpp"
#include "store/puzzles_repository.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>

using namespace academy;
using json = nlohmann::json;

namespace {

struct PuzzleFields : ::testing::Test {
    std::filesystem::path dir = std::filesystem::temp_directory_path()
        / ("academy-puzzle-fields-" + std::to_string(std::random_device {}()));
    std::unique_ptr<store::Database> db;
    net::Router router;

    void SetUp() override
    {
        std::filesystem::create_directories(dir);
        db = store::open_database(test::database_url(dir / "t.db"));
        store::migrate(*db);
        store::PuzzlesRepository::BulkInserter ins(*db);
        // Lichess 001KR (CC0).
        ins.add({ "p1", "6Qk/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K b - - 0 28", "h8g8 f1f8", 1500,
            500, 0.09, 0, 0, "backRankMate mate mateIn1 middlegame oneMove", "", "", "academy" });
        ins.finish();
        net::install_authenticator(
            std::make_shared<accounts::TokenService>(std::string(32, 's')), db.get());
        net::add_puzzle_routes(router, *db);
    }
    void TearDown() override
    {
        net::install_authenticator(nullptr, nullptr);
        db->close();
        std::filesystem::remove_all(dir);
    }

    net::ApiResponse call(
        const std::string& method, const std::string& path, json body, std::string query = {})
    {
        auto match = router.match(method, path);
        net::ApiRequest req;
        req.method = method;
        req.path = path;
        req.query = std::move(query);
        req.params = match.params;
        req.json = std::move(body);
        return match.route->answer(req);
    }
};

void expect_400(const net::ApiResponse& r, const std::string& what)
{
    EXPECT_EQ(r.status, 400u) << what << ": " << r.body;
    const auto body = json::parse(r.body, nullptr, false);
    ASSERT_TRUE(body.is_object()) << what;
    EXPECT_FALSE(body.value("message", "").empty()) << what;
    EXPECT_EQ(body.value("code", ""), "validation_error") << what;
}

} // namespace

TEST_F(PuzzleFields, AJudgedMoveChecksEveryField)
{
    ASSERT_EQ(call("POST", "/api/puzzles/p1/moves", { { "moves", { "f1f8" } } }).status, 200u);
    const std::vector<json> wrong {
        json::object(), { { "moves", "f1f8" } }, { { "moves", json::array() } },
        { { "moves", json::array({ 1 }) } }, { { "moves", json::array({ "f1f8\xe2\x99" }) } },
        { { "moves", json::array({ "f1f8", nullptr }) } }, { { "moves", json::array({ "f1f9" }) } },
        { { "moves", json::array({ "a1a2" }) } }, // no piece there: not legal
        { { "moves", json::array({ "f1f8", "f8g8" }) } }, // more than the line has
    };
    for (const auto& body : wrong)
        expect_400(call("POST", "/api/puzzles/p1/moves", body),
            body.dump(-1, ' ', false, json::error_handler_t::replace));
    expect_400(call("POST", "/api/puzzles/p1/moves", json::array()), "a list body");
    expect_400(call("POST", "/api/puzzles/p1/moves", nullptr), "no body");
}

TEST_F(PuzzleFields, TheNextPuzzlesRatingMustBeANumber)
{
    for (const char* query : { "rating=abc", "rating=nan", "rating=inf", "rating=1500abc" })
        expect_400(call("GET", "/api/puzzles/next", nullptr, query), query);
    EXPECT_EQ(call("GET", "/api/puzzles/next", nullptr, "rating=1500").status, 200u);
}
