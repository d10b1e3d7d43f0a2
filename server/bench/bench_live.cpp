// Load generator for live play (make bench-live): opens N sockets as guests, matchmakes them in
// pairs and plays legal moves (from the server's legalMoves) at a chosen total rate. Prints
// sockets held, games, moves per second, p50/p99 move-to-opponent latency and lost moves.
// `--ports a,b` spreads the sockets over several nodes (make bench-cluster) and adds the latency
// of the moves whose mover and opponent are on different nodes.
// Not a test: it prints figures.
#include <utility>

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <deque>
#include <iostream>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

struct Options {
    std::string host = "127.0.0.1";
    std::string port = "3001";
    std::vector<std::string> ports; // several nodes: socket i goes to ports[i % n]
    int sockets = 1000;
    double rate = 200; // moves per second, all games together
    int duration = 30; // seconds of measured play
};

struct Stats {
    std::uint64_t moves_sent = 0;
    std::uint64_t moves_seen = 0; // by the opponent
    std::uint64_t errors = 0;
    std::uint64_t games_started = 0;
    std::uint64_t games_ended = 0;
    int connected = 0;
    int authenticated = 0;
    std::vector<double> latencies_ms;
    std::vector<double> cross_ms; // mover and opponent on different nodes
    bool measuring = false;
    // game id + ply -> send time, until the opponent hears of it
    std::unordered_map<std::string, std::pair<Clock::time_point, int>> in_flight; // + mover's node
};

Stats stats;
Options opt;
std::mt19937 rng { 42 };

class Client : public std::enable_shared_from_this<Client> {
public:
    Client(asio::io_context& ioc, std::string token, int node = 0)
        : node_(node)
        , ioc_(ioc)
        , ws_(asio::make_strand(ioc))
        , timer_(ioc)
        , token_(std::move(token))
    {
    }

    void start(const tcp::resolver::results_type& endpoints)
    {
        beast::get_lowest_layer(ws_).async_connect(
            endpoints, [self = shared_from_this()](beast::error_code ec, auto) {
                if (ec)
                    return self->fail("connect", ec);
                // As a browser does for a WebSocket: a move leaves at once (no Nagle delay).
                beast::error_code ignored;
                beast::get_lowest_layer(self->ws_).socket().set_option(
                    tcp::no_delay(true), ignored);
                self->ws_.async_handshake(opt.host, "/ws", [self](beast::error_code ec) {
                    if (ec)
                        return self->fail("handshake", ec);
                    ++stats.connected;
                    self->send("authenticate", { { "token", self->token_ } });
                    self->read();
                });
            });
    }

private:
    void fail(const char* what, beast::error_code ec)
    {
        if (stats.errors++ < 5)
            std::cerr << what << ": " << ec.message() << "\n";
    }

    void send(const std::string& event, const json& data)
    {
        queue_.push_back(json { { "event", event }, { "data", data } }.dump());
        if (queue_.size() == 1)
            write();
    }
    void write()
    {
        ws_.async_write(asio::buffer(queue_.front()),
            [self = shared_from_this()](beast::error_code ec, std::size_t) {
                if (ec)
                    return self->fail("write", ec);
                self->queue_.pop_front();
                if (!self->queue_.empty())
                    self->write();
            });
    }
    void read()
    {
        ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
            if (ec)
                return self->fail("read", ec);
            self->on_message(
                json::parse(beast::buffers_to_string(self->buffer_.data()), nullptr, false));
            self->buffer_.consume(self->buffer_.size());
            self->read();
        });
    }

public:
    void seek()
    {
        send(
            "join_matchmaking", { { "timeControl", { { "initial", 1800 }, { "increment", 0 } } } });
    }

