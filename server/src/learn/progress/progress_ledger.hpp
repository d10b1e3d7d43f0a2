// The ledger a player's progress is replayed from, built each time from what the server recorded
// itself (store/progress_repository): puzzles, deck cards, graded lessons, won practice positions,
// finished games and the time its own timestamps measure. No event in it comes from a browser, so
// no client can claim a lesson, an accuracy, a practice session, a time or a day.
#pragma once

#include "learn/progress/progress_event.hpp"
#include "store/database.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace academy::learn {

// The player's calendar is a fixed offset east of UTC that the browser reports (it knows its own
// zone; the server keeps the latest). Real offsets run from -12:00 to +14:00 in quarter hours.
inline constexpr int kMinUtcOffsetMinutes = -12 * 60;
inline constexpr int kMaxUtcOffsetMinutes = 14 * 60;
bool valid_utc_offset(std::int64_t minutes);

// The calendar date (YYYY-MM-DD) at `at_ms` (Unix milliseconds) for a player `utc_offset_minutes`
// east of UTC.
std::string local_day(std::int64_t at_ms, int utc_offset_minutes);

// Time spent (docs/progress.md, "Time spent"): the most one activity counts for, whatever its
// timestamps say. A puzzle or a deck card from its serving to its answer, a lesson from its first
// start to its first completion, a game from its start to its end.
inline constexpr std::int64_t kMinuteMs = 60 * 1000;
inline constexpr std::int64_t kAnswerTimeCapMs = 10 * kMinuteMs;
inline constexpr std::int64_t kLessonTimeCapMs = 60 * kMinuteMs;
inline constexpr std::int64_t kComputerGameTimeCapMs = 60 * kMinuteMs;
inline constexpr std::int64_t kLiveGameTimeCapMs = 180 * kMinuteMs;
// An answer timed at a day or more had no serving the server saw (the puzzle and deck services
// record such an answer as untimed, learn::review::kUntimedMs): it counts no time.
inline constexpr std::int64_t kUntimedAnswerMs = 24 * 60 * kMinuteMs;

// What the server's timestamps say of one activity: it ended at `end_ms` after `ms`.
struct TimedSpan {
    std::int64_t end_ms = 0;
    std::int64_t ms = 0;
    std::int64_t cap_ms = 0;
};

// One time_spent event per day of the player's calendar ("time:<day>"): the spans, each cut to
// its cap, counted on the day they ended, overlapping stretches once (two puzzles served together
// are not twice the time); whole minutes, rounded down, at most a day's 1440. Dated at the end of
// the day's last span. Days under a minute have none.
std::vector<ActivityEvent> time_spent_events(
    const std::vector<TimedSpan>& spans, int utc_offset_minutes);

// The whole ledger of an account, for fold_progress. Everything is dated by the current offset
// (an account that moves zones sees old activity by its new calendar: a fixed offset cannot know
// last summer's daylight saving time). Ids: "puzzle:<attempt id>", "deck:<showing id>",
// "lesson:<lesson id>" (its first completion), "practice:<position id>" (its first win),
// "computer:<game id>", "live:<game id>" and "time:<day>".
std::vector<ActivityEvent> load_ledger(
    store::Database& db, std::int64_t user_id, int utc_offset_minutes);

} // namespace academy::learn
