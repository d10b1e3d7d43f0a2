// Issue 11: twenty deep analyses stalled the whole API because engine waits held the two blocking
// threads the database needs. Engine routes now have their own bounded set of threads: with every
// one of them waiting, database routes still answer, and one engine request more gets 503 with
// Retry-After at once.
#include "test_server.hpp"

#include <gtest/gtest.h>

#include <condition_variable>
#include <future>
#include <mutex>

using namespace academy;
using namespace academy::test;

namespace {

// Stands in for an engine search: holds its thread until the test lets go.
struct Gate {
    std::mutex mutex;
    std::condition_variable changed;
    int inside = 0;
    bool open = false;

    void pass()
    {
        std::unique_lock lock(mutex);
        ++inside;
        changed.notify_all();
        changed.wait(lock, [&] { return open; });
    }
    bool wait_inside(int n)
    {
        std::unique_lock lock(mutex);
        return changed.wait_for(lock, std::chrono::seconds(10), [&] { return inside >= n; });
    }
    void release()
    {
        std::lock_guard lock(mutex);
        open = true;
        changed.notify_all();
    }
};

} // namespace

TEST(EngineQueue, EngineWaitsNeverHoldTheDatabasesThreadsAndTheQueueIsBounded)
{
    Gate gate;
    TestServer s({}, [&gate](net::Router& router) {
        router.add(
            "POST", "/api/slow-engine",
            [&gate](net::ApiRequest&) {
                gate.pass();
                return net::ApiResponse::ok({ { "bestMove", "e2e4" } });
            },
            net::Execution::engine);
        router.add("GET", "/api/db", [](net::ApiRequest&) {
            return net::ApiResponse::ok({ { "db", true } });
        });
    });
    const unsigned engine_threads = net::ServerOptions {}.engine_threads;

    std::vector<std::future<unsigned>> analyses;
    for (unsigned i = 0; i < engine_threads; ++i)
        analyses.push_back(std::async(std::launch::async,
            [&s] { return s.request(http::verb::post, "/api/slow-engine", "{}").result_int(); }));
    ASSERT_TRUE(gate.wait_inside(static_cast<int>(engine_threads)));

    // Every engine thread is waiting; the blocking pool is not.
    auto db = std::async(std::launch::async, [&s] { return s.get("/api/db").result_int(); });
    ASSERT_EQ(db.wait_for(std::chrono::seconds(5)), std::future_status::ready)
        << "a database route waited for the engines";
    EXPECT_EQ(db.get(), 200u);

    // The queue is full: the next analysis is told to come back later, at once.
    const auto busy = s.request(http::verb::post, "/api/slow-engine", "{}");
    EXPECT_EQ(busy.result_int(), 503u);
    EXPECT_EQ(busy[http::field::retry_after], "5");

    gate.release();
    for (auto& a : analyses)
        EXPECT_EQ(a.get(), 200u);
    // Capacity comes back when they finish.
    EXPECT_EQ(s.request(http::verb::post, "/api/slow-engine", "{}").result_int(), 200u);
}