private:
    void on_message(const json& m)
    {
        if (!m.is_object())
            return;
        const auto event = m.value("event", "");
        const auto& d = m["data"];
        if (event == "authenticated") {
            ++stats.authenticated;
            // Several nodes: main() sends the first seeks once every socket is in (see there).
            if (opt.ports.size() < 2)
                seek();
        } else if (event == "game_started") {
            game_ = d["gameId"];
            white_ = d["playerColor"] == "white";
            if (white_)
                ++stats.games_started;
            on_position(d["gameState"]["turn"] == "w", d["gameState"]["legalMoves"], 0);
        } else if (event == "move_made") {
            const int ply = d["ply"];
            const bool mine = (ply % 2 == 1) == white_;
            if (!mine) {
                auto it = stats.in_flight.find(game_ + "#" + std::to_string(ply));
                if (it != stats.in_flight.end()) {
                    ++stats.moves_seen;
                    if (stats.measuring) {
                        const double ms = std::chrono::duration<double, std::milli>(
                            Clock::now() - it->second.first)
                                              .count();
                        stats.latencies_ms.push_back(ms);
                        if (it->second.second != node_)
                            stats.cross_ms.push_back(ms);
                    }
                    stats.in_flight.erase(it);
                }
            }
            if (!d["gameResult"].is_null())
                return;
            on_position(d["turn"] == "w", d["legalMoves"], ply);
        } else if (event == "game_ended") {
            if (white_)
                ++stats.games_ended;
            game_.clear();
            timer_.cancel();
            seek();
        } else if (event == "error") {
            if (stats.errors++ < 5)
                std::cerr << "server error: " << d.dump() << "\n";
        }
    }

    // Our turn: wait so that all games together make `rate` moves per second, then move.
    void on_position(bool white_to_move, const json& legal, int ply)
    {
        if (white_to_move != white_ || !legal.is_object() || legal.empty())
            return;
        std::vector<std::pair<std::string, std::string>> moves;
        for (auto& [from, tos] : legal.items())
            for (auto& to : tos)
                moves.emplace_back(from, to.get<std::string>());
        const auto pick = moves[rng() % moves.size()];
        const double games = std::max(1, opt.sockets / 2);
        const double per_game_interval_ms = 1000.0 * games / opt.rate;
        std::uniform_real_distribution<double> jitter(0.5, 1.5);
        timer_.expires_after(std::chrono::microseconds(
            static_cast<long>(per_game_interval_ms * jitter(rng) * 1000)));
        const auto game = game_;
        timer_.async_wait([self = shared_from_this(), pick, ply, game](beast::error_code ec) {
            if (ec || self->game_ != game)
                return;
            stats.in_flight[game + "#" + std::to_string(ply + 1)] = { Clock::now(), self->node_ };
            ++stats.moves_sent;
            self->send("make_move",
                { { "gameId", game },
                    { "move", { { "from", pick.first }, { "to", pick.second } } } });
        });
    }

    int node_;
    asio::io_context& ioc_;
    websocket::stream<beast::tcp_stream> ws_;
    asio::steady_timer timer_;
    beast::flat_buffer buffer_;
    std::deque<std::string> queue_;
    std::string token_;
    std::string game_;
    bool white_ = false;
};

std::string guest_token(asio::io_context& ioc, const tcp::resolver::results_type& endpoints)
{
    beast::tcp_stream stream(ioc);
    stream.connect(endpoints);
    http::request<http::string_body> req { http::verb::post, "/api/auth/guest", 11 };
    req.set(http::field::host, opt.host);
    req.set(http::field::content_type, "application/json");
    req.body() = "{}";
    req.prepare_payload();
    http::write(stream, req);
    beast::flat_buffer buffer;
    http::response<http::string_body> res;
    http::read(stream, buffer, res);
    return json::parse(res.body())["data"]["token"];
}

double percentile(std::vector<double>& v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * v.size()))];
}

} // namespace

