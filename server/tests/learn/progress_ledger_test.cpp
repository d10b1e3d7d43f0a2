// The player's calendar and the intake rules on their own, without a database: dates by a UTC
// offset across midnight and the year's end, which offsets are real, and the intake's edges.
#include "learn/progress/progress_intake.hpp"
#include "learn/progress/progress_ledger.hpp"

#include <gtest/gtest.h>

using namespace academy::learn;

namespace {

// 2026-12-31T23:30:00Z
constexpr std::int64_t kNewYearsEve = 1798759800000;

// The lessons the intake knows: a catalogue of one curriculum lesson.
const lessons::Catalogue& catalogue()
{
    static const lessons::Catalogue c = [] {
        lessons::Catalogue c;
        c.lessons.push_back({});
        c.lessons.back().id = "rook-endgames-2";
        c.index();
        return c;
    }();
    return c;
}

std::optional<std::string> intake_problem(const ActivityEvent& event, std::int64_t now_ms)
{
    return academy::learn::intake_problem(event, now_ms, catalogue());
}

ActivityEvent time_spent(std::int64_t at_ms, const std::string& day)
{
    return { "t-1", at_ms, day, TimeSpent { 5 }, {} };
}

} // namespace

TEST(PlayersCalendar, TheDateMovesWithTheOffset)
{
    EXPECT_EQ(local_day(kNewYearsEve, 0), "2026-12-31");
    EXPECT_EQ(local_day(kNewYearsEve, 30), "2027-01-01");
    EXPECT_EQ(local_day(kNewYearsEve, 14 * 60), "2027-01-01");
    EXPECT_EQ(local_day(kNewYearsEve - 23 * 3600 * 1000, -12 * 60), "2026-12-30");
    EXPECT_EQ(local_day(0, 0), "1970-01-01");
    EXPECT_EQ(local_day(0, -60), "1969-12-31");
}

TEST(PlayersCalendar, OnlyRealOffsetsAreTaken)
{
    for (int ok : { 0, 60, -300, 330, 345, -720, 840 })
        EXPECT_TRUE(valid_utc_offset(ok)) << ok;
    for (int bad : { 17, -735, 855, 100000 })
        EXPECT_FALSE(valid_utc_offset(bad)) << bad;
}

TEST(Intake, TheDayMayBeOneDayEitherSideOfTheTimesUtcDate)
{
    const auto now = kNewYearsEve;
    EXPECT_FALSE(intake_problem(time_spent(now, "2026-12-31"), now));
    EXPECT_FALSE(intake_problem(time_spent(now, "2027-01-01"), now));
    EXPECT_FALSE(intake_problem(time_spent(now, "2026-12-30"), now));
    EXPECT_TRUE(intake_problem(time_spent(now, "2027-01-02"), now));
    EXPECT_TRUE(intake_problem(time_spent(now, "2026-12-29"), now));
}

TEST(Intake, TheFutureStartsFiveMinutesAhead)
{
    const auto now = kNewYearsEve;
    EXPECT_FALSE(intake_problem(time_spent(now + kFutureToleranceMs, "2026-12-31"), now));
    EXPECT_EQ(intake_problem(time_spent(now + kFutureToleranceMs + 1, "2026-12-31"), now),
        "Its time is in the future");
}

TEST(Intake, OnlyTheBrowsersOwnKindsAreTaken)
{
    const auto now = kNewYearsEve;
    ActivityEvent puzzle { "p", now, "2026-12-31", PuzzleSolved { true, 3 }, {} };
    EXPECT_EQ(intake_problem(puzzle, now), "Puzzles and games are recorded by the server");
    ActivityEvent practice { "p", now, "2026-12-31", PracticeFinished {}, {} };
    EXPECT_FALSE(intake_problem(practice, now));
    ActivityEvent lesson { "l", now, "2026-12-31", LessonCompleted { "rook-endgames-2", 100 }, {} };
    EXPECT_FALSE(intake_problem(lesson, now));
    lesson.detail = LessonCompleted { "Rook_Endgames", 100 };
    EXPECT_EQ(intake_problem(lesson, now), "Unknown lesson: Rook_Endgames");
    // A well-formed id is not enough: the lesson must be in the catalogue.
    lesson.detail = LessonCompleted { "rook-endgames-3", 100 };
    EXPECT_EQ(intake_problem(lesson, now), "Unknown lesson: rook-endgames-3");
}
