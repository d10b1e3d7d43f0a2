#include "net/user_routes.hpp"

#include "accounts/account_service.hpp"
#include "net/auth_json.hpp"
#include "net/auth_middleware.hpp"
#include "store/user_stats.hpp"

#include <chrono>

namespace academy::net {

namespace {

    std::optional<std::string> optional_text(const nlohmann::json& body, const char* key)
    {
        if (!body.is_object() || !body.contains(key) || !body[key].is_string())
            return std::nullopt;
        return body[key].get<std::string>();
    }

} // namespace

void add_user_routes(Router& router, accounts::AccountService& accounts, store::Database& db)
{
    router.add("GET", "/api/users/profile", [&accounts](ApiRequest& req) {
        const auto who = authenticate_account(req);
        const auto user = who ? accounts.find_user(who->id) : std::nullopt;
        if (!user)
            return ApiResponse::error(401);
        return ApiResponse::ok({ { "user", user_json(*user) } });
    });

    router.add("PUT", "/api/users/profile", [&accounts](ApiRequest& req) {
        if (auto refusal = wrong_text_fields(req, { "username", "displayName", "country" }))
            return *refusal;
        const auto who = authenticate_account(req);
        if (!who)
            return ApiResponse::error(401, "No user logged in", "unauthorized");
        // country: absent keeps it, null or "" clears it, a code sets it.
        accounts::ProfileChanges changes { optional_text(req.json, "username"),
            optional_text(req.json, "displayName"), std::nullopt };
        if (req.json.is_object())
            if (const auto it = req.json.find("country"); it != req.json.end())
                changes.country = it->is_null()
                    ? std::optional<std::string> {}
                    : std::optional<std::string>(it->get<std::string>());
        auto outcome = accounts.update_profile(who->id, changes);
        if (!outcome)
            return failure_response(outcome.error());
        return ApiResponse::ok({ { "user", user_json(outcome.value()) } });
    });

    router.add("PUT", "/api/users/password", [&accounts](ApiRequest& req) {
        if (auto refusal = wrong_text_fields(req, { "currentPassword", "newPassword" }))
            return *refusal;
        const auto who = authenticate_account(req);
        if (!who)
            return ApiResponse::error(401);
        auto outcome = accounts.change_password(
            who->id, json_text(req.json, "currentPassword"), json_text(req.json, "newPassword"));
        if (!outcome)
            return failure_response(outcome.error());
        const auto& session = outcome.value();
        auto res = ApiResponse::ok({ { "message", "Password changed" },
            { "accessToken", session.access_token }, { "refreshToken", session.refresh_token } });
        res.headers.emplace_back("Set-Cookie", refresh_cookie(req, session.refresh_token));
        return res;
    });

    // Real figures only: a speed without rated games has no rating, a quiet week no change.
    router.add("GET", "/api/users/stats", [&accounts, &db](ApiRequest& req) {
        const auto who = authenticate_account(req);
        const auto user = who ? accounts.find_user(who->id) : std::nullopt;
        if (!user)
            return ApiResponse::error(401);
        const auto now_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::system_clock::now().time_since_epoch())
                                .count();
        const auto stats = store::load_user_stats(db, user->id, now_ms);
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
    });

    router.add("GET", "/api/users/progress", [&accounts](ApiRequest& req) {
        const auto who = authenticate_account(req);
        if (!who || !accounts.find_user(who->id))
            return ApiResponse::error(401);
        return ApiResponse::ok({
            { "completedLessons", nlohmann::json::array() },
            { "lessonProgress", nlohmann::json::object() },
            { "puzzles", { { "solved", 0 }, { "attempted", 0 } } },
            { "achievements", nlohmann::json::array() },
            { "xp", 0 },
            { "streak", 0 },
        });
    });
}

} // namespace academy::net
