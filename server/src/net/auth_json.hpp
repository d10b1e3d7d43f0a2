#pragma once

#include "accounts/account_service.hpp"
#include "net/api_types.hpp"
#include "store/users_repository.hpp"

#include <string>

namespace academy::net {

// Helpers shared by the auth and user routes.

// A user as the web app reads it: id, email, username, displayName, createdAt, country (ISO
// 3166-1 alpha-2 or null) (+ role). Never the password hash.
inline nlohmann::json user_json(const store::UserRecord& user)
{
    const bool anonymous = user.role == accounts::kLearnerRole;
    return {
        { "id", std::to_string(user.id) },
        // A learner's e-mail is a placeholder no one reads.
        { "email", anonymous ? std::string() : user.email },
        { "anonymous", anonymous },
        { "username", user.username },
        { "displayName", user.display_name },
        { "role", user.role },
        { "createdAt", user.created_at },
        { "country", user.country ? nlohmann::json(*user.country) : nlohmann::json(nullptr) },
    };
}

// Behind a TLS-terminating proxy that says so: the cookies get Secure.
inline bool is_https(const ApiRequest& req)
{
    auto proto = req.header("x-forwarded-proto");
    proto = proto.substr(0, proto.find(','));
    return proto == "https";
}

// The refreshToken cookie: HttpOnly, SameSite=Lax, only sent to /api/auth, 7 days by default.
inline std::string refresh_cookie(const ApiRequest& req, const std::string& value,
    long max_age = static_cast<long>(accounts::AccountService::refresh_lifetime.count()))
{
    return "refreshToken=" + value + "; Path=/api/auth; Max-Age=" + std::to_string(max_age)
        + "; HttpOnly; SameSite=Lax" + (is_https(req) ? "; Secure" : "");
}

inline ApiResponse failure_response(const accounts::AccountProblem& failure)
{
    return ApiResponse::error(failure.status, failure.message, catalogue_code(failure.status));
}

} // namespace academy::net
