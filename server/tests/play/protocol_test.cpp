// The live-play protocol end to end over real WebSockets: a full game between two clients to
// checkmate, and bad frames answered with `error` while the connection stays open.
#include "../support/test_database.hpp"
#include <utility>

#include "net/game_routes.hpp"
#include "net/http_server.hpp"
#include "net/leaderboard_routes.hpp"
#include "net/play_socket.hpp"
#include "play_fixture.hpp"

#include <boost/asio.hpp>
#include <boost/beast.hpp>

using namespace academy;
using test::json;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = boost::asio::ip::tcp;

namespace {

struct Client {
    explicit Client(std::uint16_t port)
        : ws(ioc)
    {
        beast::get_lowest_layer(ws).connect(
            tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port));
        ws.handshake("localhost", "/ws");
    }
    void send(const std::string& event, const json& data)
    {
        ws.write(boost::asio::buffer(json { { "event", event }, { "data", data } }.dump()));
    }
    void send_raw(const std::string& text) { ws.write(boost::asio::buffer(text)); }
    json receive()
    {
        beast::flat_buffer buffer;
        ws.read(buffer);
        return json::parse(beast::buffers_to_string(buffer.data()));
    }
    // Reads until `event` arrives; other events are kept in `seen`.
    json until(const std::string& event)
    {
        for (;;) {
            auto m = receive();
            seen.push_back(m);
            if (m["event"] == event)
                return m["data"];
        }
    }
    boost::asio::io_context ioc;
    websocket::stream<beast::tcp_stream> ws;
    std::vector<json> seen;
};

struct LiveServer {
    LiveServer()
        : dir(std::filesystem::temp_directory_path()
            / ("academy-live-" + std::to_string(std::random_device {}())))
    {
        std::filesystem::create_directories(dir / "web");
        db = store::open_database(test::database_url(dir / "academy.db"));
        store::migrate(*db);
        play = std::make_unique<play::PlayService>(
            *db, test::test_verifier, scheduler, play::steady_time_source());
        play->start();
        auto router = std::make_shared<net::Router>();
        net::add_game_routes(*router, *play, *db);
        net::add_leaderboard_routes(*router, *db);
        auto protocol = std::make_shared<net::WsProtocol>();
        net::add_play_socket(*protocol, *play);
        net::ServerOptions options;
        options.address = "127.0.0.1";
        options.port = 0;
        options.web_root = dir / "web";
        options.threads = 2;
        options.handle_signals = false;
        server = std::make_unique<net::HttpServer>(options, router, protocol);
        server->start();
    }
    ~LiveServer()
    {
        server->shutdown();
        server->wait();
        server.reset();
        play->stop();
        play.reset();
        db.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    std::string get(const std::string& target)
    {
        boost::asio::io_context ioc;
        beast::tcp_stream stream(ioc);
        stream.connect(tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), server->port()));
        beast::http::request<beast::http::string_body> req { beast::http::verb::get, target, 11 };
        req.set(beast::http::field::host, "localhost");
        beast::http::write(stream, req);
        beast::flat_buffer buffer;
        beast::http::response<beast::http::string_body> res;
        beast::http::read(stream, buffer, res);
        return res.body();
    }
    std::filesystem::path dir;
    std::unique_ptr<store::Database> db;
    play::ThreadScheduler scheduler;
    std::unique_ptr<play::PlayService> play;
    std::unique_ptr<net::HttpServer> server;
};

} // namespace

TEST(PlayProtocol, TwoClientsPlayAFullGameToCheckmate)
{
    LiveServer s;
    Client a(s.server->port()), b(s.server->port());
    a.send("authenticate", { { "token", "tok-alice" } });
    EXPECT_TRUE(a.until("authenticated")["success"].get<bool>());
    b.send("authenticate", { { "token", "tok-bob" } });
    EXPECT_TRUE(b.until("authenticated")["success"].get<bool>());
    json tc { { "initial", 60 }, { "increment", 0 }, { "type", "bullet" } };
    a.send("join_matchmaking", { { "timeControl", tc } });
    a.until("matchmaking_joined");
    b.send("join_matchmaking", { { "timeControl", tc } });
    auto sa = a.until("game_started");
    auto sb = b.until("game_started");
    const auto id = sa["gameId"].get<std::string>();
    EXPECT_EQ(sb["gameId"], id);
    Client* white = sa["playerColor"] == "white" ? &a : &b;
    Client* black = white == &a ? &b : &a;

    // The game screen joins after navigating.
    white->send("join_game", { { "gameId", id } });
    EXPECT_EQ(white->until("game_joined")["playerColor"], "white");

    const std::vector<std::pair<Client*, std::string>> moves { { white, "f2f3" }, { black, "e7e5" },
        { white, "g2g4" }, { black, "d8h4" } };
    for (const auto& [who, uci] : moves) {
        who->send("make_move",
            { { "gameId", id },
                { "move",
                    { { "from", uci.substr(0, 2) }, { "to", uci.substr(2, 2) },
                        { "promotion", "q" } } },
                { "timeLeft", 60000 } });
        const auto mw = white->until("move_made");
        const auto mb = black->until("move_made");
        EXPECT_EQ(mw["lastMove"]["to"], uci.substr(2, 2));
        EXPECT_EQ(mb["position"], mw["position"]);
    }
    EXPECT_EQ(white->until("game_ended")["result"], "Black wins by checkmate");
    EXPECT_EQ(black->until("game_ended")["reason"], "checkmate");

    const auto game = json::parse(s.get("/api/games/" + id));
    EXPECT_EQ(game["data"]["status"], "ended");
    EXPECT_EQ(game["data"]["moves"].size(), 4u);
    EXPECT_NE(s.get("/api/games/" + id + ".pgn").find("Qh4#"), std::string::npos);
    const auto list = json::parse(s.get("/api/users/alice/games"));
    EXPECT_EQ(list["data"]["games"][0]["id"], id);
    EXPECT_EQ(json::parse(s.get("/api/games/missing"))["message"], "Game not found");
    EXPECT_TRUE(json::parse(s.get("/api/leaderboard?speed=bullet"))["data"]["entries"].is_array());
}

TEST(PlayProtocol, BadFramesAndUnauthenticatedActionsGetAnErrorAndTheConnectionStaysOpen)
{
    LiveServer s;
    Client c(s.server->port());
    c.send_raw("{{{");
    EXPECT_EQ(c.receive()["event"], "error");
    c.send("make_move", { { "gameId", "x" } });
    EXPECT_EQ(
        c.until("error")["message"], "Not authenticated: send authenticate with a token first");
    c.send("join_matchmaking", json::array({ 1, 2 }));
    EXPECT_EQ(c.until("error")["event"], "join_matchmaking");
    c.send("authenticate", { { "token", "tok-zed" } });
    EXPECT_TRUE(c.until("authenticated")["success"].get<bool>());
    c.send("join_matchmaking", { { "timeControl", "blitz" } });
    EXPECT_NE(c.until("error")["message"].get<std::string>().find("Unknown time control"),
        std::string::npos);
    c.send("resign_game", { { "gameId", 5 } });
    EXPECT_EQ(c.until("error")["message"], "Missing gameId");
    c.send("ping", { { "timestamp", 1 } });
    EXPECT_EQ(c.until("pong")["timestamp"], 1);
}
