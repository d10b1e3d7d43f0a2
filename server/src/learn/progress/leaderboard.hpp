// The leaderboard page (docs/progress.md, "The leaderboard"; issue 15): a board (rating at a speed,
// or this week's XP), seen whole (global), among the players one follows (friends) or among one's
// country, with the viewer's own rank, the recent unlocks of the same players and the weekly XP
// race. Everything comes from the store's boards (learn/progress/progress_settle keeps the XP
// ones).
#pragma once

#include "chess/result.hpp"
#include "store/database.hpp"

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace academy::learn {

enum class BoardKind { rating, weekly_xp };
enum class BoardScopeKind { global, friends, country };

inline constexpr int kDefaultPageSize = 5; // the Top Players list shows five
inline constexpr int kMaxPageSize = 50;
inline constexpr int kMaxPage = 100000;
inline constexpr int kRecentUnlocksShown = 5;
inline constexpr int kMaxFollows = 1000; // an account follows at most this many players

struct LeaderboardQuery {
    BoardScopeKind scope = BoardScopeKind::global;
    BoardKind board = BoardKind::rating;
    std::string speed = "blitz"; // bullet | blitz | rapid | classical
    int page = 1; // from 1
    int page_size = kDefaultPageSize;
    std::optional<std::int64_t> viewer; // the signed-in account
    std::int64_t now_ms = 0;
};

struct LeaderboardLine {
    // 1 + the players scoring strictly more (equal scores share a rank); none: a friend who is
    // not on this board.
    std::optional<std::int64_t> rank;
    std::int64_t user_id = 0;
    std::string username;
    std::string display_name;
    std::optional<int> rating; // at the query's speed
    bool provisional = false; // the rating's deviation is 110 or more
    std::optional<int> rating_change_7d; // none: no rated game at that speed in 7 days
    int level = 0;
    std::int64_t xp_this_week = 0;
    std::optional<std::string> country;
    bool is_you = false;
};

struct YourRank {
    std::optional<std::int64_t> rank; // none: not on this board yet
    std::optional<int> rating;
    std::optional<int> change; // 7-day rating change at the speed
    std::int64_t xp_this_week = 0;
    // The next rating band (1200, 1400, 1600, 1800, then every 200) on a rating board; the next
    // weekly XP mark (100, 250, 500, 1000, 2000, 3500, 5000, then every 2500) on the XP board.
    std::int64_t next_milestone = 0;
    int progress_to_milestone = 0; // percent of the way from the previous mark
};

struct RecentUnlock {
    std::string username;
    std::string display_name;
    std::string achievement_id;
    std::string title;
    std::string icon;
    std::int64_t unlocked_at_ms = 0;
};

struct WeeklyRace {
    std::string name = "Weekly XP Race";
    std::string week; // its Monday, YYYY-MM-DD
    std::int64_t starts_at_ms = 0; // Monday 00:00:00 UTC
    std::int64_t ends_at_ms = 0; // Sunday 23:59:59 UTC
    std::int64_t participants = 0; // players with XP this week
};

struct Leaderboard {
    LeaderboardQuery query;
    std::int64_t total = 0; // players on the board in this scope
    std::vector<LeaderboardLine> entries;
    std::optional<YourRank> your_rank; // for a signed-in viewer
    std::vector<RecentUnlock> recent_achievements;
    WeeklyRace event;
};

enum class LeaderboardProblem { needs_account, needs_country };

// What the whole board and a country's part show alike to every viewer (the lines, the total,
// the recent unlocks, the race), kept for a moment: a board read by thousands a second is not read
// again from the store for each of them. The viewer's own rank and "you" are never kept. Friends
// pages are the viewer's own and not kept either.
class LeaderboardCache {
public:
    // `ttl_ms` 0 keeps nothing.
    explicit LeaderboardCache(std::int64_t ttl_ms)
        : ttl_ms_(ttl_ms)
    {
    }

    struct Shared {
        std::int64_t total = 0;
        std::vector<LeaderboardLine> entries; // is_you unset
        std::vector<RecentUnlock> recent_achievements;
        WeeklyRace event;
    };

    std::optional<Shared> find(const std::string& key, std::int64_t now_ms);
    void keep(const std::string& key, Shared shared, std::int64_t now_ms);

private:
    static constexpr std::size_t kMaxKept = 1024;
    std::int64_t ttl_ms_;
    std::mutex mutex_;
    std::map<std::string, std::pair<std::int64_t, Shared>> kept_; // key -> (until, shared)
};

// `cache` may be null (nothing kept).
Result<Leaderboard, LeaderboardProblem> read_leaderboard(
    store::Database& db, const LeaderboardQuery& query, LeaderboardCache* cache = nullptr);

// The weekly race of the week holding `now_ms`, with its participants.
WeeklyRace weekly_race(store::Database& db, std::int64_t now_ms);

// The milestone marks (exposed for tests): the next mark above `value` and the percent of the way
// to it from the previous one.
struct Milestone {
    std::int64_t next = 0;
    int progress = 0;
};
Milestone rating_milestone(int rating);
Milestone xp_milestone(std::int64_t xp);

} // namespace academy::learn
