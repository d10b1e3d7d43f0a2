// What the server accepts from a browser for the progress ledger. Only what happens in the browser
// alone is taken (lessons completed, practice sessions finished, time spent); puzzles and games are
// recorded by the server as they are played, so a client can never claim one.
#pragma once

#include "learn/lessons/catalogue.hpp"
#include "learn/progress/progress_event.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace academy::learn {

inline constexpr std::size_t kMaxEventIdLength = 64;
inline constexpr std::size_t kMaxMovesPerEvent = 1000;
// Clocks drift: a browser a little ahead of the server is not lying.
inline constexpr std::int64_t kFutureToleranceMs = 5 * 60 * 1000;
// Events one account may hold for one day: more than any real day of lessons, practice and
// minute-by-minute time reports (8 hours of those are 480), and a bound on what a client that
// invents events can store or earn.
inline constexpr int kMaxBrowserEventsPerDay = 500;
// 2020-01-01T00:00:00Z: nothing was learnt here before that.
inline constexpr std::int64_t kEarliestEventMs = 1577836800000;

// Lessons, practice and time: the kinds only the browser sees.
bool browser_only(const ActivityDetail& detail);

// Why a browser-sent event cannot be stored, as a sentence for the player, or nothing. Checks the
// id (1-64 letters, digits, '-' or '_': no ':', which the server's own ids use), the kind, the
// rules' event_problem, that the lesson is one of `catalogue` (Catalogue::known_lesson), the time
// (not over 5 minutes ahead of `now_ms`, not before 2020) and that the day is within one day of
// the time's UTC date (time zones span -12 to +14).
std::optional<std::string> intake_problem(
    const ActivityEvent& event, std::int64_t now_ms, const lessons::Catalogue& catalogue);

} // namespace academy::learn
