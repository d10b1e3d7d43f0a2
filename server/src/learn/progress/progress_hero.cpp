#include "learn/progress/progress_hero.hpp"

namespace academy::learn {

namespace {

    // The first unfinished task, in the card's order.
    std::string next_step(const DailyPlan& plan)
    {
        if (plan.puzzles.remaining > 0)
            return plan.puzzles.remaining == 1
                ? "solve 1 more puzzle"
                : "solve " + std::to_string(plan.puzzles.remaining) + " more puzzles";
        if (plan.lessons.remaining > 0)
            return "finish a lesson";
        return "play a game";
    }

} // namespace

std::string plan_message(const DailyPlan& plan)
{
    const int streak = plan.streak.current;
    // A completed plan means activity today, so the streak is at least 1: the message counts it as
    // the sidebar's "Streak 1 day" does (never "start a streak" beside a streak of one).
    if (plan.is_completed) {
        if (streak >= 2)
            return "Plan complete, and a " + std::to_string(streak)
                + "-day streak! Come back tomorrow to make it " + std::to_string(streak + 1) + ".";
        if (streak == 1)
            return "Plan complete, and day 1 of your streak! Come back tomorrow to make it 2.";
        return "Plan complete! Come back tomorrow to start a streak.";
    }
    if (plan.completion_percentage == 0) {
        if (streak > 0 && !plan.streak.active)
            return "Your " + std::to_string(streak)
                + "-day streak is waiting: one puzzle today keeps it going.";
        return "A fresh day: three puzzles, one lesson and one game make today's plan.";
    }
    if (plan.completion_percentage >= 60)
        return "Almost there: " + next_step(plan) + ".";
    return "Good start! Next: " + next_step(plan) + ".";
}

} // namespace academy::learn
