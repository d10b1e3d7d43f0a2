// The trickiest progress rules one by one: calendar days, the streak and its freeze, event checks,
// and that replaying the ledger does not depend on the order events arrive in.
#include "progress_vector_io.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

using namespace academy::learn;

namespace {

ActivityEvent practice(std::string id, std::int64_t at, std::string day)
{
    return { std::move(id), at, std::move(day), PracticeFinished {}, {} };
}

Streak after_days(std::initializer_list<const char*> days)
{
    Streak s;
    for (const char* d : days)
        s = streak_after_activity(s, d);
    return s;
}

} // namespace

TEST(ProgressDays, OnlyRealCalendarDatesAreDays)
{
    EXPECT_EQ(day_number("1970-01-01"), 0);
    EXPECT_EQ(*day_number("2024-03-01") - *day_number("2024-02-28"), 2); // leap year
    EXPECT_EQ(*day_number("2025-03-01") - *day_number("2025-02-28"), 1);
    EXPECT_EQ(*day_number("2026-01-01") - *day_number("2025-12-31"), 1);
    EXPECT_FALSE(day_number("2025-02-29"));
    EXPECT_FALSE(day_number("2025-13-01"));
    EXPECT_FALSE(day_number("2025-3-01"));
    EXPECT_FALSE(day_number("2025/03/01"));
    EXPECT_FALSE(day_number(""));
}

TEST(ProgressStreak, ConsecutiveDaysAcrossAMonthEndContinue)
{
    auto s = after_days({ "2025-02-27", "2025-02-28", "2025-03-01" });
    EXPECT_EQ(s.current, 3);
    EXPECT_EQ(s.longest, 3);
    EXPECT_FALSE(s.freeze_used);
}

TEST(ProgressStreak, TheFreezeBridgesOneMissedDayOncePerStreak)
{
    auto s = after_days({ "2025-03-01", "2025-03-03" });
    EXPECT_EQ(s.current, 2);
    EXPECT_TRUE(s.freeze_used);
    s = streak_after_activity(s, "2025-03-05"); // a second single miss: the freeze is spent
    EXPECT_EQ(s.current, 1);
    EXPECT_FALSE(s.freeze_used); // the new streak has its own
    EXPECT_EQ(s.longest, 2);
    s = streak_after_activity(s, "2025-03-07");
    EXPECT_EQ(s.current, 2);
    EXPECT_TRUE(s.freeze_used);
}

TEST(ProgressStreak, TwoMissedDaysStartAgainAtOne)
{
    auto s = after_days({ "2025-03-01", "2025-03-02", "2025-03-05" });
    EXPECT_EQ(s.current, 1);
    EXPECT_EQ(s.longest, 2);
}

TEST(ProgressStreak, AnEarlierLocalDayChangesNothing)
{
    auto s = after_days({ "2025-03-02", "2025-03-01" });
    EXPECT_EQ(s.current, 1);
    EXPECT_EQ(s.last_activity_date, "2025-03-02");
}

TEST(ProgressStreak, ShownStreakLapsesOnlyWhenNoFreezeCanSaveIt)
{
    const auto s = after_days({ "2025-03-01", "2025-03-02" });
    EXPECT_EQ(streak_on(s, "2025-03-02").current, 2);
    EXPECT_TRUE(streak_on(s, "2025-03-02").active);
    EXPECT_EQ(streak_on(s, "2025-03-03").current, 2);
    EXPECT_FALSE(streak_on(s, "2025-03-03").active);
    EXPECT_EQ(streak_on(s, "2025-03-04").current, 2); // the unused freeze would cover the 3rd
    EXPECT_EQ(streak_on(s, "2025-03-05").current, 0);
    const auto frozen = after_days({ "2025-03-01", "2025-03-03" });
    EXPECT_EQ(streak_on(frozen, "2025-03-05").current, 0);
    EXPECT_EQ(streak_on(frozen, "2025-03-05").longest, 2);
}

TEST(ProgressEvents, ImpossibleValuesAreNamed)
{
    ActivityEvent e = practice("a", 1, "2025-03-01");
    EXPECT_FALSE(event_problem(e));
    e.detail = LessonCompleted { "chess-101", 101 };
    EXPECT_EQ(event_problem(e), "bad_accuracy");
    e.detail = LessonCompleted { "", 50 };
    EXPECT_EQ(event_problem(e), "missing_lesson");
    e.detail = PuzzleSolved { true, -0.5 };
    EXPECT_EQ(event_problem(e), "bad_seconds");
    e.detail = TimeSpent { 24 * 60 + 1 };
    EXPECT_EQ(event_problem(e), "bad_minutes");
    e.detail = TimeSpent { 24 * 60 };
    EXPECT_FALSE(event_problem(e));
    e.moves.push_back({ true, Gesture::tap, -1, false });
    EXPECT_EQ(event_problem(e), "bad_move_time");
    e = practice("", 1, "2025-03-01");
    EXPECT_EQ(event_problem(e), "missing_id");
    e = practice("a", 1, "yesterday");
    EXPECT_EQ(event_problem(e), "bad_day");
}

