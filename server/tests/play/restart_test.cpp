// SIGKILL the real `academy serve` in the middle of a game, start it again on the same database:
// both players reconnect with their tokens, find every move, and finish the game.
#include "../support/test_database.hpp"
#include <utility>

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "../support/loopback.hpp"

#include <csignal>
#include <filesystem>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#ifdef ACADEMY_BIN

namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = boost::asio::ip::tcp;
using json = nlohmann::json;

std::uint16_t free_port()
{
    boost::asio::io_context ioc;
    tcp::acceptor a(ioc, tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), 0));
    return a.local_endpoint().port();
}

struct Server {
    Server(std::filesystem::path dir, std::uint16_t port)
        : port(port)
    {
        // In the parent: every restart must reopen the same database (on PostgreSQL, the
        // schema made on the first call).
        const auto db = academy::test::database_url(dir / "academy.db");
        pid = fork();
        if (pid == 0) {
            std::filesystem::current_path(dir);
            const auto p = std::to_string(port);
            execl(ACADEMY_BIN, ACADEMY_BIN, "serve", "--address", "127.0.0.1", "--port", p.c_str(),
                "--db", db.c_str(), "--web-root", "web", "--log-level", "warn", nullptr);
            _exit(127);
        }
    }
    void kill9()
    {
        ::kill(pid, SIGKILL);
        waitpid(pid, nullptr, 0);
        pid = -1;
    }
    ~Server()
    {
        if (pid > 0) {
            ::kill(pid, SIGTERM);
            waitpid(pid, nullptr, 0);
        }
    }
    // status and body, or status 0 when nothing listens.
    std::pair<int, std::string> request(
        http::verb verb, const std::string& target, const std::string& body = "")
    {
        try {
            auto res = academy::test::loopback_request(port, verb, target, body);
            return { static_cast<int>(res.result_int()), res.body() };
        } catch (const std::exception&) {
            return { 0, "" };
        }
    }
    bool wait_healthy()
    {
        for (int i = 0; i < 300; ++i) {
            if (request(http::verb::get, "/api/health").first == 200)
                return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        return false;
    }
    std::uint16_t port;
    pid_t pid = -1;
};

struct Client {
    Client(std::uint16_t port, const std::string& token)
        : ws(ioc)
    {
        beast::get_lowest_layer(ws).connect(
            tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port));
        ws.handshake("localhost", "/ws");
        send("authenticate", { { "token", token } });
        auth = until("authenticated");
    }
    void send(const std::string& event, const json& data)
    {
        ws.write(boost::asio::buffer(json { { "event", event }, { "data", data } }.dump()));
    }
    json until(const std::string& event)
    {
        for (;;) {
            beast::flat_buffer buffer;
            ws.read(buffer);
            auto m = json::parse(beast::buffers_to_string(buffer.data()));
            if (m["event"] == event)
                return m["data"];
        }
    }
    void move(const std::string& id, const std::string& uci)
    {
        send("make_move",
            { { "gameId", id },
                { "move", { { "from", uci.substr(0, 2) }, { "to", uci.substr(2, 2) } } } });
    }
    boost::asio::io_context ioc;
    websocket::stream<beast::tcp_stream> ws;
    json auth;
};

} // namespace

TEST(PlayRestart, AGameSurvivesSigkillOfTheServer)
{
    const auto dir = academy::test::temp_folder("restart");
    std::filesystem::create_directories(dir / "web");
    const auto port = free_port();
    std::string tokens[2];
    std::string id;
    {
        Server server(dir, port);
        ASSERT_TRUE(server.wait_healthy());
        for (auto& t : tokens) {
            const auto [status, body] = server.request(http::verb::post, "/api/auth/guest", "{}");
            ASSERT_EQ(status, 200) << body;
            t = json::parse(body)["data"]["token"];
        }
        Client a(port, tokens[0]), b(port, tokens[1]);
        ASSERT_TRUE(a.auth["success"].get<bool>());
        json tc { { "initial", 300 }, { "increment", 0 }, { "type", "blitz" } };
        a.send("join_matchmaking", { { "timeControl", tc } });
        a.until("matchmaking_joined");
        b.send("join_matchmaking", { { "timeControl", tc } });
        const auto started = a.until("game_started");
        id = started["gameId"];
        if (started["playerColor"] == "black")
            std::swap(tokens[0], tokens[1]);
        Client* white = started["playerColor"] == "white" ? &a : &b;
        Client* black = white == &a ? &b : &a;
        for (auto [who, uci] : { std::pair { white, "e2e4" }, { black, "e7e5" }, { white, "f1c4" },
                 { black, "b8c6" } }) {
            who->move(id, uci);
            white->until("move_made");
            black->until("move_made");
        }
        server.kill9();
    }
    std::this_thread::sleep_for(std::chrono::seconds(2));
    Server server(dir, port);
    ASSERT_TRUE(server.wait_healthy());
    Client white(port, tokens[0]), black(port, tokens[1]);
    EXPECT_EQ(white.auth["activeGameId"], id);
    white.send("reconnect_to_game", { { "gameId", id } });
    const auto rejoined = white.until("game_rejoined");
    EXPECT_EQ(rejoined["playerColor"], "white");
    EXPECT_EQ(rejoined["gameState"]["moves"].size(), 4u);
    // The downtime is not charged: both clocks still hold (nearly) the full five minutes.
    EXPECT_GT(rejoined["gameState"]["whiteTime"].get<int>(), 290'000);
    EXPECT_GT(rejoined["gameState"]["blackTime"].get<int>(), 290'000);
    black.send("reconnect_to_game", { { "gameId", id } });
    EXPECT_EQ(black.until("game_rejoined")["playerColor"], "black");
    for (auto [who, uci] :
        { std::pair { &white, "d1h5" }, { &black, "g8f6" }, { &white, "h5f7" } }) {
        who->move(id, uci);
        white.until("move_made");
        black.until("move_made");
    }
    EXPECT_EQ(black.until("game_ended")["result"], "White wins by checkmate");
    const auto [status, body] = server.request(http::verb::get, "/api/games/" + id);
    ASSERT_EQ(status, 200);
    const auto game = json::parse(body)["data"];
    EXPECT_EQ(game["moves"].size(), 7u);
    EXPECT_EQ(game["status"], "ended");
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
}

#endif
