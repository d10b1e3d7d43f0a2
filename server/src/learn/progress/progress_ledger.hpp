// The ledger a player's progress is replayed from: the browser-only events the account sent
// (stored in store/progress_repository) together with the puzzles and games already on the
// server, which count without the browser saying anything about them.
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

// The whole ledger of an account, for fold_progress. Puzzles and games are dated by the current
// offset (an account that moves zones sees old ones by its new calendar: a fixed offset cannot
// know last summer's daylight saving time). Lessons the server graded (POST
// /api/lessons/{id}/complete) count once each, at their first completion, unless the browser
// reported the same lesson itself. Their ids, "puzzle:<attempt id>", "deck:<showing id>",
// "lesson:<lesson id>", "computer:<game id>" and "live:<game id>", contain a ':' that client ids
// may not, so the two never collide.
std::vector<ActivityEvent> load_ledger(
    store::Database& db, std::int64_t user_id, int utc_offset_minutes);

struct RecordedBatch {
    int stored = 0;
    int duplicates = 0;
    std::string full_day; // a day the batch would take past kMaxBrowserEventsPerDay: nothing stored
};

// Stores browser-only events (already checked by intake_problem) all together; an id the account
// already sent counts as a duplicate and changes nothing.
RecordedBatch record_events(store::Database& db, std::int64_t user_id,
    const std::vector<ActivityEvent>& events, std::int64_t now_ms);

} // namespace academy::learn
