// XP awards and levels: the numbers, once. Only the server computes them (the browser shows its
// figures); content/progress/test-vectors.json holds the cases they must give.
#pragma once

#include "learn/progress/progress_event.hpp"

#include <cstdint>
#include <string>

namespace academy::learn {

inline constexpr int kLessonXp = 50;
inline constexpr int kLessonAccuracy90Xp = 20; // accuracy of at least 90
inline constexpr int kLessonPerfectXp = 30; // on top of the 90 bonus at exactly 100
inline constexpr int kPuzzleXp = 30;
inline constexpr int kPuzzleFirstAttemptXp = 20;
inline constexpr int kPuzzleFastXp = 15;
inline constexpr double kPuzzleFastSeconds = 30; // strictly under this earns the speed bonus
inline constexpr int kGameWinXp = 100;
// The awards name wins and losses only. Half a point in chess is half a win, so a draw earns half
// the win award: more than a loss, so that holding a draw is worth playing on for.
inline constexpr int kGameDrawXp = 50;
inline constexpr int kGameLossXp = 25;
inline constexpr int kGameMobileXp = 10;
inline constexpr int kAchievementXp = 100;
inline constexpr int kDailyGoalsXp = 200;

// XP earned by the event itself; achievement and daily-goal bonuses come from the fold, since they
// depend on what came before. Practice sessions and time spent earn nothing of their own (the
// awards name no award for them): practice leads to the lesson it belongs to, and time feeds the
// daily goal.
int xp_for_event(const ActivityDetail& detail);

struct LevelInfo {
    int level = 0;
    std::int64_t xp_in_current_level = 0; // XP above this level's threshold
    std::int64_t xp_for_next_level = 0; // size of this level: next threshold minus this one
};

// The level reached with `total_xp` (levels 0-19 by the threshold table, then one level per 1000
// XP).
LevelInfo level_for_xp(std::int64_t total_xp);

// The XP at which `level` starts.
std::int64_t level_threshold(int level);

// The weekly XP race goes by the ISO week in UTC, the same for every player: Monday 00:00 to
// Sunday 23:59:59. The Monday (YYYY-MM-DD) of the week holding `at_ms` (Unix milliseconds), and
// that Monday's own Unix milliseconds.
std::string week_of(std::int64_t at_ms);
std::int64_t week_start_ms(std::int64_t at_ms);

} // namespace academy::learn
