#include "accounts/oidc.hpp"

#include "accounts/crypto.hpp"
#include "accounts/validation.hpp"

#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

namespace academy::accounts {

namespace {

    const std::string provider_failed
        = "Could not complete sign-in with the identity provider. Please try again.";

    bool usable_state(std::string_view s)
    {
        if (s.size() < 16 || s.size() > 128)
            return false;
        for (char c : s)
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '-' || c == '_' || c == '.' || c == '~'))
                return false;
        return true;
    }

    // A username for a new account from the provider's hints: allowed characters only, unique.
    std::string derive_username(
        AccountService& accounts, const nlohmann::json& info, const std::string& email)
    {
        std::string base;
        const std::string hint
            = info.contains("preferred_username") && info["preferred_username"].is_string()
            ? info["preferred_username"].get<std::string>()
            : email.substr(0, email.find('@'));
        for (char c : hint)
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '_' || c == '-')
                base += c;
        if (base.size() > 24)
            base.resize(24);
        while (base.size() < min_username)
            base += "_";
        std::string candidate = base;
        for (int i = 0; accounts.users().username_taken(candidate); ++i)
            candidate = base + "-"
                + std::to_string(static_cast<unsigned char>(random_bytes(1)[0]) * 100 + i);
        return candidate;
    }

} // namespace

std::string url_encode(std::string_view text)
{
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : text) {
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'
            || c == '_' || c == '.' || c == '~') {
            out += static_cast<char>(c);
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

std::string pkce_challenge(std::string_view verifier) { return base64url_encode(sha256(verifier)); }

OidcClient::OidcClient(
    OidcConfig config, store::Database& db, AccountService& accounts, HttpFetch fetch)
    : config_(std::move(config))
    , states_(db)
    , accounts_(accounts)
    , fetch_(std::move(fetch))
{
}

Result<std::string, AccountProblem> OidcClient::begin(
    const std::string& requested_state, const std::string& redirect_uri)
{
    if (!configured())
        return AccountProblem { 503, "Third-party sign-in is not configured on this server." };
    const auto now = epoch_now();
    states_.purge_expired(now);
    const auto state = usable_state(requested_state) ? requested_state : random_token(24);
    const auto verifier = random_token(48); // 64 characters, within RFC 7636's 43..128
    try {
        states_.insert_state(state, { verifier, redirect_uri }, now + state_lifetime_seconds);
    } catch (const store::StoreError&) {
        return AccountProblem { 400, "Invalid state parameter" }; // a state value already in use
    }
    const char sep = config_.authorize_url.find('?') == std::string::npos ? '?' : '&';
    return config_.authorize_url + sep + "client_id=" + url_encode(config_.client_id)
        + "&redirect_uri=" + url_encode(redirect_uri) + "&response_type=code&scope="
        + url_encode("openid email profile") + "&state=" + url_encode(state)
        + "&code_challenge=" + pkce_challenge(verifier) + "&code_challenge_method=S256";
}

Result<Session, AccountProblem> OidcClient::complete(
    const std::string& code, const std::string& state)
{
    if (code.empty())
        return AccountProblem { 400, "No authorization code received from Google." };
    const auto pending = state.empty() ? std::nullopt : states_.take_state(state, epoch_now());
    if (!pending)
        return AccountProblem { 400, "Invalid state parameter" };

    nlohmann::json info;
    try {
        const auto token_response = fetch_({ "POST", config_.token_url,
            { { "Content-Type", "application/x-www-form-urlencoded" },
                { "Accept", "application/json" } },
            "grant_type=authorization_code&code=" + url_encode(code) + "&redirect_uri="
                + url_encode(pending->redirect_uri) + "&client_id=" + url_encode(config_.client_id)
                + "&client_secret=" + url_encode(config_.client_secret)
                + "&code_verifier=" + url_encode(pending->code_verifier) });
        const auto tokens = nlohmann::json::parse(token_response.body, nullptr, false);
        if (token_response.status != 200 || !tokens.is_object() || !tokens.contains("access_token")
            || !tokens["access_token"].is_string()) {
            spdlog::warn(
                "identity provider refused the code exchange (HTTP {})", token_response.status);
            return AccountProblem { 502, provider_failed };
        }
        const auto userinfo = fetch_({ "GET", config_.userinfo_url,
            { { "Authorization", "Bearer " + tokens["access_token"].get<std::string>() },
                { "Accept", "application/json" } },
            {} });
        info = nlohmann::json::parse(userinfo.body, nullptr, false);
        if (userinfo.status != 200 || !info.is_object() || !info.contains("sub")
            || !info["sub"].is_string()) {
            spdlog::warn("identity provider userinfo failed (HTTP {})", userinfo.status);
            return AccountProblem { 502, provider_failed };
        }
    } catch (const std::exception& e) {
        spdlog::warn("identity provider unreachable: {}", e.what());
        return AccountProblem { 502, provider_failed };
    }

    const auto subject = info["sub"].get<std::string>();
    const auto email = info.value("email", std::string {});
    const bool verified = info.contains("email_verified")
        && (info["email_verified"] == true || info["email_verified"] == "true");
    auto& users = accounts_.users();
    const auto& provider = config_.issuer.empty() ? config_.authorize_url : config_.issuer;

    if (const auto linked = users.find_identity(provider, subject)) {
        if (auto user = users.find_by_id(*linked))
            return accounts_.issue_session(std::move(*user));
    }
    if (email.empty() || check_email(email))
        return AccountProblem { 502,
            "The identity provider did not share a usable email address." };
    if (auto existing = users.find_by_email(email)) {
        // Link only on a verified address: an unverified one could be someone else's.
        if (!verified)
            return AccountProblem { 409, "Email is already registered" };
        users.link_identity(provider, subject, existing->id);
        return accounts_.issue_session(std::move(*existing));
    }
    auto display_name = trim(info.value("name", std::string {}));
    const auto username = derive_username(accounts_, info, email);
    if (check_display_name(display_name))
        display_name = username;
    auto user = users.create({ email, username, display_name, std::nullopt });
    users.link_identity(provider, subject, user.id);
    auto session = accounts_.issue_session(std::move(user));
    session.is_new_user = true;
    return session;
}

} // namespace academy::accounts
