#include "net/leaderboard_routes.hpp"

#include "learn/progress/leaderboard.hpp"
#include "learn/progress/progress_settle.hpp"
#include "learn/progress/public_profile.hpp"
#include "net/auth_middleware.hpp"
#include "net/progress_json.hpp"
#include "rating/glicko2.hpp"
#include "store/wall_clock.hpp"

#include <charconv>
#include <chrono>
#include <cstdio>
#include <memory>

namespace academy::net {

namespace {

    using nlohmann::json;

    // Marked accounts settled before a read (learn/progress/progress_settle.hpp): the boards lag
    // the ledger by no more than the reads it takes, and an idle board costs one empty look-up.
    constexpr int kSettlePerRead = 16;

    ApiResponse bad(std::string_view message)
    {
        return ApiResponse::error(400, message, "validation_error");
    }

    std::string iso_time(std::int64_t ms)
    {
        using namespace std::chrono;
        const auto t = sys_time<milliseconds>(milliseconds(ms));
        const auto day = floor<days>(t);
        const year_month_day date { day };
        const hh_mm_ss time { floor<seconds>(t - day) };
        char text[32];
        std::snprintf(text, sizeof text, "%04d-%02u-%02uT%02d:%02d:%02dZ",
            static_cast<int>(date.year()), static_cast<unsigned>(date.month()),
            static_cast<unsigned>(date.day()), static_cast<int>(time.hours().count()),
            static_cast<int>(time.minutes().count()), static_cast<int>(time.seconds().count()));
        return text;
    }

    template <typename T> json or_null(const std::optional<T>& value)
    {
        return value ? json(*value) : json(nullptr);
    }

    // A whole number from lo to hi, or nothing (absent: the fallback).
    std::optional<int> whole(
        const ApiRequest& req, std::string_view name, int fallback, int lo, int hi)
    {
        const auto text = req.query_param(name);
        if (!text)
            return fallback;
        int value = 0;
        const auto* end = text->data() + text->size();
        const auto [ptr, ec] = std::from_chars(text->data(), end, value);
        if (text->empty() || ec != std::errc {} || ptr != end || value < lo || value > hi)
            return std::nullopt;
        return value;
    }

    std::variant<learn::LeaderboardQuery, ApiResponse> read_query(const ApiRequest& req)
    {
        learn::LeaderboardQuery q;
        const auto scope = req.query_param("scope").value_or("global");
        if (scope == "global")
            q.scope = learn::BoardScopeKind::global;
        else if (scope == "friends")
            q.scope = learn::BoardScopeKind::friends;
        else if (scope == "country")
            q.scope = learn::BoardScopeKind::country;
        else
            return bad("Unknown scope: use global, friends or country");
        const auto board = req.query_param("board").value_or("rating");
        if (board == "rating")
            q.board = learn::BoardKind::rating;
        else if (board == "weekly-xp")
            q.board = learn::BoardKind::weekly_xp;
        else
            return bad("Unknown board: use rating or weekly-xp");
        q.speed = req.query_param("speed").value_or("blitz");
        if (!rating::parse_speed(q.speed))
            return bad("Unknown speed: use bullet, blitz, rapid or classical");
        const auto page = whole(req, "page", 1, 1, learn::kMaxPage);
        if (!page)
            return bad("page must be a whole number from 1 to " + std::to_string(learn::kMaxPage));
        const auto size = whole(req, "pageSize", learn::kDefaultPageSize, 1, learn::kMaxPageSize);
        if (!size)
            return bad(
                "pageSize must be a whole number from 1 to " + std::to_string(learn::kMaxPageSize));
        q.page = *page;
        q.page_size = *size;
        return q;
    }

    const char* scope_name(learn::BoardScopeKind s)
    {
        switch (s) {
        case learn::BoardScopeKind::global:
            return "global";
        case learn::BoardScopeKind::friends:
            return "friends";
        case learn::BoardScopeKind::country:
            return "country";
        }
        return "";
    }

    json race_json(const learn::WeeklyRace& race)
    {
        return { { "name", race.name }, { "week", race.week },
            { "startsAt", iso_time(race.starts_at_ms) }, { "endsAt", iso_time(race.ends_at_ms) },
            { "participants", race.participants } };
    }

    json leaderboard_json(const learn::Leaderboard& b)
    {
        json entries = json::array();
        for (const auto& e : b.entries)
            entries.push_back({ { "rank", or_null(e.rank) }, { "username", e.username },
                { "displayName", e.display_name }, { "rating", or_null(e.rating) },
                { "provisional", e.provisional }, { "ratingChange7d", or_null(e.rating_change_7d) },
                { "level", e.level }, { "xpThisWeek", e.xp_this_week },
                { "country", or_null(e.country) }, { "isYou", e.is_you } });
        json you = nullptr;
        if (b.your_rank) {
            const auto& y = *b.your_rank;
            you = { { "rank", or_null(y.rank) }, { "rating", or_null(y.rating) },
                { "change", or_null(y.change) }, { "xpThisWeek", y.xp_this_week },
                { "nextMilestone", y.next_milestone },
                { "progressToMilestone", y.progress_to_milestone } };
        }
        json unlocks = json::array();
        for (const auto& u : b.recent_achievements)
            unlocks.push_back({ { "username", u.username }, { "displayName", u.display_name },
                { "achievementId", u.achievement_id }, { "title", u.title }, { "icon", u.icon },
                { "unlockedAt", u.unlocked_at_ms } });
        const auto& q = b.query;
        return { { "scope", scope_name(q.scope) },
            { "board", q.board == learn::BoardKind::rating ? "rating" : "weekly-xp" },
            { "speed", q.speed }, { "page", q.page }, { "pageSize", q.page_size },
            { "total", b.total }, { "entries", entries }, { "yourRank", you },
            { "recentAchievements", unlocks }, { "event", race_json(b.event) } };
    }

