#include "learn/progress/progress_rules.hpp"

#include <array>
#include <chrono>
#include <cstdio>

namespace academy::learn {

namespace {
    constexpr std::array<std::int64_t, 20> kThresholds { 0, 100, 250, 450, 700, 1000, 1350, 1750,
        2200, 2700, 3250, 3850, 4500, 5200, 5950, 6750, 7600, 8500, 9450, 10450 };
    constexpr std::int64_t kXpPerLevelBeyondTable = 1000;
    constexpr int kLastTableLevel = static_cast<int>(kThresholds.size()) - 1;

    template <class... F> struct Overloaded : F... {
        using F::operator()...;
    };
} // namespace

int xp_for_event(const ActivityDetail& detail)
{
    return std::visit(Overloaded {
                          [](const PuzzleSolved& p) {
                              return kPuzzleXp + (p.first_attempt ? kPuzzleFirstAttemptXp : 0)
                                  + (p.seconds < kPuzzleFastSeconds ? kPuzzleFastXp : 0);
                          },
                          [](const LessonCompleted& l) {
                              return kLessonXp + (l.accuracy >= 90 ? kLessonAccuracy90Xp : 0)
                                  + (l.accuracy >= 100 ? kLessonPerfectXp : 0);
                          },
                          [](const PracticeFinished&) { return 0; },
                          [](const GameFinished& g) {
                              const int base = g.result == GameResult::win ? kGameWinXp
                                  : g.result == GameResult::draw           ? kGameDrawXp
                                                                           : kGameLossXp;
                              return base + (g.mobile ? kGameMobileXp : 0);
                          },
                          [](const TimeSpent&) { return 0; },
                      },
        detail);
}

std::int64_t level_threshold(int level)
{
    if (level <= 0)
        return 0;
    if (level <= kLastTableLevel)
        return kThresholds[static_cast<std::size_t>(level)];
    return kThresholds.back() + (level - kLastTableLevel) * kXpPerLevelBeyondTable;
}

LevelInfo level_for_xp(std::int64_t total_xp)
{
    int level = 0;
    if (total_xp >= kThresholds.back()) {
        level = kLastTableLevel
            + static_cast<int>((total_xp - kThresholds.back()) / kXpPerLevelBeyondTable);
    } else {
        while (level + 1 <= kLastTableLevel && total_xp >= kThresholds[level + 1])
            ++level;
    }
    const std::int64_t start = level_threshold(level);
    return { level, total_xp - start, level_threshold(level + 1) - start };
}

std::int64_t week_start_ms(std::int64_t at_ms)
{
    constexpr std::int64_t day_ms = 24LL * 60 * 60 * 1000;
    const std::int64_t day = at_ms >= 0 ? at_ms / day_ms : -((-at_ms + day_ms - 1) / day_ms);
    // 1970-01-01 was a Thursday: three days after a Monday.
    const std::int64_t since_monday = ((day + 3) % 7 + 7) % 7;
    return (day - since_monday) * day_ms;
}

std::string week_of(std::int64_t at_ms)
{
    using namespace std::chrono;
    const year_month_day date { floor<days>(
        sys_time<milliseconds>(milliseconds(week_start_ms(at_ms)))) };
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()),
        static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
    return text;
}

} // namespace academy::learn
