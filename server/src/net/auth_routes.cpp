#include "net/auth_routes.hpp"

#include "accounts/account_service.hpp"
#include "accounts/crypto.hpp"
#include "accounts/jwt.hpp"
#include "accounts/oidc.hpp"
#include "accounts/rate_limiter.hpp"
#include "accounts/validation.hpp"
#include "net/auth_json.hpp"
#include "net/auth_middleware.hpp"
#include "net/rate_limit_answer.hpp"

namespace academy::net {

namespace {

    constexpr std::string_view cookie_name = "refreshToken";
    // Binds a sign-in to the browser that started it: the callback must come with this cookie
    // equal to its state, so a link carrying someone else's code and state is refused.
    constexpr std::string_view state_cookie_name = "oauthState";
    // Marks a browser that signed in to an account before (signed by the server, a year long):
    // strangers' failed attempts on the account do not lock that browser out.
    constexpr std::string_view device_cookie_name = "academyDevice";
    constexpr std::int64_t device_cookie_lifetime = 365LL * 24 * 3600;

    std::string origin_of(const ApiRequest& req)
    {
        const auto host = req.header("host");
        return std::string(is_https(req) ? "https://" : "http://")
            + (host.empty() ? "localhost" : host);
    }

    std::string cookie_value(const ApiRequest& req, std::string_view name)
    {
        const auto header = req.header("cookie");
        std::string_view rest = header;
        while (!rest.empty()) {
            const auto semi = rest.find(';');
            auto pair = rest.substr(0, semi);
            rest = semi == std::string_view::npos ? std::string_view {} : rest.substr(semi + 1);
            while (!pair.empty() && pair.front() == ' ')
                pair.remove_prefix(1);
            const auto eq = pair.find('=');
            if (eq != std::string_view::npos && pair.substr(0, eq) == name)
                return std::string(pair.substr(eq + 1));
        }
        return {};
    }

    // The refresh token from the cookie, or from the body for clients without cookies.
    std::string presented_refresh_token(const ApiRequest& req)
    {
        auto token = cookie_value(req, cookie_name);
        if (token.empty())
            token = json_text(req.json, "refreshToken");
        return token;
    }

    // The account as the limiter and the device cookie name it: a hash, so the cookie does not
    // carry the e-mail address.
    std::string account_key(std::string_view email)
    {
        return accounts::sha256_hex(store::lower_key(accounts::trim(email)));
    }

    std::string device_cookie(
        const ApiRequest& req, const accounts::TokenService& tokens, std::string_view email)
    {
        accounts::TokenClaims claims { "device:" + account_key(email), "device", "", "" };
        claims.iat = accounts::epoch_now();
        claims.exp = claims.iat + device_cookie_lifetime;
        return std::string(device_cookie_name) + "=" + tokens.sign(claims)
            + "; Path=/api/auth; Max-Age=" + std::to_string(device_cookie_lifetime)
            + "; HttpOnly; SameSite=Lax" + (is_https(req) ? "; Secure" : "");
    }

    bool signed_in_here_before(
        const ApiRequest& req, const accounts::TokenService& tokens, const std::string& key)
    {
        const auto cookie = cookie_value(req, device_cookie_name);
        if (cookie.empty())
            return false;
        const auto claims = tokens.verify(cookie);
        return claims && claims->role == "device" && claims->sub == "device:" + key;
    }

    ApiResponse session_response(const ApiRequest& req, const accounts::TokenService& tokens,
        const accounts::Session& s, unsigned status, bool with_new_flag)
    {
        nlohmann::json data {
            { "user", user_json(s.user) },
            { "accessToken", s.access_token },
            { "refreshToken", s.refresh_token },
        };
        if (with_new_flag)
            data["isNewUser"] = s.is_new_user;
        auto res = ApiResponse::ok(std::move(data), status);
        res.headers.emplace_back("Set-Cookie",
            refresh_cookie(req, s.refresh_token,
                static_cast<long>(accounts::AccountService::refresh_lifetime.count())));
        res.headers.emplace_back("Set-Cookie", device_cookie(req, tokens, s.user.email));
        return res;
    }

