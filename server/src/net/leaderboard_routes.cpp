#include "net/leaderboard_routes.hpp"

#include "learn/progress/leaderboard.hpp"
#include "learn/progress/progress_settle.hpp"
#include "learn/progress/public_profile.hpp"
#include "net/auth_middleware.hpp"
#include "net/progress_json.hpp"
#include "net/request_reader.hpp"
#include "rating/glicko2.hpp"
#include "store/wall_clock.hpp"

#include <chrono>
#include <cstdio>
#include <memory>

namespace academy::net {

namespace {

    using nlohmann::json;

    // Marked accounts settled before a read (learn/progress/progress_settle.hpp): the boards lag
    // the ledger by no more than the reads it takes, and an idle board costs one empty look-up.
    constexpr int kSettlePerRead = 16;

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

    // What the routes share: the database, the clock and the pages kept for every viewer.
    struct Boards {
        Boards(store::Database& db, const LeaderboardRoutesOptions& options)
            : db(db)
            , now(options.now_ms ? options.now_ms
                                 : std::function<std::int64_t()>(store::wall_clock_ms))
            , pages(options.shared_page_ttl_ms)
        {
        }
        store::Database& db;
        std::function<std::int64_t()> now;
        learn::LeaderboardCache pages;
    };

    learn::LeaderboardQuery read_query(RequestReader& in)
    {
        learn::LeaderboardQuery q;
        q.scope = in.optional_choice<learn::BoardScopeKind>("scope",
                        { { "global", learn::BoardScopeKind::global },
                            { "friends", learn::BoardScopeKind::friends },
                            { "country", learn::BoardScopeKind::country } },
                        "Unknown scope: use global, friends or country")
                      .value_or(learn::BoardScopeKind::global);
        q.board = in.optional_choice<learn::BoardKind>("board",
                        { { "rating", learn::BoardKind::rating },
                            { "weekly-xp", learn::BoardKind::weekly_xp } },
                        "Unknown board: use rating or weekly-xp")
                      .value_or(learn::BoardKind::rating);
        q.speed = in.field<std::optional<std::string>>("speed").value_or("blitz");
        if (in && !rating::parse_speed(q.speed))
            in.fail("Unknown speed: use bullet, blitz, rapid or classical");
        q.page = in.field<std::optional<int>>("page", { .min = 1, .max = learn::kMaxPage })
                     .value_or(1);
        q.page_size
            = in.field<std::optional<int>>("pageSize", { .min = 1, .max = learn::kMaxPageSize })
                  .value_or(learn::kDefaultPageSize);
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
                    { "aboveScale", p.assessment->above_scale }, { "level", p.assessment->level },
                    { "completedAt", p.assessment->completed_at_ms } }
                             : json(nullptr) } };
    }

    ApiResponse follow_route(Boards& b, ApiRequest& req, bool follow)
    {
        const auto who = authenticate_account(req);
        if (!who)
            return ApiResponse::error(401, "Sign in to follow players", "unauthorized");
        const auto change
            = learn::set_following(b.db, who->id, req.params.at("username"), follow, b.now());
        if (!change) {
            switch (change.error()) {
            case learn::FollowProblem::no_such_player:
                return ApiResponse::error(404, "Player not found", "not_found");
            case learn::FollowProblem::yourself:
                return bad_request("You cannot follow yourself");
            case learn::FollowProblem::too_many:
                return bad_request(
                    "You can follow at most " + std::to_string(learn::kMaxFollows) + " players");
            }
        }
        const auto& done = change.value();
        return ApiResponse::ok({ { "username", done.username }, { "isFollowing", done.following },
            { "changed", done.changed }, { "followers", done.followers } });
    }

    ApiResponse leaderboard(Boards& b, ApiRequest& req)
    {
        auto in = RequestReader::query(req);
        auto query = read_query(in);
        if (!in)
            return in.problem();
        auto viewer = optional_account(req);
        if (auto* error = std::get_if<ApiResponse>(&viewer))
            return *error;
        query.viewer = std::get<std::optional<std::int64_t>>(viewer);
        query.now_ms = b.now();
        // Fewer marks than asked for: none is left, the viewer's included.
        if (learn::settle_marked(b.db, kSettlePerRead, query.now_ms) == kSettlePerRead
            && query.viewer)
            learn::settle_if_marked(b.db, *query.viewer, query.now_ms);
        const auto board = learn::read_leaderboard(b.db, query, &b.pages);
        if (!board)
            return board.error() == learn::LeaderboardProblem::needs_account
                ? ApiResponse::error(401,
                    std::string("Sign in to see the ") + scope_name(query.scope) + " leaderboard",
                    "unauthorized")
                : bad_request("Set your country in Settings to see the country leaderboard");
        return ApiResponse::ok(leaderboard_json(board.value()));
    }

    ApiResponse public_profile(Boards& b, ApiRequest& req)
    {
        auto viewer = optional_account(req);
        if (auto* error = std::get_if<ApiResponse>(&viewer))
            return *error;
        const auto profile = learn::read_public_profile(b.db, req.params.at("username"),
            std::get<std::optional<std::int64_t>>(viewer), b.now());
        if (!profile)
            return ApiResponse::error(404, "Player not found", "not_found");
        return ApiResponse::ok(profile_json(*profile));
    }

    ApiResponse follow(Boards& b, ApiRequest& req) { return follow_route(b, req, true); }
    ApiResponse unfollow(Boards& b, ApiRequest& req) { return follow_route(b, req, false); }

} // namespace

void add_leaderboard_routes(Router& router, store::Database& db, LeaderboardRoutesOptions options)
{
    const auto boards = std::make_shared<Boards>(db, options);
    constexpr auto blocking = Execution::blocking;
    router.add("GET", "/api/leaderboard", with(boards, leaderboard), blocking);
    router.add("GET", "/api/users/{username}/public", with(boards, public_profile), blocking);
    router.add("POST", "/api/users/{username}/follow", with(boards, follow), blocking);
    router.add("DELETE", "/api/users/{username}/follow", with(boards, unfollow), blocking);
}

} // namespace academy::net
