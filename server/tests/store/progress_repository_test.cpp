// The progress ledger on a real SQLite database: idempotent inserts by (account, event id), the
// facts read from the puzzle and game tables, and the account's deletion taking the ledger along.
#include "../support/test_database.hpp"
#include "store/database.hpp"
#include "store/migrations.hpp"
#include "store/progress_repository.hpp"
#include "store/puzzles_repository.hpp"
#include "store/users_repository.hpp"
#include "store/wall_clock.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>

using namespace academy::store;

namespace {

struct LedgerDb : ::testing::Test {
    LedgerDb()
        : path((std::filesystem::temp_directory_path()
            / ("academy-progress-" + std::to_string(std::random_device {}()) + ".db"))
                   .string())
        , db(open_database(academy::test::database_url(path)))
    {
        migrate(*db);
        user = UsersRepository(*db).create({ "p@example.com", "p", "P", std::nullopt }).id;
    }
    ~LedgerDb() override
    {
        db.reset();
        std::filesystem::remove(path);
    }

    ProgressEventRow lesson(const std::string& id, std::int64_t at_ms)
    {
        ProgressEventRow e;
        e.event_id = id;
        e.kind = "lesson_completed";
        e.at_ms = at_ms;
        e.day = "2026-03-01";
        e.lesson_id = "forks";
        e.accuracy = 90;
        return e;
    }

    std::string path;
    std::unique_ptr<Database> db;
    std::int64_t user = 0;
};

} // namespace

TEST_F(LedgerDb, TheSameEventIdTwiceIsStoredOnce)
{
    ProgressRepository repo(*db);
    auto first = repo.insert_all(user, { lesson("a", 2), lesson("b", 1) }, 100, 10);
    EXPECT_EQ(first.stored, 2);
    EXPECT_EQ(first.duplicates, 0);
    auto changed = lesson("a", 5);
    changed.accuracy = 10;
    auto again = repo.insert_all(user, { changed, lesson("c", 3), lesson("c", 3) }, 101, 10);
    EXPECT_EQ(again.stored, 1);
    EXPECT_EQ(again.duplicates, 2);
    const auto list = repo.list(user);
    ASSERT_EQ(list.size(), 3u);
    EXPECT_EQ(list[0].event_id, "b"); // oldest first
    EXPECT_EQ(list[1].event_id, "a");
    EXPECT_EQ(list[1].accuracy, 90); // the first copy stands
    EXPECT_EQ(list[1].at_ms, 2);
}

TEST_F(LedgerDb, EventIdsAreOnlyUniquePerAccount)
{
    const auto other = UsersRepository(*db).create({ "q@example.com", "q", "Q", std::nullopt }).id;
    ProgressRepository repo(*db);
    EXPECT_EQ(repo.insert_all(user, { lesson("a", 1) }, 1, 10).stored, 1);
    EXPECT_EQ(repo.insert_all(other, { lesson("a", 1) }, 1, 10).stored, 1);
    EXPECT_EQ(repo.list(other).size(), 1u);
}

TEST_F(LedgerDb, MovesRoundTrip)
{
    auto e = lesson("m", 1);
    e.moves
        = { { true, true, 420, false }, { false, false, 0, true }, { true, false, 3600000, true } };
    ProgressRepository repo(*db);
    repo.insert_all(user, { e }, 1, 10);
    const auto back = repo.list(user).at(0).moves;
    ASSERT_EQ(back.size(), 3u);
    EXPECT_TRUE(back[0].touch && back[0].drag && !back[0].missed);
    EXPECT_EQ(back[0].ms, 420);
    EXPECT_TRUE(!back[1].touch && !back[1].drag && back[1].missed);
    EXPECT_EQ(back[2].ms, 3600000);
    EXPECT_TRUE(decode_moves("garbage 1d0:x 0t0:5").size() == 1);
}

TEST_F(LedgerDb, PuzzlesCountOncePerPuzzleAtTheFirstSolve)
{
    auto attempt = [&](const std::string& puzzle, int solved, int first, const std::string& at) {
        db->query(
            "INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, time_ms, "
            "hints_used, created_at) VALUES (?, ?, ?, ?, 12000, 0, ?)",
            { user, puzzle, std::int64_t { solved }, std::int64_t { first }, at });
    };
    attempt("p1", 0, 1, "2026-03-01 10:00:00");
    attempt("p1", 1, 0, "2026-03-01 10:01:00");
    attempt("p1", 1, 0, "2026-03-02 10:00:00");
    attempt("p2", 1, 1, "2026-03-02 00:00:01");
    const auto solved = ProgressRepository(*db).solved_puzzles(user);
    ASSERT_EQ(solved.size(), 2u);
    EXPECT_EQ(solved[0].at_ms, 1772359260000); // 2026-03-01 10:01:00 UTC
    EXPECT_FALSE(solved[0].first_attempt);
    EXPECT_TRUE(solved[1].first_attempt);
    EXPECT_EQ(solved[1].time_ms, 12000);
}

