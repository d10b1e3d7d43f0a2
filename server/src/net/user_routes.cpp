#include "net/user_routes.hpp"

#include "accounts/account_service.hpp"
#include "net/auth_json.hpp"
#include "net/auth_middleware.hpp"

namespace academy::net {

namespace {

    std::optional<std::string> optional_text(const nlohmann::json& body, const char* key)
    {
        if (!body.is_object() || !body.contains(key) || !body[key].is_string())
            return std::nullopt;
        return body[key].get<std::string>();
    }

}  // namespace

void add_user_routes(Router& router, accounts::AccountService& accounts)
{
    router.add("GET", "/api/users/profile", [&accounts](ApiRequest& req) {
        const auto who = authenticate_account(req);
        const auto user = who ? accounts.find_user(who->id) : std::nullopt;
        if (!user)
            return ApiResponse::error(401);
        return ApiResponse::ok({ { "user", user_json(*user) } });
    });

    router.add("PUT", "/api/users/profile", [&accounts](ApiRequest& req) {
        const auto who = authenticate_account(req);
        if (!who)
            return ApiResponse::error(401, "No user logged in", "unauthorized");
        auto outcome = accounts.update_profile(
            who->id, { optional_text(req.json, "username"), optional_text(req.json, "displayName") });
        if (auto* failure = std::get_if<accounts::Failure>(&outcome))
            return failure_response(*failure);
        return ApiResponse::ok({ { "user", user_json(std::get<store::UserRecord>(outcome)) } });
    });

    router.add("PUT", "/api/users/password", [&accounts](ApiRequest& req) {
        const auto who = authenticate_account(req);
        if (!who)
            return ApiResponse::error(401);
        auto outcome = accounts.change_password(
            who->id, json_text(req.json, "currentPassword"), json_text(req.json, "newPassword"));
        if (auto* failure = std::get_if<accounts::Failure>(&outcome))
            return failure_response(*failure);
        return ApiResponse::ok({ { "message", "Password changed" } });
    });

    // Real figures only: ratings exist once rated games do; until then they are null.
    router.add("GET", "/api/users/stats", [&accounts](ApiRequest& req) {
        const auto who = authenticate_account(req);
        const auto user = who ? accounts.find_user(who->id) : std::nullopt;
        if (!user)
            return ApiResponse::error(401);
        return ApiResponse::ok({
            { "ratings",
                { { "bullet", nullptr }, { "blitz", nullptr }, { "rapid", nullptr }, { "classical", nullptr } } },
            { "rating", nullptr },
            { "gamesPlayed", 0 },
            { "wins", 0 },
            { "losses", 0 },
            { "draws", 0 },
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

}  // namespace academy::net
