#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace academy::store {

struct UserRecord {
    std::int64_t id = 0;
    std::string email;
    std::string username;
    std::string display_name;
    std::optional<std::string> password_hash; // empty for third-party-only accounts
    std::string role = "user";
    std::string created_at; // ISO-8601 UTC
    // Signed into every access token; a token of an older generation is refused (issue 11).
    std::int64_t token_generation = 0;
    // ISO 3166-1 alpha-2 in capitals (accounts::country_problem checks it), or none.
    std::optional<std::string> country;
};

struct NewUser {
    std::string email;
    std::string username;
    std::string display_name;
    std::optional<std::string> password_hash;
    std::string role = "user";
};

// The users table. Look-ups by e-mail and username ignore case (ASCII).
class UsersRepository {
public:
    explicit UsersRepository(Database& db)
        : db_(db)
    {
    }

    // Throws StoreError if the e-mail or username is taken (unique constraint).
    UserRecord create(const NewUser& user);
    std::optional<UserRecord> find_by_id(std::int64_t id);
    std::optional<UserRecord> find_by_email(std::string_view email);
    std::optional<UserRecord> find_by_username(std::string_view username);
    bool email_taken(std::string_view email, std::int64_t except_id = 0);
    bool username_taken(std::string_view username, std::int64_t except_id = 0);

    void update_profile(
        std::int64_t id, const std::string& username, const std::string& display_name);
    // Also ends every access token issued before (bumps the token generation).
    void update_password(std::int64_t id, const std::string& password_hash);
    // Sets or clears (nullopt) the country; the boards and unlocks follow it (migration 0060).
    void set_country(std::int64_t id, const std::optional<std::string>& country);
    // Ends every access token issued before ("sign out everywhere").
    void bump_token_generation(std::int64_t id);
    // Returns false when no account has this e-mail.
    bool set_role_by_email(std::string_view email, std::string_view role);
    // Marks the account as in use now (updated_at): an anonymous learner's idle time runs from it.
    void touch(std::int64_t id);
    // Up to `limit` users of `role` last touched before `before` (ISO-8601 UTC), oldest first.
    std::vector<std::int64_t> idle_with_role(
        std::string_view role, const std::string& before, int limit);
    // Removes the account with its tokens, linked identities, games against the computer, puzzle
    // history, progress ledger, follows and places on the boards; its live games stay for the
    // opponents with the player shown as 'Deleted account' (forget_user_in_games).
    void remove(std::int64_t id);

    // Provider identities (OpenID Connect "sub" per issuer).
    std::optional<std::int64_t> find_identity(std::string_view provider, std::string_view subject);
    void link_identity(std::string_view provider, std::string_view subject, std::int64_t user_id);

private:
    Database& db_;
};

// ASCII lower case: the key used for case-insensitive uniqueness.
std::string lower_key(std::string_view text);
// Now as ISO-8601 UTC ("2026-11-21T12:00:00Z").
std::string iso_now();

} // namespace academy::store
