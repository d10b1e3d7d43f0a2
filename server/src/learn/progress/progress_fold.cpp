#include "learn/progress/progress_fold.hpp"

#include <algorithm>
#include <map>
#include <unordered_set>

namespace academy::learn {

namespace {
    // Valid events in ledger order, each id once.
    std::vector<ActivityEvent> ledger(std::vector<ActivityEvent> events, int& ignored)
    {
        std::erase_if(events, [&](const ActivityEvent& e) {
            const bool bad = event_problem(e).has_value();
            ignored += bad ? 1 : 0;
            return bad;
        });
        std::stable_sort(events.begin(), events.end(), [](const auto& a, const auto& b) {
            return a.at_ms != b.at_ms ? a.at_ms < b.at_ms : a.id < b.id;
        });
        std::unordered_set<std::string> seen;
        std::erase_if(events, [&](const ActivityEvent& e) { return !seen.insert(e.id).second; });
        return events;
    }

    void tally(DayTally& day, const ActivityEvent& e)
    {
        if (std::holds_alternative<LessonCompleted>(e.detail))
            ++day.lessons;
        else if (std::holds_alternative<PuzzleSolved>(e.detail))
            ++day.puzzles;
        else if (std::holds_alternative<GameFinished>(e.detail))
            ++day.games;
        else if (const auto* t = std::get_if<TimeSpent>(&e.detail))
            day.minutes += t->minutes;
    }

    std::vector<Achievement> locked_achievements()
    {
        std::vector<Achievement> list;
        for (const auto& def : achievement_catalogue())
            list.push_back({ def.id, def.title, def.description, def.icon, def.category,
                def.requirement, 0, false, 0, "" });
        return list;
    }
} // namespace

const char* notification_kind_name(NotificationKind kind)
{
    switch (kind) {
    case NotificationKind::level_up:
        return "level_up";
    case NotificationKind::achievement_unlocked:
        return "achievement_unlocked";
    case NotificationKind::daily_goals_complete:
        return "daily_goals_complete";
    }
    return "";
}

ProgressState fold_progress(
    std::vector<ActivityEvent> events, const std::optional<std::string>& today)
{
    ProgressState state;
    const auto ordered = ledger(std::move(events), state.ignored_events);
    const auto catalogue = achievement_catalogue();
    state.achievements = locked_achievements();

    ProgressCounters counters;
    Streak streak;
    std::map<std::string, DayTally> days;
    std::int64_t xp = 0;
    std::string latest_day;

    for (const auto& e : ordered) {
        const std::int64_t xp_before = xp;
        const int level_before = level_for_xp(xp).level;
        auto note = [&](NotificationKind kind) {
            ProgressNotification n;
            n.kind = kind;
            n.event_id = e.id;
            n.at_ms = e.at_ms;
            n.day = e.day;
            return n;
        };
        DayTally& day = days[e.day];
        latest_day = std::max(latest_day, e.day);
        if (!std::holds_alternative<TimeSpent>(e.detail))
            streak = streak_after_activity(streak, e.day);
        count_event(counters, e);
        tally(day, e);
        const int earned = xp_for_event(e.detail);
        xp += earned;
        day.xp += earned;

        for (std::size_t i = 0; i < catalogue.size(); ++i) {
            Achievement& a = state.achievements[i];
            if (a.unlocked || achievement_progress(catalogue[i], counters, streak) < a.requirement)
                continue;
            a.unlocked = true;
            a.unlocked_at_ms = e.at_ms;
            a.unlocked_on = e.day;
            xp += kAchievementXp;
            day.xp += kAchievementXp;
            auto n = note(NotificationKind::achievement_unlocked);
            n.achievement_id = a.id;
            n.xp = kAchievementXp;
            state.notifications.push_back(std::move(n));
        }

        if (!day.goals_rewarded && daily_goals_met(day)) {
            day.goals_rewarded = true;
            xp += kDailyGoalsXp;
            day.xp += kDailyGoalsXp;
            auto n = note(NotificationKind::daily_goals_complete);
            n.xp = kDailyGoalsXp;
            state.notifications.push_back(std::move(n));
        }

        if (xp > xp_before)
            state.xp_by_week[week_of(e.at_ms)] += xp - xp_before;

        const int level_after = level_for_xp(xp).level;
        if (level_after > level_before) {
            auto n = note(NotificationKind::level_up);
            n.level = level_after;
            state.notifications.push_back(std::move(n));
        }
    }

    for (std::size_t i = 0; i < catalogue.size(); ++i) {
        Achievement& a = state.achievements[i];
        a.current_progress
            = std::min(achievement_progress(catalogue[i], counters, streak), a.requirement);
    }

    const LevelInfo level = level_for_xp(xp);
    state.total_xp = xp;
    state.current_level = level.level;
    state.xp_in_current_level = level.xp_in_current_level;
    state.xp_for_next_level = level.xp_for_next_level;

    const std::string on = today && day_number(*today) ? *today : latest_day;
    const StreakView view = streak_on(streak, on);
    state.current_streak = view.current;
    state.longest_streak = view.longest;
    state.last_activity_date = streak.last_activity_date;
    state.streak_freeze_used = streak.freeze_used;
    state.streak_active = view.active;

    state.lessons_completed = lessons_completed(counters);
    state.lesson_completions = counters.lesson_completions;
    state.puzzles_solved = counters.puzzles_solved;
    state.games_played = counters.games_played;
    state.games_won = counters.games_won;
    state.games_drawn = counters.games_drawn;
    state.games_lost = counters.games_lost;
    state.computer_games_won = counters.computer_games_won;
    state.practice_sessions = counters.practice_sessions;
    state.total_time_spent = counters.total_time_spent;
    state.average_accuracy = average_accuracy(counters);
    state.mobile_stats = counters.mobile;
    state.touch_accuracy = touch_accuracy(counters.mobile);

    const auto found = days.find(on);
    const DayTally of_today = found == days.end() ? DayTally {} : found->second;
    state.daily_goals = daily_goals(on, of_today);
    state.daily_plan = daily_plan(on, of_today, view);
    return state;
}

} // namespace academy::learn
