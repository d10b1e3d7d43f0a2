#include "learn/progress/progress_streak.hpp"

#include "learn/progress/progress_event.hpp"

#include <algorithm>

namespace academy::learn {

namespace {
    // Days from the last activity to `day`; nullopt before any activity.
    std::optional<std::int64_t> days_since_last(const Streak& s, const std::string& day)
    {
        auto last = day_number(s.last_activity_date);
        auto now = day_number(day);
        if (!last || !now)
            return std::nullopt;
        return *now - *last;
    }
} // namespace

Streak streak_after_activity(Streak s, const std::string& day)
{
    const auto gap = days_since_last(s, day);
    if (gap && *gap <= 0)
        return s;
    if (gap && *gap == 1) {
        ++s.current;
    } else if (gap && *gap == 2 && s.current > 0 && !s.freeze_used) {
        s.freeze_used = true;
        ++s.current;
    } else {
        s.current = 1;
        s.freeze_used = false;
    }
    s.last_activity_date = day;
    s.longest = std::max(s.longest, s.current);
    return s;
}

StreakView streak_on(const Streak& s, const std::string& today)
{
    StreakView view { s.current, s.longest, false };
    const auto gap = days_since_last(s, today);
    if (!gap)
        return view;
    view.active = *gap <= 0;
    const bool lapsed = *gap > 2 || (*gap == 2 && s.freeze_used);
    if (lapsed)
        view.current = 0;
    return view;
}

} // namespace academy::learn
