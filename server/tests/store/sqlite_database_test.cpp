// store::SqliteDatabase through the store::Database interface: values in and out, results,
// scripts, transactions, several threads on one handle, errors, closing.
#include "store/database.hpp"

#include "temp_database.hpp"

#include <atomic>
#include <future>
#include <limits>
#include <thread>

using namespace academy;
using store::StoreError;
using store::Value;

namespace {

struct SqliteHandle : ::testing::Test {
    std::filesystem::path dir = std::filesystem::temp_directory_path()
        / ("academy-sqlite-" + std::to_string(std::random_device {}()));
    std::string path = (dir / "t.db").string();
    std::unique_ptr<store::Database> db;

    SqliteHandle()
    {
        std::filesystem::create_directories(dir);
        db = store::open_database("sqlite:" + path);
        db->execute_script("CREATE TABLE t (id INTEGER PRIMARY KEY, v);"
                           "CREATE TABLE u (name TEXT NOT NULL UNIQUE)");
    }
    ~SqliteHandle() override
    {
        db.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }

    std::int64_t count(const std::string& table)
    {
        return db->query("SELECT COUNT(*) FROM " + table).rows.at(0).integer(0);
    }
};

} // namespace

TEST_F(SqliteHandle, EveryKindOfValueRoundTrips)
{
    const std::string with_nul("a\0b", 3);
    const std::vector<Value> values { nullptr, std::int64_t { 0 },
        std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max(), 0.1,
        -1.5e300, std::string {}, test::kTrickyText, with_nul };
    for (const auto& v : values)
        db->query("INSERT INTO t (v) VALUES (?)", { v });
    const auto result = db->query("SELECT v FROM t ORDER BY id");
    ASSERT_EQ(result.rows.size(), values.size());
    for (std::size_t i = 0; i < values.size(); ++i)
        EXPECT_EQ(result.rows[i].values.at(0), values[i]) << "value " << i;
}

TEST_F(SqliteHandle, AResultNamesItsColumnsAndCountsChanges)
{
    const auto first = db->query("INSERT INTO t (v) VALUES (?)", { std::string("x") });
    EXPECT_EQ(first.changes, 1);
    EXPECT_EQ(first.last_insert_id, 1);
    EXPECT_EQ(db->query("INSERT INTO t (v) VALUES ('y')").last_insert_id, 2);
    db->query("INSERT INTO t (v) VALUES ('z')");
    EXPECT_EQ(db->query("UPDATE t SET v = 'w' WHERE id >= ?", { std::int64_t { 2 } }).changes, 2);
    EXPECT_EQ(db->query("UPDATE t SET v = 'w' WHERE id = 99").changes, 0);
    EXPECT_EQ(db->query("DELETE FROM t").changes, 3);

    const auto named = db->query("SELECT 1 AS one, 'two' AS two");
    EXPECT_EQ(named.columns, (std::vector<std::string> { "one", "two" }));
    ASSERT_EQ(named.rows.size(), 1u);
    EXPECT_TRUE(db->query("SELECT * FROM t").rows.empty());
}

TEST(Row, ConvertsBetweenNumbersAndText)
{
    store::Row row { { std::int64_t { 42 }, 2.75, std::string("17"), nullptr } };
    EXPECT_EQ(row.integer(0), 42);
    EXPECT_EQ(row.integer(1), 2);
    EXPECT_EQ(row.integer(2), 17);
    EXPECT_EQ(row.integer(3), 0);
    EXPECT_EQ(row.text(0), "42");
    EXPECT_EQ(row.text(2), "17");
    EXPECT_EQ(row.text(3), "");
    EXPECT_TRUE(row.is_null(3));
    EXPECT_FALSE(row.is_null(0));
    EXPECT_THROW(row.integer(4), std::out_of_range);
}

TEST_F(SqliteHandle, BadStatementsThrowStoreErrorAndTheHandleCarriesOn)
{
    EXPECT_THROW(db->query("SELEKT 1"), StoreError);
    EXPECT_THROW(db->query("SELECT * FROM no_such_table"), StoreError);
    EXPECT_THROW(db->query("   "), StoreError);
    db->query("INSERT INTO u (name) VALUES ('a')");
    EXPECT_THROW(db->query("INSERT INTO u (name) VALUES ('a')"), StoreError);
    EXPECT_THROW(db->query("INSERT INTO u (name) VALUES (?)", { nullptr }), StoreError);
    // A statement that failed while running is reset: the same text works with other values.
    EXPECT_NO_THROW(db->query("INSERT INTO u (name) VALUES (?)", { std::string("b") }));
    EXPECT_THROW(db->execute_script("CREATE TABLE v (x); NOT SQL"), StoreError);
    EXPECT_EQ(count("u"), 2);
    EXPECT_TRUE(db->ping());
}

TEST_F(SqliteHandle, ManyDistinctStatementsStillRun)
{
    // More texts than the statement cache keeps: the rest are prepared and finalised each time.
    for (int i = 0; i < 300; ++i)
        EXPECT_EQ(db->query("SELECT " + std::to_string(i)).rows.at(0).integer(0), i);
    for (int i = 0; i < 300; ++i)
        EXPECT_EQ(db->query("SELECT " + std::to_string(i)).rows.at(0).integer(0), i);
}

