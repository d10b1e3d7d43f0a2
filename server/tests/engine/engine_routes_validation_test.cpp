// The validation of the engine routes (/api/bots, /api/bots/{level}, /api/bots/move,
// /api/analysis) beyond engine_test.cpp: each field's type and range, the texts of the answers,
// and the positions refused before an engine is asked. None of these requests reaches Stockfish.
#include "chess/fen.hpp"
#include "engine/bot_levels.hpp"
#include "net/engine_routes.hpp"

#include <gtest/gtest.h>

using namespace academy;
using json = nlohmann::json;

namespace {

struct EngineRouteFields : ::testing::Test {
    // A binary that does not exist: a request that got past validation would fall back or fail,
    // never hang on an engine.
    engine::EnginePool pool { { .stockfish_path = "/nonexistent/stockfish", .size = 1 } };
    net::Router router;

    EngineRouteFields() { net::add_engine_routes(router, pool, { .requests_per_minute = 1000 }); }

    std::pair<unsigned, json> call(
        const std::string& method, const std::string& path, json body = nullptr)
    {
        const auto match = router.match(method, path);
        if (!match.route) {
            ADD_FAILURE() << "no route for " << method << " " << path;
            return {};
        }
        net::ApiRequest req;
        req.method = method;
        req.path = path;
        req.params = match.params;
        req.json = std::move(body);
        req.remote_address = "192.0.2.20";
        const auto res = match.route->answer(req);
        return { res.status, json::parse(res.body, nullptr, false) };
    }
};

const std::string kStart(chess::kStartFen);
// White is checkmated (fool's mate); black is stalemated.
const std::string kMated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
const std::string kStalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

} // namespace

TEST_F(EngineRouteFields, ABotLevelIsAWholeNumberFromOneToTen)
{
    for (const char* level :
        { "0", "11", "-1", "abc", "3abc", "3.5", " 3", "99999999999", "0x3" }) {
        const auto [status, body] = call("GET", std::string("/api/bots/") + level);
        EXPECT_EQ(status, 400u) << level;
        EXPECT_EQ(body.value("message", ""), engine::kBadBotLevel) << level;
        EXPECT_EQ(body.value("code", ""), "invalid_level") << level;
    }
    for (int level = 1; level <= 10; ++level) {
        const auto [status, body] = call("GET", "/api/bots/" + std::to_string(level));
        EXPECT_EQ(status, 200u) << level;
        EXPECT_EQ(body["data"]["level"], level);
    }
}

TEST_F(EngineRouteFields, ABotMoveNeedsALevelAndAFen)
{
    for (const json& level : { json(nullptr), json(0), json(11), json(101), json(-3), json("3"),
             json(3.0), json(true), json::array({ 3 }) }) {
        json body { { "fen", kStart } };
        body["level"] = level;
        const auto [status, answer] = call("POST", "/api/bots/move", body);
        EXPECT_EQ(status, 400u) << level.dump();
        EXPECT_EQ(answer.value("message", ""), engine::kBadBotLevel) << level.dump();
    }
    // No level at all is the default level, 5 (here answered by the random fallback, as
    // this fixture has no engine).
    {
        const auto [status, answer] = call("POST", "/api/bots/move", { { "fen", kStart } });
        EXPECT_EQ(status, 200u) << answer.dump();
        EXPECT_EQ(answer["data"]["level"], 5);
        EXPECT_EQ(answer["data"]["fallback"], true);
    }
    for (const json& fen : { json(nullptr), json(5), json::array(), json("") }) {
        json body { { "level", 3 } };
        if (!fen.is_null())
            body["fen"] = fen;
        const auto [status, answer] = call("POST", "/api/bots/move", body);
        EXPECT_EQ(status, 400u) << fen.dump();
        EXPECT_EQ(answer.value("code", ""), "invalid_fen") << fen.dump();
        EXPECT_FALSE(answer.value("message", "").empty()) << fen.dump();
    }
    for (const json& body : { json(nullptr), json::array(), json("fen"), json(1) }) {
        const auto [status, answer] = call("POST", "/api/bots/move", body);
        EXPECT_EQ(status, 400u) << body.dump();
        EXPECT_EQ(answer.value("message", ""), "A FEN string is required") << body.dump();
    }
}

TEST_F(EngineRouteFields, AnAnalysisNeedsAFenAndAPositionWithAMove)
{
    for (const json& body : { json(nullptr), json::array(), json::object(), json { { "fen", 1 } },
             json { { "fen", nullptr } }, json { { "depth", 5 } } }) {
        const auto [status, answer] = call("POST", "/api/analysis", body);
        EXPECT_EQ(status, 400u) << body.dump();
        EXPECT_EQ(answer.value("message", ""), "A FEN string is required") << body.dump();
    }
    for (const auto& fen : { kMated, kStalemate }) {
        const auto [status, answer] = call("POST", "/api/analysis", { { "fen", fen } });
        EXPECT_EQ(status, 400u) << fen;
        EXPECT_EQ(answer.value("message", ""), engine::kNoLegalMoves) << fen;
    }
    // A FEN that breaks the rules is named as such before any engine sees it.
    const auto [status, answer]
        = call("POST", "/api/analysis", { { "fen", "8/8/8/8/8/8/8/8 w - - 0 1" } });
    EXPECT_EQ(status, 400u);
    EXPECT_EQ(answer.value("code", ""), "invalid_fen");
}