    ApiResponse clear_cookie(const ApiRequest& req, ApiResponse res)
    {
        res.headers.emplace_back("Set-Cookie", refresh_cookie(req, "", 0));
        return res;
    }

    // One limiter for both actions; the key says which action and who. Per address, per address
    // and account, and per account only for browsers that never signed in to it: someone guessing
    // from elsewhere can exhaust the account's limit, but not the owner's own browser's.
    std::optional<ApiResponse> limited(accounts::RateLimiter& limiter,
        const accounts::TokenService& tokens, std::string_view action, const ApiRequest& req)
    {
        const std::string prefix(action);
        if (auto wait = limiter.hit(prefix + "|ip|" + req.remote_address))
            return too_many_requests(*wait);
        const auto email = json_text(req.json, "email");
        if (email.empty())
            return std::nullopt;
        const auto key = account_key(email);
        if (auto wait = limiter.hit(prefix + "|ip-account|" + req.remote_address + "|" + key))
            return too_many_requests(*wait);
        if (!signed_in_here_before(req, tokens, key))
            if (auto wait = limiter.hit(prefix + "|account|" + key))
                return too_many_requests(*wait);
        return std::nullopt;
    }

    // A query parameter of a URL we built ourselves (values are url_encode'd: no '&' inside).
    std::string url_query_value(const std::string& url, std::string_view name)
    {
        ApiRequest parsed;
        const auto q = url.find('?');
        parsed.query = q == std::string::npos ? std::string {} : url.substr(q + 1);
        return parsed.query_param(name).value_or("");
    }

