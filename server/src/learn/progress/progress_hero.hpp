// The sentence at the top of the Daily plan card: it speaks to where the player stands today.
#pragma once

#include "learn/progress/progress_daily.hpp"

#include <string>

namespace academy::learn {

// Done, not started (with or without a streak to keep) or part-way, naming the next step.
std::string plan_message(const DailyPlan& plan);

} // namespace academy::learn
