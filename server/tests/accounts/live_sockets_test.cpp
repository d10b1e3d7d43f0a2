// Issue 29: "sign out everywhere" cuts live sockets. POST /api/auth/logout-all, a password change
// and the account's deletion close that account's signed-in live-play sockets within a second;
// other accounts' sockets stay open. Real sockets through the product's HttpServer and play
// socket, the accounts routes on another server sharing the database (as one process would).
#include "accounts_server.hpp"

#include "net/play_socket.hpp"
#include "play/clock.hpp"
#include "play/play_service.hpp"
#include "play/scheduler.hpp"

#include <gtest/gtest.h>

#include <chrono>

using namespace academy;
using json = nlohmann::json;
using test::AccountsServer;
namespace websocket = boost::beast::websocket;

namespace {

using Clock = std::chrono::steady_clock;

struct WsClient {
    explicit WsClient(std::uint16_t port)
        : ws(ioc)
    {
        auto& socket = boost::beast::get_lowest_layer(ws);
        socket.connect(test::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port));
        ws.handshake("localhost", "/ws");
    }
    void send(std::string_view event, const json& data)
    {
        ws.write(boost::asio::buffer(json { { "event", event }, { "data", data } }.dump()));
    }
    // The next frame, or nothing when the connection ends (`ec` says how) or `within` passes.
    // Read asynchronously: tcp_stream's deadline applies to asynchronous operations only, and a
    // socket that is never closed must fail the test, not hang it.
    std::optional<json> receive(
        boost::beast::error_code& ec, std::chrono::milliseconds within = std::chrono::seconds(5))
    {
        boost::beast::get_lowest_layer(ws).expires_after(within);
        boost::beast::flat_buffer buffer;
        ws.async_read(buffer, [&ec](boost::beast::error_code e, std::size_t) { ec = e; });
        ioc.restart();
        ioc.run();
        if (ec)
            return std::nullopt;
        return json::parse(boost::beast::buffers_to_string(buffer.data()));
    }
    // Frames until one named `event`.
    json until(std::string_view event)
    {
        for (;;) {
            boost::beast::error_code ec;
            auto frame = receive(ec);
            if (!frame) {
                ADD_FAILURE() << "no " << event << ": " << ec.message();
                return json::object();
            }
            if ((*frame)["event"] == event)
                return (*frame)["data"];
        }
    }
    json sign_in(const std::string& token)
    {
        send("authenticate", { { "token", token } });
        return until("authenticated");
    }
    // Still open and served: a ping is answered.
    bool alive()
    {
        send("ping", { { "timestamp", 1 } });
        for (;;) {
            boost::beast::error_code ec;
            auto frame = receive(ec, std::chrono::seconds(2));
            if (!frame)
                return false;
            if ((*frame)["event"] == "pong")
                return true;
        }
    }

    boost::asio::io_context ioc;
    websocket::stream<boost::beast::tcp_stream> ws;
};

// What the socket of an account whose sessions ended sees: `authenticated` with success false,
// then the close (1008), all within a second of the HTTP answer.
void expect_cut_within_a_second(WsClient& c, Clock::time_point since)
{
    bool told = false;
    boost::beast::error_code ec;
    for (;;) {
        auto frame = c.receive(ec, std::chrono::milliseconds(1500));
        if (!frame)
            break;
        if ((*frame)["event"] == "authenticated") {
            EXPECT_FALSE((*frame)["data"]["success"].get<bool>());
            EXPECT_EQ((*frame)["data"]["message"],
                "Signed out: this account's sessions were ended. Please sign in again.");
            told = true;
        }
    }
    const auto took = Clock::now() - since;
    EXPECT_TRUE(told);
    EXPECT_EQ(ec, websocket::error::closed) << ec.message();
    EXPECT_EQ(c.ws.reason().code, websocket::close_code::policy_error);
    EXPECT_LT(took, std::chrono::seconds(1))
        << std::chrono::duration_cast<std::chrono::milliseconds>(took).count() << " ms";
}

struct LiveSockets : ::testing::Test {
    AccountsServer accounts { net::AuthRoutesOptions { .attempts_per_window = 100 } };
    play::ThreadScheduler timers;
    std::unique_ptr<play::PlayService> play;
    std::unique_ptr<net::HttpServer> sockets;

