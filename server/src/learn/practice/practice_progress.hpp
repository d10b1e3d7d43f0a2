// What a won practice attempt leaves behind for an account: the position's best stars (store/
// practice_progress_repository) and one practice_finished event in the progress ledger, both
// written by the server from the judge's decision, never from anything the client says.
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
    bool ledger_event = false; // false when the account's day of events was full
};

// Records the win of `attempt` (won, with `stars`) for its account; the attempt id makes the
// ledger event's id ("practice:<attempt id>"), so recording it twice counts once.
RecordedWin record_win(store::Database& db, const Attempt& attempt, int stars, std::int64_t now_ms);

// The account's best stars per position id (absent: never won).
std::map<std::string, int> best_stars(store::Database& db, std::int64_t user_id);

} // namespace academy::learn::practice
