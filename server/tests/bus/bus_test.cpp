// The bus's message fields and the in-process bus (the Redis bus is driven end to end by
// make test-cluster, server/tests/cluster/).
#include "../support/test_redis.hpp"
#include "bus/fields.hpp"
#include "bus/in_process_bus.hpp"
#include "bus/redis_bus.hpp"

#include <gtest/gtest.h>

#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace academy::bus;

TEST(BusFields, AnyBytesTravelAsTheyAre)
{
    const std::string chat("3:ab\x1f\n:\0tail", 12);
    const auto packed = pack({ "to", "", chat, std::string(1000, 'x') });
    const auto fields = unpack(packed);
    ASSERT_TRUE(fields);
    ASSERT_EQ(fields->size(), 4u);
    EXPECT_EQ((*fields)[0], "to");
    EXPECT_EQ((*fields)[1], "");
    EXPECT_EQ((*fields)[2], chat);
    EXPECT_EQ((*fields)[3].size(), 1000u);
}

TEST(BusFields, ATruncatedOrForgedMessageIsRefused)
{
    EXPECT_FALSE(unpack("5:abc"));
    EXPECT_FALSE(unpack("x:abc"));
    EXPECT_FALSE(unpack(":abc"));
    EXPECT_FALSE(unpack("99999999999999999999:a"));
    EXPECT_TRUE(unpack("")); // no fields at all
}

TEST(InProcessBus, DeliversInOrderToTheSubscribersOfAChannel)
{
    InProcessBus bus;
    std::mutex m;
    std::condition_variable cv;
    std::vector<std::string> got;
    bus.subscribe("a", [&](std::string_view p) {
        std::lock_guard lock(m);
        got.emplace_back(p);
        cv.notify_all();
    });
    bus.start();
    bus.publish("b", "not mine");
    for (int i = 0; i < 100; ++i)
        bus.publish("a", std::to_string(i));
    std::unique_lock lock(m);
    ASSERT_TRUE(cv.wait_for(lock, std::chrono::seconds(5), [&] { return got.size() == 100; }));
    for (int i = 0; i < 100; ++i)
        EXPECT_EQ(got[i], std::to_string(i));
    EXPECT_FALSE(bus.shared());
}

