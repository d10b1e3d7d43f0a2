// What a won practice attempt leaves behind for an account: the position's best stars and wins
// (store/practice_progress_repository), written by the server from the judge's decision, never
// from anything the client says. The progress ledger reads its practice_finished events from the
// same rows: one per position, at its first win (learn/progress/progress_ledger.hpp).
#pragma once

#include "learn/practice/practice_judge.hpp"
#include "store/database.hpp"

#include <cstdint>
#include <map>
#include <string>

namespace academy::learn::practice {

struct RecordedWin {
    int best_stars = 0;
    int previous_stars = 0;
};

// Records the win of `attempt` (won, with `stars`) for its account.
RecordedWin record_win(store::Database& db, const Attempt& attempt, int stars, std::int64_t now_ms);

// The account's best stars per position id (absent: never won).
std::map<std::string, int> best_stars(store::Database& db, std::int64_t user_id);

} // namespace academy::learn::practice
