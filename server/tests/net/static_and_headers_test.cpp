#include "net/gzip.hpp"
#include "test_server.hpp"

#include <gtest/gtest.h>
#include <zlib.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

using namespace academy;
namespace http = test::http;

namespace {

std::string gunzip(const std::string& data)
{
    z_stream zs {};
    inflateInit2(&zs, 15 + 16);
    std::string out(1 << 20, '\0');
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    zs.avail_in = static_cast<uInt>(data.size());
    zs.next_out = reinterpret_cast<Bytef*>(out.data());
    zs.avail_out = static_cast<uInt>(out.size());
    inflate(&zs, Z_FINISH);
    out.resize(zs.total_out);
    inflateEnd(&zs);
    return out;
}

// The sources of each directive of a Content-Security-Policy, in order, as a browser splits it
// (directives by ';', sources by spaces). A directive named twice appears twice: a browser obeys
// the first and ignores the rest, so a test must see both.
std::vector<std::pair<std::string, std::string>> csp_directives(const std::string& csp)
{
    std::vector<std::pair<std::string, std::string>> out;
    std::size_t start = 0;
    while (start <= csp.size()) {
        const auto end = std::min(csp.find(';', start), csp.size());
        auto part = csp.substr(start, end - start);
        part.erase(0, part.find_first_not_of(' '));
        part.erase(part.find_last_not_of(' ') + 1);
        if (!part.empty()) {
            const auto space = part.find(' ');
            out.emplace_back(part.substr(0, space),
                space == std::string::npos ? std::string() : part.substr(space + 1));
        }
        start = end + 1;
    }
    return out;
}

} // namespace

TEST(StaticFiles, SpaRoutesGetIndexHtmlWithNoCache)
{
    test::TestServer s;
    for (const char* route : { "/", "/dashboard", "/game/abc123", "/lessons/intro" }) {
        auto res = s.get(route);
        EXPECT_EQ(res.result_int(), 200) << route;
        EXPECT_EQ(res[http::field::content_type], "text/html; charset=utf-8") << route;
        EXPECT_EQ(res[http::field::cache_control], "no-cache") << route;
        EXPECT_NE(res.body().find("<div id=root>"), std::string::npos) << route;
    }
}

TEST(StaticFiles, FilesGetTheirMimeTypes)
{
    test::TestServer s;
    EXPECT_EQ(s.get("/assets/index-3f9a1c.js")[http::field::content_type],
        "application/javascript; charset=utf-8");
    EXPECT_EQ(
        s.get("/assets/index-3f9a1c.css")[http::field::content_type], "text/css; charset=utf-8");
    EXPECT_EQ(s.get("/logo.svg")[http::field::content_type], "image/svg+xml");
    EXPECT_EQ(s.get("/engine.wasm")[http::field::content_type], "application/wasm");
}

TEST(StaticFiles, HashedAssetsAreCachedForAYear)
{
    test::TestServer s;
    auto res = s.get("/assets/index-3f9a1c.js");
    EXPECT_EQ(res[http::field::cache_control], "public, max-age=31536000, immutable");
}

TEST(StaticFiles, MissingFilesAndEscapesAre404)
{
    test::TestServer s;
    EXPECT_EQ(s.get("/assets/missing-123.js").result_int(), 404);
    EXPECT_EQ(s.get("/../academy.db").result_int(), 404);
    EXPECT_EQ(s.get("/%2e%2e/academy.db").result_int(), 404);
    EXPECT_EQ(s.get("/assets/..%2f..%2facademy.db").result_int(), 404);
}

TEST(StaticFiles, GzipWhenTheClientAsks)
{
    test::TestServer s;
    auto plain = s.get("/assets/index-3f9a1c.js");
    EXPECT_TRUE(plain[http::field::content_encoding].empty());
    auto packed = s.get("/assets/index-3f9a1c.js", { { "Accept-Encoding", "gzip, deflate, br" } });
    EXPECT_EQ(packed[http::field::content_encoding], "gzip");
    EXPECT_LT(packed.body().size(), plain.body().size());
    EXPECT_EQ(gunzip(packed.body()), plain.body());
}

TEST(SecurityHeaders, OnEveryKindOfResponse)
{
    test::TestServer s;
    for (const char* target :
        { "/api/health", "/api/missing", "/dashboard", "/assets/index-3f9a1c.js", "/nope.png" }) {
        auto res = s.get(target);
        const std::string csp(res["Content-Security-Policy"]);
        EXPECT_NE(csp.find("frame-ancestors 'none'"), std::string::npos) << target;
        EXPECT_NE(csp.find("default-src 'self'"), std::string::npos) << target;
        // Scripts may talk to this site only: no ws: or wss: to any host.
        EXPECT_NE(csp.find("connect-src 'self';"), std::string::npos) << target;
        EXPECT_EQ(res["X-Content-Type-Options"], "nosniff") << target;
        EXPECT_EQ(res["Referrer-Policy"], "strict-origin-when-cross-origin") << target;
    }
}

// Issue 29: scripts of the page may connect (fetch, XHR, WebSocket, EventSource) to the site
// itself and nowhere else: connect-src is exactly 'self', named once, with no ws:, wss:, scheme
// or host beside it, on pages, API answers, assets and errors alike.
TEST(SecurityHeaders, ConnectSrcIsTheSiteItselfOnly)
{
    test::TestServer s;
    for (const char* target :
        { "/api/health", "/api/missing", "/dashboard", "/assets/index-3f9a1c.js", "/nope.png" }) {
        const std::string csp(s.get(target)["Content-Security-Policy"]);
        std::vector<std::string> connect;
        for (const auto& [name, sources] : csp_directives(csp))
            if (name == "connect-src")
                connect.push_back(sources);
        EXPECT_EQ(connect, std::vector<std::string> { "'self'" }) << target << ": " << csp;
    }
}

TEST(Cors, OnlyConfiguredOriginsWithCredentials)
{
    test::TestServer s;
    auto allowed = s.get("/api/health", { { "Origin", "http://localhost:5173" } });
    EXPECT_EQ(allowed["Access-Control-Allow-Origin"], "http://localhost:5173");
    EXPECT_EQ(allowed["Access-Control-Allow-Credentials"], "true");
    auto other = s.get("/api/health", { { "Origin", "https://evil.example" } });
    EXPECT_TRUE(other["Access-Control-Allow-Origin"].empty());

    auto preflight = s.request(http::verb::options, "/api/auth/login", {},
        { { "Origin", "http://localhost:5173" }, { "Access-Control-Request-Method", "POST" } });
    EXPECT_EQ(preflight.result_int(), 204);
    EXPECT_NE(
        std::string(preflight["Access-Control-Allow-Methods"]).find("POST"), std::string::npos);
}
