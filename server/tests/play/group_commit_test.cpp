// store::GroupCommitWriter, the live-move writer: batches, the order of the `done`s, and what a
// failed write does to its neighbours.
#include "../support/test_database.hpp"
#include "store/database.hpp"
#include "store/group_commit.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <future>
#include <map>
#include <random>

using namespace academy;

namespace {

struct GroupCommitTest : ::testing::Test {
    void SetUp() override
    {
        std::random_device rd;
        dir = std::filesystem::temp_directory_path() / ("academy-commit-" + std::to_string(rd()));
        std::filesystem::create_directories(dir);
        url = test::database_url(dir / "commit.db");
        db = store::open_database(url);
        db->execute_script(
            "CREATE TABLE t (k TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (k, n))");
    }
    void TearDown() override
    {
        db.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    std::function<void()> insert(const std::string& k, int n)
    {
        return [this, k, n] {
            db->query("INSERT INTO t (k, n) VALUES (?, ?)", { k, std::int64_t { n } });
        };
    }
    // A first job that holds the writer until release(), so the next ones queue up behind it.
    void hold(store::GroupCommitWriter& w)
    {
        auto gate = gate_promise.get_future().share();
        auto started = std::make_shared<std::promise<void>>();
        auto running = started->get_future();
        w.submit("",
            [gate, started] {
                started->set_value();
                gate.wait();
            },
            {});
        running.wait();
    }
    void release() { gate_promise.set_value(); }

    std::filesystem::path dir;
    std::string url;
    std::unique_ptr<store::Database> db;
    std::promise<void> gate_promise;
};

} // namespace

TEST_F(GroupCommitTest, QueuedWritesShareOneCommitAndAreAnnouncedOnlyAfterIt)
{
    auto reader = store::open_database(url); // another connection sees committed rows only
    store::GroupCommitWriter writer(*db, { .max_batch = 1024, .done_threads = 2 });
    hold(writer);
    std::atomic<int> seen_committed = 0, done = 0;
    std::mutex order_mutex;
    std::map<std::string, std::vector<int>> order;
    for (int i = 0; i < 200; ++i) {
        const std::string key = "g" + std::to_string(i % 7);
        writer.submit(key, insert(key, i), [&, key, i](bool ok) {
            EXPECT_TRUE(ok);
            const auto r = reader->query(
                "SELECT COUNT(*) FROM t WHERE k = ? AND n = ?", { key, std::int64_t { i } });
            seen_committed += r.rows.at(0).integer(0) == 1;
            ++done;
            std::lock_guard lock(order_mutex);
            order[key].push_back(i);
        });
    }
    release();
    writer.flush();
    EXPECT_EQ(done, 200);
    EXPECT_EQ(seen_committed, 200);
    for (const auto& [key, list] : order)
        EXPECT_TRUE(std::is_sorted(list.begin(), list.end())) << key;
    const auto st = writer.stats();
    EXPECT_EQ(st.jobs, 201u);
    EXPECT_EQ(st.batches, 2u); // the holder, then the 200 that queued behind it
    EXPECT_EQ(st.largest_batch, 200u);
}

TEST_F(GroupCommitTest, AFailedWriteFailsOnlyItselfAndTheLaterWritesOfItsKey)
{
    db->query("INSERT INTO t (k, n) VALUES ('b', 1)");
    store::GroupCommitWriter writer(*db);
    hold(writer);
    std::map<std::string, bool> result;
    std::mutex m;
    auto note = [&](std::string name) {
        return [&, name](bool ok) {
            std::lock_guard lock(m);
            result[name] = ok;
        };
    };
    writer.submit("a", insert("a", 1), note("a1"));
    writer.submit("b", insert("b", 1), note("b1")); // duplicate key: fails
    writer.submit("b", insert("b", 2), note("b2")); // would land on top of the missing one
    writer.submit("c", insert("c", 1), note("c1"));
    writer.submit(
        "c", [] { throw std::runtime_error("boom"); }, note("c2"));
    release();
    writer.flush();
    EXPECT_TRUE(result["a1"]);
    EXPECT_FALSE(result["b1"]);
    EXPECT_FALSE(result["b2"]);
    EXPECT_TRUE(result["c1"]);
    EXPECT_FALSE(result["c2"]);
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM t").rows[0].integer(0), 3); // b1 (old), a1, c1
    EXPECT_EQ(writer.stats().failed, 3u);
}

TEST_F(GroupCommitTest, StopWritesWhatIsQueuedAndRefusesLaterWrites)
{
    int done = 0;
    {
        store::GroupCommitWriter writer(*db);
        for (int i = 0; i < 50; ++i)
            writer.submit("k", insert("k", i), [&](bool ok) { done += ok; }); // one key: one thread
        writer.stop();
        EXPECT_FALSE(writer.submit("k", insert("k", 99), [&](bool) { ++done; }));
        writer.stop(); // twice is fine
    }
    EXPECT_EQ(done, 50);
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM t").rows[0].integer(0), 50);
}
