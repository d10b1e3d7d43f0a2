// A generated population for benchmarks (`academy bench progress`, `make bench-progress`):
// accounts with countries, live-play ratings, follows, a ledger (lessons, practice, time, puzzles,
// games against the computer, rated live games) spread over the last two weeks. Deterministic for
// a seed.
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <string>

namespace academy::store {

struct SyntheticOptions {
    int players = 100'000;
    std::uint64_t seed = 15;
    std::int64_t now_ms = 0;
    // Every generated account signs in with the password this hashes.
    std::string password_hash;
};

struct SyntheticReport {
    std::int64_t players = 0;
    std::int64_t ratings = 0;
    std::int64_t lessons = 0; // completed, in lesson_progress
    std::int64_t practice_wins = 0; // positions won, in practice_progress
    std::int64_t puzzle_attempts = 0;
    std::int64_t computer_games = 0;
    std::int64_t live_games = 0;
    std::int64_t follows = 0;
};

// Adds the players (usernames player000001, ...) in one transaction and marks every account for
// settling (learn/progress/progress_settle.hpp). The database must hold no accounts named so yet.
SyntheticReport add_synthetic_players(Database& db, const SyntheticOptions& options);

// The generated username of the n-th player (from 1).
std::string synthetic_username(int n);

} // namespace academy::store
