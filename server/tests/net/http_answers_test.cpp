#include "test_server.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace academy;
using test::http::verb;
using json = nlohmann::json;

namespace {

void add_echo_route(net::Router& router)
{
    router.add(
        "POST", "/api/echo", [](net::ApiRequest& req) { return net::ApiResponse::ok(req.json); });
}

} // namespace

TEST(Health, ReportsStatusVersionUptimeAndDatabase)
{
    test::TestServer s;
    auto res = s.get("/api/health");
    EXPECT_EQ(res.result_int(), 200);
    auto body = json::parse(res.body());
    EXPECT_EQ(body["success"], true);
    EXPECT_EQ(body["data"]["status"], "ok");
    EXPECT_EQ(body["data"]["database"], "ok");
    EXPECT_EQ(body["data"]["version"], ACADEMY_VERSION);
    EXPECT_TRUE(body["data"]["uptimeSeconds"].is_number_integer());
}

TEST(Health, Answers503WhenTheDatabaseIsUnavailable)
{
    test::TestServer s;
    s.db->close();
    auto res = s.get("/api/health");
    EXPECT_EQ(res.result_int(), 503);
    auto body = json::parse(res.body());
    EXPECT_EQ(body["data"]["database"], "unavailable");
}

TEST(ApiErrors, UnknownApiPathIs404WithTheCatalogueBody)
{
    test::TestServer s;
    auto res = s.get("/api/no/such/thing");
    EXPECT_EQ(res.result_int(), 404);
    EXPECT_EQ(json::parse(res.body()),
        json::parse(R"({"success":false,"message":"Resource not found.","code":"not_found"})"));
}

TEST(ApiErrors, WrongMethodIs405WithAllow)
{
    test::TestServer s;
    auto res = s.request(verb::delete_, "/api/health");
    EXPECT_EQ(res.result_int(), 405);
    EXPECT_EQ(res[test::http::field::allow], "GET");
    EXPECT_EQ(json::parse(res.body())["success"], false);
}

TEST(ApiErrors, MalformedJsonIs400WithTheCatalogueText)
{
    test::TestServer s({}, add_echo_route);
    auto res = s.request(verb::post, "/api/echo", "{\"broken\": ");
    EXPECT_EQ(res.result_int(), 400);
    auto body = json::parse(res.body());
    EXPECT_EQ(body["message"], "Bad request. Please check your input.");
    EXPECT_EQ(body["code"], "validation_error");

    auto ok = s.request(verb::post, "/api/echo", R"({"move":"e2e4"})");
    EXPECT_EQ(ok.result_int(), 200);
    EXPECT_EQ(json::parse(ok.body())["data"]["move"], "e2e4");
}

TEST(ApiErrors, BodyOverTheLimitIs413)
{
    net::ServerLimits limits;
    limits.body_limit = 1024;
    test::TestServer s(limits, add_echo_route);
    auto res = s.request(verb::post, "/api/echo", "\"" + std::string(4096, 'a') + "\"");
    EXPECT_EQ(res.result_int(), 413);
    EXPECT_EQ(json::parse(res.body())["code"], "payload_too_large");
}

TEST(ApiErrors, HeadersOverTheLimitAre431)
{
    net::ServerLimits limits;
    limits.header_limit = 1024;
    test::TestServer s(limits);
    auto res = s.get("/api/health", { { "X-Padding", std::string(4096, 'p') } });
    EXPECT_EQ(res.result_int(), 431);
}

TEST(ApiErrors, AHandlerThatThrowsIs500AndTheServerCarriesOn)
{
    test::TestServer s({}, [](net::Router& r) {
        r.add("GET", "/api/boom",
            [](net::ApiRequest&) -> net::ApiResponse { throw std::runtime_error("boom"); });
    });
    EXPECT_EQ(s.get("/api/boom").result_int(), 500);
    EXPECT_EQ(s.get("/api/health").result_int(), 200);
}

TEST(Router, MatchesParametersWithSuffixes)
{
    net::Router r;
    r.add("GET", "/api/games/{id}", [](net::ApiRequest&) { return net::ApiResponse::ok("json"); });
    r.add(
        "GET", "/api/games/{id}.pgn", [](net::ApiRequest&) { return net::ApiResponse::ok("pgn"); });
    auto pgn = r.match("GET", "/api/games/abc.pgn");
    ASSERT_NE(pgn.route, nullptr);
    EXPECT_EQ(pgn.route->pattern, "/api/games/{id}.pgn");
    auto plain = r.match("GET", "/api/games/abc");
    ASSERT_NE(plain.route, nullptr);
    EXPECT_EQ(plain.params.at("id"), "abc");
    EXPECT_EQ(r.match("GET", "/api/games").route, nullptr);
}

TEST(ApiRequest, DecodesQueryParameters)
{
    net::ApiRequest req;
    req.query = "theme=mate%20in%201&difficulty=easy&flag";
    EXPECT_EQ(req.query_param("theme"), "mate in 1");
    EXPECT_EQ(req.query_param("difficulty"), "easy");
    EXPECT_EQ(req.query_param("flag"), "");
    EXPECT_FALSE(req.query_param("missing").has_value());
}
