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

} // namespace

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
    stream.connect(
        test::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), s.server->port()), ec);
    EXPECT_TRUE(ec);
}

// Issue 11: a ping's timestamp is echoed, so it must be a number — a 60 KB string is refused, not
// copied into every pong.
TEST(WebSocket, APingsTimestampMustBeANumber)
{
    test::TestServer s;
    WsClient c(s.server->port());
    for (const auto& timestamp :
        { json(std::string(60'000, '9')), json { { "a", 1 } }, json::array({ 1 }) }) {
        c.send(json { { "event", "ping" }, { "data", { { "timestamp", timestamp } } } }.dump());
        const auto reply = c.receive();
        EXPECT_EQ(reply["event"], "error");
        EXPECT_EQ(reply["data"]["message"], "Malformed ping: timestamp must be a number");
    }
    c.send(R"({"event":"ping","data":{"timestamp":1.5}})");
    EXPECT_EQ(c.receive()["data"]["timestamp"], 1.5);
}

// Issue 11: the send queue is bounded in bytes, not only in frames: a client that stops reading
// while large frames pile up is disconnected instead of pinning the server's memory.
TEST(WebSocket, AClientThatStopsReadingLargeFramesIsDisconnected)
{
    net::ServerLimits limits;
    limits.ws_send_queue_bytes = 1024 * 1024;
    test::TestServer s(limits, {}, [](net::WsProtocol& protocol) {
        protocol.on("flood", [](const std::shared_ptr<net::WsConnection>& c, const json&) {
            const std::string payload(100'000, 'x');
            for (int i = 0; i < 300; ++i) // 30 MB: more than the kernel's buffers and the queue
                c->send("chunk", { { "payload", payload } });
        });
    });
    WsClient c(s.server->port());
    c.send(R"({"event":"flood"})");
    std::this_thread::sleep_for(
        std::chrono::milliseconds(300)); // let the queue fill while we do not read
    int received = 0;
    beast::error_code ec;
    for (;;) {
        beast::flat_buffer buffer;
        c.ws.read(buffer, ec);
        if (ec)
            break;
        ++received;
    }
    EXPECT_LT(received, 300) << "every frame was queued: the byte bound did not apply";
    if (ec == websocket::error::closed)
        EXPECT_EQ(c.ws.reason().code, websocket::close_code::policy_error);
}

// Issue 11: /ws accepted any Origin, so another site's page could open a socket in a visitor's
// browser. Only the site itself, the allowed origins, and programs (no Origin) may connect.
TEST(WebSocket, OnlyTheSiteAndAllowedOriginsMayOpenASocket)
{
    test::TestServer s;
    const auto handshake = [&s](const std::string& origin) {
        boost::asio::io_context ioc;
        websocket::stream<beast::tcp_stream> ws(ioc);
        beast::get_lowest_layer(ws).connect(
            test::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), s.server->port()));
        ws.set_option(websocket::stream_base::decorator([origin](websocket::request_type& req) {
            if (!origin.empty())
                req.set(beast::http::field::origin, origin);
        }));
        beast::error_code ec;
        ws.handshake("localhost", "/ws", ec);
        return !ec;
    };
    EXPECT_FALSE(handshake("http://evil.example"));
    EXPECT_FALSE(handshake("http://localhost.evil.example"));
    EXPECT_FALSE(handshake("null"));
    EXPECT_TRUE(
        handshake("http://localhost")); // the page the server itself served (Host: localhost)
    EXPECT_TRUE(handshake("http://localhost:5173")); // the allowed development origin
    EXPECT_TRUE(handshake("")); // not a browser page
}
