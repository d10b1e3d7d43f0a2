// The fourteen achievements. Each has a requirement and a progress measured on
// the running totals; it unlocks once, the first time progress reaches the requirement.
#pragma once

#include "learn/progress/progress_counters.hpp"
#include "learn/progress/progress_streak.hpp"

#include <cstdint>
#include <span>
#include <string>

namespace academy::learn {

struct AchievementDef {
    const char* id; // the achievement's id, also the wire id
    const char* title;
    const char* description;
    const char* icon; // a name the web maps to an icon
    const char* category; // lessons, puzzles, games, mobile, streaks
    int requirement;
};

// In the catalogue's order, which is also the order in which several unlocks by one event are
// announced.
std::span<const AchievementDef> achievement_catalogue();

// Progress towards `def` (not capped; callers cap at the requirement for display). Streak
// achievements measure the longest streak, so progress never goes back when a streak lapses.
int achievement_progress(
    const AchievementDef& def, const ProgressCounters& counters, const Streak& streak);

struct Achievement {
    std::string id;
    std::string title;
    std::string description;
    std::string icon;
    std::string category;
    int requirement = 0;
    int current_progress = 0; // capped at the requirement
    bool unlocked = false;
    std::int64_t unlocked_at_ms = 0; // timestamp of the event that unlocked it
    std::string unlocked_on; // the player's day of that event, YYYY-MM-DD
};

} // namespace academy::learn
