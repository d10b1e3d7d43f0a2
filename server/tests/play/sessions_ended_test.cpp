// Issue 29: when an account's sessions end (sign out everywhere, a new password, deletion), the
// play service signs its sockets out, tells them and closes them; until a closed socket is gone
// every event it sends is refused, authenticate included. On a shared bus the other nodes close
// theirs too. (tests/accounts/live_sockets_test.cpp drives the same through real sockets and the
// HTTP routes.)
#include "play_fixture.hpp"

#include "../support/test_redis.hpp"
#include "bus/bus.hpp"

#include <chrono>
#include <thread>

using namespace academy;
using namespace academy::test;

namespace {

constexpr const char* kEnded
    = "Signed out: this account's sessions were ended. Please sign in again.";
constexpr const char* kNotSignedIn = "Not authenticated: send authenticate with a token first";

} // namespace

TEST_F(PlayTest, EndingAnAccountsSessionsSignsOutAndClosesEachOfItsSockets)
{
    auto alice = connect("alice"), bob = connect("bob");
    auto alice_tab = connect("alice"); // a second tab of the same account
    auto visitor = connect("guest1");
    auto white = alice, black = bob;
    const auto id = pair(white, black);

    EXPECT_EQ(service->end_sessions_of("id-alice"), 2u);
    service->flush();
    for (const auto& p : { alice, alice_tab }) {
        EXPECT_TRUE(p->closed);
        EXPECT_FALSE(p->last("authenticated")["success"].get<bool>());
        EXPECT_EQ(p->last("authenticated")["message"], kEnded);
    }
    EXPECT_FALSE(bob->closed);
    EXPECT_FALSE(visitor->closed);

    // Whatever the closed socket sends before it is gone is refused: a move, a draw offer, chat.
    if (white != alice) { // bob is White: his move makes it alice's turn
        move(bob, id, "e2e4");
    }
    const auto moves_before = bob->count("move_made");
    send(alice, "make_move",
        { { "gameId", id },
            { "move",
                { { "from", white == alice ? "e2" : "e7" },
                    { "to", white == alice ? "e4" : "e5" } } } });
    EXPECT_EQ(alice->last_error(), kNotSignedIn);
    send(alice, "offer_draw", { { "gameId", id } });
    EXPECT_EQ(alice->last_error(), kNotSignedIn);
    send(alice, "send_chat_message", { { "gameId", id }, { "message", "hello" } });
    EXPECT_EQ(alice->last_error(), kNotSignedIn);
    EXPECT_EQ(bob->count("move_made"), moves_before);
    EXPECT_EQ(bob->count("chat_message"), 0);
    // Nor can it sign in again, even with a token that still holds.
    send(alice, "authenticate", { { "token", "tok-alice" } });
    EXPECT_FALSE(alice->last("authenticated")["success"].get<bool>());
    EXPECT_EQ(alice->last("authenticated")["message"], kEnded);
    EXPECT_EQ(alice->count("game_rejoined"), 0);
    // A socket opened afterwards is a new session.
    auto fresh = connect("alice");
    EXPECT_FALSE(fresh->closed);
    // The others are untouched; a second end finds nothing left to close.
    EXPECT_EQ(service->end_sessions_of("id-alice"), 1u); // the fresh one
    EXPECT_EQ(service->end_sessions_of("id-nobody"), 0u);
    EXPECT_EQ(service->end_sessions_of("id-guest1"), 0u); // guests have no account
    EXPECT_FALSE(visitor->closed);
}

TEST_F(PlayTest, AnEndedSocketsSeekIsWithdrawnAtOnce)
{
    auto dave = connect("dave"), carol = connect("carol");
    const json tc { { "initial", 300 }, { "increment", 0 }, { "type", "blitz" } };
    send(dave, "join_matchmaking", { { "timeControl", tc } });
    ASSERT_EQ(dave->count("matchmaking_joined"), 1);
    service->end_sessions_of("id-dave");
    send(carol, "join_matchmaking", { { "timeControl", tc } });
    advance(5'000);
    EXPECT_EQ(carol->count("game_started"), 0);
    EXPECT_EQ(dave->count("game_started"), 0);
}

// Two nodes on one Redis (skipped where redis-server is missing): the node that ended the
// account's sessions tells the other, whose socket of the account closes within a second.
namespace {

class TwoNodes : public PlayTest {
protected:
    void SetUp() override
    {
        PlayTest::SetUp();
        if (!test::TestRedis::installed())
            GTEST_SKIP() << "redis-server is not installed";
        redis = std::make_unique<test::TestRedis>(dir / "redis");
        ASSERT_TRUE(redis->ready()) << "redis-server did not start on port " << redis->port();
        const auto url = redis->url();
        bus_a = bus::open_bus(url);
        bus_b = bus::open_bus(url);
        node_a = std::make_unique<play::PlayService>(
            *db, test_verifier, timers_a, play::steady_time_source(), options, bus_a.get());
        node_b = std::make_unique<play::PlayService>(
            *db, test_verifier, timers_b, play::steady_time_source(), options, bus_b.get());
        node_a->start();
        node_b->start();
    }
    void TearDown() override
    {
        if (node_a)
            node_a->stop();
        if (node_b)
            node_b->stop();
        node_a.reset();
        node_b.reset();
        bus_a.reset();
        bus_b.reset();
        redis.reset();
        PlayTest::TearDown();
    }
    std::shared_ptr<FakePeer> connect_to(play::PlayService& node, const std::string& name)
    {
        auto p = std::make_shared<FakePeer>(next_id++);
        const auto handler = net::play_handlers().find("authenticate");
        handler->second(node, p, { { "token", "tok-" + name } });
        EXPECT_TRUE(p->last("authenticated")["success"].get<bool>());
        return p;
    }

    std::unique_ptr<test::TestRedis> redis;
    play::ThreadScheduler timers_a, timers_b;
    std::unique_ptr<bus::Bus> bus_a, bus_b;
    std::unique_ptr<play::PlayService> node_a, node_b;
};

} // namespace

TEST_F(TwoNodes, AnAccountsSocketsOnAnotherNodeCloseWithinASecond)
{
    auto on_b = connect_to(*node_b, "alice");
    auto bob_on_b = connect_to(*node_b, "bob");
    auto on_a = connect_to(*node_a, "alice");
    const auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(node_a->end_sessions_of("id-alice"), 1u); // the one on node a
    EXPECT_TRUE(on_a->closed);
    while (!on_b->closed && std::chrono::steady_clock::now() - start < std::chrono::seconds(1))
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    EXPECT_TRUE(on_b->closed);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
    EXPECT_EQ(on_b->last("authenticated")["message"], kEnded);
    EXPECT_FALSE(bob_on_b->closed);
}
