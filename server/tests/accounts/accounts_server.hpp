#pragma once

// A real HttpServer with the accounts routes on a free loopback port and a temporary database,
// a fake OpenID Connect provider (another HttpServer speaking the real protocol: authorize
// redirect with code + state, token endpoint checking the PKCE verifier, userinfo), and a small
// synchronous Beast client. Modelled on tests/net/test_server.hpp.
#include "../support/test_database.hpp"
#include <utility>

#include "accounts/account_service.hpp"
#include "accounts/crypto.hpp"
#include "accounts/jwt.hpp"
#include "accounts/oidc.hpp"
#include "accounts/rate_limiter.hpp"
#include "net/auth_middleware.hpp"
#include "net/auth_routes.hpp"
#include "net/http_client.hpp"
#include "net/http_server.hpp"
#include "net/user_routes.hpp"
#include "store/migrations.hpp"

#include "../support/loopback.hpp"

#include <boost/asio.hpp>
#include <boost/beast.hpp>

#include <atomic>
#include <filesystem>
#include <map>
#include <mutex>
#include <random>
#include <thread>

namespace academy::test {

namespace beast = boost::beast;
namespace http = beast::http;
using tcp = boost::asio::ip::tcp;

inline std::unique_ptr<net::HttpServer> start_server(
    std::shared_ptr<net::Router> router, const std::filesystem::path& web)
{
    std::filesystem::create_directories(web);
    net::ServerOptions options;
    options.address = "127.0.0.1";
    options.port = 0;
    options.web_root = web;
    options.threads = 2;
    options.handle_signals = false;
    auto server = std::make_unique<net::HttpServer>(
        options, std::move(router), std::make_shared<net::WsProtocol>());
    server->start();
    return server;
}

struct Reply {
    unsigned status = 0;
    nlohmann::json json;
    std::string body;
    std::map<std::string, std::string> headers; // lower-case names
    std::string header(const std::string& name) const
    {
        auto it = headers.find(name);
        return it == headers.end() ? std::string {} : it->second;
    }
};

inline Reply send(std::uint16_t port, http::verb method, const std::string& target,
    const std::string& body = {}, const Headers& headers = {})
{
    auto res = loopback_request(port, method, target, body, headers);
    Reply reply;
    reply.status = res.result_int();
    reply.body = res.body();
    reply.json = nlohmann::json::parse(reply.body, nullptr, false);
    for (const auto& field : res) {
        std::string name(field.name_string());
        for (auto& c : name)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        // Repeated headers (two Set-Cookie) are kept one per line, first first.
        auto& value = reply.headers[name];
        value += (value.empty() ? "" : "\n") + std::string(field.value());
    }
    return reply;
}

// A one-request-per-connection loopback HTTP server on its own thread, dispatching through a
// net::Router. The fake provider needs it because its token endpoint takes a form body, which the
// product's HttpServer (JSON API only) refuses.
class MiniServer {
public:
    explicit MiniServer(std::shared_ptr<net::Router> router)
        : router_(std::move(router))
        , acceptor_(ioc_, tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), 0))
    {
        port_ = acceptor_.local_endpoint().port();
        thread_ = std::thread([this] { loop(); });
    }
    ~MiniServer() { stop(); }

    std::uint16_t port() const { return port_; }

    void stop()
    {
        if (stopping_.exchange(true))
            return;
        // Wake the blocking accept with one last connection.
        boost::asio::io_context ioc;
        tcp::socket poke(ioc);
        beast::error_code ec;
        poke.connect(tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port_), ec);
        thread_.join();
        acceptor_.close(ec);
    }

