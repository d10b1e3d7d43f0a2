#include "learn/progress/progress_achievements.hpp"

#include <array>
#include <cstring>

namespace academy::learn {

namespace {
    // The ids and requirements are the wire's (docs/progress.md, "Achievements"); the titles are
    // the ids in words.
    constexpr std::array<AchievementDef, 14> kCatalogue { {
        { "first_lesson", "First Lesson", "Complete your first lesson", "book", "lessons", 1 },
        { "lesson_graduate", "Lesson Graduate", "Complete 10 different lessons", "graduation-cap",
            "lessons", 10 },
        { "first_puzzle", "First Puzzle", "Solve your first puzzle", "puzzle", "puzzles", 1 },
        { "puzzle_master", "Puzzle Master", "Solve 50 puzzles", "brain", "puzzles", 50 },
        { "first_win", "First Win", "Win a game against the computer", "trophy", "games", 1 },
        { "chess_warrior", "Chess Warrior", "Win 10 games, against the computer or live", "swords",
            "games", 10 },
        { "mobile_first_game", "Mobile First Game", "Play a game on a phone or tablet",
            "smartphone", "mobile", 1 },
        { "touch_accuracy", "Touch Accuracy",
            "Play 10 games with at least 95% of your touch moves landing", "target", "mobile", 10 },
        { "gesture_speed", "Gesture Speed", "Make 20 touch moves in under 0.5 seconds each", "zap",
            "mobile", 20 },
        { "swipe_master", "Swipe Master", "Make 50 moves by swiping a piece", "hand", "mobile",
            50 },
        { "streak_3", "3-Day Streak", "Learn on 3 days in a row", "flame", "streaks", 3 },
        { "streak_7", "7-Day Streak", "Learn on 7 days in a row", "flame", "streaks", 7 },
        { "speed_demon", "Speed Demon", "Solve a puzzle in under 30 seconds", "timer", "puzzles",
            1 },
        { "perfectionist", "Perfectionist", "Complete a lesson with 100% accuracy", "star",
            "lessons", 1 },
    } };

    bool is(const AchievementDef& def, const char* id) { return std::strcmp(def.id, id) == 0; }
} // namespace

std::span<const AchievementDef> achievement_catalogue() { return kCatalogue; }

int achievement_progress(const AchievementDef& def, const ProgressCounters& c, const Streak& s)
{
    const MobileStats& m = c.mobile;
    if (is(def, "first_lesson") || is(def, "lesson_graduate"))
        return lessons_completed(c);
    if (is(def, "first_puzzle") || is(def, "puzzle_master"))
        return c.puzzles_solved;
    if (is(def, "first_win"))
        return c.computer_games_won;
    if (is(def, "chess_warrior"))
        return c.games_won;
    if (is(def, "mobile_first_game"))
        return m.mobile_games_played;
    if (is(def, "touch_accuracy"))
        return m.accurate_touch_games;
    if (is(def, "gesture_speed"))
        return m.fast_touch_moves;
    if (is(def, "swipe_master"))
        return m.swipe_moves;
    if (is(def, "streak_3") || is(def, "streak_7"))
        return s.longest;
    if (is(def, "speed_demon"))
        return c.fast_puzzles;
    if (is(def, "perfectionist"))
        return c.perfect_lessons;
    return 0;
}

} // namespace academy::learn