TEST_F(LedgerDb, APuzzleSolvedAfterTheTestClockMovedIsDatedByIt)
{
    // What lets an end-to-end test cross calendar days: the attempt is stamped with the server's
    // wall clock, not SQLite's own CURRENT_TIMESTAMP.
    const std::int64_t two_days = 2LL * 24 * 60 * 60 * 1000;
    shift_wall_clock(two_days);
    const auto expected = wall_clock_ms();
    PuzzlesRepository(*db).record_attempt(user, { "p9", true, true, 8000, 0, 0, "", 0 });
    shift_wall_clock(-two_days);
    const auto solved = ProgressRepository(*db).solved_puzzles(user);
    ASSERT_EQ(solved.size(), 1u);
    EXPECT_NEAR(static_cast<double>(solved[0].at_ms), static_cast<double>(expected), 2000.0);
    EXPECT_GT(solved[0].at_ms, wall_clock_ms() + two_days - 60'000);
}

TEST(WallClock, FormatsTimesAsSqliteDoes)
{
    EXPECT_EQ(sqlite_timestamp(1772359260000), "2026-03-01 10:01:00");
    EXPECT_EQ(sqlite_timestamp(1772359260999), "2026-03-01 10:01:00");
    EXPECT_EQ(sqlite_timestamp(0), "1970-01-01 00:00:00");
    EXPECT_EQ(sqlite_timestamp(-1), "1969-12-31 23:59:59");
}

TEST_F(LedgerDb, LiveGamesAreReadFromThePlayersSide)
{
    const auto id = std::to_string(user);
    auto game = [&](const std::string& gid, const std::string& white, const std::string& black,
                    const std::string& status, const std::string& score) {
        db->query("INSERT INTO live_games (id, white_id, white_username, white_display_name, "
                  "white_rating, white_guest, black_id, black_username, black_display_name, "
                  "black_rating, black_guest, tc_name, tc_type, tc_initial, tc_increment, rated, "
                  "status, score, white_ms, black_ms, created_at, ended_at) VALUES (?, ?, 'w', "
                  "'W', 1500, 0, ?, 'b', 'B', 1500, 0, '3+2', 'blitz', 180, 2, 1, ?, ?, 0, 0, "
                  "1000, 2000)",
            { gid, white, black, status, score });
    };
    game("w1", id, "9", "ended", "1-0");
    game("w2", "9", id, "ended", "1-0");
    game("w3", "9", id, "ended", "0-1");
    game("d1", id, "9", "ended", "1/2-1/2");
    game("ab", id, "9", "aborted", "*");
    game("on", id, "9", "active", "*");
    game("xx", "8", "9", "ended", "1-0");
    std::map<std::string, std::string> results;
    for (const auto& g : ProgressRepository(*db).live_games(user))
        results[g.game_id] = g.result;
    EXPECT_EQ(results,
        (std::map<std::string, std::string> {
            { "w1", "win" }, { "w2", "lose" }, { "w3", "win" }, { "d1", "draw" } }));
}

TEST_F(LedgerDb, TheOffsetDefaultsToUtcAndIsKept)
{
    ProgressRepository repo(*db);
    EXPECT_EQ(repo.utc_offset_minutes(user), 0);
    repo.set_utc_offset_minutes(user, -300);
    EXPECT_EQ(repo.utc_offset_minutes(user), -300);
}

TEST_F(LedgerDb, DeletingTheAccountDeletesItsLedger)
{
    ProgressRepository repo(*db);
    repo.insert_all(user, { lesson("a", 1) }, 1, 10);
    UsersRepository(*db).remove(user);
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM progress_events").rows[0].integer(0), 0);
}

TEST_F(LedgerDb, ABatchThatWouldOverfillADayStoresNothing)
{
    ProgressRepository repo(*db);
    EXPECT_EQ(repo.insert_all(user, { lesson("a", 1), lesson("b", 2) }, 1, 3).stored, 2);
    // Resending what is stored never counts against the day.
    EXPECT_EQ(
        repo.insert_all(user, { lesson("a", 1), lesson("b", 2), lesson("c", 3) }, 1, 3).stored, 1);
    auto other_day = lesson("e", 5);
    other_day.day = "2026-03-02";
    const auto full = repo.insert_all(user, { other_day, lesson("d", 4) }, 1, 3);
    EXPECT_EQ(full.full_day, "2026-03-01");
    EXPECT_EQ(full.stored, 0);
    EXPECT_EQ(repo.list(user).size(), 3u); // "e" was rolled back with "d"
}
