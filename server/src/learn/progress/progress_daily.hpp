// Daily goals (3 lessons, 5 puzzles, 30 minutes; +200 XP once a day) and the
// Daily plan card (Solve 3 puzzles, Learn 1 lesson, Play 1 game), both for one calendar day of
// the player's.
#pragma once

#include "learn/progress/progress_streak.hpp"

#include <cstdint>
#include <string>

namespace academy::learn {

inline constexpr int kGoalLessons = 3;
inline constexpr int kGoalPuzzles = 5;
inline constexpr int kGoalMinutes = 30;
inline constexpr int kPlanPuzzles = 3;
inline constexpr int kPlanLessons = 1;
inline constexpr int kPlanGames = 1;

// What happened on one day. Lessons count every completion (a review is learning too); minutes
// come from time-spent events only.
struct DayTally {
    int lessons = 0;
    int puzzles = 0;
    int games = 0; // against the computer and live
    int minutes = 0;
    std::int64_t xp = 0; // everything earned that day, bonuses included
    bool goals_rewarded = false;
};

bool daily_goals_met(const DayTally& day);

struct DailyGoals {
    std::string date;
    int lessons_target = kGoalLessons;
    int puzzles_target = kGoalPuzzles;
    int time_target = kGoalMinutes;
    int lessons_completed = 0;
    int puzzles_solved = 0;
    int time_spent = 0;
    bool completed = false;
};

DailyGoals daily_goals(const std::string& date, const DayTally& day);

struct PlanTask {
    int target = 0;
    int completed = 0; // may pass the target
    int remaining = 0; // never below 0
};

struct DailyPlan {
    std::string date;
    PlanTask puzzles;
    PlanTask lessons;
    PlanTask games;
    // Cards of the personal deck due now ("Review N mistakes"): an item beside the three tasks,
    // not a fourth target, so the percentage and the plan's completion stay the same for players
    // without a deck. Filled in by whoever reads the deck (net/progress_routes), 0 otherwise.
    int mistakes_due = 0;
    int completion_percentage = 0; // of the 5 task units, each task counted up to its target
    std::int64_t xp_earned = 0;
    bool is_completed = false;
    StreakView streak;
};

DailyPlan daily_plan(const std::string& date, const DayTally& day, const StreakView& streak);

} // namespace academy::learn
