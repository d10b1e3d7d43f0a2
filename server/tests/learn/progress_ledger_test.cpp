// The player's calendar and time spent on their own, without a database: dates by a UTC offset
// across midnight and the year's end, which offsets are real, and how the server's timed spans
// become one time_spent event per day.
#include "learn/progress/progress_ledger.hpp"

#include <gtest/gtest.h>

using namespace academy::learn;

namespace {

// 2026-12-31T23:30:00Z
constexpr std::int64_t kNewYearsEve = 1798759800000;

constexpr std::int64_t kMinute = 60 * 1000;

struct Day {
    std::string id;
    std::int64_t at_ms = 0;
    std::string day;
    int minutes = 0;
    bool operator==(const Day&) const = default;
};

std::ostream& operator<<(std::ostream& out, const Day& d)
{
    return out << d.id << "@" << d.at_ms << " " << d.day << " " << d.minutes << " min";
}

std::vector<Day> days(const std::vector<TimedSpan>& spans, int offset = 0)
{
    std::vector<Day> out;
    for (const auto& e : time_spent_events(spans, offset)) {
        const auto* t = std::get_if<TimeSpent>(&e.detail);
        EXPECT_TRUE(t);
        EXPECT_TRUE(e.moves.empty());
        EXPECT_FALSE(event_problem(e)) << e.id;
        out.push_back({ e.id, e.at_ms, e.day, t ? t->minutes : -1 });
    }
    return out;
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

TEST(TimeSpent, EachSpanIsCutToItsCap)
{
    const auto end = kNewYearsEve - 60 * kMinute; // 22:30 UTC
    EXPECT_EQ(days({ { end, 25 * kMinute, kAnswerTimeCapMs } }),
        std::vector<Day>({ { "time:2026-12-31", end, "2026-12-31", 10 } }));
    EXPECT_EQ(days({ { end, 3 * 60 * kMinute, kLessonTimeCapMs } })[0].minutes, 60);
    EXPECT_EQ(days({ { end, 45 * kMinute, kComputerGameTimeCapMs } })[0].minutes, 45);
    EXPECT_EQ(days({ { end, 5 * 60 * kMinute, kLiveGameTimeCapMs } })[0].minutes, 180);
}

TEST(TimeSpent, MinutesAreWholeAndADayUnderOneHasNone)
{
    const auto end = kNewYearsEve - 60 * kMinute;
    EXPECT_TRUE(days({ { end, 59'999, kAnswerTimeCapMs } }).empty());
    EXPECT_TRUE(days({ { end, 0, kAnswerTimeCapMs }, { end, -5000, kAnswerTimeCapMs } }).empty());
    // Two 40-second answers a few minutes apart: 80 seconds, one minute.
    EXPECT_EQ(days({ { end, 40'000, kAnswerTimeCapMs },
                  { end - 5 * kMinute, 40'000, kAnswerTimeCapMs } })[0]
                  .minutes,
        1);
}

TEST(TimeSpent, OverlappingStretchesCountOnce)
{
    const auto noon = kNewYearsEve - 11 * 60 * kMinute - 30 * kMinute; // 12:00 UTC
    // Ten puzzles served together and answered 10 minutes later are 10 minutes, not 100.
    std::vector<TimedSpan> together(10, { noon, 10 * kMinute, kAnswerTimeCapMs });
    EXPECT_EQ(days(together)[0].minutes, 10);
    // A game 11:00-12:00 with a puzzle at 11:40-11:50 inside it, and a lesson 12:10-12:30
    // touching nothing: 60 + 20.
    const auto d = days({ { noon, 60 * kMinute, kComputerGameTimeCapMs },
        { noon - 10 * kMinute, 10 * kMinute, kAnswerTimeCapMs },
        { noon + 30 * kMinute, 20 * kMinute, kLessonTimeCapMs } });
    EXPECT_EQ(
        d, std::vector<Day>({ { "time:2026-12-31", noon + 30 * kMinute, "2026-12-31", 80 } }));
    // Spans that meet end to start add up.
    EXPECT_EQ(days({ { noon, 10 * kMinute, kAnswerTimeCapMs },
                  { noon + 10 * kMinute, 10 * kMinute, kAnswerTimeCapMs } })[0]
                  .minutes,
        20);
}

TEST(TimeSpent, ASpanCountsOnThePlayersDayItEnded)
{
    // 23:20-23:30 UTC on the 31st: the 31st in London, New Year's Day in Paris.
    const std::vector<TimedSpan> late { { kNewYearsEve, 10 * kMinute, kAnswerTimeCapMs } };
    EXPECT_EQ(days(late, 0)[0].day, "2026-12-31");
    EXPECT_EQ(days(late, 60),
        std::vector<Day>({ { "time:2027-01-01", kNewYearsEve, "2027-01-01", 10 } }));
    // Two days, two events, dated by each day's last end.
    const auto d = days({ { kNewYearsEve, 10 * kMinute, kAnswerTimeCapMs },
                            { kNewYearsEve + 60 * kMinute, 30 * kMinute, kLessonTimeCapMs },
                            { kNewYearsEve + 50 * kMinute, 5 * kMinute, kAnswerTimeCapMs } },
        0);
    EXPECT_EQ(d,
        std::vector<Day>({ { "time:2026-12-31", kNewYearsEve, "2026-12-31", 10 },
            { "time:2027-01-01", kNewYearsEve + 60 * kMinute, "2027-01-01", 30 } }));
}

TEST(TimeSpent, ADayHoldsAtMostItsMinutes)
{
    // Three-hour games ending every three hours from 02:30 to 23:30 UTC, the first starting at
    // 23:30 the day before: 24 hours of spans ending on one day.
    std::vector<TimedSpan> games;
    for (int i = 0; i < 8; ++i)
        games.push_back({ kNewYearsEve - i * 180 * kMinute, 180 * kMinute, kLiveGameTimeCapMs });
    EXPECT_EQ(days(games)[0].minutes, 1440);
    // A lesson from 23:20 the day before to 00:20 makes it 24 hours 10 minutes: a day has 1440.
    games.push_back(
        { kNewYearsEve - 23 * 60 * kMinute - 10 * kMinute, 60 * kMinute, kLessonTimeCapMs });
    EXPECT_EQ(days(games)[0].minutes, 1440);
}
