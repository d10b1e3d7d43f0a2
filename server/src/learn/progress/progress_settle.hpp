// Keeps the leaderboard's boards true to the ledger. Whatever adds to an account's ledger (a
// browser event, a solved puzzle, a game against the computer, a live game's end) marks the account
// in the store (the triggers of migration 0060); settling replays the ledger of a marked account
// with fold_progress and writes what the boards show: XP per ISO week (the weekly XP race), total
// XP and level, and the unlocked achievements.
#pragma once

#include "store/database.hpp"

#include <cstdint>

namespace academy::learn {

// Replays the account and writes its boards, in one transaction; the mark is cleared only if no
// new one came meanwhile.
void settle_progress(store::Database& db, std::int64_t user_id, std::int64_t now_ms);

// Settles the account only if it is marked (one look-up otherwise); returns whether it was.
bool settle_if_marked(store::Database& db, std::int64_t user_id, std::int64_t now_ms);

// Settles up to `limit` marked accounts; returns how many there were (fewer than `limit`: none is
// left marked). An account whose replay fails stays marked (and is logged) without holding up the
// others.
int settle_marked(store::Database& db, int limit, std::int64_t now_ms);

} // namespace academy::learn
