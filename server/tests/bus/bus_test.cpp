// The bus's message fields and the in-process bus (the Redis bus is driven end to end by
// make test-cluster, server/tests/cluster/).
#include "bus/fields.hpp"
#include "bus/in_process_bus.hpp"
#include "bus/redis_bus.hpp"

#include <gtest/gtest.h>

#include <condition_variable>
#include <mutex>
#include <string>
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