    void SetUp() override
    {
        play = std::make_unique<play::PlayService>(
            *accounts.db, net::play_token_verifier(), timers, play::steady_time_source());
        play->set_token_recheck(net::play_token_verifier(true));
        play->start();
        // As app/serve_command.cpp wires it.
        accounts.service->on_sessions_ended(
            [this](std::int64_t id) { play->end_sessions_of(std::to_string(id)); });
        auto protocol = std::make_shared<net::WsProtocol>();
        net::add_play_socket(*protocol, *play);
        net::ServerOptions options;
        options.address = "127.0.0.1";
        options.port = 0;
        options.web_root = accounts.dir / "web";
        options.threads = 2;
        options.handle_signals = false;
        std::filesystem::create_directories(options.web_root);
        sockets
            = std::make_unique<net::HttpServer>(options, std::make_shared<net::Router>(), protocol);
        sockets->start();
    }
    void TearDown() override
    {
        sockets.reset();
        accounts.service->on_sessions_ended(nullptr);
        play->stop();
        play.reset();
    }

    // A registered account's access token.
    std::string account(const std::string& name)
    {
        const auto r = accounts.register_user(name + "@example.com", name);
        EXPECT_EQ(r.status, 201u) << r.body;
        return r.json["data"]["accessToken"].get<std::string>();
    }
    std::unique_ptr<WsClient> socket_of(const std::string& token)
    {
        auto c = std::make_unique<WsClient>(sockets->port());
        EXPECT_TRUE(c->sign_in(token)["success"].get<bool>());
        return c;
    }
    std::string guest_token()
    {
        return accounts.post("/api/auth/guest", json::object())
            .json["data"]["token"]
            .get<std::string>();
    }
};

} // namespace

TEST_F(LiveSockets, SignOutEverywhereClosesTheAccountsSocketsWithinASecond)
{
    const auto ada = account("ada");
    const auto bob = account("bob");
    auto first = socket_of(ada);
    auto second = socket_of(ada); // another tab or device
    auto others = socket_of(bob);
    auto visitor = socket_of(guest_token());

    const auto r
        = accounts.post("/api/auth/logout-all", nullptr, { { "Authorization", "Bearer " + ada } });
    ASSERT_EQ(r.status, 200u) << r.body;
    const auto answered = Clock::now();
    expect_cut_within_a_second(*first, answered);
    expect_cut_within_a_second(*second, answered);
    // Another account's socket and a visitor's are left alone.
    EXPECT_TRUE(others->alive());
    EXPECT_TRUE(visitor->alive());
    // The old token no longer signs a socket in.
    WsClient again(sockets->port());
    const auto refused = again.sign_in(ada);
    EXPECT_FALSE(refused["success"].get<bool>());
    EXPECT_EQ(refused["message"], "Invalid or expired token");
}

TEST_F(LiveSockets, APasswordChangeClosesTheAccountsSocketsAndTheNewSessionSignsInAgain)
{
    const auto ada = account("ada");
    auto before = socket_of(ada);
    auto others = socket_of(account("bob"));
    const auto r = accounts.put("/api/users/password",
        { { "currentPassword", "chess-academy-pw1" }, { "newPassword", "another-chess-pw2" } },
        ada);
    ASSERT_EQ(r.status, 200u) << r.body;
    expect_cut_within_a_second(*before, Clock::now());
    EXPECT_TRUE(others->alive());
    // The session the change answered with signs a new socket in.
    auto after = socket_of(r.json["data"]["accessToken"].get<std::string>());
    EXPECT_TRUE(after->alive());
}

TEST_F(LiveSockets, DeletingTheAccountClosesItsSockets)
{
    const auto ada = account("ada");
    auto socket = socket_of(ada);
    auto others = socket_of(account("bob"));
    const auto r
        = accounts.del("/api/auth/delete-account", { { "password", "chess-academy-pw1" } }, ada);
    ASSERT_EQ(r.status, 200u) << r.body;
    expect_cut_within_a_second(*socket, Clock::now());
    EXPECT_TRUE(others->alive());
}

TEST_F(LiveSockets, ARefusedPasswordChangeOrDeletionClosesNothing)
{
    const auto ada = account("ada");
    auto socket = socket_of(ada);
    EXPECT_EQ(accounts
                  .put("/api/users/password",
                      { { "currentPassword", "wrong-password-1" },
                          { "newPassword", "another-chess-pw2" } },
                      ada)
                  .status,
        403u);
    EXPECT_EQ(accounts.del("/api/auth/delete-account", { { "password", "wrong-password-1" } }, ada)
                  .status,
        403u);
    EXPECT_TRUE(socket->alive());
}
