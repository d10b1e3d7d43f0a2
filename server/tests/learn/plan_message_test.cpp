// The Daily plan's one-line message (GET /api/daily-plan's `message`) says what the sidebar says.
#include "learn/progress/progress_hero.hpp"

#include <gtest/gtest.h>

using namespace academy;

namespace {

learn::DailyPlan completed(int streak)
{
    learn::DailyPlan plan;
    plan.is_completed = true;
    plan.completion_percentage = 100;
    plan.streak = { streak, streak, true };
    return plan;
}

} // namespace

TEST(PlanMessage, AFirstCompletedDayCountsItsStreakOfOne)
{
    // Beside "Streak 1 day" the plan must not ask the learner to start a streak.
    EXPECT_EQ(learn::plan_message(completed(1)),
        "Plan complete, and day 1 of your streak! Come back tomorrow to make it 2.");
    EXPECT_EQ(learn::plan_message(completed(3)),
        "Plan complete, and a 3-day streak! Come back tomorrow to make it 4.");
}
