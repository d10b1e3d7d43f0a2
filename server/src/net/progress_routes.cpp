#include "net/progress_routes.hpp"

#include "learn/assessment/assessment_service.hpp"
#include "learn/progress/progress_hero.hpp"
#include "learn/progress/progress_ledger.hpp"
#include "net/auth_middleware.hpp"
#include "net/progress_json.hpp"
#include "net/request_reader.hpp"
#include "store/assessments_repository.hpp"
#include "store/deck_repository.hpp"
#include "store/progress_repository.hpp"
#include "store/puzzles_repository.hpp"
#include "store/user_stats.hpp"
#include "store/wall_clock.hpp"

#include <cmath>
#include <cstdlib>
#include <list>
#include <memory>
#include <mutex>
#include <unordered_map>

namespace academy::net {

namespace {

    using nlohmann::json;
    constexpr std::int64_t kMsPerDay = 24LL * 60 * 60 * 1000;

    // Answers of GET /api/progress by what they were computed from: the account, its ledger's
    // version (which moves with anything added to the ledger: migration 0060), the calendar
    // offset, the player's today and the minute (the rating's 7-day window moves with the clock).
    // A dashboard asks again and again while nothing changed; replaying the ledger each time
    // would cost a dozen queries and the fold. Least recently used answers go first.
    class AnswerCache {
    public:
        explicit AnswerCache(std::size_t capacity)
            : capacity_(capacity)
        {
        }
        std::optional<std::string> find(const std::string& key)
        {
            std::lock_guard lock(mutex_);
            const auto it = index_.find(key);
            if (it == index_.end())
                return std::nullopt;
            order_.splice(order_.begin(), order_, it->second);
            return it->second->second;
        }
        void keep(const std::string& key, std::string body)
        {
            if (capacity_ == 0)
                return;
            std::lock_guard lock(mutex_);
            if (const auto it = index_.find(key); it != index_.end()) {
                it->second->second = std::move(body);
                order_.splice(order_.begin(), order_, it->second);
                return;
            }
            order_.emplace_front(key, std::move(body));
            index_[key] = order_.begin();
            if (order_.size() > capacity_) {
                index_.erase(order_.back().first);
                order_.pop_back();
            }
        }

    private:
        std::size_t capacity_;
        std::mutex mutex_;
        std::list<std::pair<std::string, std::string>> order_; // most recent first
        std::unordered_map<std::string, std::list<std::pair<std::string, std::string>>::iterator>
            index_;
    };

    struct Context {
        store::Database& db;
        std::function<std::int64_t()> now_ms;
        std::shared_ptr<AnswerCache> answers;
    };

    constexpr std::string_view kOffsetWords
        = "timeZoneOffsetMinutes must be minutes east of UTC, a multiple of 15 from -720 to 840";

    // The player's offset east of UTC for this request: the one the client sends (the browser
    // knows its zone; the server only remembers it), else the stored one. `changed`: to be kept.
    struct Offset {
        int minutes = 0;
        bool changed = false;
    };

    // Reads timeZoneOffsetMinutes from a query string.
    Offset read_offset(RequestReader& in, int stored)
    {
        const auto sent = in.field<std::optional<std::int64_t>>(
            "timeZoneOffsetMinutes", { .message = kOffsetWords });
        if (!sent)
            return { stored, false };
        if (!learn::valid_utc_offset(*sent)) {
            in.fail(std::string(kOffsetWords));
            return { stored, false };
        }
        return { static_cast<int>(*sent), *sent != stored };
    }

    void keep_offset(Context& c, std::int64_t user_id, const Offset& offset)
    {
        if (offset.changed)
            store::ProgressRepository(c.db).set_utc_offset_minutes(user_id, offset.minutes);
    }

    // The player's today: theirs by the offset, or the `today` the client names, which may differ
    // from the server's UTC date by a day at most (the zones span -12 to +14 hours).
    std::string read_today(RequestReader& query, std::int64_t now_ms, int offset)
    {
        const auto given = query.field<std::optional<std::string>>("today");
        if (!given)
            return learn::local_day(now_ms, offset);
        const auto day = learn::day_number(*given);
        if (!day || std::llabs(*day - now_ms / kMsPerDay) > 1)
            query.fail("today must be a date (YYYY-MM-DD) within a day of the server's date");
        return *given;
    }

    // The learner's one "your rating" and where it comes from (issue 30): rated games (the main
    // speed), else rated puzzles, else the newest strength assessment or calibration result
    // (which seeded the puzzle rating), else none.
    json rating_json(store::Database& db, std::int64_t user_id, std::int64_t now_ms)
    {
        const auto stats = store::load_user_stats(db, user_id, now_ms);
        const auto speed = store::main_speed(stats);
        if (speed) {
            const auto change = stats.weekly_changes.find(*speed);
            return { { "speed", *speed }, { "current", stats.ratings.at(*speed) },
                { "weeklyChange",
                    change == stats.weekly_changes.end() ? json(nullptr) : json(change->second) },
                { "source", "games" } };
        }
        // `aboveScale`: a test's result beyond its scale's top, shown "1800+" as the test shows it.
        const auto other = [](const json& current, const char* source, bool above_scale = false) {
            return json { { "speed", nullptr }, { "current", current }, { "weeklyChange", nullptr },
                { "source", source ? json(source) : json(nullptr) },
                { "aboveScale", above_scale } };
        };
        store::PuzzlesRepository puzzles(db);
        if (puzzles.has_rated_attempt(user_id))
            return other(std::lround(puzzles.player_rating(user_id).rating), "puzzles");
        store::AssessmentsRepository tests(db);
        std::optional<store::AssessmentSessionRow> newest;
        for (const char* kind : { "assessment", "calibration" }) {
            const auto done = tests.completed(user_id, kind);
            if (!done.empty()
                && (!newest
                    || done.front().completed_at_ms.value_or(0)
                        > newest->completed_at_ms.value_or(0)))
                newest = done.front();
        }
        if (newest) {
            // As the test stated it, on its own scale (the assessment's "1800+" reads 1800).
            const auto kind = newest->kind == "calibration" ? learn::TestKind::calibration
                                                            : learn::TestKind::assessment;
            const auto stated = learn::reported_on(
                learn::scale_of(kind), newest->rating, { newest->rating_low, newest->rating_high });
            return other(stated.rating, newest->kind.c_str(), stated.above);
        }
        return other(nullptr, nullptr);
    }

