// Issue 11: malformed requests were closed with no answer. Like nginx, the server now answers
// 400 (or 505 for a version it does not speak) before closing; and an API body that is not JSON is
// refused with 415.
#include "test_server.hpp"

#include <gtest/gtest.h>

using namespace academy;

namespace {

// Writes `raw` as it is and returns the first line the server answers ("" when it just closes).
std::string answer_to(std::uint16_t port, const std::string& raw)
{
    boost::asio::io_context ioc;
    test::tcp::socket socket(ioc);
    socket.connect(test::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port));
    boost::asio::write(socket, boost::asio::buffer(raw));
    std::string reply;
    boost::system::error_code ec;
    std::array<char, 1024> chunk {};
    for (;;) {
        const auto n = socket.read_some(boost::asio::buffer(chunk), ec);
        if (ec || n == 0)
            break;
        reply.append(chunk.data(), n);
        if (reply.find("\r\n") != std::string::npos)
            break;
    }
    return reply.substr(0, reply.find("\r\n"));
}

} // namespace

TEST(MalformedHttp, EveryMalformedRequestIsAnsweredBeforeTheConnectionCloses)
{
    test::TestServer s;
    const std::vector<std::pair<std::string, std::string>> cases {
        { "HTTP/0.9", "GET /api/health\r\n\r\n" },
        { "HTTP/2.0 preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" },
        { "HTTP/3.0", "GET /api/health HTTP/3.0\r\nHost: x\r\n\r\n" },
        { "bare LF", "GET /api/health HTTP/1.1\nHost: x\n\n" },
        { "negative Content-Length",
            "POST /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n" },
        { "duplicate Content-Length",
            "POST /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: "
            "3\r\n\r\n{}" },
        { "Content-Length with chunked",
            "POST /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: "
            "chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n" },
        { "bad chunk size",
            "POST /api/health HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: "
            "chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n" },
        { "space in the method", "G ET /api/health HTTP/1.1\r\nHost: x\r\n\r\n" },
        { "no target", "GET HTTP/1.1\r\nHost: x\r\n\r\n" },
        { "header without a colon", "GET /api/health HTTP/1.1\r\nHost x\r\n\r\n" },
    };
    for (const auto& [what, raw] : cases) {
        const auto line = answer_to(s.server->port(), raw);
        EXPECT_TRUE(
            line == "HTTP/1.1 400 Bad Request" || line == "HTTP/1.1 505 HTTP Version Not Supported")
            << what << ": answered '" << line << "'";
    }
    // The server is unharmed.
    EXPECT_EQ(answer_to(s.server->port(), "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n"),
        "HTTP/1.1 200 OK");
}

TEST(MalformedHttp, AnUnsupportedVersionIs505)
{
    test::TestServer s;
    EXPECT_EQ(answer_to(s.server->port(), "GET /api/health HTTP/3.0\r\nHost: x\r\n\r\n"),
        "HTTP/1.1 505 HTTP Version Not Supported");
}

TEST(ApiErrors, ABodyThatIsNotJsonIs415)
{
    test::TestServer s({}, [](net::Router& router) {
        router.add("POST", "/api/echo",
            [](net::ApiRequest& req) { return net::ApiResponse::ok(req.json); });
    });
    for (const char* type : { "application/x-www-form-urlencoded", "text/plain",
             "multipart/form-data; boundary=x", "application/jsonp" }) {
        const auto r = s.request(
            test::http::verb::post, "/api/echo", "{\"a\":1}", { { "Content-Type", type } });
        EXPECT_EQ(r.result_int(), 415u) << type;
        EXPECT_EQ(nlohmann::json::parse(r.body())["message"],
            "Unsupported media type. Please send JSON.");
    }
    for (const char* type :
        { "application/json", "application/json; charset=utf-8", "Application/JSON" })
        EXPECT_EQ(s.request(test::http::verb::post, "/api/echo", "{\"a\":1}",
                       { { "Content-Type", type } })
                      .result_int(),
            200u)
            << type;
}
