// The progress ledger's facts (learn/progress/progress_ledger.hpp turns them into activity
// events): the puzzles, lessons, practice positions and games the server recorded itself, and the
// spans of time its own timestamps measure. Nothing here was said by a browser.
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace academy::store {

// A puzzle the player solved: the first solving attempt of each puzzle.
struct SolvedPuzzleRow {
    std::int64_t attempt_id = 0;
    std::int64_t at_ms = 0;
    bool first_attempt = false;
    std::int64_t time_ms = 0;
};

// A lesson the server graded as completed (lesson_progress, migration 0050): its first completion,
// and when the account first started it.
struct CompletedLessonRow {
    std::string lesson_id;
    std::int64_t at_ms = 0;
    int accuracy = 0;
    std::int64_t started_ms = 0;
};

// A practice position the server's judge saw the player win (practice_progress, migration 0080):
// its first win.
struct WonPracticeRow {
    std::string position_id;
    std::int64_t at_ms = 0;
};

// A finished game from the player's side. started_ms is 0 when unknown (games against the
// computer stored before the server played them).
struct FinishedGameRow {
    std::string game_id;
    std::int64_t at_ms = 0;
    std::string result; // "win" | "lose" | "draw"
    std::int64_t started_ms = 0;
};

// An answer the server timed from its own serving (a puzzle attempt, a graded showing of a deck
// card), solved or not: when it came and how long after the serving.
struct TimedAnswerRow {
    std::int64_t at_ms = 0;
    std::int64_t ms = 0;
};

class ProgressRepository {
public:
    explicit ProgressRepository(Database& db)
        : db_(db)
    {
    }

    // Solving the same puzzle again earns nothing: each puzzle counts once, at its first solve.
    std::vector<SolvedPuzzleRow> solved_puzzles(std::int64_t user_id);
    std::vector<FinishedGameRow> computer_games(std::int64_t user_id);
    // Lessons completed through the server, each once (its first completion).
    std::vector<CompletedLessonRow> completed_lessons(std::int64_t user_id);
    // Practice positions won, each once (its first win).
    std::vector<WonPracticeRow> won_practice(std::int64_t user_id);
    // Live games that ended with a result (aborted games have none).
    std::vector<FinishedGameRow> live_games(std::int64_t user_id);
    // Every puzzle attempt and graded deck showing of the account, with the server's time.
    std::vector<TimedAnswerRow> timed_answers(std::int64_t user_id);

    // Minutes east of UTC of the player's calendar (0 until the browser reports one).
    int utc_offset_minutes(std::int64_t user_id);
    // The offset and the ledger's version (migration 0060: it moves whenever anything is added to
    // the account's ledger, 0 before anything was), in one look-up.
    struct Calendar {
        int utc_offset_minutes = 0;
        std::int64_t ledger_version = 0;
    };
    Calendar calendar(std::int64_t user_id);
    void set_utc_offset_minutes(std::int64_t user_id, int minutes);

private:
    Database& db_;
};

} // namespace academy::store
