#pragma once

#include "accounts/account_service.hpp"

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace academy::accounts {

// The identity provider, from configuration (Google by default).
struct OidcConfig {
    std::string issuer = "https://accounts.google.com";
    std::string authorize_url = "https://accounts.google.com/o/oauth2/v2/auth";
    std::string token_url = "https://oauth2.googleapis.com/token";
    std::string userinfo_url = "https://openidconnect.googleapis.com/v1/userinfo";
    std::string client_id;
    std::string client_secret;
    std::string redirect_uri; // empty: the site origin + /auth/callback
};

// A server-to-server HTTP call; the transport lives in net/ (http_client) and is injected, so
// this folder needs no Beast. Throws std::runtime_error when the provider cannot be reached.
struct OutboundRequest {
    std::string method;
    std::string url;
    std::vector<std::pair<std::string, std::string>> headers;
    std::string body;
};
struct OutboundResponse {
    unsigned status = 0;
    std::string body;
};
using HttpFetch = std::function<OutboundResponse(const OutboundRequest&)>;

// OpenID Connect authorization-code flow with PKCE (S256) and a one-time state.
class OidcClient {
public:
    static constexpr std::int64_t state_lifetime_seconds = 10 * 60;

    OidcClient(OidcConfig config, store::Database& db, AccountService& accounts, HttpFetch fetch);

    bool configured() const { return !config_.client_id.empty(); }
    const OidcConfig& config() const { return config_; }

    // Remembers state -> PKCE verifier and returns the provider's authorization URL.
    // `state` is the browser's own value when it sent a usable one, else a fresh one.
    Result<std::string, AccountProblem> begin(
        const std::string& state, const std::string& redirect_uri);
    // Exchanges the code (server side), reads the userinfo, links or creates the account.
    Result<Session, AccountProblem> complete(const std::string& code, const std::string& state);

private:
    OidcConfig config_;
    store::TokensRepository states_;
    AccountService& accounts_;
    HttpFetch fetch_;
};

// application/x-www-form-urlencoded / query-string escaping.
std::string url_encode(std::string_view text);
// The PKCE S256 challenge of a verifier.
std::string pkce_challenge(std::string_view verifier);

} // namespace academy::accounts
