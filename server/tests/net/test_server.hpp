#pragma once

// A real HttpServer on a free loopback port with a temporary database and web root, plus a small
// synchronous Beast client, for the net/ tests.
#include "../support/test_database.hpp"
#include <utility>

#include "net/health_routes.hpp"
#include "net/http_server.hpp"
#include "store/migrations.hpp"

#include "../support/loopback.hpp"

#include <boost/asio.hpp>
#include <boost/beast.hpp>

#include <filesystem>
#include <fstream>

namespace academy::test {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = boost::asio::ip::tcp;

inline void write_file(const std::filesystem::path& path, const std::string& content)
{
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << content;
}

struct TestServer {
    explicit TestServer(net::ServerLimits limits = {},
        std::function<void(net::Router&)> extra_routes = {},
        std::function<void(net::WsProtocol&)> extra_events = {})
        : dir(temp_folder("net"))
    {
        write_file(dir / "web/index.html",
            "<!doctype html><title>Chess Academy</title><div id=root></div>");
        write_file(
            dir / "web/assets/index-3f9a1c.js", std::string(4000, 'x') + "console.log('app');");
        write_file(dir / "web/assets/index-3f9a1c.css", "body{margin:0}");
        write_file(dir / "web/logo.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
        write_file(dir / "web/engine.wasm", std::string("\0asm", 4));
        db = store::open_database(test::database_url(dir / "academy.db"));
        store::migrate(*db);
        auto router = std::make_shared<net::Router>();
        net::add_health_routes(*router, *db);
        if (extra_routes)
            extra_routes(*router);
        net::ServerOptions options;
        options.address = "127.0.0.1";
        options.port = 0;
        options.web_root = dir / "web";
        options.limits = limits;
        options.threads = 2;
        options.handle_signals = false;
        auto protocol = std::make_shared<net::WsProtocol>();
        if (extra_events)
            extra_events(*protocol);
        server = std::make_unique<net::HttpServer>(options, router, protocol);
        server->start();
    }
    ~TestServer()
    {
        server.reset();
        db.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }

    http::response<http::string_body> request(http::verb method, const std::string& target,
        const std::string& body = {}, std::vector<std::pair<std::string, std::string>> headers = {})
    {
        return loopback_request(server->port(), method, target, body, headers);
    }

    http::response<http::string_body> get(
        const std::string& target, std::vector<std::pair<std::string, std::string>> headers = {})
    {
        return request(http::verb::get, target, {}, std::move(headers));
    }

    std::filesystem::path dir;
    std::unique_ptr<store::Database> db;
    std::unique_ptr<net::HttpServer> server;
};

} // namespace academy::test
