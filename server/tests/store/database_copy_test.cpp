// store::copy_database (`academy db copy`): a school of generated players copied from SQLite into
// an empty database and back keeps every row of every table, derived rows included (the target's
// triggers must not add to them), new ids start after the copied ones, and a target that holds
// any row is refused untouched. On SQLite alone, and through PostgreSQL with ACADEMY_TEST_DB.
#include "store/database_copy.hpp"
#include "store/migrations.hpp"
#include "store/synthetic_players.hpp"
#include "store/users_repository.hpp"

#include "../support/test_database.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <random>

#include <sys/wait.h>

using namespace academy;

namespace {

// Every row of every table (but schema_version) as text, sorted: what a school is.
std::map<std::string, std::vector<std::string>> contents(store::Database& db)
{
    const bool pg = db.dialect() == "postgres";
    const auto tables = pg
        ? db.query("SELECT table_name FROM information_schema.tables WHERE table_schema = "
                   "current_schema() AND table_type = 'BASE TABLE'")
        : db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                   "'sqlite_%'");
    std::map<std::string, std::vector<std::string>> out;
    for (const auto& t : tables.rows) {
        const auto name = t.text(0);
        if (name == "schema_version")
            continue;
        auto& rows = out[name];
        const auto result = db.query("SELECT * FROM " + name);
        for (const auto& r : result.rows) {
            // By column name: the two databases may order a table's columns differently.
            std::map<std::string, std::string> by_column;
            for (std::size_t c = 0; c < r.values.size(); ++c)
                by_column[result.columns[c]] = r.is_null(c) ? std::string("NULL") : r.text(c);
            std::string line;
            for (const auto& [column, value] : by_column)
                line += column + "=" + value + "|";
            rows.push_back(line);
        }
        std::sort(rows.begin(), rows.end());
    }
    return out;
}

struct DatabaseCopy : ::testing::Test {
    std::filesystem::path dir = std::filesystem::temp_directory_path()
        / ("academy-copy-" + std::to_string(std::random_device {}()));
    std::unique_ptr<store::Database> source;

    void SetUp() override
    {
        std::filesystem::create_directories(dir);
        source = store::open_database("sqlite:" + (dir / "school.db").string());
        store::migrate(*source);
        store::SyntheticOptions options;
        options.players = 150;
        options.now_ms = 1'780'000'000'000;
        options.password_hash = "x";
        store::add_synthetic_players(*source, options);
    }
    void TearDown() override
    {
        source.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    std::int64_t rows(store::Database& db, const std::string& table)
    {
        return db.query("SELECT COUNT(*) FROM " + table).rows.at(0).integer(0);
    }

    void copies_and_back(const std::string& middle_url)
    {
        const auto before = contents(*source);
        ASSERT_GT(before.at("board_counts").size(), 0u); // the school has derived rows too
        ASSERT_GT(before.at("follows").size(), 0u);

        auto middle = store::open_database(middle_url);
        std::vector<std::int64_t> seen;
        const auto report = store::copy_database(*source, *middle,
            [&](std::int64_t done, std::int64_t, const std::string&) { seen.push_back(done); });
        EXPECT_EQ(contents(*middle), before);
        std::int64_t total = 0;
        for (const auto& [table, lines] : before)
            total += static_cast<std::int64_t>(lines.size());
        EXPECT_EQ(report.rows, total);
        ASSERT_FALSE(seen.empty());
        EXPECT_EQ(seen.back(), total);
        EXPECT_TRUE(std::is_sorted(seen.begin(), seen.end()));

        // Back into a new SQLite file: the same school again.
        auto back = store::open_database("sqlite:" + (dir / "back.db").string());
        store::copy_database(*middle, *back);
        EXPECT_EQ(contents(*back), before);

        // A new account gets an id after the copied ones, and the triggers work again.
        const auto highest = middle->query("SELECT MAX(id) FROM users").rows.at(0).integer(0);
        const auto id
            = store::UsersRepository(*middle).create({ "new@example.com", "newbie", "N", {} }).id;
        EXPECT_GT(id, highest);
        EXPECT_EQ(rows(*middle, "progress_dirty"), rows(*source, "progress_dirty"));
        middle->query("INSERT INTO practice_progress (user_id, position_id, best_stars, wins, "
                      "first_won_at_ms, updated_at_ms) VALUES (?, 'p', 3, 1, 1, 1)",
            { id });
        EXPECT_EQ(rows(*middle, "progress_dirty"), rows(*source, "progress_dirty") + 1);
    }
};

} // namespace

TEST_F(DatabaseCopy, SqliteIntoAnEmptySqliteAndBack)
{
    copies_and_back("sqlite:" + (dir / "copy.db").string());
}

TEST_F(DatabaseCopy, SqliteIntoPostgresAndBack)
{
    if (!test::on_postgres())
        GTEST_SKIP() << "needs ACADEMY_TEST_DB=postgres://... (make test-postgres)";
    copies_and_back(test::database_url(dir / "pg"));
}

TEST_F(DatabaseCopy, ATargetHoldingAnyRowIsRefusedAndLeftAlone)
{
    const auto url = test::database_url(dir / "busy.db");
    auto target = store::open_database(url);
    store::migrate(*target);
    store::UsersRepository(*target).create({ "a@example.com", "someone", "S", {} });
    try {
        store::copy_database(*source, *target);
        FAIL() << "copied into a database with an account";
    } catch (const store::StoreError& e) {
        EXPECT_NE(
            std::string(e.what()).find("already holds data: users (1 rows)"), std::string::npos)
            << e.what();
    }
    EXPECT_EQ(rows(*target, "users"), 1);
    EXPECT_EQ(rows(*target, "player_ratings"), 0);
}

namespace {

// Runs a command, returns its exit status and what it wrote on stdout and stderr.
std::pair<int, std::string> run(const std::string& command)
{
    std::string output;
    FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
    char buffer[4096];
    while (pipe && std::fgets(buffer, sizeof buffer, pipe))
        output += buffer;
    const int status = pipe ? ::pclose(pipe) : -1;
    return { WIFEXITED(status) ? WEXITSTATUS(status) : -1, output };
}

} // namespace

TEST_F(DatabaseCopy, TheCommandShowsItsProgressAndRefusesASecondCopy)
{
    source.reset(); // the command opens the file itself
    const auto to = test::database_url(dir / "cli.db");
    const auto command = std::string(ACADEMY_BIN)
        + " db copy --from sqlite:" + (dir / "school.db").string() + " --to '" + to + "'";
    const auto [status, output] = run(command);
    EXPECT_EQ(status, 0) << output;
    EXPECT_NE(output.find("[##############################]"), std::string::npos) << output;
    EXPECT_NE(output.find("rows (users)"), std::string::npos) << output;
    EXPECT_NE(output.find("every table's row count matches"), std::string::npos) << output;
    EXPECT_NE(output.find("  users: 150 rows"), std::string::npos) << output;

    const auto [again, refusal] = run(command);
    EXPECT_EQ(again, 1);
    EXPECT_NE(refusal.find("already holds data: "), std::string::npos) << refusal;
}
