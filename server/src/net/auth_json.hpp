#pragma once

#include "accounts/account_service.hpp"
#include "net/api_types.hpp"
#include "store/users_repository.hpp"

#include <initializer_list>
#include <optional>
#include <string>

namespace academy::net {

// Helpers shared by the auth and user routes.

// A user as the web app reads it: id, email, username, displayName, createdAt, country (ISO
// 3166-1 alpha-2 or null) (+ role). Never the password hash.
inline nlohmann::json user_json(const store::UserRecord& user)
{
    return {
        { "id", std::to_string(user.id) },
        { "email", user.email },
        { "username", user.username },
        { "displayName", user.display_name },
        { "role", user.role },
        { "createdAt", user.created_at },
        { "country", user.country ? nlohmann::json(*user.country) : nlohmann::json(nullptr) },
    };
}

// A clear 400 when the body is not a JSON object or one of `keys` is present with a value that is
// not text (null counts as absent): a wrong type is named, not read as empty (issue 11).
inline std::optional<ApiResponse> wrong_text_fields(
    const ApiRequest& req, std::initializer_list<const char*> keys)
{
    if (req.body.empty() && req.json.is_null())
        return std::nullopt;
    if (!req.json.is_object())
        return ApiResponse::error(
            400, "The request body must be a JSON object", "validation_error");
    for (const char* key : keys) {
        const auto it = req.json.find(key);
        if (it != req.json.end() && !it->is_null() && !it->is_string())
            return ApiResponse::error(400, std::string(key) + " must be text", "validation_error");
    }
    return std::nullopt;
}

// A string field of a JSON body; anything else (absent, number, null) reads as empty.
inline std::string json_text(const nlohmann::json& body, const char* key)
{
    if (!body.is_object())
        return {};
    const auto it = body.find(key);
    return it != body.end() && it->is_string() ? it->get<std::string>() : std::string {};
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