    json progress_json(Context& c, std::int64_t user_id, const learn::ProgressState& s,
        const std::string& today, int offset)
    {
        json achievements = json::array();
        for (const auto& a : s.achievements)
            achievements.push_back(achievement_json(a));
        json notifications = json::array();
        const auto skip = s.notifications.size() > kNotificationsShown
            ? s.notifications.size() - kNotificationsShown
            : 0;
        for (auto it = s.notifications.begin() + static_cast<std::ptrdiff_t>(skip);
             it != s.notifications.end(); ++it)
            notifications.push_back(notification_json(*it));
        return {
            { "today", today },
            { "timeZoneOffsetMinutes", offset },
            { "totalXP", s.total_xp },
            { "level", s.current_level },
            { "xpInCurrentLevel", s.xp_in_current_level },
            { "xpForNextLevel", s.xp_for_next_level },
            { "streak",
                { { "current", s.current_streak }, { "longest", s.longest_streak },
                    { "freezeUsed", s.streak_freeze_used }, { "active", s.streak_active },
                    { "lastActivityDate", date_or_null(s.last_activity_date) } } },
            { "achievements", achievements },
            { "dailyGoals", daily_goals_json(s.daily_goals) },
            { "counters",
                { { "lessonsCompleted", s.lessons_completed },
                    { "lessonCompletions", s.lesson_completions },
                    { "puzzlesSolved", s.puzzles_solved }, { "gamesPlayed", s.games_played },
                    { "gamesWon", s.games_won }, { "gamesDrawn", s.games_drawn },
                    { "gamesLost", s.games_lost }, { "practiceSessions", s.practice_sessions },
                    { "totalTimeSpent", s.total_time_spent },
                    { "averageAccuracy", s.average_accuracy } } },
            { "mobileStats", mobile_stats_json(s) },
            { "rating", rating_json(c.db, user_id, c.now_ms()) },
            { "notifications", notifications },
        };
    }

    learn::ProgressState replay(
        Context& c, std::int64_t user_id, int offset, const std::string& today)
    {
        return learn::fold_progress(learn::load_ledger(c.db, user_id, offset), today);
    }

    // The signed-in account, its offset and its today for a GET; an answer when one is wrong.
    struct Reader {
        std::int64_t user_id = 0;
        int offset = 0;
        std::string today;
        std::int64_t ledger_version = 0;
    };
    std::variant<Reader, ApiResponse> read_get(Context& c, const ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        const auto calendar = store::ProgressRepository(c.db).calendar(user->id);
        auto query = RequestReader::query(req);
        const auto offset = read_offset(query, calendar.utc_offset_minutes);
        auto today = query ? read_today(query, c.now_ms(), offset.minutes) : std::string();
        if (!query)
            return query.problem();
        keep_offset(c, user->id, offset);
        return Reader { user->id, offset.minutes, std::move(today), calendar.ledger_version };
    }

    ApiResponse progress(Context& c, ApiRequest& req)
    {
        auto reader = read_get(c, req);
        if (auto* error = std::get_if<ApiResponse>(&reader))
            return *error;
        const auto& r = std::get<Reader>(reader);
        const auto key = std::to_string(r.user_id) + "|" + std::to_string(r.ledger_version) + "|"
            + std::to_string(r.offset) + "|" + r.today + "|" + std::to_string(c.now_ms() / 60000);
        if (auto body = c.answers->find(key)) {
            ApiResponse res;
            res.body = std::move(*body);
            return res;
        }
        auto res = ApiResponse::ok(progress_json(
            c, r.user_id, replay(c, r.user_id, r.offset, r.today), r.today, r.offset));
        c.answers->keep(key, res.body);
        return res;
    }

    ApiResponse daily_plan(Context& c, ApiRequest& req)
    {
        auto reader = read_get(c, req);
        if (auto* error = std::get_if<ApiResponse>(&reader))
            return *error;
        const auto& r = std::get<Reader>(reader);
        auto state = replay(c, r.user_id, r.offset, r.today);
        state.daily_plan.mistakes_due
            = store::DeckRepository(c.db).counts(r.user_id, c.now_ms()).due;
        auto data = daily_plan_json(state.daily_plan);
        data["streak"]["freezeUsed"] = state.streak_freeze_used;
        data["message"] = learn::plan_message(state.daily_plan);
        return ApiResponse::ok(data);
    }

} // namespace

void add_progress_routes(Router& router, store::Database& db, ProgressRoutesOptions options)
{
    const auto context = std::make_shared<Context>(Context { db,
        options.now_ms ? options.now_ms : std::function<std::int64_t()>(store::wall_clock_ms),
        std::make_shared<AnswerCache>(options.cached_answers) });
    constexpr auto blocking = Execution::blocking;
    router.add("GET", "/api/progress", with(context, progress), blocking);
    router.add("GET", "/api/daily-plan", with(context, daily_plan), blocking);
}

} // namespace academy::net