int main(int argc, char** argv)
{
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string k = argv[i], v = argv[i + 1];
        if (k == "--host")
            opt.host = v;
        else if (k == "--port")
            opt.port = v;
        else if (k == "--ports") {
            for (std::size_t at = 0; at <= v.size();) {
                const auto comma = std::min(v.find(',', at), v.size());
                opt.ports.push_back(v.substr(at, comma - at));
                at = comma + 1;
            }
            opt.port = opt.ports.front();
        } else if (k == "--sockets")
            opt.sockets = std::stoi(v);
        else if (k == "--rate")
            opt.rate = std::stod(v);
        else if (k == "--duration")
            opt.duration = std::stoi(v);
    }
    asio::io_context ioc;
    tcp::resolver resolver(ioc);
    const auto endpoints = resolver.resolve(opt.host, opt.port);
    if (opt.ports.empty())
        opt.ports.push_back(opt.port);
    std::vector<tcp::resolver::results_type> nodes;
    for (const auto& p : opt.ports)
        nodes.push_back(resolver.resolve(opt.host, p));
    std::vector<std::string> tokens;
    for (int i = 0; i < opt.sockets; ++i)
        tokens.push_back(guest_token(ioc, endpoints));
    std::vector<std::shared_ptr<Client>> clients;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const int node = static_cast<int>(i % nodes.size());
        clients.push_back(std::make_shared<Client>(ioc, tokens[i], node));
        clients.back()->start(nodes[node]);
    }

    const auto t0 = Clock::now();
    asio::steady_timer warmup(ioc), done(ioc), pacer(ioc);
    // Several nodes: a pool pairs seekers in the order they joined, and each node's joins reach
    // it in bursts of its own sockets, so seeks sent as the sockets sign in pair mostly players
    // of one node (22% of the moves crossed nodes, 8% in other runs). Once every socket is in,
    // the first seeks go out alternating between the nodes, one every 0.2 ms, so that about half
    // the games have their players on different nodes, as the cross-node figures need.
    std::size_t next_seek = 0;
    std::function<void()> pace_seeks;
    pace_seeks = [&] {
        pacer.expires_after(std::chrono::microseconds(200));
        pacer.async_wait([&](beast::error_code) {
            const bool all_in = stats.authenticated >= static_cast<int>(clients.size());
            if (all_in || Clock::now() - t0 > std::chrono::seconds(30)) {
                if (next_seek < clients.size())
                    clients[next_seek++]->seek();
                if (next_seek == clients.size())
                    return;
            }
            pace_seeks();
        });
    };
    if (opt.ports.size() > 1)
        pace_seeks();
    std::uint64_t sent0 = 0, seen0 = 0;
    Clock::time_point measure_start;
    // Warm up until every socket is in a game (or 60 s), then measure for `duration` seconds.
    std::function<void()> check;
    check = [&] {
        warmup.expires_after(std::chrono::milliseconds(200));
        warmup.async_wait([&](beast::error_code) {
            const bool ready
                = stats.games_started * 2 >= static_cast<std::uint64_t>(opt.sockets) - 1;
            if (!ready && Clock::now() - t0 < std::chrono::seconds(60))
                return check();
            stats.measuring = true;
            measure_start = Clock::now();
            sent0 = stats.moves_sent;
            seen0 = stats.moves_seen;
            done.expires_after(std::chrono::seconds(opt.duration));
            done.async_wait([&](beast::error_code) { ioc.stop(); });
        });
    };
    check();
    ioc.run();

    const double secs = std::chrono::duration<double>(Clock::now() - measure_start).count();
    const auto sent = stats.moves_sent - sent0;
    const auto seen = stats.moves_seen - seen0;
    // Moves still in flight at the end (sent in the last instants) are not lost; report the rest.
    std::uint64_t stale = 0;
    const auto now = Clock::now();
    for (auto& [k, t] : stats.in_flight)
        stale += (now - t.first) > std::chrono::seconds(2);
    std::printf(
        "sockets held          %d (authenticated %d)\n", stats.connected, stats.authenticated);
    std::printf("games started         %llu (ended %llu)\n",
        (unsigned long long)stats.games_started, (unsigned long long)stats.games_ended);
    std::printf("measured              %.1f s\n", secs);
    std::printf("moves sent            %llu (%.0f/s)\n", (unsigned long long)sent, sent / secs);
    std::printf("moves delivered       %llu (%.0f/s)\n", (unsigned long long)seen, seen / secs);
    std::printf("latency p50           %.2f ms\n", percentile(stats.latencies_ms, 0.50));
    std::printf("latency p99           %.2f ms\n", percentile(stats.latencies_ms, 0.99));
    if (nodes.size() > 1) {
        std::printf("cross-node moves      %zu\n", stats.cross_ms.size());
        std::printf("cross-node p50        %.2f ms\n", percentile(stats.cross_ms, 0.50));
        std::printf("cross-node p99        %.2f ms\n", percentile(stats.cross_ms, 0.99));
    }
    std::printf("lost moves (>2 s)     %llu\n", (unsigned long long)stale);
    std::printf("errors                %llu\n", (unsigned long long)stats.errors);
    return 0;
}
