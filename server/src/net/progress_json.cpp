#include "net/progress_json.hpp"

#include "learn/progress/progress_intake.hpp"

#include <cmath>
#include <limits>

namespace academy::net {

namespace {

    using nlohmann::json;
    using Problem = std::string;

    // A whole JSON number that fits in [lo, hi]; nothing for anything else (text, fractions,
    // numbers too large to hold).
    std::optional<std::int64_t> whole(const json& j, std::int64_t lo, std::int64_t hi)
    {
        if (!j.is_number_integer())
            return std::nullopt;
        if (j.is_number_unsigned()) {
            const auto u = j.get<std::uint64_t>();
            if (u > static_cast<std::uint64_t>(hi))
                return std::nullopt;
            return static_cast<std::int64_t>(u);
        }
        const auto v = j.get<std::int64_t>();
        if (v < lo || v > hi)
            return std::nullopt;
        return v;
    }

    constexpr auto kIntMin = std::numeric_limits<int>::min();
    constexpr auto kIntMax = std::numeric_limits<int>::max();
    constexpr auto kLongMin = std::numeric_limits<std::int64_t>::min();
    constexpr auto kLongMax = std::numeric_limits<std::int64_t>::max();

    const json* field(const json& j, const char* name)
    {
        const auto it = j.find(name);
        return it == j.end() ? nullptr : &*it;
    }

    std::optional<Problem> read_move(const json& j, learn::MoveInput& m)
    {
        if (!j.is_object())
            return "Each move must be an object";
        const auto* touch = field(j, "touch");
        if (!touch || !touch->is_boolean())
            return "A move's touch must be true or false";
        m.touch = touch->get<bool>();
        const auto* gesture = field(j, "gesture");
        if (!gesture || !gesture->is_string() || (*gesture != "tap" && *gesture != "drag"))
            return "A move's gesture must be tap or drag";
        m.gesture = *gesture == "drag" ? learn::Gesture::drag : learn::Gesture::tap;
        const auto* ms = field(j, "ms");
        const auto ms_value = ms ? whole(*ms, kLongMin, kLongMax) : std::nullopt;
        if (!ms_value)
            return "A move's ms must be a whole number";
        m.ms = *ms_value;
        if (const auto* missed = field(j, "missed"); missed && !missed->is_null()) {
            if (!missed->is_boolean())
                return "A move's missed must be true or false";
            m.missed = missed->get<bool>();
        }
        return std::nullopt;
    }

    std::optional<Problem> read_detail(
        const json& j, const std::string& kind, learn::ActivityEvent& e)
    {
        if (kind == "lesson_completed") {
            const auto* lesson = field(j, "lessonId");
            if (!lesson || !lesson->is_string())
                return "lessonId must be text";
            const auto* accuracy = field(j, "accuracy");
            const auto value = accuracy ? whole(*accuracy, kIntMin, kIntMax) : std::nullopt;
            if (!value)
                return "Accuracy must be a whole number from 0 to 100";
            e.detail
                = learn::LessonCompleted { lesson->get<std::string>(), static_cast<int>(*value) };
        } else if (kind == "practice_finished") {
            e.detail = learn::PracticeFinished {};
        } else if (kind == "time_spent") {
            const auto* minutes = field(j, "minutes");
            const auto value = minutes ? whole(*minutes, kIntMin, kIntMax) : std::nullopt;
            if (!value)
                return "Minutes must be a whole number from 0 to 1440";
            e.detail = learn::TimeSpent { static_cast<int>(*value) };
        } else if (kind == "puzzle_solved") {
            const auto* first = field(j, "firstAttempt");
            if (!first || !first->is_boolean())
                return "firstAttempt must be true or false";
            const auto* seconds = field(j, "seconds");
            if (!seconds || !seconds->is_number() || !std::isfinite(seconds->get<double>()))
                return "seconds must be a number";
            e.detail = learn::PuzzleSolved { first->get<bool>(), seconds->get<double>() };
        } else if (kind == "computer_game_finished" || kind == "live_game_finished") {
            const auto* result = field(j, "result");
            if (!result || !result->is_string()
                || (*result != "win" && *result != "lose" && *result != "draw"))
                return "Result must be win, lose or draw";
            const auto* mobile = field(j, "mobile");
            if (!mobile || !mobile->is_boolean())
                return "mobile must be true or false";
            e.detail
                = learn::GameFinished { kind == "live_game_finished" ? learn::Opponent::live
                                                                     : learn::Opponent::computer,
                      *result == "win"        ? learn::GameResult::win
                          : *result == "draw" ? learn::GameResult::draw
                                              : learn::GameResult::lose,
                      mobile->get<bool>() };
        } else {
            return "Unknown kind: " + kind.substr(0, 40);
        }
        return std::nullopt;
    }

