#pragma once

// A PlayService on a temporary SQLite file, driven by fake sockets and a hand-moved clock. Frames
// go through net/'s play handlers and events come back through net/'s JSON mapping, so the tests
// read what a client would.
#include "../support/test_database.hpp"
#include "net/play_json.hpp"
#include "net/play_socket.hpp"
#include "play/play_service.hpp"
#include "store/migrations.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <functional>
#include <mutex>
#include <random>

namespace academy::test {

using json = nlohmann::json;

// Thread-safe: the service sends from the caller's thread and from its announcer threads.
struct FakePeer final : play::Peer {
    explicit FakePeer(std::uint64_t id)
        : id_(id)
    {
    }
    std::uint64_t id() const override { return id_; }
    void send(const play::Event& e) override
    {
        const auto event = net::event_name(e);
        const auto data = net::event_data(e);
        std::lock_guard lock(mutex);
        if (on_send)
            on_send(event, data);
        events.emplace_back(std::string(event), data);
    }

    int count(std::string_view event) const
    {
        std::lock_guard lock(mutex);
        int n = 0;
        for (auto& [e, d] : events)
            n += e == event;
        return n;
    }
    // The last event of that name (fails the test if there is none).
    json last(std::string_view event) const
    {
        std::lock_guard lock(mutex);
        for (auto it = events.rbegin(); it != events.rend(); ++it)
            if (it->first == event)
                return it->second;
        ADD_FAILURE() << "no event " << event;
        return json::object();
    }
    void close() override { closed = true; }
    std::string last_error() const
    {
        return count("error") ? last("error")["message"].get<std::string>() : "";
    }

    std::uint64_t id_;
    mutable std::mutex mutex;
    std::vector<std::pair<std::string, json>> events;
    std::function<void(std::string_view, const json&)> on_send; // called before recording
    std::atomic<bool> closed { false };
};

// Tokens are "tok-<name>"; names starting with "guest" are guests rated by the suffix "@1234".
inline std::optional<play::Player> test_verifier(std::string_view token)
{
    if (token.substr(0, 4) != "tok-")
        return std::nullopt;
    std::string name(token.substr(4));
    int rating = 1500;
    if (auto at = name.find('@'); at != std::string::npos) {
        rating = std::stoi(name.substr(at + 1));
        name = name.substr(0, at);
    }
    return play::Player { "id-" + name, name, "Player " + name, rating,
        name.rfind("guest", 0) == 0 };
}

struct PlayTest : ::testing::Test {
    void SetUp() override
    {
        std::random_device rd;
        dir = std::filesystem::temp_directory_path() / ("academy-play-" + std::to_string(rd()));
        std::filesystem::create_directories(dir);
        db = store::open_database(test::database_url(dir / "play.db"));
        store::migrate(*db);
        make_service();
    }
    void TearDown() override
    {
        service.reset();
        db.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    void make_service()
    {
        service = std::make_unique<play::PlayService>(
            *db, test_verifier, scheduler, [this] { return scheduler.now(); }, options);
        service->start();
    }

    // A frame from `p`, dispatched as the socket's handler map does.
    void handle(const std::shared_ptr<FakePeer>& p, std::string_view event, const json& data)
    {
        const auto handler = net::play_handlers().find(event);
        ASSERT_NE(handler, net::play_handlers().end()) << event;
        handler->second(*service, p, data);
    }
    // The game screen's state as GET /api/games/{id} answers it.
    std::optional<json> state(const std::string& id, const std::string& viewer = {})
    {
        auto view = service->game_state(id, viewer);
        if (!view)
            return std::nullopt;
        return net::to_json(*view);
    }

    std::shared_ptr<FakePeer> connect(const std::string& name)
    {
        auto p = std::make_shared<FakePeer>(next_id++);
        handle(p, "authenticate", { { "token", "tok-" + name } });
        service->flush();
        EXPECT_TRUE(p->last("authenticated")["success"].get<bool>());
        return p;
    }
    // Moves and other writes are committed by the service's writer thread and announced after
    // the commit: each helper waits for that, so a test reads what the players were sent.
    void send(const std::shared_ptr<FakePeer>& p, std::string_view event, json data)
    {
        handle(p, event, data);
        service->flush();
    }
    void advance(std::int64_t ms)
    {
        scheduler.advance(ms);
        service->flush();
    }

    // Two players find each other in 3+0; returns the game id and puts white first in `w`.
    std::string pair(
        std::shared_ptr<FakePeer>& w, std::shared_ptr<FakePeer>& b, int initial = 180, int inc = 0)
    {
        json tc { { "initial", initial }, { "increment", inc }, { "type", "blitz" } };
        send(w, "join_matchmaking", { { "timeControl", tc } });
        send(b, "join_matchmaking", { { "timeControl", tc } });
        EXPECT_EQ(w->count("game_started"), 1);
        EXPECT_EQ(b->count("game_started"), 1);
        const auto started = w->last("game_started");
        if (started["playerColor"] == "black")
            std::swap(w, b);
        EXPECT_EQ(w->last("game_started")["playerColor"], "white");
        return started["gameId"].get<std::string>();
    }
    void move(const std::shared_ptr<FakePeer>& p, const std::string& id, const std::string& uci)
    {
        send(p, "make_move",
            { { "gameId", id },
                { "move", { { "from", uci.substr(0, 2) }, { "to", uci.substr(2, 2) } } } });
    }

    std::filesystem::path dir;
    std::unique_ptr<store::Database> db;
    play::ManualScheduler scheduler;
    play::PlayOptions options;
    std::unique_ptr<play::PlayService> service;
    std::uint64_t next_id = 1;
};

} // namespace academy::test
