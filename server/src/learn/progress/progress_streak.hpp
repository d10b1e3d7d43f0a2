// The daily streak, counted in the player's own calendar days.
#pragma once

#include <string>

namespace academy::learn {

struct Streak {
    int current = 0;
    int longest = 0;
    std::string last_activity_date; // YYYY-MM-DD, empty before the first activity
    bool freeze_used = false; // the one freeze of this streak has bridged a missed day
};

// The streak after an activity on `day` (a valid YYYY-MM-DD):
// - same day as the last activity, or an earlier one (the player crossed time zones westwards):
//   no change;
// - the next day: +1;
// - exactly one day missed, the streak non-zero and its freeze unused: the freeze covers the
//   missed day (that day itself adds nothing) and today adds 1;
// - otherwise a new streak of 1, which has its own freeze again.
// The longest streak is kept throughout.
Streak streak_after_activity(Streak streak, const std::string& day);

// What the player sees on `today`: the streak still stands if the last activity was today or
// yesterday, or the day before yesterday while the freeze is unused (it would bridge yesterday at
// the next activity); otherwise it has lapsed and shows 0. `active` tells whether today counted.
struct StreakView {
    int current = 0;
    int longest = 0;
    bool active = false;
};
StreakView streak_on(const Streak& streak, const std::string& today);

} // namespace academy::learn