    std::string location_with_error(
        const std::string& origin, std::string_view code, std::string_view description)
    {
        return origin + "/auth/callback?error=" + accounts::url_encode(code)
            + "&error_description=" + accounts::url_encode(description);
    }

} // namespace

void add_auth_routes(Router& router, accounts::AccountService& accounts, accounts::OidcClient& oidc,
    AuthRoutesOptions options)
{
    auto limiter
        = std::make_shared<accounts::RateLimiter>(options.attempts_per_window, options.window);
    auto guest_limiter
        = std::make_shared<accounts::RateLimiter>(options.guest_tokens_per_window, options.window);
    limiter->share(options.bus, "auth");
    guest_limiter->share(options.bus, "guest");

    router.add("POST", "/api/auth/register", [&accounts, limiter](ApiRequest& req) {
        if (auto refusal
            = wrong_text_fields(req, { "email", "password", "username", "displayName" }))
            return *refusal;
        if (auto refusal = limited(*limiter, accounts.tokens(), "register", req))
            return *refusal;
        auto outcome = accounts.register_user(
            { json_text(req.json, "email"), json_text(req.json, "password"),
                json_text(req.json, "username"), json_text(req.json, "displayName") });
        if (!outcome)
            return failure_response(outcome.error());
        return session_response(req, accounts.tokens(), outcome.value(), 201, false);
    });

    router.add("POST", "/api/auth/login", [&accounts, limiter](ApiRequest& req) {
        if (auto refusal = wrong_text_fields(req, { "email", "password" }))
            return *refusal;
        if (auto refusal = limited(*limiter, accounts.tokens(), "login", req))
            return *refusal;
        auto outcome
            = accounts.login(json_text(req.json, "email"), json_text(req.json, "password"));
        if (!outcome)
            return failure_response(outcome.error());
        return session_response(req, accounts.tokens(), outcome.value(), 200, false);
    });

    router.add("POST", "/api/auth/logout", [&accounts](ApiRequest& req) {
        if (auto refusal = wrong_text_fields(req, { "refreshToken" }))
            return *refusal;
        accounts.logout(presented_refresh_token(req));
        return clear_cookie(req, ApiResponse::ok({ { "message", "Logged out" } }));
    });

    // "Sign out everywhere": every device's session ends now, this one's included.
    router.add("POST", "/api/auth/logout-all", [&accounts](ApiRequest& req) {
        const auto who = authenticate_account(req);
        if (!who || !accounts.logout_everywhere(who->id))
            return ApiResponse::error(401);
        return clear_cookie(req, ApiResponse::ok({ { "message", "Logged out everywhere" } }));
    });

    router.add("POST", "/api/auth/refresh", [&accounts](ApiRequest& req) {
        if (auto refusal = wrong_text_fields(req, { "refreshToken" }))
            return *refusal;
        auto outcome = accounts.refresh(presented_refresh_token(req));
        if (!outcome)
            return clear_cookie(req, failure_response(outcome.error()));
        return session_response(req, accounts.tokens(), outcome.value(), 200, false);
    });

    router.add("GET", "/api/auth/profile", [&accounts](ApiRequest& req) {
        const auto who = authenticate_account(req);
        const auto user = who ? accounts.find_user(who->id) : std::nullopt;
        if (!user)
            return ApiResponse::error(401);
        return ApiResponse::ok({ { "user", user_json(*user) } });
    });

    router.add("DELETE", "/api/auth/delete-account", [&accounts](ApiRequest& req) {
        if (auto refusal = wrong_text_fields(req, { "password" }))
            return *refusal;
        const auto who = authenticate_account(req);
        if (!who)
            return ApiResponse::error(401);
        auto outcome = accounts.delete_account(who->id, json_text(req.json, "password"));
        if (!outcome)
            return failure_response(outcome.error());
        return clear_cookie(req, ApiResponse::ok({ { "message", "Account deleted" } }));
    });

    router.add("POST", "/api/auth/guest", [&accounts, guest_limiter](ApiRequest& req) {
        if (auto wait = guest_limiter->hit("guest|ip|" + req.remote_address))
            return too_many_requests(*wait);
        if (auto refusal = wrong_text_fields(req, { "username" }))
            return *refusal;
        const auto guest = accounts.guest(json_text(req.json, "username"));
        return ApiResponse::ok({
            { "token", guest.token },
            { "user",
                { { "id", guest.id }, { "username", guest.username },
                    { "displayName", guest.username }, { "role", "guest" }, { "guest", true } } },
        });
    });

    // Browser navigation: remember state -> PKCE verifier, then send the browser to the provider.
    router.add("GET", "/api/auth/google", [&oidc](ApiRequest& req) {
        const auto origin = origin_of(req);
        std::string redirect_uri = oidc.config().redirect_uri.empty() ? origin + "/auth/callback"
                                                                      : oidc.config().redirect_uri;
        if (auto asked = req.query_param("redirect_uri"); asked && asked->starts_with(origin + "/"))
            redirect_uri = *asked;
        auto outcome = oidc.begin(req.query_param("state").value_or(""), redirect_uri);
        ApiResponse res;
        res.status = 302;
        res.content_type = "text/plain";
        if (!outcome)
            res.headers.emplace_back(
                "Location", location_with_error(origin, "server_error", outcome.error().message));
        else {
            const auto& location = outcome.value();
            res.headers.emplace_back("Location", location);
            res.headers.emplace_back("Set-Cookie",
                std::string(state_cookie_name) + "="
                    + accounts::url_encode(url_query_value(location, "state"))
                    + "; Path=/api/auth; Max-Age="
                    + std::to_string(accounts::OidcClient::state_lifetime_seconds)
                    + "; HttpOnly; SameSite=Lax" + (is_https(req) ? "; Secure" : ""));
        }
        return res;
    });

    router.add("POST", "/api/auth/google/callback", [&oidc, &accounts](ApiRequest& req) {
        if (auto refusal = wrong_text_fields(req, { "code", "state" }))
            return *refusal;
        const auto code = json_text(req.json, "code");
        const auto state = json_text(req.json, "state");
        if (!code.empty() && (state.empty() || cookie_value(req, state_cookie_name) != state))
            return failure_response({ 400, "Invalid state parameter" });
        auto outcome = oidc.complete(code, state);
        // The state is spent either way: the browser forgets its cookie too.
        auto res = !outcome.ok()
            ? failure_response(outcome.error())
            : session_response(req, accounts.tokens(), outcome.value(), 200, true);
        res.headers.emplace_back("Set-Cookie",
            std::string(state_cookie_name) + "=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Lax"
                + (is_https(req) ? "; Secure" : ""));
        return res;
    });
}

} // namespace academy::net
