#include "learn/progress/progress_daily.hpp"

#include <algorithm>

namespace academy::learn {

namespace {
    PlanTask task(int target, int completed)
    {
        return { target, completed, std::max(0, target - completed) };
    }
} // namespace

bool daily_goals_met(const DayTally& d)
{
    return d.lessons >= kGoalLessons && d.puzzles >= kGoalPuzzles && d.minutes >= kGoalMinutes;
}

DailyGoals daily_goals(const std::string& date, const DayTally& d)
{
    DailyGoals g;
    g.date = date;
    g.lessons_completed = d.lessons;
    g.puzzles_solved = d.puzzles;
    g.time_spent = d.minutes;
    g.completed = daily_goals_met(d);
    return g;
}

DailyPlan daily_plan(const std::string& date, const DayTally& d, const StreakView& streak)
{
    DailyPlan p;
    p.date = date;
    p.puzzles = task(kPlanPuzzles, d.puzzles);
    p.lessons = task(kPlanLessons, d.lessons);
    p.games = task(kPlanGames, d.games);
    const int target = kPlanPuzzles + kPlanLessons + kPlanGames;
    const int done = std::min(d.puzzles, kPlanPuzzles) + std::min(d.lessons, kPlanLessons)
        + std::min(d.games, kPlanGames);
    // Rounded down so that 100% means every task is really done.
    p.completion_percentage = done * 100 / target;
    p.xp_earned = d.xp;
    p.is_completed = done == target;
    p.streak = streak;
    return p;
}

} // namespace academy::learn