TEST_F(EngineRouteFields, DepthAndMultipvNameTheirRange)
{
    const std::vector<std::tuple<std::string, json, std::string>> wrong {
        { "depth", 0, "depth must be a whole number from 1 to 20" },
        { "depth", 21, "depth must be a whole number from 1 to 20" },
        { "depth", -1, "depth must be a whole number from 1 to 20" },
        { "depth", "12", "depth must be a whole number from 1 to 20" },
        { "depth", 1e10, "depth must be a whole number from 1 to 20" },
        { "depth", json::object(), "depth must be a whole number from 1 to 20" },
        { "multipv", 0, "multipv must be a whole number from 1 to 5" },
        { "multipv", 6, "multipv must be a whole number from 1 to 5" },
        { "multipv", 2.5, "multipv must be a whole number from 1 to 5" },
        { "multipv", false, "multipv must be a whole number from 1 to 5" },
    };
    for (const auto& [field, value, message] : wrong) {
        json body { { "fen", kStart } };
        body[field] = value;
        const auto [status, answer] = call("POST", "/api/analysis", body);
        EXPECT_EQ(status, 400u) << field << " " << value.dump();
        EXPECT_EQ(answer.value("message", ""), message) << field << " " << value.dump();
        EXPECT_EQ(answer.value("code", ""), "validation_error") << field;
    }
}

TEST_F(EngineRouteFields, EachPathAnswersOnlyItsMethod)
{
    const std::vector<std::tuple<std::string, std::string, std::string>> wrong {
        { "POST", "/api/bots", "GET" },
        { "DELETE", "/api/bots/3", "GET" },
        { "PUT", "/api/bots/move", "GET, POST" }, // GET is /api/bots/{level}
        { "GET", "/api/analysis", "POST" },
        { "GET", "/api/explain", "POST" },
    };
    for (const auto& [method, path, allow] : wrong) {
        const auto match = router.match(method, path);
        EXPECT_EQ(match.route, nullptr) << method << " " << path;
        EXPECT_EQ(match.allowed_methods, allow) << method << " " << path;
    }
}

TEST_F(EngineRouteFields, AnExplanationNeedsAFenAndALegalMove)
{
    for (const json& body : { json(nullptr), json::array(), json { { "move", "e2e4" } } }) {
        const auto [status, answer] = call("POST", "/api/explain", body);
        EXPECT_EQ(status, 400u) << body.dump();
        EXPECT_EQ(answer.value("message", ""), "A FEN string is required") << body.dump();
    }
    for (const json& move :
        { json(nullptr), json(5), json(""), json::array({ "e2e4" }), json(std::string(40, 'e')) }) {
        json body { { "fen", kStart } };
        body["move"] = move;
        const auto [status, answer] = call("POST", "/api/explain", body);
        EXPECT_EQ(status, 400u) << move.dump();
        EXPECT_EQ(answer.value("message", ""), "A move is required (UCI or SAN)") << move.dump();
    }
    for (const char* move : { "e2e5", "Ke2", "e7e5", "xyz" }) {
        const auto [status, answer]
            = call("POST", "/api/explain", { { "fen", kStart }, { "move", move } });
        EXPECT_EQ(status, 400u) << move;
        EXPECT_EQ(answer.value("message", ""), "That move is not legal") << move;
        EXPECT_EQ(answer.value("code", ""), "illegal_move") << move;
    }
    // Without an engine (this fixture has none) the board alone is explained, SAN or UCI.
    for (const char* move : { "Nf3", "g1f3" }) {
        const auto [status, answer]
            = call("POST", "/api/explain", { { "fen", kStart }, { "move", move } });
        ASSERT_EQ(status, 200u) << answer.dump();
        const auto& d = answer["data"];
        EXPECT_EQ(d["move"], "g1f3");
        EXPECT_EQ(d["san"], "Nf3");
        EXPECT_TRUE(d["evaluationBefore"].is_null());
        EXPECT_TRUE(d["evaluationAfter"].is_null());
        EXPECT_EQ(d["category"], "opening");
        EXPECT_EQ(
            d["explanation"].get<std::string>().rfind("Nf3 develops the knight from g1", 0), 0u)
            << d["explanation"];
        EXPECT_NE(
            std::find(d["motifs"].begin(), d["motifs"].end(), "development"), d["motifs"].end());
    }
}
