#include "test_server.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <future>
#include <thread>

using namespace academy;
using json = nlohmann::json;
namespace websocket = test::websocket;
namespace beast = test::beast;

namespace {

struct WsClient {
    explicit WsClient(std::uint16_t port)
        : ws(ioc)
    {
        auto& socket = beast::get_lowest_layer(ws);
        socket.connect(test::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port));
        ws.handshake("localhost", "/ws");
    }
    void send(const std::string& text) { ws.write(boost::asio::buffer(text)); }
    json receive()
    {
        beast::flat_buffer buffer;
        ws.read(buffer);
        return json::parse(beast::buffers_to_string(buffer.data()));
    }
    boost::asio::io_context ioc;
    websocket::stream<beast::tcp_stream> ws;
};

}  // namespace

TEST(WebSocket, PingIsAnsweredWithPong)
{
    test::TestServer s;
    WsClient c(s.server->port());
    c.send(R"({"event":"ping","data":{"timestamp":12345}})");
    auto reply = c.receive();
    EXPECT_EQ(reply["event"], "pong");
    EXPECT_EQ(reply["data"]["timestamp"], 12345);
}

TEST(WebSocket, MalformedFramesGetAnErrorEventAndTheConnectionStaysOpen)
{
    test::TestServer s;
    WsClient c(s.server->port());
    for (const char* bad : { "not json", "[1,2,3]", R"({"data":{}})", R"({"event":42})" }) {
        c.send(bad);
        auto reply = c.receive();
        EXPECT_EQ(reply["event"], "error") << bad;
        EXPECT_TRUE(reply["data"]["message"].is_string()) << bad;
    }
    c.send(R"({"event":"no_such_event","data":{}})");
    EXPECT_EQ(c.receive()["data"]["message"], "Unknown event 'no_such_event'");
    c.send(R"({"event":"ping"})");
    EXPECT_EQ(c.receive()["event"], "pong");
}

TEST(WebSocket, MessagesOverTheSizeLimitCloseTheConnection)
{
    net::ServerLimits limits;
    limits.ws_message_limit = 1024;
    test::TestServer s(limits);
    WsClient c(s.server->port());
    const std::string big = R"({"event":"ping","data":{"pad":")" + std::string(4096, 'x') + "\"}}";
    beast::flat_buffer buffer;
    beast::error_code ec;
    // The server may fail the connection before the client has finished writing (broken pipe).
    c.ws.write(boost::asio::buffer(big), ec);
    c.ws.read(buffer, ec);
    // The server fails the connection with 1009; depending on timing the client sees the close
    // frame or a reset while answering it. Either way no reply comes and the session is over.
    ASSERT_TRUE(ec);
    if (ec == websocket::error::closed)
        EXPECT_EQ(c.ws.reason().code, websocket::close_code::too_big);
}

TEST(GracefulShutdown, FinishesInFlightRequestsAndClosesWebSocketsWithGoingAway)
{
    std::promise<void> entered;
    auto entered_future = entered.get_future();
    test::TestServer s({}, [&entered](net::Router& r) {
        r.add("GET", "/api/slow", [&entered](net::ApiRequest&) {
            entered.set_value();
            std::this_thread::sleep_for(std::chrono::milliseconds(400));
            return net::ApiResponse::ok({ { "finished", true } });
        });
    });
    WsClient ws(s.server->port());
    ws.send(R"({"event":"ping"})");
    ASSERT_EQ(ws.receive()["event"], "pong");

    auto slow = std::async(std::launch::async, [&s] { return s.get("/api/slow"); });
    entered_future.wait();
    s.server->shutdown();

    // The request that was running when shutdown began still gets its answer.
    auto res = slow.get();
    EXPECT_EQ(res.result_int(), 200);
    EXPECT_EQ(json::parse(res.body())["data"]["finished"], true);

    // The WebSocket is closed with 1001.
    beast::flat_buffer buffer;
    beast::error_code ec;
    ws.ws.read(buffer, ec);
    EXPECT_EQ(ec, websocket::error::closed);
    EXPECT_EQ(ws.ws.reason().code, websocket::close_code::going_away);

    // And the server stops by itself, refusing new connections.
    s.server->wait();
    boost::asio::io_context ioc;
    beast::tcp_stream stream(ioc);
    stream.connect(test::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), s.server->port()), ec);
    EXPECT_TRUE(ec);
}
