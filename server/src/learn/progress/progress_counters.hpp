// Running totals over the ledger: what the progress cards show and what achievements measure.
#pragma once

#include "learn/progress/progress_event.hpp"

#include <set>
#include <string>

namespace academy::learn {

struct MobileStats {
    int mobile_games_played = 0;
    int touch_moves = 0; // touch gestures, missed ones included
    int touch_mistakes = 0; // touch gestures that made no legal move
    int fast_touch_moves = 0; // touch moves made in under half a second
    int swipe_moves = 0; // touch moves made by dragging the piece
    int accurate_touch_games = 0; // games with touch input at least 95% accurate
};

struct ProgressCounters {
    std::set<std::string> lesson_ids; // distinct lessons completed
    int lesson_completions = 0; // every completion, reviews included
    int perfect_lessons = 0; // completions at 100% accuracy
    std::int64_t accuracy_sum = 0; // over all completions, for the average
    int puzzles_solved = 0;
    int fast_puzzles = 0; // solved in under 30 s
    int games_played = 0; // against the computer and live
    int games_won = 0;
    int games_drawn = 0;
    int games_lost = 0;
    int computer_games_won = 0;
    int practice_sessions = 0;
    int total_time_spent = 0; // minutes reported by time-spent events
    MobileStats mobile;
};

// Adds one (valid) event to the totals.
void count_event(ProgressCounters& counters, const ActivityEvent& event);

// Lessons completed counts each lesson once, however often it is reviewed.
int lessons_completed(const ProgressCounters& counters);

// Mean lesson accuracy, rounded half up to a whole percent; 0 before any lesson.
int average_accuracy(const ProgressCounters& counters);

// Share of touch gestures that made a move, rounded down to a whole percent; 100 before any.
int touch_accuracy(const MobileStats& mobile);

} // namespace academy::learn