    json task_json(const learn::PlanTask& t)
    {
        return { { "target", t.target }, { "completed", t.completed },
            { "remaining", t.remaining } };
    }

} // namespace

Result<learn::ActivityEvent> progress_event_from_json(const json& j)
{
    if (!j.is_object())
        return Error { "An event must be an object" };
    learn::ActivityEvent e;
    const auto* id = field(j, "id");
    if (!id || !id->is_string())
        return Error { "id must be text" };
    e.id = id->get<std::string>();
    const auto* at = field(j, "at");
    const auto at_value = at ? whole(*at, kLongMin, kLongMax) : std::nullopt;
    if (!at_value)
        return Error { "at must be a whole number of milliseconds" };
    e.at_ms = *at_value;
    const auto* day = field(j, "day");
    if (!day || !day->is_string())
        return Error { "Day must be a date (YYYY-MM-DD)" };
    e.day = day->get<std::string>();
    const auto* kind = field(j, "kind");
    if (!kind || !kind->is_string())
        return Error { "kind must be text" };
    if (auto problem = read_detail(j, kind->get<std::string>(), e))
        return Error { *problem };
    if (const auto* moves = field(j, "moves"); moves && !moves->is_null()) {
        if (!moves->is_array())
            return Error { "moves must be a list" };
        // Counted before anything is read: a huge list is refused, not parsed.
        if (moves->size() > learn::kMaxMovesPerEvent)
            return Error { "An event has at most " + std::to_string(learn::kMaxMovesPerEvent)
                + " moves" };
        for (const auto& m : *moves) {
            learn::MoveInput move;
            if (auto problem = read_move(m, move))
                return Error { *problem };
            e.moves.push_back(move);
        }
    }
    return e;
}

json date_or_null(const std::string& day) { return day.empty() ? json(nullptr) : json(day); }

json achievement_json(const learn::Achievement& a)
{
    return { { "id", a.id }, { "title", a.title }, { "description", a.description },
        { "icon", a.icon }, { "category", a.category }, { "requirement", a.requirement },
        { "currentProgress", a.current_progress }, { "unlocked", a.unlocked },
        { "unlockedAt", a.unlocked ? json(a.unlocked_at_ms) : json(nullptr) },
        { "unlockedOn", a.unlocked ? json(a.unlocked_on) : json(nullptr) } };
}

json notification_json(const learn::ProgressNotification& n)
{
    json j = { { "kind", learn::notification_kind_name(n.kind) }, { "eventId", n.event_id },
        { "at", n.at_ms }, { "day", n.day } };
    if (n.kind == learn::NotificationKind::level_up)
        j["level"] = n.level;
    else
        j["xp"] = n.xp;
    if (n.kind == learn::NotificationKind::achievement_unlocked)
        j["achievementId"] = n.achievement_id;
    return j;
}

json daily_goals_json(const learn::DailyGoals& g)
{
    return { { "date", date_or_null(g.date) }, { "lessonsTarget", g.lessons_target },
        { "puzzlesTarget", g.puzzles_target }, { "timeTarget", g.time_target },
        { "lessonsCompleted", g.lessons_completed }, { "puzzlesSolved", g.puzzles_solved },
        { "timeSpent", g.time_spent }, { "completed", g.completed } };
}

json daily_plan_json(const learn::DailyPlan& p)
{
    return { { "date", date_or_null(p.date) },
        { "tasks",
            { { "puzzles", task_json(p.puzzles) }, { "lessons", task_json(p.lessons) },
                { "games", task_json(p.games) } } },
        { "mistakes", { { "due", p.mistakes_due } } },
        { "progress",
            { { "completionPercentage", p.completion_percentage }, { "xpEarned", p.xp_earned },
                { "isCompleted", p.is_completed } } },
        { "streak",
            { { "current", p.streak.current }, { "longest", p.streak.longest },
                { "isActive", p.streak.active } } } };
}

json mobile_stats_json(const learn::ProgressState& s)
{
    const auto& m = s.mobile_stats;
    return { { "touchAccuracy", s.touch_accuracy }, { "mobileGamesPlayed", m.mobile_games_played },
        { "touchMoves", m.touch_moves }, { "touchMistakes", m.touch_mistakes },
        { "fastTouchMoves", m.fast_touch_moves }, { "swipeMoves", m.swipe_moves },
        { "accurateTouchGames", m.accurate_touch_games } };
}

} // namespace academy::net
