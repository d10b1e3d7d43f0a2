#pragma once

#include "learn/lessons/catalogue.hpp"
#include "net/router.hpp"
#include "store/database.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

namespace academy::net {

struct ProgressRoutesOptions {
    // The server clock, Unix milliseconds; tests move it to cross days. Empty: the server's wall
    // clock (store/wall_clock.hpp).
    std::function<std::int64_t()> now_ms;
    // POSTs (events and merges together) one account may make per minute.
    std::size_t posts_per_minute = 30;
    // The lessons a lesson_completed event may name (Catalogue::known_lesson); none when null.
    std::shared_ptr<const learn::lessons::Catalogue> catalogue;
    // Answers of GET /api/progress kept while the account's ledger does not change (about 5 KB
    // each); 0 keeps none.
    std::size_t cached_answers = 2048;
};

inline constexpr std::size_t kMaxEventsPerPost = 100;
// The latest notifications shown; the client toasts those whose event ids it has not seen.
inline constexpr std::size_t kNotificationsShown = 50;

// GET /api/progress, GET /api/daily-plan and POST /api/progress/events for learners (accounts
// and anonymous learners alike; docs/progress.md). The state is replayed by
// learn::fold_progress from the account's ledger (learn/progress/progress_ledger.hpp): what the
// browser alone saw, plus the puzzles and games the server recorded itself.
void add_progress_routes(Router& router, store::Database& db, ProgressRoutesOptions options = {});

} // namespace academy::net
