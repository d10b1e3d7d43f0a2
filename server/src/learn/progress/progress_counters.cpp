#include "learn/progress/progress_counters.hpp"

#include "learn/progress/progress_rules.hpp"

namespace academy::learn {

namespace {
    constexpr std::int64_t kFastTouchMs = 500;
    constexpr int kAccurateTouchPercent = 95;

    void count_moves(MobileStats& m, const ActivityEvent& event, bool is_game)
    {
        int touches = 0;
        int misses = 0;
        for (const auto& move : event.moves) {
            if (!move.touch)
                continue;
            ++touches;
            if (move.missed) {
                ++misses;
                continue;
            }
            if (move.ms < kFastTouchMs)
                ++m.fast_touch_moves;
            if (move.gesture == Gesture::drag)
                ++m.swipe_moves;
        }
        m.touch_moves += touches;
        m.touch_mistakes += misses;
        // Integer form of (touches - misses) / touches >= 95%, so both sides agree exactly.
        if (is_game && touches > 0 && (touches - misses) * 100 >= kAccurateTouchPercent * touches)
            ++m.accurate_touch_games;
    }
} // namespace

void count_event(ProgressCounters& c, const ActivityEvent& event)
{
    const auto* game = std::get_if<GameFinished>(&event.detail);
    count_moves(c.mobile, event, game != nullptr);
    if (const auto* p = std::get_if<PuzzleSolved>(&event.detail)) {
        ++c.puzzles_solved;
        if (p->seconds < kPuzzleFastSeconds)
            ++c.fast_puzzles;
    } else if (const auto* l = std::get_if<LessonCompleted>(&event.detail)) {
        c.lesson_ids.insert(l->lesson_id);
        ++c.lesson_completions;
        c.accuracy_sum += l->accuracy;
        if (l->accuracy >= 100)
            ++c.perfect_lessons;
    } else if (std::holds_alternative<PracticeFinished>(event.detail)) {
        ++c.practice_sessions;
    } else if (const auto* t = std::get_if<TimeSpent>(&event.detail)) {
        c.total_time_spent += t->minutes;
    } else if (game) {
        ++c.games_played;
        if (game->mobile)
            ++c.mobile.mobile_games_played;
        if (game->result == GameResult::win) {
            ++c.games_won;
            if (game->opponent == Opponent::computer)
                ++c.computer_games_won;
        } else if (game->result == GameResult::draw) {
            ++c.games_drawn;
        } else {
            ++c.games_lost;
        }
    }
}

int lessons_completed(const ProgressCounters& c) { return static_cast<int>(c.lesson_ids.size()); }

int average_accuracy(const ProgressCounters& c)
{
    if (c.lesson_completions == 0)
        return 0;
    const std::int64_t n = c.lesson_completions;
    return static_cast<int>((2 * c.accuracy_sum + n) / (2 * n));
}

int touch_accuracy(const MobileStats& m)
{
    if (m.touch_moves == 0)
        return 100;
    return (m.touch_moves - m.touch_mistakes) * 100 / m.touch_moves;
}

} // namespace academy::learn
