#pragma once

#include "net/api_types.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace academy::accounts {
class TokenService;
}
namespace academy::store {
class Database;
}

namespace academy::net {

// Who sent a request or a socket message, from a verified access token.
struct AuthUser {
    std::int64_t id = 0; // 0 for a guest
    std::string subject; // the token's "sub": the user id, or "guest-..." for a visitor
    std::string username;
    std::string display_name;
    std::string role; // "user", "admin", "learner" (an anonymous learner) or "guest"
    bool guest = false;
    // An anonymous learner: a visitor whose record the server keeps (docs/progress.md). It learns
    // as an account does but has no identity: no profile, follows, boards or password.
    bool learner = false;
};

// Installed once at start-up (run_serve, tests). `db` may be null: then authenticate() trusts
// the signed claims without checking that the account still exists.
void install_authenticator(
    std::shared_ptr<const accounts::TokenService> tokens, store::Database* db);

// Whether install_authenticator has given a token service (a server without one trusts no token).
bool authenticator_installed();

// The Bearer token of the request, verified against the database: a deleted account's token
// stops working at once, and the names and role are the current ones. Guests are accepted
// (check `guest`). Call from Execution::blocking routes.
std::optional<AuthUser> authenticate(const ApiRequest& request);

// A signed account (not a guest, not an anonymous learner) or nothing: the routes of an identity
// (/api/users/*, follows, boards, password, calibration).
std::optional<AuthUser> authenticate_account(const ApiRequest& request);

// Whoever has a record on the server: an account or an anonymous learner (not a guest). The
// learning routes (lessons, practice, puzzles, progress, assessment, computer games, reviews,
// the deck) take both alike.
std::optional<AuthUser> authenticate_learner(const ApiRequest& request);

// The learner's id (an account or an anonymous learner), or 0 for a visitor who has no record yet
// (no token, or a guest's): for routes open to everyone. A token that is sent and fails never
// reaches a handler: the server answers 401 first (Route::answer).
std::int64_t learner_id_or_visitor(const ApiRequest& request);

// The account of a request that visitors may make too: nothing for no token or a guest's, and a
// 401 answer when a token is sent that does not verify (the client then refreshes it and asks
// again, rather than being shown a visitor's page). `learners`: an anonymous learner counts.
std::variant<std::optional<std::int64_t>, ApiResponse> optional_account(
    const ApiRequest& request, bool learners = false);

// Verifies a raw token string by its signature and expiry only (no database).
std::optional<AuthUser> verify_token(std::string_view token);

// The full check of a raw token, as for a request: signature, expiry (unless `allow_expired`, for
// re-checking a socket that proved itself when it connected), and for an account that it still
// exists and that the token's generation is the account's current one (password changes, "sign
// out everywhere" and deletion end tokens at once). Reads the database: not on a network thread.
std::optional<AuthUser> authenticate_token(std::string_view token, bool allow_expired = false);

// The token after "Bearer " in an Authorization header value (empty if none).
std::string bearer_token(std::string_view authorization);

} // namespace academy::net