TEST_F(SqliteHandle, ATransactionCommitsEverythingOrNothing)
{
    db->transaction([&] {
        db->query("INSERT INTO u (name) VALUES ('a')");
        db->query("INSERT INTO u (name) VALUES ('b')");
    });
    EXPECT_EQ(count("u"), 2);

    EXPECT_THROW(db->transaction([&] {
        db->query("INSERT INTO u (name) VALUES ('c')");
        db->query("INSERT INTO u (name) VALUES ('a')"); // taken: the whole transaction goes
    }),
        StoreError);
    EXPECT_EQ(count("u"), 2);

    // The caller's own exception comes out unchanged after the rollback.
    EXPECT_THROW(db->transaction([&] {
        db->query("INSERT INTO u (name) VALUES ('d')");
        throw std::invalid_argument("changed my mind");
    }),
        std::invalid_argument);
    EXPECT_EQ(count("u"), 2);
    // And the handle is usable again, outside and inside a new transaction.
    db->transaction([&] { db->query("INSERT INTO u (name) VALUES ('e')"); });
    EXPECT_EQ(count("u"), 3);
}

TEST_F(SqliteHandle, AnotherConnectionSeesATransactionOnlyOnceItCommits)
{
    auto reader = store::open_database("sqlite:" + path);
    std::int64_t seen_inside = -1;
    db->transaction([&] {
        db->query("INSERT INTO u (name) VALUES ('a')");
        seen_inside = reader->query("SELECT COUNT(*) FROM u").rows.at(0).integer(0);
    });
    EXPECT_EQ(seen_inside, 0);
    EXPECT_EQ(reader->query("SELECT COUNT(*) FROM u").rows.at(0).integer(0), 1);
    EXPECT_EQ(db->query("PRAGMA journal_mode").rows.at(0).text(0), "wal");
}

TEST_F(SqliteHandle, NoOtherThreadsStatementLandsInsideATransaction)
{
    std::promise<void> inside;
    auto inside_future = inside.get_future();
    std::thread other([&] {
        inside_future.wait();
        // Waits for the transaction to end, so it is not rolled back with it.
        db->query("INSERT INTO u (name) VALUES ('other thread')");
    });
    EXPECT_THROW(db->transaction([&] {
        db->query("INSERT INTO u (name) VALUES ('rolled back')");
        inside.set_value();
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        throw std::runtime_error("abandon");
    }),
        std::runtime_error);
    other.join();
    const auto names = db->query("SELECT name FROM u");
    ASSERT_EQ(names.rows.size(), 1u);
    EXPECT_EQ(names.rows[0].text(0), "other thread");
}

TEST_F(SqliteHandle, SeveralThreadsMayShareOneHandle)
{
    constexpr int kThreads = 4;
    constexpr int kEach = 200;
    std::vector<std::thread> threads;
    std::atomic<int> failures { 0 };
    for (int t = 0; t < kThreads; ++t)
        threads.emplace_back([&, t] {
            for (int i = 0; i < kEach; ++i) {
                try {
                    const auto r = db->query("INSERT INTO t (v) VALUES (?)",
                        { std::string(std::to_string(t) + "-" + std::to_string(i)) });
                    if (r.changes != 1)
                        ++failures;
                } catch (const StoreError&) {
                    ++failures;
                }
            }
        });
    for (auto& t : threads)
        t.join();
    EXPECT_EQ(failures, 0);
    EXPECT_EQ(count("t"), kThreads * kEach);
    EXPECT_EQ(db->query("SELECT COUNT(DISTINCT v) FROM t").rows.at(0).integer(0), kThreads * kEach);
}

TEST_F(SqliteHandle, AClosedHandleRefusesWorkAndFailsItsPing)
{
    EXPECT_TRUE(db->ping());
    db->close();
    EXPECT_FALSE(db->ping());
    EXPECT_THROW(db->query("SELECT 1"), StoreError);
    EXPECT_THROW(db->execute_script("SELECT 1"), StoreError);
    EXPECT_THROW(db->transaction([] {}), StoreError);
    db->close(); // twice is fine
    EXPECT_EQ(db->dialect(), "sqlite");
}

TEST_F(SqliteHandle, DataSurvivesReopening)
{
    db->query("INSERT INTO u (name) VALUES (?)", { test::kTrickyText });
    db.reset();
    db = store::open_database("sqlite:" + path);
    EXPECT_EQ(db->query("SELECT name FROM u").rows.at(0).text(0), test::kTrickyText);
}

TEST(OpenDatabase, CreatesMissingFoldersAndEnforcesForeignKeys)
{
    const auto dir = std::filesystem::temp_directory_path()
        / ("academy-open-" + std::to_string(std::random_device {}()));
    {
        auto db = store::open_database("sqlite:" + (dir / "a/b/c.db").string());
        EXPECT_TRUE(std::filesystem::exists(dir / "a/b/c.db"));
        db->execute_script("CREATE TABLE p (id INTEGER PRIMARY KEY);"
                           "CREATE TABLE c (p INTEGER REFERENCES p(id))");
        EXPECT_THROW(db->query("INSERT INTO c (p) VALUES (1)"), StoreError);
    }
    std::filesystem::remove_all(dir);
}

TEST(OpenDatabase, AnUnusableUrlOrPathIsAStoreError)
{
    EXPECT_THROW(store::open_database("mysql://db/academy"), StoreError);
    EXPECT_THROW(store::open_database("academy.db"), StoreError);
    // Nothing listens on port 1 of this machine.
    EXPECT_THROW(store::open_database("postgres://academy@127.0.0.1:1/academy"), StoreError);
    // A folder cannot be opened as a database file.
    EXPECT_THROW(store::open_database("sqlite:" + std::filesystem::temp_directory_path().string()),
        StoreError);
}
