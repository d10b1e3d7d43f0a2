#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace academy::store {

// An account's real figures, read from the live-play tables (migration 0020). Nothing here is
// invented: a speed without rated games has no rating, a week without rated games no change.
struct UserStats {
    std::map<std::string, int> ratings;  // speed -> rounded Glicko-2 rating
    std::map<std::string, int> rated_games;  // speed -> rated games played
    std::int64_t games_played = 0;  // finished games with a result
    std::int64_t wins = 0;
    std::int64_t losses = 0;
    std::int64_t draws = 0;
    std::optional<int> weekly_change;  // sum of rating changes in the last 7 days
};

UserStats load_user_stats(Database& db, std::int64_t user_id, std::int64_t now_ms);

// Keeps the opponents' games when an account goes: the player becomes 'Deleted account' and the
// id can no longer match a future account. Removes the ratings (personal data).
void forget_user_in_games(Database& db, std::int64_t user_id);

inline constexpr const char* deleted_account_name = "Deleted account";

}  // namespace academy::store