TEST(InProcessBus, LeasesCountersAndHashes)
{
    InProcessBus bus;
    EXPECT_FALSE(bus.holder("g"));
    EXPECT_EQ(bus.acquire_free({ "g", "h" }, 60'000).size(), 2u);
    EXPECT_TRUE(bus.acquire_free({ "g" }, 60'000).empty()); // held
    EXPECT_EQ(bus.holder("g"), bus.node());
    bus.release("g");
    EXPECT_FALSE(bus.holder("g"));
    EXPECT_EQ(bus.hit("k", 60'000), 1);
    EXPECT_EQ(bus.hit("k", 60'000), 2);
    bus.hash_set("pool", "u1", "v");
    EXPECT_EQ(bus.hash_size("pool"), 1u);
    EXPECT_TRUE(bus.hash_del("pool", "u1"));
    EXPECT_FALSE(bus.hash_del("pool", "u1"));
}

TEST(InProcessBus, ASeekMovesBetweenPoolsAndAWaveTakesOnlyWholePairs)
{
    InProcessBus bus;
    bus.hash_set("blitz", "u1", "old");
    EXPECT_EQ(bus.hash_set_only("rapid", { "blitz", "bullet" }, "u1", "new"), 1u);
    EXPECT_FALSE(bus.hash_get("blitz", "u1"));
    EXPECT_EQ(bus.hash_get_many("rapid", { "u1", "nobody" }),
        (std::vector<std::optional<std::string>> { "new", std::nullopt }));
    bus.hash_set("rapid", "u2", "v");
    bus.hash_set("rapid", "u3", "v");
    // u1 and u2 pair; u3's partner has left, so u3 stays in the pool.
    EXPECT_EQ(bus.hash_take_pairs("rapid", { { "u1", "u2" }, { "u3", "gone" } }),
        (std::vector<bool> { true, false }));
    EXPECT_EQ(bus.hash_size("rapid"), 1u);
    EXPECT_TRUE(bus.hash_get("rapid", "u3"));
    bus.acquire("lease", 60'000);
    EXPECT_EQ(bus.holders({ "lease", "free" }),
        (std::vector<std::optional<std::string>> { bus.node(), std::nullopt }));
}

TEST(RedisUrl, WrongUrlsAreRefusedWithWhatIsWrong)
{
    EXPECT_EQ(parse_redis_url("redis://cache:6380/2").port, 6380);
    EXPECT_EQ(parse_redis_url("redis://cache:6380/2").db, 2);
    EXPECT_EQ(parse_redis_url("redis://cache").host, "cache");
    EXPECT_THROW(parse_redis_url("http://cache:6379"), std::invalid_argument);
    EXPECT_THROW(parse_redis_url("redis://cache:99999"), std::invalid_argument);
    EXPECT_THROW(parse_redis_url("redis://:6379"), std::invalid_argument);
    EXPECT_THROW(parse_redis_url("redis://u:p@cache:6379"), std::invalid_argument);
}

TEST(RedisBus, AnUnreachableRedisIsAClearError)
{
    try {
        RedisBus bus(RedisAddress { "127.0.0.1", 1, 0 });
        FAIL() << "connected to port 1";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("cannot be reached"), std::string::npos);
    }
}

// A real Redis for the lease rules two nodes depend on (skipped where redis-server is missing;
// `make test` installs it).
class RealRedis : public ::testing::Test {
protected:
    void SetUp() override
    {
        if (!academy::test::TestRedis::installed())
            GTEST_SKIP() << "redis-server is not installed";
        dir_ = std::filesystem::temp_directory_path()
            / ("bus-test-" + std::to_string(::getpid()) + "-"
                + ::testing::UnitTest::GetInstance()->current_test_info()->name());
        redis_ = std::make_unique<academy::test::TestRedis>(dir_);
        ASSERT_TRUE(redis_->ready()) << "redis-server did not start on port " << redis_->port();
    }
    void TearDown() override
    {
        redis_.reset();
        if (!dir_.empty())
            std::filesystem::remove_all(dir_);
    }
    RedisAddress address() const { return RedisAddress { "127.0.0.1", redis_->port(), 0 }; }

    std::filesystem::path dir_;
    std::unique_ptr<academy::test::TestRedis> redis_;
};

TEST_F(RealRedis, RenewTakesBackALapsedLeaseButNeverOneAnotherNodeTook)
{
    RedisBus a(address()), b(address());
    ASSERT_NE(a.node(), b.node());
    ASSERT_TRUE(a.acquire("lease:1", 50));
    ASSERT_TRUE(a.acquire("lease:2", 50));
    std::this_thread::sleep_for(std::chrono::milliseconds(120)); // both lapse
    // Node b takes game 2 over; nobody takes game 1.
    EXPECT_EQ(b.acquire_free({ "lease:2" }, 60'000), std::vector<std::string> { "lease:2" });
    EXPECT_EQ(a.renew({ "lease:1", "lease:2" }, 60'000), std::vector<std::string> { "lease:2" });
    EXPECT_EQ(a.holder("lease:1"), a.node());
    EXPECT_EQ(a.holder("lease:2"), b.node());
    // b cannot release what a holds; a cannot take what b holds.
    b.release("lease:1");
    EXPECT_EQ(a.holders({ "lease:1", "lease:2", "lease:3" }),
        (std::vector<std::optional<std::string>> { a.node(), b.node(), std::nullopt }));
    EXPECT_FALSE(a.acquire("lease:2", 60'000));
}

TEST_F(RealRedis, AWaveClaimsOnlyPairsWhoseSeekersAreBothStillThere)
{
    RedisBus bus(address());
    bus.hash_set("pool:blitz", "u1", "old");
    EXPECT_EQ(bus.hash_set_only("pool:rapid", { "pool:blitz" }, "u1", "a"), 1u);
    EXPECT_FALSE(bus.hash_get("pool:blitz", "u1"));
    bus.hash_set("pool:rapid", "u2", "b");
    bus.hash_set("pool:rapid", "u3", "c");
    EXPECT_EQ(bus.hash_take_pairs("pool:rapid", { { "u1", "u2" }, { "u3", "gone" } }),
        (std::vector<bool> { true, false }));
    EXPECT_EQ(bus.hash_get_many("pool:rapid", { "u1", "u3" }),
        (std::vector<std::optional<std::string>> { std::nullopt, "c" }));
}

TEST_F(RealRedis, QueuedHashWritesLandInOrderForEveryNode)
{
    RedisBus a(address()), b(address());
    a.start();
    // Queued, not waited for: a room updates its spectator count under its lock this way.
    for (int i = 1; i <= 50; ++i)
        a.hash_set_later("counts", "game", std::to_string(i));
    a.hash_set_later("counts", "other", "7");
    a.hash_del_later("counts", "other");
    std::optional<std::string> seen;
    for (int i = 0; i < 100 && seen != "50"; ++i) {
        seen = b.hash_get("counts", "game");
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    EXPECT_EQ(seen, "50"); // the last write wins: they were sent in order
    EXPECT_FALSE(b.hash_get("counts", "other"));
    a.stop();
}

TEST_F(RealRedis, ARedisThatLostItsStateNeverGivesALivingNodesNameAgain)
{
    RedisBus a(address()), b(address());
    const auto highest = std::max(std::stoll(a.node()), std::stoll(b.node()));
    ASSERT_EQ(
        std::system(
            ("redis-cli -p " + std::to_string(redis_->port()) + " flushall >/dev/null").c_str()),
        0);
    // Within a renewal (every second) each living node puts the counter back above its name.
    a.renew({ "alive:a" }, 60'000);
    b.renew({ "alive:b" }, 60'000);
    RedisBus c(address());
    EXPECT_GT(std::stoll(c.node()), highest);
}
