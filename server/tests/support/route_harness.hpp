#pragma once

// The route tests' harness: a Router whose handlers are called directly (no sockets), over a
// migrated temporary database with real accounts and their bearer tokens. A fixture derives from
// it, adds its routes to `router` and sends requests with `send`.
#include "../support/loopback.hpp"
#include "../support/test_database.hpp"

#include "accounts/crypto.hpp"
#include "accounts/jwt.hpp"
#include "net/api_types.hpp"
#include "net/auth_middleware.hpp"
#include "net/router.hpp"
#include "store/migrations.hpp"
#include "store/users_repository.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace academy::test {

struct Reply {
    unsigned status = 0;
    nlohmann::json body;
    std::vector<std::pair<std::string, std::string>> headers;

    const nlohmann::json& data() const { return body.at("data"); }
    std::string message() const { return body.value("message", std::string()); }
    std::string header(const std::string& name) const
    {
        for (const auto& [k, v] : headers)
            if (k == name)
                return v;
        return {};
    }
};

class RouteHarness {
public:
    // `sqlite_only`: stays on SQLite in the PostgreSQL pass (ACADEMY_TEST_DB).
    explicit RouteHarness(const std::string& tag, bool sqlite_only = false)
        : dir(temp_folder(tag))
        , db(store::open_database(sqlite_only ? "sqlite:" + (dir / "academy.db").string()
                                              : database_url(dir / "academy.db")))
        , tokens(std::make_shared<accounts::TokenService>(accounts::random_token(32)))
    {
        store::migrate(*db);
        net::install_authenticator(tokens, db.get());
    }
    ~RouteHarness()
    {
        net::install_authenticator(nullptr, nullptr);
        db.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    RouteHarness(const RouteHarness&) = delete;
    RouteHarness& operator=(const RouteHarness&) = delete;

    std::int64_t add_user(const std::string& name)
    {
        return store::UsersRepository(*db)
            .create({ name + "@example.com", name, name, std::nullopt })
            .id;
    }

    // A signed access token of the account, as sign-in would give it.
    std::string token_for(std::int64_t id)
    {
        const auto u = *store::UsersRepository(*db).find_by_id(id);
        accounts::TokenClaims claims { std::to_string(u.id), u.role, u.username, u.display_name };
        claims.gen = u.token_generation;
        return tokens->sign(claims);
    }

    // `target` may carry a query string; `bearer` empty: a visitor.
    Reply send(const std::string& method, const std::string& target,
        const nlohmann::json& body = nullptr, const std::string& bearer = {})
    {
        net::ApiRequest req;
        req.method = method;
        const auto q = target.find('?');
        req.path = target.substr(0, q);
        req.query = q == std::string::npos ? "" : target.substr(q + 1);
        req.json = body;
        req.body = body.is_null() ? "" : body.dump();
        req.remote_address = "127.0.0.1";
        if (!bearer.empty())
            req.headers["authorization"] = "Bearer " + bearer;
        const auto match = router.match(method, req.path);
        EXPECT_TRUE(match.route) << method << " " << target;
        if (!match.route)
            return {};
        req.params = match.params;
        const auto res = match.route->answer(req);
        return { res.status, nlohmann::json::parse(res.body, nullptr, false), res.headers };
    }

    std::filesystem::path dir;
    std::unique_ptr<store::Database> db;
    std::shared_ptr<accounts::TokenService> tokens;
    net::Router router;
};

} // namespace academy::test