    json profile_json(const learn::PublicProfile& p)
    {
        json achievements = json::array();
        for (const auto& a : p.achievements)
            achievements.push_back(achievement_json(a));
        json ratings = json::object();
        for (const char* speed : { "bullet", "blitz", "rapid", "classical" }) {
            const auto it = p.ratings.find(speed);
            ratings[speed] = it == p.ratings.end()
                ? json(nullptr)
                : json { { "rating", it->second.rating }, { "games", it->second.games },
                      { "provisional", it->second.provisional } };
        }
        return { { "username", p.username }, { "displayName", p.display_name },
            { "country", or_null(p.country) }, { "memberSince", p.member_since },
            { "level", p.level }, { "totalXP", p.total_xp },
            { "xpInCurrentLevel", p.xp_in_current_level },
            { "xpForNextLevel", p.xp_for_next_level }, { "xpThisWeek", p.xp_this_week },
            { "streak", { { "current", p.current_streak }, { "longest", p.longest_streak } } },
            { "achievements", achievements }, { "ratings", ratings },
            { "games",
                { { "played", p.games_played }, { "wins", p.wins }, { "losses", p.losses },
                    { "draws", p.draws } } },
            { "followers", p.followers }, { "following", p.following },
            { "isFollowing", p.is_following }, { "isYou", p.is_you },
            { "assessment",
                p.assessment ? json { { "rating", p.assessment->rating },
                    { "interval",
                        { { "low", p.assessment->low }, { "high", p.assessment->high } } },
                    { "level", p.assessment->level },
                    { "completedAt", p.assessment->completed_at_ms } }
                             : json(nullptr) } };
    }

    ApiResponse follow_route(
        store::Database& db, const std::function<std::int64_t()>& now, ApiRequest& req, bool follow)
    {
        const auto who = authenticate_account(req);
        if (!who)
            return ApiResponse::error(401, "Sign in to follow players", "unauthorized");
        const auto outcome
            = learn::set_following(db, who->id, req.params.at("username"), follow, now());
        if (!outcome) {
            switch (outcome.error()) {
            case learn::FollowProblem::no_such_player:
                return ApiResponse::error(404, "Player not found", "not_found");
            case learn::FollowProblem::yourself:
                return bad("You cannot follow yourself");
            case learn::FollowProblem::too_many:
                return bad(
                    "You can follow at most " + std::to_string(learn::kMaxFollows) + " players");
            }
        }
        const auto& done = outcome.value();
        return ApiResponse::ok({ { "username", done.username }, { "isFollowing", done.following },
            { "changed", done.changed }, { "followers", done.followers } });
    }

} // namespace

void add_leaderboard_routes(Router& router, store::Database& db, LeaderboardRoutesOptions options)
{
    auto now = std::make_shared<std::function<std::int64_t()>>(
        options.now_ms ? options.now_ms : std::function<std::int64_t()>(store::wall_clock_ms));
    auto pages = std::make_shared<learn::LeaderboardCache>(options.shared_page_ttl_ms);

    router.add("GET", "/api/leaderboard", [&db, now, pages](ApiRequest& req) {
        auto parsed = read_query(req);
        if (auto* error = std::get_if<ApiResponse>(&parsed))
            return *error;
        auto viewer = optional_account(req);
        if (auto* error = std::get_if<ApiResponse>(&viewer))
            return *error;
        auto query = std::get<learn::LeaderboardQuery>(parsed);
        query.viewer = std::get<std::optional<std::int64_t>>(viewer);
        query.now_ms = (*now)();
        // Fewer marks than asked for: none is left, the viewer's included.
        if (learn::settle_marked(db, kSettlePerRead, query.now_ms) == kSettlePerRead
            && query.viewer)
            learn::settle_if_marked(db, *query.viewer, query.now_ms);
        const auto board = learn::read_leaderboard(db, query, pages.get());
        if (!board)
            return board.error() == learn::LeaderboardProblem::needs_account
                ? ApiResponse::error(401,
                    std::string("Sign in to see the ") + scope_name(query.scope) + " leaderboard",
                    "unauthorized")
                : bad("Set your country in Settings to see the country leaderboard");
        return ApiResponse::ok(leaderboard_json(board.value()));
    });

    router.add("GET", "/api/users/{username}/public", [&db, now](ApiRequest& req) {
        auto viewer = optional_account(req);
        if (auto* error = std::get_if<ApiResponse>(&viewer))
            return *error;
        const auto profile = learn::read_public_profile(
            db, req.params.at("username"), std::get<std::optional<std::int64_t>>(viewer), (*now)());
        if (!profile)
            return ApiResponse::error(404, "Player not found", "not_found");
        return ApiResponse::ok(profile_json(*profile));
    });

    router.add("POST", "/api/users/{username}/follow",
        [&db, now](ApiRequest& req) { return follow_route(db, *now, req, true); });
    router.add("DELETE", "/api/users/{username}/follow",
        [&db, now](ApiRequest& req) { return follow_route(db, *now, req, false); });
}

} // namespace academy::net
