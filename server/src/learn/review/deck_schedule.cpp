#include "learn/review/deck_schedule.hpp"

#include <algorithm>
#include <cmath>

namespace academy::learn::review {

const char* grade_name(Grade grade)
{
    switch (grade) {
    case Grade::again:
        return "again";
    case Grade::hard:
        return "hard";
    case Grade::good:
        return "good";
    case Grade::easy:
        return "easy";
    }
    return "again";
}

Grade grade_for(bool solved, int wrong_tries, bool hinted, std::int64_t ms)
{
    if (!solved)
        return Grade::again;
    if (wrong_tries > 0 || hinted)
        return Grade::hard;
    return ms < kEasyMs ? Grade::easy : Grade::good;
}

CardSchedule schedule(const CardSchedule& before, Grade grade)
{
    const int q = static_cast<int>(grade);
    CardSchedule after = before;
    if (q < 3) {
        after.repetitions = 0;
        after.interval_days = 1;
        ++after.lapses;
        return after;
    }
    if (before.repetitions == 0)
        after.interval_days = 1;
    else if (before.repetitions == 1)
        after.interval_days = 6;
    else
        // SM-2 rounds a fractional interval up. The small epsilon keeps 6 x 2.5 = 15 at 15 when
        // the E-Factor's sums land a hair above the decimal value.
        after.interval_days = static_cast<int>(std::min<double>(
            kMaxIntervalDays, std::ceil(before.interval_days * before.ease - 1e-9)));
    after.repetitions = before.repetitions + 1;
    const int d = 5 - q;
    after.ease = std::max(kMinEase, before.ease + (0.1 - d * (0.08 + d * 0.02)));
    return after;
}

} // namespace academy::learn::review
