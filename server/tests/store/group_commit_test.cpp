// store::GroupCommitWriter beyond tests/play/group_commit_test.cpp: the batch size bound, jobs
// without a write or a `done`, a `done` that throws, and failures of jobs without a key.
#include "../support/test_database.hpp"
#include "store/group_commit.hpp"

#include "temp_database.hpp"

#include <atomic>
#include <future>
#include <mutex>

using namespace academy;

namespace {

struct GroupCommit : ::testing::Test {
    std::filesystem::path dir = std::filesystem::temp_directory_path()
        / ("academy-group-commit-" + std::to_string(std::random_device {}()));
    std::unique_ptr<store::Database> db;
    std::promise<void> gate;

    GroupCommit()
    {
        std::filesystem::create_directories(dir);
        db = store::open_database(test::database_url(dir / "t.db"));
        db->execute_script("CREATE TABLE t (n INTEGER PRIMARY KEY)");
    }
    ~GroupCommit() override
    {
        db.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }

    store::GroupCommitWriter::Write insert(int n)
    {
        return [this, n] { db->query("INSERT INTO t (n) VALUES (?)", { std::int64_t { n } }); };
    }
    // Keeps the writer busy with a first job until release(), so the next ones queue up.
    void hold(store::GroupCommitWriter& writer)
    {
        auto released = gate.get_future().share();
        auto started = std::make_shared<std::promise<void>>();
        auto running = started->get_future();
        writer.submit("",
            [released, started] {
                started->set_value();
                released.wait();
            },
            {});
        running.wait();
    }
    void release() { gate.set_value(); }
    std::int64_t count() { return db->query("SELECT COUNT(*) FROM t").rows.at(0).integer(0); }
};

} // namespace

TEST_F(GroupCommit, ABatchHoldsAtMostMaxBatchJobs)
{
    store::GroupCommitWriter writer(*db, { .max_batch = 4, .done_threads = 1 });
    hold(writer);
    std::atomic<int> ok { 0 };
    for (int i = 0; i < 10; ++i)
        writer.submit("k", insert(i), [&](bool good) { ok += good; });
    release();
    writer.flush();
    EXPECT_EQ(ok, 10);
    EXPECT_EQ(count(), 10);
    const auto stats = writer.stats();
    EXPECT_EQ(stats.jobs, 11u);
    EXPECT_EQ(stats.batches, 4u); // the holder, then 4 + 4 + 2
    EXPECT_EQ(stats.largest_batch, 4u);
    EXPECT_EQ(stats.failed, 0u);
    EXPECT_GE(stats.longest_commit_ms, 0.0);
    EXPECT_GE(stats.commit_ms, stats.longest_commit_ms);
}

TEST_F(GroupCommit, JobsWithoutAWriteOrADoneStillComplete)
{
    store::GroupCommitWriter writer(*db);
    std::promise<bool> announced;
    writer.submit("a", insert(1), {});
    writer.submit("a", {}, [&](bool ok) { announced.set_value(ok); });
    writer.flush(); // returns: nothing is left waiting for a `done` that does not exist
    EXPECT_EQ(count(), 1);
    EXPECT_TRUE(announced.get_future().get());
    EXPECT_EQ(writer.stats().jobs, 2u);
}

TEST_F(GroupCommit, ADoneThatThrowsDoesNotStopTheOthers)
{
    store::GroupCommitWriter writer(*db, { .max_batch = 1024, .done_threads = 1 });
    std::vector<int> order;
    std::mutex m;
    for (int i = 0; i < 5; ++i)
        writer.submit("k", insert(i), [&, i](bool) {
            {
                std::lock_guard lock(m);
                order.push_back(i);
            }
            if (i == 1)
                throw std::runtime_error("announcing failed");
        });
    writer.flush();
    EXPECT_EQ(order, (std::vector<int> { 0, 1, 2, 3, 4 }));
    EXPECT_EQ(count(), 5);
    // And the writer goes on taking work.
    std::promise<bool> later;
    writer.submit("k", insert(99), [&](bool ok) { later.set_value(ok); });
    EXPECT_TRUE(later.get_future().get());
}

TEST_F(GroupCommit, AFailedJobWithoutAKeyFailsOnlyItself)
{
    db->query("INSERT INTO t (n) VALUES (2)");
    store::GroupCommitWriter writer(*db);
    hold(writer);
    std::map<int, bool> result;
    std::mutex m;
    for (int i = 1; i <= 3; ++i)
        writer.submit("", insert(i), [&, i](bool ok) {
            std::lock_guard lock(m);
            result[i] = ok;
        });
    release();
    writer.flush();
    EXPECT_EQ(result, (std::map<int, bool> { { 1, true }, { 2, false }, { 3, true } }));
    EXPECT_EQ(count(), 3);
    EXPECT_EQ(writer.stats().failed, 1u);
}

TEST_F(GroupCommit, FlushWaitsForEveryEarlierDone)
{
    store::GroupCommitWriter writer(*db, { .max_batch = 1024, .done_threads = 3 });
    std::atomic<int> done { 0 };
    for (int i = 0; i < 300; ++i)
        writer.submit("k" + std::to_string(i % 5), insert(i), [&](bool ok) {
            std::this_thread::sleep_for(std::chrono::microseconds(100));
            done += ok;
        });
    writer.flush();
    EXPECT_EQ(done, 300);
    EXPECT_EQ(count(), 300);
}