private:
    void loop()
    {
        for (;;) {
            tcp::socket socket(ioc_);
            beast::error_code ec;
            acceptor_.accept(socket, ec);
            if (stopping_)
                return;
            if (!ec)
                handle(socket);
        }
    }

    void handle(tcp::socket& socket)
    {
        beast::error_code ec;
        beast::flat_buffer buffer;
        http::request<http::string_body> req;
        http::read(socket, buffer, req, ec);
        if (ec)
            return;
        net::ApiRequest api;
        api.method = std::string(req.method_string());
        const std::string target(req.target());
        const auto q = target.find('?');
        api.path = target.substr(0, q);
        api.query = q == std::string::npos ? "" : target.substr(q + 1);
        for (const auto& field : req) {
            std::string name(field.name_string());
            for (auto& c : name)
                c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            api.headers[name] = std::string(field.value());
        }
        api.body = req.body();
        const auto match = router_->match(api.method, api.path);
        net::ApiResponse out
            = match.route ? match.route->answer(api) : net::ApiResponse::error(404);
        http::response<http::string_body> res { static_cast<http::status>(out.status), 11 };
        res.set(http::field::content_type, out.content_type);
        for (const auto& [k, v] : out.headers)
            res.set(k, v);
        res.body() = out.body;
        res.keep_alive(false);
        res.prepare_payload();
        http::write(socket, res, ec);
        socket.shutdown(tcp::socket::shutdown_both, ec);
    }

    std::shared_ptr<net::Router> router_;
    boost::asio::io_context ioc_;
    tcp::acceptor acceptor_;
    std::uint16_t port_ = 0;
    std::atomic<bool> stopping_ { false };
    std::thread thread_;
};

// The fake identity provider. `mode` makes it misbehave: "token_error" (token endpoint 500).
struct FakeProvider {
    struct Grant {
        std::string challenge;
        std::string redirect_uri;
    };

    FakeProvider()
    {
        auto router = std::make_shared<net::Router>();
        router->leave_tokens_to_handlers(); // the provider's own access tokens, not ours
        router->add("GET", "/api/oidc/authorize", [this](net::ApiRequest& req) {
            net::ApiResponse res;
            res.status = 302;
            const auto redirect = req.query_param("redirect_uri").value_or("");
            if (req.query_param("response_type") != "code"
                || req.query_param("code_challenge_method") != "S256"
                || req.query_param("client_id") != "academy-client"
                || req.query_param("scope") != "openid email profile") {
                res.headers.emplace_back("Location", redirect + "?error=invalid_request");
                return res;
            }
            const auto code = accounts::random_token(12);
            {
                std::lock_guard lock(mutex);
                grants[code] = { req.query_param("code_challenge").value_or(""), redirect };
            }
            res.headers.emplace_back("Location",
                redirect + "?code=" + code
                    + "&state=" + accounts::url_encode(req.query_param("state").value_or("")));
            return res;
        });
        router->add("POST", "/api/oidc/token", [this](net::ApiRequest& req) {
            if (mode == "token_error")
                return net::ApiResponse::error(500);
            net::ApiRequest form;
            form.query = req.body;
            const auto code = form.query_param("code").value_or("");
            std::lock_guard lock(mutex);
            const auto it = grants.find(code);
            if (it == grants.end() || form.query_param("grant_type") != "authorization_code"
                || form.query_param("client_secret") != "academy-secret"
                || form.query_param("redirect_uri") != it->second.redirect_uri
                || accounts::pkce_challenge(form.query_param("code_verifier").value_or(""))
                    != it->second.challenge) {
                net::ApiResponse bad;
                bad.status = 400;
                bad.body = R"({"error":"invalid_grant"})";
                return bad;
            }
            grants.erase(it);
            const auto access = accounts::random_token(16);
            issued[access] = true;
            net::ApiResponse ok;
            ok.body = nlohmann::json {
                { "access_token", access }, { "token_type", "Bearer" }, { "expires_in", 3600 }
            }.dump();
            return ok;
        });
        router->add("GET", "/api/oidc/userinfo", [this](net::ApiRequest& req) {
            const auto token = net::bearer_token(req.header("authorization"));
            std::lock_guard lock(mutex);
            if (!issued.count(token))
                return net::ApiResponse::error(401);
            net::ApiResponse ok;
            ok.body = userinfo.dump();
            return ok;
        });
        server = std::make_unique<MiniServer>(router);
    }
    ~FakeProvider() { server.reset(); }

    std::string url(const std::string& path) const
    {
        return "http://127.0.0.1:" + std::to_string(server->port()) + "/api/oidc/" + path;
    }

