#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace academy::accounts {

// What an access token says about its bearer.
struct TokenClaims {
    std::string sub; // the user id, or "guest-<random>" for a visitor
    std::string role; // "user", "admin" or "guest"
    std::string username;
    std::string name; // display name at signing time
    std::int64_t iat = 0;
    std::int64_t exp = 0;
    // The account's token generation when signed; the server refuses a token whose generation is
    // not the account's current one. -1 for a token that carries none (never valid for an account).
    std::int64_t gen = 0;
};

// HS256 JSON Web Tokens (libsodium's HMAC-SHA-256). Only the "HS256" header is accepted, so a
// token cannot pick its own algorithm ("none" and RS/HS confusion are refused).
class TokenService {
public:
    static constexpr std::chrono::seconds default_access_lifetime { 15 * 60 };

    // `access_lifetime` is shorter only where a test must see a token expire (serve's
    // --access-token-seconds).
    explicit TokenService(
        std::string secret, std::chrono::seconds access_lifetime = default_access_lifetime);

    // Signs claims; iat/exp are filled from `now` and the lifetime when zero.
    std::string sign(TokenClaims claims, std::int64_t now = 0) const;
    // The claims of a well-formed, correctly signed, unexpired token.
    std::optional<TokenClaims> verify(std::string_view token, std::int64_t now = 0) const;
    // The claims of a well-formed, correctly signed token, expired or not: for re-checking a
    // socket that proved itself when it connected and has stayed open since.
    std::optional<TokenClaims> verify_signature(std::string_view token) const;

private:
    std::string secret_;
    std::chrono::seconds access_lifetime_;
};

std::int64_t epoch_now();

} // namespace academy::accounts
