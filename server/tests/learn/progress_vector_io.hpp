// Test-side view of the shared progress vectors (content/progress/test-vectors.json): events are
// read by the server's own wire mapping (net/progress_json.hpp), and the state is shown in the
// same shape and names as the web's ProgressState, built from that mapping's pieces.
#pragma once

#include "learn/progress/progress_fold.hpp"
#include "net/progress_json.hpp"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

namespace academy::learn::vectors {

using json = nlohmann::json;
using net::date_or_null;

// Every event of the vectors is well-formed on the wire (invalid ones break the rules, not the
// types), so a wire problem here is a broken file.
inline ActivityEvent event_from_json(const json& j)
{
    auto parsed = net::progress_event_from_json(j);
    if (!parsed)
        throw std::invalid_argument(parsed.error().message + " in " + j.dump());
    return std::move(parsed).value();
}

// The state as the vectors describe it; achievements keyed by id so a case names only the ones
// it is about.
inline json state_view(const ProgressState& s)
{
    json achievements = json::object();
    for (const auto& a : s.achievements)
        achievements[a.id] = net::achievement_json(a);
    json notifications = json::array();
    for (const auto& n : s.notifications)
        notifications.push_back(net::notification_json(n));
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
        { "mobileStats", net::mobile_stats_json(s) },
        { "dailyGoals", net::daily_goals_json(s.daily_goals) },
        { "dailyPlan", net::daily_plan_json(s.daily_plan) },
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
