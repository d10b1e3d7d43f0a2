// The whole progress state of a player, replayed from the ledger of activity events. Only the
// server replays it; the cases of content/progress/test-vectors.json hold it to the rules.
#pragma once

#include "learn/progress/progress_achievements.hpp"
#include "learn/progress/progress_counters.hpp"
#include "learn/progress/progress_daily.hpp"
#include "learn/progress/progress_event.hpp"
#include "learn/progress/progress_rules.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace academy::learn {

enum class NotificationKind { level_up, achievement_unlocked, daily_goals_complete };

const char* notification_kind_name(NotificationKind kind);

// Something worth a toast, produced by the event `event_id`.
struct ProgressNotification {
    NotificationKind kind = NotificationKind::level_up;
    std::string event_id;
    std::int64_t at_ms = 0;
    std::string day;
    int level = 0; // level_up: the level reached
    std::string achievement_id; // achievement_unlocked
    int xp = 0; // the bonus that came with it (0 for level_up)
};

struct ProgressState {
    std::int64_t total_xp = 0;
    int current_level = 0;
    std::int64_t xp_in_current_level = 0;
    std::int64_t xp_for_next_level = 0;

    int current_streak = 0; // as of `today`: 0 once lapsed
    int longest_streak = 0;
    std::string last_activity_date; // empty before any activity
    bool streak_freeze_used = false;
    bool streak_active = false; // there was activity today

    int lessons_completed = 0; // distinct lessons
    int lesson_completions = 0;
    int puzzles_solved = 0;
    int games_played = 0;
    int games_won = 0;
    int games_drawn = 0;
    int games_lost = 0;
    int computer_games_won = 0;
    int practice_sessions = 0;
    int total_time_spent = 0; // minutes
    int average_accuracy = 0;
    MobileStats mobile_stats;
    int touch_accuracy = 100;

    DailyGoals daily_goals; // for `today`
    DailyPlan daily_plan; // for `today`
    std::vector<Achievement> achievements; // all fourteen, catalogue order
    std::vector<ProgressNotification> notifications; // in ledger order
    // XP earned per ISO week in UTC (week_of: its Monday, YYYY-MM-DD), bonuses included: an
    // achievement or the daily goals count in the week of the event that earned them. Weeks
    // without XP are absent. The weekly XP race reads it.
    std::map<std::string, std::int64_t> xp_by_week;
    int ignored_events = 0; // refused by event_problem
};

// Replays `events` into the state a player sees on `today` (their local date, YYYY-MM-DD; when
// absent or invalid, the latest day in the ledger). Events are taken in order of timestamp, then
// id, so the order they arrive in does not matter; an id seen again is the same event and counts
// once (the earliest copy). Invalid events are skipped and counted. Streaks move on any activity
// except time-spent reports: having the app open is not learning.
ProgressState fold_progress(
    std::vector<ActivityEvent> events, const std::optional<std::string>& today = std::nullopt);

} // namespace academy::learn
