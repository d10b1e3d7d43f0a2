#pragma once

#include "net/router.hpp"
#include "store/database.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>

namespace academy::net {

struct ProgressRoutesOptions {
    // The server clock, Unix milliseconds; tests move it to cross days. Empty: the server's wall
    // clock (store/wall_clock.hpp).
    std::function<std::int64_t()> now_ms;
    // Answers of GET /api/progress kept while the account's ledger does not change (about 5 KB
    // each); 0 keeps none.
    std::size_t cached_answers = 2048;
};

// The latest notifications shown; the client toasts those whose event ids it has not seen.
inline constexpr std::size_t kNotificationsShown = 50;

// GET /api/progress and GET /api/daily-plan for learners, accounts and anonymous
// learners alike (docs/progress.md). The state
// is replayed by learn::fold_progress from the account's ledger
// (learn/progress/progress_ledger.hpp), which is the server's own record: no route takes events
// from a client.
void add_progress_routes(Router& router, store::Database& db, ProgressRoutesOptions options = {});

} // namespace academy::net
