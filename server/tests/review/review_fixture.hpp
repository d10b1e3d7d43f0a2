#pragma once

// A review service on a temporary database and a real Stockfish pool, with the review routes on a
// router called directly (as tests/engine/computer_games_test.cpp does) and signed tokens.
#include "accounts/jwt.hpp"
#include "learn/review/review_service.hpp"
#include "net/auth_middleware.hpp"
#include "net/review_routes.hpp"
#include "store/migrations.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>

namespace academy::test {

// Low enough to keep the tests quick, high enough for the positions they use.
inline constexpr int kTestDepth = 10;

struct ReviewFixture : ::testing::Test {
    std::filesystem::path dir = std::filesystem::temp_directory_path()
        / ("academy-review-" + std::to_string(std::random_device {}()));
    std::unique_ptr<store::Database> db;
    std::unique_ptr<engine::EnginePool> engines;
    std::unique_ptr<learn::review::ReviewService> reviews;
    std::shared_ptr<accounts::TokenService> tokens
        = std::make_shared<accounts::TokenService>(std::string(32, 's'));
    net::Router router;
    // The client address of the requests call() makes (a visitor's share of the review queue).
    std::string remote = "127.0.0.1";

    void SetUp() override
    {
        std::filesystem::create_directories(dir);
        db = store::open_database("sqlite:" + (dir / "academy.db").string());
        store::migrate(*db);
        engines = std::make_unique<engine::EnginePool>(engine::PoolOptions { .size = 2 });
        reviews = std::make_unique<learn::review::ReviewService>(
            *db, *engines, learn::review::ReviewOptions { .depth = kTestDepth, .parallel = 2 });
        net::install_authenticator(tokens, nullptr);
        net::add_review_routes(router, *reviews, { .requests_per_minute = 1000 });
    }
    void TearDown() override
    {
        net::install_authenticator(nullptr, nullptr);
        reviews.reset();
        engines.reset();
        db->close();
        std::filesystem::remove_all(dir);
    }

    std::string token(const std::string& sub)
    {
        return tokens->sign({ sub, "user", "player" + sub, "Player " + sub });
    }

    net::ApiResponse call(const std::string& method, const std::string& path, nlohmann::json body,
        const std::string& bearer = {})
    {
        auto match = router.match(method, path);
        EXPECT_TRUE(match.route) << method << " " << path;
        net::ApiRequest req;
        req.method = method;
        req.path = path;
        req.params = match.params;
        req.json = std::move(body);
        req.remote_address = remote;
        if (!bearer.empty())
            req.headers["authorization"] = "Bearer " + bearer;
        return match.route->answer(req);
    }

    static nlohmann::json data(const net::ApiResponse& r)
    {
        return nlohmann::json::parse(r.body)["data"];
    }
    static std::string message(const net::ApiResponse& r)
    {
        return nlohmann::json::parse(r.body).value("message", "");
    }

    // Requests a review of `pgn` as `bearer`, lets the worker run, and returns the review's JSON.
    nlohmann::json reviewed(const std::string& pgn, const std::string& bearer = {})
    {
        auto created = call("POST", "/api/reviews", { { "pgn", pgn } }, bearer);
        EXPECT_EQ(created.status, 200u) << created.body;
        while (reviews->run_once()) { }
        auto got = call(
            "GET", "/api/reviews/" + data(created)["id"].get<std::string>(), nullptr, bearer);
        EXPECT_EQ(got.status, 200u) << got.body;
        return data(got);
    }
};

} // namespace academy::test
