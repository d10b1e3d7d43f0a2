// The progress ledger (migration 0040): the browser-only events an account sent, and the puzzles
// and games already on the server, read as the facts the progress rules replay
// (learn/progress/progress_ledger.hpp turns both into activity events).
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace academy::store {

// How one move was entered on the board (learn::MoveInput, in plain store terms).
struct StoredMove {
    bool touch = false;
    bool drag = false; // false: tap
    std::int64_t ms = 0;
    bool missed = false;
};

// One browser-only event as stored. Fields a kind does not use are left at their defaults.
struct ProgressEventRow {
    std::string event_id;
    std::string kind; // learn::kind_name
    std::int64_t at_ms = 0;
    std::string day; // the player's date, YYYY-MM-DD
    std::string lesson_id;
    int accuracy = 0;
    int minutes = 0;
    std::vector<StoredMove> moves;
};

struct InsertedBatch {
    int stored = 0;
    int duplicates = 0; // ids the account had already sent (or sent twice in one batch)
    // Set when the batch would take a day past the cap: then nothing was stored.
    std::string full_day;
};

// A puzzle the player solved: the first solving attempt of each puzzle.
struct SolvedPuzzleRow {
    std::int64_t attempt_id = 0;
    std::int64_t at_ms = 0;
    bool first_attempt = false;
    std::int64_t time_ms = 0;
};

// A lesson the server graded as completed (lesson_progress, migration 0050): its first completion.
struct CompletedLessonRow {
    std::string lesson_id;
    std::int64_t at_ms = 0;
    int accuracy = 0;
};

// A finished game from the player's side.
struct FinishedGameRow {
    std::string game_id;
    std::int64_t at_ms = 0;
    std::string result; // "win" | "lose" | "draw"
};

class ProgressRepository {
public:
    explicit ProgressRepository(Database& db)
        : db_(db)
    {
    }

    // Stores the events in one transaction. An event id the account already has is left as it
    // was and counted as a duplicate: resending a batch changes nothing. When a day of the batch
    // would then hold more than `max_per_day` events of the account, nothing is stored.
    InsertedBatch insert_all(std::int64_t user_id, const std::vector<ProgressEventRow>& events,
        std::int64_t created_at_seconds, int max_per_day);
    // The account's stored events, oldest first.
    std::vector<ProgressEventRow> list(std::int64_t user_id);

    // Solving the same puzzle again earns nothing: each puzzle counts once, at its first solve.
    std::vector<SolvedPuzzleRow> solved_puzzles(std::int64_t user_id);
    std::vector<FinishedGameRow> computer_games(std::int64_t user_id);
    // Lessons completed through the server, each once (its first completion), except those the
    // browser already reported itself as lesson_completed events: a lesson counts once.
    std::vector<CompletedLessonRow> completed_lessons(std::int64_t user_id);
    // Lessons the browser reported completed (lesson_completed events, a visitor's merged
    // ledger among them), each once with its best accuracy; at_ms is the earliest report.
    std::vector<CompletedLessonRow> reported_lessons(std::int64_t user_id);
    // Live games that ended with a result (aborted games have none).
    std::vector<FinishedGameRow> live_games(std::int64_t user_id);

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

// The compact text a move list is stored as ("1d0:420 0t1:90": touch, gesture, missed, ms).
std::string encode_moves(const std::vector<StoredMove>& moves);
// The moves of encode_moves' text; a malformed item is skipped.
std::vector<StoredMove> decode_moves(const std::string& text);

} // namespace academy::store