    std::mutex mutex;
    std::map<std::string, Grant> grants;
    std::map<std::string, bool> issued;
    std::string mode;
    nlohmann::json userinfo { { "sub", "provider-user-1" }, { "email", "oidc.user@example.com" },
        { "email_verified", true }, { "name", "Oidc User" } };
    std::unique_ptr<MiniServer> server;
};

struct AccountsServer {
    explicit AccountsServer(net::AuthRoutesOptions options = {})
        : dir(temp_folder("accounts"))
    {
        db = store::open_database(test::database_url(dir / "academy.db"));
        store::migrate(*db);
        tokens = std::make_shared<accounts::TokenService>(
            accounts::load_or_create_secret(dir / "jwt-secret"));
        service = std::make_unique<accounts::AccountService>(*db, tokens);
        accounts::OidcConfig config { "http://fake-issuer", provider.url("authorize"),
            provider.url("token"), provider.url("userinfo"), "academy-client", "academy-secret",
            "" };
        oidc = std::make_unique<accounts::OidcClient>(
            config, *db, *service, [](const accounts::OutboundRequest& r) {
                const auto res = net::http_request({ r.method, r.url, r.headers, r.body });
                return accounts::OutboundResponse { res.status, res.body };
            });
        net::install_authenticator(tokens, db.get());
        router = std::make_shared<net::Router>();
        net::add_auth_routes(*router, *service, *oidc, options);
        net::add_user_routes(*router, *service, *db);
        server = start_server(router, dir / "web");
    }
    ~AccountsServer()
    {
        server.reset();
        net::install_authenticator(nullptr, nullptr);
        oidc.reset();
        service.reset();
        db.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }

    Reply post(const std::string& target, const nlohmann::json& body, Headers headers = {})
    {
        return send(
            server->port(), http::verb::post, target, body.is_null() ? "" : body.dump(), headers);
    }
    Reply put(const std::string& target, const nlohmann::json& body, const std::string& token)
    {
        return send(server->port(), http::verb::put, target, body.dump(),
            { { "Authorization", "Bearer " + token } });
    }
    Reply get(const std::string& target, const std::string& token = {}, Headers headers = {})
    {
        if (!token.empty())
            headers.emplace_back("Authorization", "Bearer " + token);
        return send(server->port(), http::verb::get, target, {}, headers);
    }
    Reply del(const std::string& target, const nlohmann::json& body, const std::string& token)
    {
        return send(server->port(), http::verb::delete_, target, body.dump(),
            { { "Authorization", "Bearer " + token } });
    }

    Reply register_user(const std::string& email, const std::string& username = "",
        const std::string& password = "chess-academy-pw1",
        const std::string& display = "Test Player")
    {
        return post("/api/auth/register",
            { { "email", email }, { "password", password },
                { "username", username.empty() ? email.substr(0, email.find('@')) : username },
                { "displayName", display } });
    }

    // A request straight to the route, as if from `remote_address` (the loopback server only ever
    // sees 127.0.0.1): for the limits that depend on who asks.
    net::ApiResponse direct(const std::string& method, const std::string& path,
        const nlohmann::json& body, const std::string& remote_address,
        const std::string& cookie = {})
    {
        auto match = router->match(method, path);
        net::ApiRequest req;
        req.method = method;
        req.path = path;
        req.params = match.params;
        req.json = body;
        req.body = body.is_null() ? "" : body.dump();
        req.remote_address = remote_address;
        if (!cookie.empty())
            req.headers["cookie"] = cookie;
        return match.route->answer(req);
    }

    FakeProvider provider; // first: the OIDC client points at it
    std::filesystem::path dir;
    std::unique_ptr<store::Database> db;
    std::shared_ptr<accounts::TokenService> tokens;
    std::unique_ptr<accounts::AccountService> service;
    std::unique_ptr<accounts::OidcClient> oidc;
    std::shared_ptr<net::Router> router;
    std::unique_ptr<net::HttpServer> server;
};

// "refreshToken=abc; Path=..." -> "abc"
inline std::string cookie_token(const std::string& set_cookie)
{
    const auto start = set_cookie.find('=') + 1;
    return set_cookie.substr(start, set_cookie.find(';') - start);
}

} // namespace academy::test
