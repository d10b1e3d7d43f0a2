// The migrations the binary carries (server/migrations/*.sql) on a real SQLite database: their
// numbers, and what the files that clean up after deleted accounts do to existing data.
#include "../support/test_database.hpp"
#include "store/migrations.hpp"

#include "temp_database.hpp"

#include <set>

using namespace academy;

namespace {

// The number a file's name starts with ("0030_puzzles" -> 30).
int number_of(const std::string& name) { return std::stoi(name.substr(0, name.find('_'))); }

std::vector<store::Migration> up_to(int version)
{
    std::vector<store::Migration> out;
    for (const auto& m : store::embedded_migrations())
        if (m.version <= version)
            out.push_back(m);
    return out;
}

struct EmbeddedMigrations : ::testing::Test {
    std::filesystem::path dir = std::filesystem::temp_directory_path()
        / ("academy-embedded-" + std::to_string(std::random_device {}()));
    std::unique_ptr<store::Database> db;

    EmbeddedMigrations()
    {
        std::filesystem::create_directories(dir);
        db = store::open_database(test::database_url(dir / "t.db"));
    }
    ~EmbeddedMigrations() override
    {
        db.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    std::int64_t count(const std::string& sql) { return db->query(sql).rows.at(0).integer(0); }
};

} // namespace

TEST(EmbeddedMigrationList, EachFileIsRecordedUnderTheNumberItsNameStartsWith)
{
    // "0010_computer_games" is version 10 (not 8, as an octal literal would make it).
    std::set<int> seen;
    int previous = 0;
    for (const auto& m : store::embedded_migrations()) {
        EXPECT_EQ(m.version, number_of(m.name)) << m.name;
        EXPECT_TRUE(seen.insert(m.version).second) << "two files numbered " << m.version;
        EXPECT_GT(m.version, previous) << m.name << " is out of order";
        previous = m.version;
        EXPECT_NE(std::string(m.sql).find_first_not_of(" \n"), std::string::npos) << m.name;
    }
}

TEST_F(EmbeddedMigrations, TheSchemaVersionIsTheNewestFilesNumber)
{
    const auto report = store::migrate(*db);
    EXPECT_EQ(report.to_version, number_of(store::embedded_migrations().back().name));
    EXPECT_EQ(store::schema_version(*db), report.to_version);
    for (const auto& row : db->query("SELECT version, name FROM schema_version").rows)
        EXPECT_EQ(row.integer(0), number_of(row.text(1))) << row.text(1);
}

TEST_F(EmbeddedMigrations, ADatabaseRecordedWithOctalNumbersIsRecognisedAndRenumbered)
{
    // Binaries before the fix recorded "0010" as 8, "0020" as 16, ...: the files are known by
    // name, not applied a second time (0020 would fail: its tables exist), and renumbered.
    store::migrate(*db);
    db->query("DELETE FROM schema_version");
    for (const auto& m : store::embedded_migrations()) {
        const std::string name = m.name;
        // A number with an 8 or a 9 was never an octal literal: no old binary recorded it, so
        // it is recorded as a binary after the fix would have (0080, 0090).
        // Nor did any record the migrations written after the fix (0120 on).
        const std::string digits = name.substr(0, 4);
        const bool old = name < std::string("0120");
        const int base = old && digits.find_first_of("89") == std::string::npos ? 8 : 10;
        db->query("INSERT INTO schema_version (version, name) VALUES (?, ?)",
            { std::int64_t { std::stoi(digits, nullptr, base) }, name });
    }
    const auto report = store::migrate(*db);
    EXPECT_TRUE(report.applied.empty());
    EXPECT_EQ(report.to_version, number_of(store::embedded_migrations().back().name));
    for (const auto& row : db->query("SELECT version, name FROM schema_version").rows)
        EXPECT_EQ(row.integer(0), number_of(row.text(1))) << row.text(1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM schema_version"),
        static_cast<std::int64_t>(store::embedded_migrations().size()));
}

TEST_F(EmbeddedMigrations, ComputerGamesOfAccountsDeletedEarlierAreRemoved)
{
    store::migrate(*db, up_to(10));
    db->query("INSERT INTO users (id, email, email_key, username, username_key, display_name, "
              "created_at, updated_at) VALUES (1, 'a@b.c', 'a@b.c', 'a', 'a', 'A', 'x', 'x')");
    for (const std::int64_t user : { 1, 2, 2 })
        db->query("INSERT INTO computer_games (user_id, level, color, result, moves, "
                  "player_moves, points, created_at) VALUES (?, 1, 'white', 'win', '', 1, 1, 1)",
            { user });
    store::migrate(*db);
    EXPECT_EQ(count("SELECT COUNT(*) FROM computer_games WHERE user_id = 1"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM computer_games WHERE user_id = 2"), 0);
}

TEST_F(EmbeddedMigrations, PuzzleHistoryOfAccountsDeletedEarlierIsRemoved)
{
    store::migrate(*db, up_to(30));
    db->query("INSERT INTO users (id, email, email_key, username, username_key, display_name, "
              "created_at, updated_at) VALUES (1, 'a@b.c', 'a@b.c', 'a', 'a', 'A', 'x', 'x')");
    for (const std::int64_t user : { 1, 2 }) {
        db->query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, "
                  "time_ms, hints_used) VALUES (?, 'p', 1, 1, 1, 0)",
            { user });
        db->query("INSERT INTO puzzle_ratings (user_id, rating, rating_deviation, volatility) "
                  "VALUES (?, 1500, 500, 0.09)",
            { user });
    }
    store::migrate(*db);
    EXPECT_EQ(count("SELECT COUNT(*) FROM puzzle_attempts WHERE user_id = 1"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM puzzle_attempts WHERE user_id = 2"), 0);
    EXPECT_EQ(count("SELECT COUNT(*) FROM puzzle_ratings WHERE user_id = 1"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM puzzle_ratings WHERE user_id = 2"), 0);
}
