// SM-2 as published (Wozniak 1990): the intervals and E-Factors of hand-computed sequences.
#include "learn/review/deck_schedule.hpp"

#include <gtest/gtest.h>

#include <vector>

using namespace academy::learn::review;

namespace {

std::vector<int> intervals(std::vector<Grade> grades, CardSchedule& s)
{
    std::vector<int> out;
    for (const auto g : grades) {
        s = schedule(s, g);
        out.push_back(s.interval_days);
    }
    return out;
}

} // namespace

TEST(DeckSchedule, GoodAnswersGoOneDaySixDaysThenTimesTheEFactor)
{
    // q = 4 leaves the E-Factor at 2.5: 0.1 - 1 x (0.08 + 1 x 0.02) = 0.
    CardSchedule s;
    EXPECT_EQ(intervals({ Grade::good, Grade::good, Grade::good, Grade::good }, s),
        (std::vector<int> { 1, 6, 15, 38 })); // 6 x 2.5 = 15; 15 x 2.5 = 37.5, rounded up
    EXPECT_DOUBLE_EQ(s.ease, 2.5);
    EXPECT_EQ(s.repetitions, 4);
}

TEST(DeckSchedule, EasyAnswersRaiseTheEFactorByATenth)
{
    // q = 5: EF + 0.1 each time: 2.6, 2.7, 2.8; the interval uses the EF held before the showing.
    CardSchedule s;
    EXPECT_EQ(intervals({ Grade::easy, Grade::easy, Grade::easy, Grade::easy }, s),
        (std::vector<int> { 1, 6, 17, 48 })); // 6 x 2.7 = 16.2 -> 17; 17 x 2.8 = 47.6 -> 48
    EXPECT_NEAR(s.ease, 2.9, 1e-9);
}

TEST(DeckSchedule, HardAnswersLowerTheEFactorDownToItsFloor)
{
    // q = 3: 0.1 - 2 x (0.08 + 2 x 0.02) = -0.14 per showing.
    CardSchedule s;
    s = schedule(s, Grade::hard);
    EXPECT_NEAR(s.ease, 2.36, 1e-9);
    EXPECT_EQ(s.interval_days, 1);
    s = schedule(s, Grade::hard);
    EXPECT_NEAR(s.ease, 2.22, 1e-9);
    EXPECT_EQ(s.interval_days, 6);
    s = schedule(s, Grade::hard);
    EXPECT_EQ(s.interval_days, 14); // 6 x 2.22 = 13.32, rounded up
    for (int i = 0; i < 10; ++i)
        s = schedule(s, Grade::hard);
    EXPECT_DOUBLE_EQ(s.ease, 1.3); // 2.5 - 8 x 0.14 = 1.38, then 1.24 is held at 1.3
}

TEST(DeckSchedule, ALapseStartsTheRepetitionsAgainAndKeepsTheEFactor)
{
    CardSchedule s;
    intervals({ Grade::easy, Grade::good, Grade::good }, s); // 1, 6, 16 (6 x 2.6 = 15.6)
    EXPECT_EQ(s.interval_days, 16);
    const double ease = s.ease;
    s = schedule(s, Grade::again);
    EXPECT_EQ(s.interval_days, 1);
    EXPECT_EQ(s.repetitions, 0);
    EXPECT_EQ(s.lapses, 1);
    EXPECT_DOUBLE_EQ(s.ease, ease); // "without changing the E-Factor"
    EXPECT_EQ(intervals({ Grade::good, Grade::good }, s), (std::vector<int> { 1, 6 }));
}

TEST(DeckSchedule, TheGradeComesFromWhatTheServerSaw)
{
    EXPECT_EQ(grade_for(false, 0, false, 1000), Grade::again);
    EXPECT_EQ(grade_for(true, 1, false, 1000), Grade::hard);
    EXPECT_EQ(grade_for(true, 0, true, 1000), Grade::hard);
    EXPECT_EQ(grade_for(true, 0, false, kEasyMs - 1), Grade::easy);
    EXPECT_EQ(grade_for(true, 0, false, kEasyMs), Grade::good);
}

TEST(DeckSchedule, ADueTimeIsWholeDaysAfterTheShowing)
{
    CardSchedule s;
    s = schedule(s, Grade::good);
    EXPECT_EQ(due_after(s, 1'000), 1'000 + kDayMs);
}
