// A room's event is serialised once and the same bytes are queued on every socket of the room,
// through the real path: socket handler map -> play service -> socket peers -> send queues.
#include "../support/test_database.hpp"
#include "net/play_socket.hpp"
#include "store/migrations.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <mutex>
#include <random>

using namespace academy;
using json = nlohmann::json;

namespace {

// Records the frames as queued, shared pointers and all.
struct RecordingConnection final : net::WsConnection {
    explicit RecordingConnection(std::uint64_t id)
        : id_(id)
    {
    }
    std::uint64_t id() const override { return id_; }
    void send_frame(std::shared_ptr<const std::string> frame) override
    {
        std::lock_guard lock(mutex);
        frames.push_back(std::move(frame));
    }
    void close(std::string_view) override { }
    // The frames of that event, in order.
    std::vector<std::shared_ptr<const std::string>> of(const std::string& event)
    {
        std::lock_guard lock(mutex);
        std::vector<std::shared_ptr<const std::string>> found;
        for (const auto& f : frames)
            if (json::parse(*f)["event"] == event)
                found.push_back(f);
        return found;
    }
    std::uint64_t id_;
    std::mutex mutex;
    std::vector<std::shared_ptr<const std::string>> frames;
};

std::optional<play::Player> verifier(std::string_view token)
{
    const std::string name(token);
    return play::Player { "id-" + name, name, name, 1500, false };
}

std::string frame(const std::string& event, const json& data)
{
    return json { { "event", event }, { "data", data } }.dump();
}

} // namespace

TEST(PlayBroadcast, AMoveIsSerialisedOnceForThePlayersAndEverySpectator)
{
    const auto dir = std::filesystem::temp_directory_path()
        / ("academy-broadcast-" + std::to_string(std::random_device {}()));
    std::filesystem::create_directories(dir);
    {
        auto db = store::open_database(test::database_url(dir / "play.db"));
        store::migrate(*db);
        play::ManualScheduler scheduler;
        play::PlayService service(*db, verifier, scheduler, [&] { return scheduler.now(); });
        service.start();
        net::WsProtocol protocol;
        net::add_play_socket(protocol, service);

        std::vector<std::shared_ptr<RecordingConnection>> sockets;
        for (std::uint64_t id = 1; id <= 5; ++id) {
            sockets.push_back(std::make_shared<RecordingConnection>(id));
            protocol.dispatch(
                sockets.back(), frame("authenticate", { { "token", "p" + std::to_string(id) } }));
        }
        const auto game = service.start_game(1, 2, *play::find_time_control(180, 0), {});
        ASSERT_TRUE(game);
        service.flush();
        for (std::size_t i = 2; i < sockets.size(); ++i)
            protocol.dispatch(sockets[i], frame("join_game_as_spectator", { { "gameId", *game } }));
        protocol.dispatch(
            sockets[0], frame("make_move", { { "gameId", *game }, { "move", "e2e4" } }));
        service.flush();

        const auto first = sockets[0]->of("move_made");
        ASSERT_EQ(first.size(), 1u);
        for (const auto& socket : sockets) {
            const auto frames = socket->of("move_made");
            ASSERT_EQ(frames.size(), 1u) << "socket " << socket->id();
            EXPECT_EQ(frames[0].get(), first[0].get()) << "socket " << socket->id();
        }
        EXPECT_EQ(json::parse(*first[0])["data"]["move"]["san"], "e4");
        // Each answer to one socket is its own: the two players' game_started differ in colour.
        EXPECT_NE(*sockets[0]->of("game_started")[0], *sockets[1]->of("game_started")[0]);
        service.stop();
    }
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
}
