#pragma once

#include "accounts/account_service.hpp"
#include "net/api_types.hpp"
#include "store/users_repository.hpp"

#include <string>

namespace academy::net {

// A user as the web app reads it (platform.md §3): id, email, username, displayName, createdAt
// (+ role). Never the password hash.
inline nlohmann::json user_json(const store::UserRecord& user)
{
    return {
        { "id", std::to_string(user.id) },
        { "email", user.email },
        { "username", user.username },
        { "displayName", user.display_name },
        { "role", user.role },
        { "createdAt", user.created_at },
    };
}

// A string field of a JSON body; anything else (absent, number, null) reads as empty.
inline std::string json_text(const nlohmann::json& body, const char* key)
{
    if (!body.is_object())
        return {};
    const auto it = body.find(key);
    return it != body.end() && it->is_string() ? it->get<std::string>() : std::string {};
}

inline ApiResponse failure_response(const accounts::Failure& failure)
{
    return ApiResponse::error(failure.status, failure.message, catalogue_code(failure.status));
}

}  // namespace academy::net
