// What anyone may see of a player at /u/{username}: level, streak, achievements, ratings,
// country and follows. Replayed from the player's ledger as GET /api/progress is, with nothing
// private in it (no e-mail, no daily goals, no time spent).
#pragma once

#include "chess/result.hpp"
#include "learn/progress/progress_achievements.hpp"
#include "store/database.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace academy::learn {

struct PublicRating {
    int rating = 0;
    int games = 0;
    bool provisional = false;
};

// The player's official strength assessment (issue 18), the newest.
struct PublicAssessment {
    int rating = 0;
    int low = 0; // the 90% interval
    int high = 0;
    bool above_scale = false; // beyond the scale's top: "1800 or more"
    std::string level;
    std::int64_t completed_at_ms = 0;
};

struct PublicProfile {
    std::int64_t user_id = 0;
    std::string username;
    std::string display_name;
    std::optional<std::string> country;
    std::string member_since; // ISO-8601
    int level = 0;
    std::int64_t total_xp = 0;
    std::int64_t xp_in_current_level = 0;
    std::int64_t xp_for_next_level = 0;
    std::int64_t xp_this_week = 0;
    int current_streak = 0;
    int longest_streak = 0;
    std::vector<Achievement> achievements; // all fourteen, catalogue order
    std::map<std::string, PublicRating> ratings; // speeds with a rating
    std::int64_t games_played = 0;
    std::int64_t wins = 0;
    std::int64_t losses = 0;
    std::int64_t draws = 0;
    std::int64_t followers = 0;
    std::int64_t following = 0;
    bool is_following = false; // the viewer follows this player
    bool is_you = false;
    std::optional<PublicAssessment> assessment;
};

// Nothing when no account has this username (any case).
std::optional<PublicProfile> read_public_profile(store::Database& db, const std::string& username,
    std::optional<std::int64_t> viewer, std::int64_t now_ms);

enum class FollowProblem { no_such_player, yourself, too_many };

struct FollowChange {
    std::string username; // as the account spells it
    bool following = false; // after the call
    bool changed = false; // false: it already was so (both calls are idempotent)
    std::int64_t followers = 0; // the player's, after the call
};

// Follows (`follow`) or unfollows the player named `username` for the account `follower`. An
// account cannot follow itself, nor more than kMaxFollows players (learn/progress/leaderboard.hpp).
Result<FollowChange, FollowProblem> set_following(store::Database& db, std::int64_t follower,
    const std::string& username, bool follow, std::int64_t now_ms);

} // namespace academy::learn
