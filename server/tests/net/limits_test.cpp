#include "test_server.hpp"

#include <gtest/gtest.h>

using namespace academy;
namespace http = test::http;
namespace beast = test::beast;

namespace {

beast::tcp_stream connect(boost::asio::io_context& ioc, std::uint16_t port)
{
    beast::tcp_stream stream(ioc);
    stream.connect(test::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port));
    return stream;
}

} // namespace

TEST(Limits, ConnectionsOverTheLimitGet503AndAreClosed)
{
    net::ServerLimits limits;
    limits.max_connections = 1;
    test::TestServer s(limits);
    boost::asio::io_context ioc;
    auto first = connect(ioc, s.server->port());
    // Let the server register the first connection before the second arrives.
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    auto second = connect(ioc, s.server->port());
    beast::flat_buffer buffer;
    http::response<http::string_body> res;
    http::read(second, buffer, res);
    EXPECT_EQ(res.result_int(), 503);
    EXPECT_FALSE(res.keep_alive());
}

TEST(Limits, AClientThatSendsNothingIsDisconnectedAfterTheReadTimeout)
{
    net::ServerLimits limits;
    limits.read_timeout = std::chrono::milliseconds(200);
    test::TestServer s(limits);
    boost::asio::io_context ioc;
    auto idle = connect(ioc, s.server->port());
    const auto started = std::chrono::steady_clock::now();
    char byte;
    beast::error_code ec;
    idle.socket().read_some(boost::asio::buffer(&byte, 1), ec);
    EXPECT_TRUE(ec); // closed by the server (EOF), not a response
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(5));
}

TEST(Limits, KeepAliveServesSeveralRequestsOnOneConnection)
{
    test::TestServer s;
    boost::asio::io_context ioc;
    auto stream = connect(ioc, s.server->port());
    beast::flat_buffer buffer;
    for (int i = 0; i < 3; ++i) {
        http::request<http::string_body> req { http::verb::get, "/api/health", 11 };
        req.set(http::field::host, "localhost");
        http::write(stream, req);
        http::response<http::string_body> res;
        http::read(stream, buffer, res);
        EXPECT_EQ(res.result_int(), 200);
        EXPECT_TRUE(res.keep_alive());
    }
}
