// Test-side JSON mapping for the shared progress vectors (content/progress/test-vectors.json):
// events in, and the state out in the same shape and names as the web's ProgressState. The
// domain (learn/progress_*) knows no JSON; the HTTP mapping will live in net/.
#pragma once

#include "learn/progress_fold.hpp"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

namespace academy::learn::vectors {

using json = nlohmann::json;

inline MoveInput move_from_json(const json& j)
{
    MoveInput m;
    m.touch = j.at("touch").get<bool>();
    m.gesture = j.at("gesture").get<std::string>() == "drag" ? Gesture::drag : Gesture::tap;
    m.ms = j.at("ms").get<std::int64_t>();
    m.missed = j.value("missed", false);
    return m;
}

inline GameResult result_from_json(const std::string& s)
{
    if (s == "win")
        return GameResult::win;
    if (s == "draw")
        return GameResult::draw;
    if (s == "lose")
        return GameResult::lose;
    throw std::invalid_argument("unknown result " + s);
}

inline ActivityEvent event_from_json(const json& j)
{
    ActivityEvent e;
    e.id = j.at("id").get<std::string>();
    e.at_ms = j.at("at").get<std::int64_t>();
    e.day = j.at("day").get<std::string>();
    const auto kind = j.at("kind").get<std::string>();
    if (kind == "puzzle_solved")
        e.detail = PuzzleSolved { j.at("firstAttempt").get<bool>(), j.at("seconds").get<double>() };
    else if (kind == "lesson_completed")
        e.detail
            = LessonCompleted { j.at("lessonId").get<std::string>(), j.at("accuracy").get<int>() };
    else if (kind == "practice_finished")
        e.detail = PracticeFinished {};
    else if (kind == "computer_game_finished" || kind == "live_game_finished")
        e.detail
            = GameFinished { kind == "live_game_finished" ? Opponent::live : Opponent::computer,
                  result_from_json(j.at("result").get<std::string>()), j.at("mobile").get<bool>() };
    else if (kind == "time_spent")
        e.detail = TimeSpent { j.at("minutes").get<int>() };
    else
        throw std::invalid_argument("unknown kind " + kind);
    if (j.contains("moves"))
        for (const auto& m : j.at("moves"))
            e.moves.push_back(move_from_json(m));
    return e;
}

inline json date_or_null(const std::string& d) { return d.empty() ? json(nullptr) : json(d); }

inline json task_json(const PlanTask& t)
{
    return { { "target", t.target }, { "completed", t.completed }, { "remaining", t.remaining } };
}

inline json notification_json(const ProgressNotification& n)
{
    json j = { { "kind", notification_kind_name(n.kind) }, { "eventId", n.event_id },
        { "at", n.at_ms }, { "day", n.day } };
    if (n.kind == NotificationKind::level_up)
        j["level"] = n.level;
    else
        j["xp"] = n.xp;
    if (n.kind == NotificationKind::achievement_unlocked)
        j["achievementId"] = n.achievement_id;
    return j;
}

// The state as the vectors describe it; achievements keyed by id so a case names only the ones
// it is about.
inline json state_view(const ProgressState& s)
{
    json achievements = json::object();
    for (const auto& a : s.achievements)
        achievements[a.id] = { { "title", a.title }, { "description", a.description },
            { "icon", a.icon }, { "category", a.category }, { "requirement", a.requirement },
            { "currentProgress", a.current_progress }, { "unlocked", a.unlocked },
            { "unlockedAt", a.unlocked ? json(a.unlocked_at_ms) : json(nullptr) },
            { "unlockedOn", a.unlocked ? json(a.unlocked_on) : json(nullptr) } };
    json notifications = json::array();
    for (const auto& n : s.notifications)
        notifications.push_back(notification_json(n));
    const auto& m = s.mobile_stats;
    const auto& g = s.daily_goals;
    const auto& p = s.daily_plan;
    return {
        { "totalXP", s.total_xp },
        { "currentLevel", s.current_level },
        { "xpInCurrentLevel", s.xp_in_current_level },
        { "xpForNextLevel", s.xp_for_next_level },
        { "currentStreak", s.current_streak },
        { "longestStreak", s.longest_streak },
        { "lastActivityDate", date_or_null(s.last_activity_date) },
        { "streakFreezeUsed", s.streak_freeze_used },
        { "streakActive", s.streak_active },
        { "lessonsCompleted", s.lessons_completed },
        { "lessonCompletions", s.lesson_completions },
        { "puzzlesSolved", s.puzzles_solved },
        { "gamesPlayed", s.games_played },
        { "gamesWon", s.games_won },
        { "gamesDrawn", s.games_drawn },
        { "gamesLost", s.games_lost },
        { "computerGamesWon", s.computer_games_won },
        { "practiceSessions", s.practice_sessions },
        { "totalTimeSpent", s.total_time_spent },
        { "averageAccuracy", s.average_accuracy },
        { "mobileStats",
            { { "touchAccuracy", s.touch_accuracy }, { "mobileGamesPlayed", m.mobile_games_played },
                { "touchMoves", m.touch_moves }, { "touchMistakes", m.touch_mistakes },
                { "fastTouchMoves", m.fast_touch_moves }, { "swipeMoves", m.swipe_moves },
                { "accurateTouchGames", m.accurate_touch_games } } },
        { "dailyGoals",
            { { "date", date_or_null(g.date) }, { "lessonsTarget", g.lessons_target },
                { "puzzlesTarget", g.puzzles_target }, { "timeTarget", g.time_target },
                { "lessonsCompleted", g.lessons_completed }, { "puzzlesSolved", g.puzzles_solved },
                { "timeSpent", g.time_spent }, { "completed", g.completed } } },
        { "dailyPlan",
            { { "date", date_or_null(p.date) },
                { "tasks",
                    { { "puzzles", task_json(p.puzzles) }, { "lessons", task_json(p.lessons) },
                        { "games", task_json(p.games) } } },
                { "progress",
                    { { "completionPercentage", p.completion_percentage },
                        { "xpEarned", p.xp_earned }, { "isCompleted", p.is_completed } } },
                { "streak",
                    { { "current", p.streak.current }, { "longest", p.streak.longest },
                        { "isActive", p.streak.active } } } } },
        { "achievements", achievements },
        { "notifications", notifications },
        { "ignoredEvents", s.ignored_events },
    };
}

// Empty when every key of `expected` matches `actual` (objects: the keys named; arrays: the same
// length, element by element); otherwise the path of the first difference and both values.
inline std::string subset_mismatch(
    const json& expected, const json& actual, const std::string& path)
{
    if (expected.is_object()) {
        if (!actual.is_object())
            return path + ": expected an object, got " + actual.dump();
        for (const auto& [key, value] : expected.items()) {
            if (!actual.contains(key))
                return path + "." + key + ": missing";
            auto inner = subset_mismatch(value, actual.at(key), path + "." + key);
            if (!inner.empty())
                return inner;
        }
        return "";
    }
    if (expected.is_array()) {
        if (!actual.is_array() || actual.size() != expected.size())
            return path + ": expected " + expected.dump() + ", got " + actual.dump();
        for (std::size_t i = 0; i < expected.size(); ++i) {
            auto inner
                = subset_mismatch(expected[i], actual[i], path + "[" + std::to_string(i) + "]");
            if (!inner.empty())
                return inner;
        }
        return "";
    }
    if (expected != actual)
        return path + ": expected " + expected.dump() + ", got " + actual.dump();
    return "";
}

} // namespace academy::learn::vectors