TEST(ProgressLevels, ThresholdsBeyondTheTableAddAThousandEach)
{
    EXPECT_EQ(level_threshold(19), 10450);
    EXPECT_EQ(level_threshold(20), 11450);
    EXPECT_EQ(level_threshold(30), 21450);
    EXPECT_EQ(level_for_xp(21449).level, 29);
}

TEST(ProgressFold, EveryArrivalOrderGivesTheSameState)
{
    std::vector<ActivityEvent> events {
        practice("p1", 100, "2025-03-01"),
        { "l1", 200, "2025-03-02", LessonCompleted { "chess-101", 100 }, {} },
        { "g1", 200, "2025-03-02", GameFinished { Opponent::computer, GameResult::win, true }, {} },
        { "z9", 300, "2025-03-04", PuzzleSolved { true, 12 }, {} },
        { "l1", 250, "2025-03-02", LessonCompleted { "chess-101", 100 }, {} }, // a resend
    };
    const auto reference = vectors::state_view(fold_progress(events));
    EXPECT_EQ(reference.at("lessonCompletions"), 1);
    EXPECT_EQ(reference.at("currentStreak"), 3); // the 3rd bridged by the freeze
    const auto by_id_then_time = [](const ActivityEvent& a, const ActivityEvent& b) {
        return std::tie(a.id, a.at_ms) < std::tie(b.id, b.at_ms);
    };
    std::sort(events.begin(), events.end(), by_id_then_time);
    int orders = 0;
    do {
        ++orders;
        ASSERT_EQ(vectors::state_view(fold_progress(events)), reference) << "order " << orders;
    } while (std::next_permutation(events.begin(), events.end(), by_id_then_time));
    EXPECT_EQ(orders, 120);
}

TEST(ProgressFold, AResentEventKeepsItsFirstTimestamp)
{
    std::vector<ActivityEvent> events {
        { "l1", 900, "2025-03-02", LessonCompleted { "chess-101", 80 }, {} },
        { "l1", 500, "2025-03-01", LessonCompleted { "chess-101", 80 }, {} },
    };
    const auto state = fold_progress(events);
    EXPECT_EQ(state.achievements[0].unlocked_at_ms, 500);
    EXPECT_EQ(state.achievements[0].unlocked_on, "2025-03-01");
    EXPECT_EQ(state.lesson_completions, 1);
}

TEST(ProgressFold, AnInvalidTodayFallsBackToTheLatestDay)
{
    const auto state = fold_progress({ practice("a", 1, "2025-03-01") }, "not a day");
    EXPECT_EQ(state.daily_plan.date, "2025-03-01");
    EXPECT_TRUE(state.streak_active);
}

TEST(ProgressWeeks, TheRaceWeekRunsMondayToSundayInUtc)
{
    constexpr std::int64_t monday = 1773014400000; // 2026-03-09T00:00:00Z
    constexpr std::int64_t day = 24LL * 3600 * 1000;
    EXPECT_EQ(week_of(monday), "2026-03-09");
    EXPECT_EQ(week_of(monday + 7 * day - 1), "2026-03-09"); // Sunday 23:59:59.999
    EXPECT_EQ(week_of(monday - 1), "2026-03-02");
    EXPECT_EQ(week_of(monday + 7 * day), "2026-03-16");
    EXPECT_EQ(week_start_ms(monday + 3 * day + 5), monday);
    EXPECT_EQ(week_of(0), "1969-12-29"); // 1970-01-01 was a Thursday
    EXPECT_EQ(week_of(1767225600000), "2025-12-29"); // 2026-01-01, a Thursday: ISO week 1
}

TEST(ProgressWeeks, XpCountsInTheWeekOfTheEventThatEarnedItBonusesIncluded)
{
    constexpr std::int64_t monday = 1773014400000;
    std::vector<ActivityEvent> events {
        // Sunday evening: a perfect first lesson and its two achievements (First Lesson,
        // Perfectionist) count in the week before.
        { "a", monday - 3600000, "2026-03-08", LessonCompleted { "x", 100 }, {} },
        { "b", monday + 3600000, "2026-03-09", PuzzleSolved { true, 10 }, {} },
    };
    const auto state = fold_progress(events);
    EXPECT_EQ(state.xp_by_week.at("2026-03-02"), 100 + 2 * kAchievementXp);
    // 30 + 20 (first attempt) + 15 (fast), with First Puzzle and Speed Demon.
    EXPECT_EQ(state.xp_by_week.at("2026-03-09"), 65 + 2 * kAchievementXp);
    EXPECT_EQ(state.xp_by_week.size(), 2u);
    std::int64_t sum = 0;
    for (const auto& [week, xp] : state.xp_by_week)
        sum += xp;
    EXPECT_EQ(sum, state.total_xp);
}
