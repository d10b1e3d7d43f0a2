#include "net/progress_json.hpp"

#include "net/request_reader.hpp"

namespace academy::net {

namespace {

    using nlohmann::json;

    // Moves one event may list: more than any lesson or game has.
    constexpr std::size_t kMaxMovesPerEvent = 1000;

    // A move of an event's list, each field in the words the web's tests know.
    void read_move(RequestReader& in, learn::MoveInput& m)
    {
        m.touch = in.field<bool>("touch", { .message = "A move's touch must be true or false" });
        m.gesture = in.choice<learn::Gesture>("gesture",
            { { "tap", learn::Gesture::tap }, { "drag", learn::Gesture::drag } },
            "A move's gesture must be tap or drag");
        m.ms = in.field<std::int64_t>("ms", { .message = "A move's ms must be a whole number" });
        m.missed = in.field<std::optional<bool>>(
                         "missed", { .message = "A move's missed must be true or false" })
                       .value_or(m.missed);
    }

    void read_detail(RequestReader& in, const std::string& kind, learn::ActivityEvent& e)
    {
        if (kind == "lesson_completed") {
            auto lesson = in.field<std::string>("lessonId", { .message = "lessonId must be text" });
            const auto accuracy = in.field<int>(
                "accuracy", { .message = "Accuracy must be a whole number from 0 to 100" });
            e.detail = learn::LessonCompleted { std::move(lesson), accuracy };
        } else if (kind == "practice_finished") {
            e.detail = learn::PracticeFinished {};
        } else if (kind == "time_spent") {
            e.detail = learn::TimeSpent { in.field<int>(
                "minutes", { .message = "Minutes must be a whole number from 0 to 1440" }) };
        } else if (kind == "puzzle_solved") {
            const auto first = in.field<bool>(
                "firstAttempt", { .message = "firstAttempt must be true or false" });
            const auto seconds
                = in.field<double>("seconds", { .message = "seconds must be a number" });
            e.detail = learn::PuzzleSolved { first, seconds };
        } else if (kind == "computer_game_finished" || kind == "live_game_finished") {
            const auto result = in.choice<learn::GameResult>("result",
                { { "win", learn::GameResult::win }, { "lose", learn::GameResult::lose },
                    { "draw", learn::GameResult::draw } },
                "Result must be win, lose or draw");
            const auto mobile
                = in.field<bool>("mobile", { .message = "mobile must be true or false" });
            e.detail
                = learn::GameFinished { kind == "live_game_finished" ? learn::Opponent::live
                                                                     : learn::Opponent::computer,
                      result, mobile };
        } else {
            in.fail("Unknown kind: " + kind.substr(0, 40));
        }
    }

    json task_json(const learn::PlanTask& t)
    {
        return { { "target", t.target }, { "completed", t.completed },
            { "remaining", t.remaining } };
    }

} // namespace

Result<learn::ActivityEvent> read_progress_event(RequestReader& in)
{
    learn::ActivityEvent e;
    e.id = in.field<std::string>("id", { .message = "id must be text" });
    e.at_ms
        = in.field<std::int64_t>("at", { .message = "at must be a whole number of milliseconds" });
    e.day = in.field<std::string>("day", { .message = "Day must be a date (YYYY-MM-DD)" });
    const auto kind = in.field<std::string>("kind", { .message = "kind must be text" });
    if (in)
        read_detail(in, kind, e);
    if (in.has("moves")) {
        auto moves = in.list("moves", { .message = "moves must be a list" });
        // Counted before anything is read: a huge list is refused, not parsed.
        if (moves.size() > kMaxMovesPerEvent)
            in.fail("An event has at most " + std::to_string(kMaxMovesPerEvent) + " moves");
        for (std::size_t i = 0; in && i < moves.size(); ++i) {
            auto item = moves.object(i, "Each move must be an object");
            learn::MoveInput move;
            read_move(item, move);
            e.moves.push_back(move);
        }
    }
    if (!in)
        return Error { in.message() };
    return e;
}

Result<learn::ActivityEvent> progress_event_from_json(const json& j)
{
    RequestReader in(j, {}, kNotAnEvent);
    return read_progress_event(in);
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
