#pragma once

// The rows the server writes as a learner works, for tests of the progress ledger: a lesson graded
// by the server, a practice position won, a puzzle answered, a game against the computer. The
// ledger is read from these alone (learn/progress/progress_ledger.hpp), so this is how a test
// gives an account XP, a streak, achievements or time spent.
#include "store/database.hpp"
#include "store/lesson_progress_repository.hpp"
#include "store/practice_progress_repository.hpp"
#include "store/wall_clock.hpp"

#include <cstdint>
#include <string>

namespace academy::test {

inline constexpr std::int64_t kMinuteMs = 60 * 1000;

// A lesson completed at `at_ms` with `accuracy`, as POST /api/lessons/{id}/complete grades it;
// started `minutes` before (0: started by the completion itself).
inline void graded_lesson(store::Database& db, std::int64_t user, const std::string& lesson_id,
    std::int64_t at_ms, int accuracy = 90, int minutes = 0)
{
    store::LessonProgressRepository lessons(db);
    if (minutes > 0)
        lessons.start(user, lesson_id, at_ms - minutes * kMinuteMs);
    lessons.complete(user, lesson_id, accuracy, accuracy, at_ms);
}

// A practice position won at `at_ms`, as the practice judge records it.
inline void won_practice(store::Database& db, std::int64_t user, const std::string& position_id,
    std::int64_t at_ms, int stars = 3)
{
    store::PracticeProgressRepository(db).record_win(user, position_id, stars, at_ms);
}

// A puzzle attempt answered at `at_ms` (whole seconds, as puzzle_attempts keeps it), `time_ms`
// after the server served the puzzle.
inline void puzzle_attempt(store::Database& db, std::int64_t user, const std::string& puzzle_id,
    std::int64_t at_ms, bool solved = true, bool first_attempt = true, std::int64_t time_ms = 20000)
{
    db.query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, time_ms, "
             "hints_used, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)",
        { user, puzzle_id, std::int64_t { solved ? 1 : 0 }, std::int64_t { first_attempt ? 1 : 0 },
            time_ms, store::sqlite_timestamp(at_ms) });
}

// A game against the computer that ended at `end_ms` with `result` (win, lose, draw), started at
// `start_ms` (0: before the server played games, no start known).
inline void computer_game(store::Database& db, std::int64_t user, const std::string& result,
    std::int64_t end_ms, std::int64_t start_ms = 0)
{
    db.query("INSERT INTO computer_games (user_id, level, color, result, moves, player_moves, "
             "points, created_at, started_at) VALUES (?, 3, 'white', ?, 'e2e4', 1, 10, ?, ?)",
        { user, result, end_ms / 1000, start_ms / 1000 });
}

} // namespace academy::test
