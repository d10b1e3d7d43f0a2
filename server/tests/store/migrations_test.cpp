#include "store/database.hpp"
#include "store/migrations.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>

using namespace academy::store;

namespace {

std::string temp_db()
{
    std::random_device rd;
    return (
        std::filesystem::temp_directory_path() / ("academy-store-" + std::to_string(rd()) + ".db"))
        .string();
}

} // namespace

TEST(Migrations, ApplyingTwiceIsANoOp)
{
    const auto path = temp_db();
    {
        auto db = open_database("sqlite:" + path);
        auto first = migrate(*db);
        EXPECT_EQ(first.from_version, 0);
        EXPECT_EQ(first.applied.size(), embedded_migrations().size());
        EXPECT_EQ(first.to_version, embedded_migrations().back().version);
    }
    {
        auto db = open_database("sqlite:" + path);
        auto second = migrate(*db);
        EXPECT_TRUE(second.applied.empty());
        EXPECT_EQ(second.from_version, second.to_version);
        auto rows = db->query("SELECT COUNT(*) FROM schema_version");
        EXPECT_EQ(rows.rows[0].integer(0), static_cast<std::int64_t>(embedded_migrations().size()));
    }
    std::filesystem::remove(path);
}

TEST(Migrations, AFailingMigrationLeavesThePreviousVersion)
{
    const auto path = temp_db();
    auto db = open_database("sqlite:" + path);
    std::vector<Migration> list {
        { 1, "0001_ok", "CREATE TABLE a (x INTEGER);" },
        { 2, "0002_broken", "CREATE TABLE b (y INTEGER); THIS IS NOT SQL;" },
    };
    EXPECT_THROW(migrate(*db, list), StoreError);
    EXPECT_EQ(schema_version(*db), 1);
    // The broken file's first statement was rolled back with it.
    EXPECT_THROW(db->query("SELECT * FROM b"), StoreError);
    std::filesystem::remove(path);
}

TEST(Migrations, AFileNumberedBelowTheNewestAppliedIsStillApplied)
{
    // Each area has its own block of numbers: a live-play file (0021) can land after a
    // puzzles file (0030) was applied.
    const auto path = temp_db();
    auto db = open_database("sqlite:" + path);
    std::vector<Migration> list { { 10, "0010_a", "CREATE TABLE a (x INTEGER);" },
        { 30, "0030_c", "CREATE TABLE c (x INTEGER);" } };
    migrate(*db, list);
    list.insert(list.begin() + 1, Migration { 21, "0021_b", "CREATE TABLE b (x INTEGER);" });
    const auto report = migrate(*db, list);
    ASSERT_EQ(report.applied.size(), 1u);
    EXPECT_EQ(report.applied[0], "0021_b");
    EXPECT_EQ(report.to_version, 30);
    EXPECT_NO_THROW(db->query("SELECT x FROM b"));
    EXPECT_TRUE(migrate(*db, list).applied.empty());
    std::filesystem::remove(path);
}

TEST(Sqlite, UsesWalAndBindsParametersLiterally)
{
    const auto path = temp_db();
    auto db = open_database("sqlite:" + path);
    EXPECT_EQ(db->query("PRAGMA journal_mode").rows[0].text(0), "wal");
    migrate(*db);
    const std::string tricky = "'); DROP TABLE app_settings; --";
    db->query("INSERT INTO app_settings (key, value) VALUES (?, ?)", { std::string("k"), tricky });
    EXPECT_EQ(db->query("SELECT value FROM app_settings WHERE key = ?", { std::string("k") })
                  .rows[0]
                  .text(0),
        tricky);
    std::filesystem::remove(path);
}

TEST(Database, RejectsUnknownUrls) { EXPECT_THROW(open_database("mysql://nope"), StoreError); }
