// Practice progress of accounts (migration 0080): the best stars per practice position and how
// many times it was won. Only the practice judge writes here (learn/practice/practice_progress).
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <map>
#include <string>

namespace academy::store {

struct PracticeBest {
    int best_stars = 0;
    int wins = 0;
};

struct PracticeWinStars {
    int best_stars = 0; // after the win
    int previous_stars = 0; // before it (0: never won)
};

class PracticeProgressRepository {
public:
    explicit PracticeProgressRepository(Database& db)
        : db_(db)
    {
    }

    // Every position the account has won, by id.
    std::map<std::string, PracticeBest> list(std::int64_t user_id);
    // One more win with `stars`; the best is kept.
    PracticeWinStars record_win(
        std::int64_t user_id, const std::string& position_id, int stars, std::int64_t now_ms);

private:
    Database& db_;
};

} // namespace academy::store
