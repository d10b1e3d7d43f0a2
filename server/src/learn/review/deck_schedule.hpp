// When a card of the personal deck comes back: SM-2, the algorithm of SuperMemo 2 as P. A. Wozniak
// published it ("Optimization of learning", 1990; supermemo.com, "Algorithm SM-2").
//
// Why SM-2 and not FSRS: a card's whole state is three numbers (repetitions, interval, E-Factor)
// and every interval can be computed by hand (1 day, 6 days, then the last interval times the
// E-Factor), so tests can assert the published numbers and a player can be told why a card is due.
// FSRS needs its 17-19 weights fitted to a collection of self-rated flash cards; our grades come
// from what the server sees on the board (solved, with or without a wrong try or a hint, how fast),
// not from a "how well did I remember" button, and a player's deck holds a few dozen cards, far
// too few to fit weights. Pure: plain types, no clock but the one passed in.
#pragma once

#include <cstdint>

namespace academy::learn::review {

// SM-2's quality of response, 0-5, from what the server saw.
enum class Grade {
    again = 2, // failed (gave up): "incorrect response; where the correct one seemed easy"
    hard = 3, // solved after a wrong try or with a hint: "recalled with serious difficulty"
    good = 4, // solved at the first try without a hint, slowly: "after a hesitation"
    easy = 5, // solved at the first try without a hint, quickly: "perfect response"
};

const char* grade_name(Grade grade);

// A first-try solve faster than this is easy, slower is good (the puzzles' speed bonus,
// docs/progress.md "XP").
inline constexpr std::int64_t kEasyMs = 30'000;

// The grade of a showing: `solved` false is a failure (again).
Grade grade_for(bool solved, int wrong_tries, bool hinted, std::int64_t ms);

struct CardSchedule {
    int repetitions = 0; // successful showings in a row (SM-2's n)
    int interval_days = 0; // the last interval, I(n)
    double ease = 2.5; // the E-Factor, never below 1.3
    int lapses = 0; // failures, for the player's information
};

inline constexpr double kStartEase = 2.5;
inline constexpr double kMinEase = 1.3;
// Ten years: past it an interval only risks overflowing a date.
inline constexpr int kMaxIntervalDays = 3650;

// The state after one graded showing. For quality q >= 3: I(1) = 1, I(2) = 6, I(n) = I(n-1) x EF
// rounded up to a whole day (with the E-Factor held before this showing), n + 1, and
// EF' = EF + (0.1 - (5 - q) x (0.08 + (5 - q) x 0.02)), at least 1.3. Below 3: the repetitions
// start again from I(1) "without changing the E-Factor".
CardSchedule schedule(const CardSchedule& before, Grade grade);

inline constexpr std::int64_t kDayMs = 24LL * 60 * 60 * 1000;

// When the card is due after being graded at `now_ms` with the new state.
inline std::int64_t due_after(const CardSchedule& s, std::int64_t now_ms)
{
    return now_ms + static_cast<std::int64_t>(s.interval_days) * kDayMs;
}

} // namespace academy::learn::review
