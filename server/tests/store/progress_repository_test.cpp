// The progress ledger's facts on a real database: read from the puzzle, lesson, practice, deck and
// game tables the server writes, the spans its timestamps measure, the account's deletion taking
// them along, and migration 0121 emptying what browsers once sent.
#include "../support/test_database.hpp"
#include "store/database.hpp"
#include "store/lesson_progress_repository.hpp"
#include "store/migrations.hpp"
#include "store/practice_progress_repository.hpp"
#include "store/progress_repository.hpp"
#include "store/puzzles_repository.hpp"
#include "store/users_repository.hpp"
#include "store/wall_clock.hpp"

#include <gtest/gtest.h>

#include <algorithm>
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

    std::string path;
    std::unique_ptr<Database> db;
    std::int64_t user = 0;
};

} // namespace

TEST_F(LedgerDb, LessonsCountAtTheirFirstCompletionWithTheirStart)
{
    LessonProgressRepository lessons(*db);
    lessons.start(user, "forks", 1000);
    lessons.start(user, "pins", 1500); // started, never completed
    lessons.complete(user, "forks", 80, 70, 5000);
    lessons.complete(user, "forks", 100, 100, 9000);
    lessons.complete(user, "skewers", 100, 95, 7000); // completed without a start
    const auto done = ProgressRepository(*db).completed_lessons(user);
    ASSERT_EQ(done.size(), 2u);
    EXPECT_EQ(done[0].lesson_id, "forks");
    EXPECT_EQ(done[0].at_ms, 5000);
    EXPECT_EQ(done[0].accuracy, 70);
    EXPECT_EQ(done[0].started_ms, 1000);
    EXPECT_EQ(done[1].lesson_id, "skewers");
    EXPECT_EQ(done[1].started_ms, 7000);
}

TEST_F(LedgerDb, PracticeCountsEachPositionAtItsFirstWin)
{
    PracticeProgressRepository practice(*db);
    practice.record_win(user, "b", 1, 300);
    practice.record_win(user, "a", 2, 100);
    practice.record_win(user, "a", 3, 200);
    const auto won = ProgressRepository(*db).won_practice(user);
    ASSERT_EQ(won.size(), 2u);
    EXPECT_EQ(won[0].position_id, "a");
    EXPECT_EQ(won[0].at_ms, 100);
    EXPECT_EQ(won[1].position_id, "b");
    EXPECT_EQ(won[1].at_ms, 300);
}

TEST_F(LedgerDb, EveryAnswerIsTimedSolvedOrNot)
{
    db->query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, time_ms, "
              "hints_used, created_at) VALUES (?, 'p', 0, 1, 4000, 0, '2026-03-01 10:01:00')",
        { user });
    db->query("INSERT INTO deck_reviews (user_id, card_id, at_ms, grade, solved, first_try, ms) "
              "VALUES (?, 1, 1772359320000, 1, 0, 0, 9000)",
        { user });
    const auto other = UsersRepository(*db).create({ "q@example.com", "q", "Q", std::nullopt }).id;
    db->query("INSERT INTO deck_reviews (user_id, card_id, at_ms, grade, solved, first_try, ms) "
              "VALUES (?, 2, 5, 4, 1, 1, 1000)",
        { other });
    const auto answers = ProgressRepository(*db).timed_answers(user);
    ASSERT_EQ(answers.size(), 2u);
    EXPECT_EQ(answers[0].at_ms, 1772359260000);
    EXPECT_EQ(answers[0].ms, 4000);
    EXPECT_EQ(answers[1].at_ms, 1772359320000);
    EXPECT_EQ(answers[1].ms, 9000);
}

TEST_F(LedgerDb, GamesAgainstTheComputerKeepTheirStartWhenKnown)
{
    db->query("INSERT INTO computer_games (user_id, level, color, result, moves, player_moves, "
              "points, created_at, started_at) VALUES (?, 1, 'white', 'win', '', 1, 1, 2000, 1400)",
        { user });
    db->query("INSERT INTO computer_games (user_id, level, color, result, moves, player_moves, "
              "points, created_at) VALUES (?, 1, 'white', 'draw', '', 1, 1, 3000)",
        { user });
    auto games = ProgressRepository(*db).computer_games(user);
    ASSERT_EQ(games.size(), 2u);
    std::sort(games.begin(), games.end(), [](auto& a, auto& b) { return a.at_ms < b.at_ms; });
    EXPECT_EQ(games[0].at_ms, 2000000);
    EXPECT_EQ(games[0].started_ms, 1400000);
    EXPECT_EQ(games[0].result, "win");
    EXPECT_EQ(games[1].started_ms, 0);
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
    const auto one = ProgressRepository(*db).live_games(user).at(0);
    EXPECT_EQ(one.at_ms, 2000);
    EXPECT_EQ(one.started_ms, 1000);
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
    LessonProgressRepository(*db).complete(user, "forks", 100, 100, 5);
    PracticeProgressRepository(*db).record_win(user, "a", 3, 5);
    db->query("INSERT INTO progress_events (user_id, event_id, kind, at_ms, day, created_at) "
              "VALUES (?, 'e', 'time_spent', 1, '2026-01-01', 1)",
        { user });
    UsersRepository(*db).remove(user);
    for (const auto* table : { "lesson_progress", "practice_progress", "progress_events" })
        EXPECT_EQ(db->query(std::string("SELECT COUNT(*) FROM ") + table).rows[0].integer(0), 0)
            << table;
}

TEST(LedgerMigration, WhatBrowsersSentIsDeletedAndEveryAccountReplayed)
{
    const auto path = std::filesystem::temp_directory_path()
        / ("academy-ledger-migration-" + std::to_string(std::random_device {}()) + ".db");
    {
        auto db = open_database(academy::test::database_url(path.string()));
        std::vector<Migration> before;
        for (const auto& m : embedded_migrations())
            if (m.version < 121)
                before.push_back(m);
        migrate(*db, before);
        const auto user
            = UsersRepository(*db).create({ "p@example.com", "p", "P", std::nullopt }).id;
        for (int i = 0; i < 3; ++i)
            db->query(
                "INSERT INTO progress_events (user_id, event_id, kind, at_ms, day, lesson_id, "
                "accuracy, created_at) VALUES (?, ?, 'lesson_completed', 1, '2026-01-01', "
                "'forks', 100, 1)",
                { user, "copy-" + std::to_string(i) });
        db->query("INSERT INTO practice_progress (user_id, position_id, best_stars, wins, "
                  "first_won_at_ms, updated_at_ms) VALUES (?, 'a', 3, 1, 5, 5), "
                  "(?, 'b', 3, 1, 5, 5)",
            { user, user + 1000 });
        db->query("DELETE FROM progress_dirty");
        migrate(*db);
        EXPECT_EQ(db->query("SELECT COUNT(*) FROM progress_events").rows[0].integer(0), 0);
        // An account that is gone leaves no practice behind.
        EXPECT_EQ(db->query("SELECT COUNT(*) FROM practice_progress").rows[0].integer(0), 1);
        EXPECT_EQ(db->query("SELECT COUNT(*) FROM progress_dirty WHERE user_id = ?", { user })
                      .rows[0]
                      .integer(0),
            1);
    }
    std::filesystem::remove(path);
}
