#include "net/user_routes.hpp"

#include "accounts/account_service.hpp"
#include "net/auth_json.hpp"
#include "net/auth_middleware.hpp"
#include "net/request_reader.hpp"
#include "store/user_stats.hpp"

#include <chrono>
#include <memory>

namespace academy::net {

namespace {

    // What the routes share.
    struct Users {
        accounts::AccountService& accounts;
        store::Database& db;
    };

    using Text = std::optional<std::string>;
    // Every body the routes read: an object whose fields are text when sent (null counts as
    // absent, but for the country); a wrong type is named, not read as empty (issue 11).
    const BodyRule kObjectBody { .message = "The request body must be a JSON object" };

    ApiResponse profile(Users& u, ApiRequest& req)
    {
        const auto who = authenticate_account(req);
        const auto user = who ? u.accounts.find_user(who->id) : std::nullopt;
        if (!user)
            return ApiResponse::error(401);
        return ApiResponse::ok({ { "user", user_json(*user) } });
    }

    ApiResponse edit_profile(Users& u, ApiRequest& req)
    {
        RequestReader in(req, kObjectBody);
        accounts::ProfileChanges changes { in.field<Text>("username"),
            in.field<Text>("displayName"), std::nullopt };
        // country: absent keeps it, null or "" clears it, a code sets it.
        if (in.has("country"))
            changes.country = in.field<std::string>("country");
        else if (in.shape("country") == Shape::null)
            changes.country = Text {};
        if (!in)
            return in.problem();
        const auto who = authenticate_account(req);
        if (!who)
            return ApiResponse::error(401, "No user logged in", "unauthorized");
        auto updated = u.accounts.update_profile(who->id, changes);
        if (!updated)
            return failure_response(updated.error());
        return ApiResponse::ok({ { "user", user_json(updated.value()) } });
    }

    ApiResponse change_password(Users& u, ApiRequest& req)
    {
        RequestReader in(req, kObjectBody);
        const auto current = in.field<Text>("currentPassword").value_or("");
        const auto wanted = in.field<Text>("newPassword").value_or("");
        if (!in)
            return in.problem();
        const auto who = authenticate_account(req);
        if (!who)
            return ApiResponse::error(401);
        auto changed = u.accounts.change_password(who->id, current, wanted);
        if (!changed)
            return failure_response(changed.error());
        const auto& session = changed.value();
        auto res = ApiResponse::ok({ { "message", "Password changed" },
            { "accessToken", session.access_token }, { "refreshToken", session.refresh_token } });
        res.headers.emplace_back("Set-Cookie", refresh_cookie(req, session.refresh_token));
        return res;
    }

    // Real figures only: a speed without rated games has no rating, a quiet week no change.
    ApiResponse stats(Users& u, ApiRequest& req)
    {
        const auto who = authenticate_account(req);
        const auto user = who ? u.accounts.find_user(who->id) : std::nullopt;
        if (!user)
            return ApiResponse::error(401);
        const auto now_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::system_clock::now().time_since_epoch())
                                .count();
        const auto stats = store::load_user_stats(u.db, user->id, now_ms);
        nlohmann::json ratings = nlohmann::json::object();
        for (const char* speed : { "bullet", "blitz", "rapid", "classical" }) {
            const auto it = stats.ratings.find(speed);
            ratings[speed]
                = it == stats.ratings.end() ? nlohmann::json(nullptr) : nlohmann::json(it->second);
        }
        // The headline rating: the speed with the most rated games, and that speed's own change
        // over the last 7 days (never a sum across speeds).
        const auto speed = store::main_speed(stats);
        nlohmann::json headline = nullptr;
        nlohmann::json weekly = nullptr;
        if (speed) {
            headline = stats.ratings.at(*speed);
            if (const auto it = stats.weekly_changes.find(*speed); it != stats.weekly_changes.end())
                weekly = it->second;
        }
        return ApiResponse::ok({
            { "ratings", ratings },
            { "rating", headline },
            { "ratingSpeed", speed ? nlohmann::json(*speed) : nlohmann::json(nullptr) },
            { "weeklyChange", weekly },
            { "liveGames", stats.live_games },
            { "computerGames", stats.computer_games },
            { "gamesPlayed", stats.games_played },
            { "wins", stats.wins },
            { "losses", stats.losses },
            { "draws", stats.draws },
            { "puzzleRating", nullptr },
            { "puzzlesSolved", 0 },
            { "memberSince", user->created_at },
        });
    }

    ApiResponse progress(Users& u, ApiRequest& req)
    {
        const auto who = authenticate_account(req);
        if (!who || !u.accounts.find_user(who->id))
            return ApiResponse::error(401);
        return ApiResponse::ok({
            { "completedLessons", nlohmann::json::array() },
            { "lessonProgress", nlohmann::json::object() },
            { "puzzles", { { "solved", 0 }, { "attempted", 0 } } },
            { "achievements", nlohmann::json::array() },
            { "xp", 0 },
            { "streak", 0 },
        });
    }

} // namespace

void add_user_routes(Router& router, accounts::AccountService& accounts, store::Database& db)
{
    const auto users = std::make_shared<Users>(Users { accounts, db });
    constexpr auto blocking = Execution::blocking;
    router.add("GET", "/api/users/profile", with(users, profile), blocking);
    router.add("PUT", "/api/users/profile", with(users, edit_profile), blocking);
    router.add("PUT", "/api/users/password", with(users, change_password), blocking);
    router.add("GET", "/api/users/stats", with(users, stats), blocking);
    router.add("GET", "/api/users/progress", with(users, progress), blocking);
}

} // namespace academy::net
