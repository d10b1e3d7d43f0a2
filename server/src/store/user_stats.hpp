#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace academy::store {

// An account's real figures, read from the live-play tables (migration 0020) and its games
// against the computer (0010). Nothing here is invented: a speed without rated games has no
// rating, a week without rated games of a speed no change for it.
struct UserStats {
    std::map<std::string, int> ratings; // speed -> rounded Glicko-2 rating
    std::map<std::string, int> rated_games; // speed -> rated games played
    // Finished games with a result, live and against the computer together.
    std::int64_t games_played = 0;
    std::int64_t wins = 0;
    std::int64_t losses = 0;
    std::int64_t draws = 0;
    std::int64_t live_games = 0;
    std::int64_t computer_games = 0;
    std::map<std::string, int> weekly_changes; // speed -> sum of rating changes, last 7 days
};

UserStats load_user_stats(Database& db, std::int64_t user_id, std::int64_t now_ms);

// The speed a player is known by: the one with the most rated games (ties: the first by name).
std::optional<std::string> main_speed(const UserStats& stats);

// Keeps the opponents' games when an account goes: the player becomes 'Deleted account' and the
// id can no longer match a future account. Removes the ratings (personal data).
void forget_user_in_games(Database& db, std::int64_t user_id);

inline constexpr const char* deleted_account_name = "Deleted account";

} // namespace academy::store
