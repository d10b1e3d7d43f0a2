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
#include "net/request_reader.hpp"

#include <memory>

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
    std::string presented_refresh_token(const ApiRequest& req, std::string sent)
    {
        auto token = cookie_value(req, cookie_name);
        return token.empty() ? sent : token;
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
        // A learner's session lasts as long as it may stay idle, and it has no e-mail to sign in
        // with, so no device cookie.
        const bool learner = s.user.role == accounts::kLearnerRole;
        const auto lifetime = learner ? accounts::AccountService::learner_idle_lifetime
                                      : accounts::AccountService::refresh_lifetime;
        res.headers.emplace_back("Set-Cookie",
            refresh_cookie(req, s.refresh_token, static_cast<long>(lifetime.count())));
        if (!learner)
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
        const accounts::TokenService& tokens, std::string_view action, const ApiRequest& req,
        const std::string& email)
    {
        const std::string prefix(action);
        if (auto wait = limiter.hit(prefix + "|ip|" + req.remote_address))
            return too_many_requests(*wait);
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

    // What the routes share: the services and the limiters of sign-in and guest identities.
    struct Auth {
        Auth(accounts::AccountService& accounts, accounts::OidcClient& oidc,
            const AuthRoutesOptions& options)
            : accounts(accounts)
            , oidc(oidc)
            , limiter(options.attempts_per_window, options.window)
            , guest_limiter(options.guest_tokens_per_window, options.window)
            , learner_limiter(options.learners_per_window, options.window)
        {
            limiter.share(options.bus, "auth");
            guest_limiter.share(options.bus, "guest");
            learner_limiter.share(options.bus, "learner");
        }
        accounts::AccountService& accounts;
        accounts::OidcClient& oidc;
        accounts::RateLimiter limiter;
        accounts::RateLimiter guest_limiter;
        accounts::RateLimiter learner_limiter;
    };

    // The anonymous learner of the browser that sends the request: its access token (an expired
    // one too: the learner may come back after a while) or else its refresh cookie. Nothing when
    // the browser holds none, or holds an account's.
    std::optional<std::int64_t> browser_learner(Auth& a, const ApiRequest& req)
    {
        if (const auto who
            = authenticate_token(bearer_token(req.header("authorization")), /*allow_expired=*/true);
            who && who->learner)
            return who->id;
        const auto owner = a.accounts.refresh_token_owner(cookie_value(req, cookie_name));
        if (!owner)
            return std::nullopt;
        const auto user = a.accounts.find_user(*owner);
        if (!user || user->role != accounts::kLearnerRole)
            return std::nullopt;
        return owner;
    }

    // A signed-in account answers; the browser's anonymous learner, if any, becomes part of it.
    void take_learner_into(
        Auth& a, const std::optional<std::int64_t>& learner, const accounts::Session& session)
    {
        if (learner && session.user.role != accounts::kLearnerRole)
            a.accounts.absorb_learner(*learner, session.user.id);
    }

    // Every body the routes read: an object whose fields are text when sent (null counts as
    // absent); a wrong type is named, not read as empty (issue 11).
    const BodyRule kObjectBody { .message = "The request body must be a JSON object" };

    // A text field that may be absent: the services answer a missing one in their own words.
    using Text = std::optional<std::string>;

    ApiResponse register_user(Auth& a, ApiRequest& req)
    {
        RequestReader in(req, kObjectBody);
        accounts::RegisterInput form { in.field<Text>("email").value_or(""),
            in.field<Text>("password").value_or(""), in.field<Text>("username").value_or(""),
            in.field<Text>("displayName").value_or("") };
        if (!in)
            return in.problem();
        if (auto refusal = limited(a.limiter, a.accounts.tokens(), "register", req, form.email))
            return *refusal;
        const auto learner = browser_learner(a, req);
        auto registered = a.accounts.register_user(std::move(form));
        if (!registered)
            return failure_response(registered.error());
        take_learner_into(a, learner, registered.value());
        return session_response(req, a.accounts.tokens(), registered.value(), 201, false);
    }

    ApiResponse login(Auth& a, ApiRequest& req)
    {
        RequestReader in(req, kObjectBody);
        const auto email = in.field<Text>("email").value_or("");
        const auto password = in.field<Text>("password").value_or("");
        if (!in)
            return in.problem();
        if (auto refusal = limited(a.limiter, a.accounts.tokens(), "login", req, email))
            return *refusal;
        const auto learner = browser_learner(a, req);
        auto signed_in = a.accounts.login(email, password);
        if (!signed_in)
            return failure_response(signed_in.error());
        take_learner_into(a, learner, signed_in.value());
        return session_response(req, a.accounts.tokens(), signed_in.value(), 200, false);
    }

    ApiResponse logout(Auth& a, ApiRequest& req)
    {
        RequestReader in(req, kObjectBody);
        const auto sent = in.field<Text>("refreshToken").value_or("");
        if (!in)
            return in.problem();
        a.accounts.logout(presented_refresh_token(req, sent));
        return clear_cookie(req, ApiResponse::ok({ { "message", "Logged out" } }));
    }

    // "Sign out everywhere": every device's session ends now, this one's included.
    ApiResponse logout_all(Auth& a, ApiRequest& req)
    {
        const auto who = authenticate_account(req);
        if (!who || !a.accounts.logout_everywhere(who->id))
            return ApiResponse::error(401);
        return clear_cookie(req, ApiResponse::ok({ { "message", "Logged out everywhere" } }));
    }

    ApiResponse refresh(Auth& a, ApiRequest& req)
    {
        RequestReader in(req, kObjectBody);
        const auto sent = in.field<Text>("refreshToken").value_or("");
        if (!in)
            return in.problem();
        auto refreshed = a.accounts.refresh(presented_refresh_token(req, sent));
        if (!refreshed)
            return clear_cookie(req, failure_response(refreshed.error()));
        return session_response(req, a.accounts.tokens(), refreshed.value(), 200, false);
    }

    // Who the token belongs to: an account, or an anonymous learner (marked "anonymous").
    ApiResponse profile(Auth& a, ApiRequest& req)
    {
        const auto who = authenticate_learner(req);
        const auto user = who ? a.accounts.find_user(who->id) : std::nullopt;
        if (!user)
            return ApiResponse::error(401);
        return ApiResponse::ok({ { "user", user_json(*user) } });
    }

    ApiResponse delete_account(Auth& a, ApiRequest& req)
    {
        RequestReader in(req, kObjectBody);
        const auto password = in.field<Text>("password").value_or("");
        if (!in)
            return in.problem();
        const auto who = authenticate_account(req);
        if (!who)
            return ApiResponse::error(401);
        auto deleted = a.accounts.delete_account(who->id, password);
        if (!deleted)
            return failure_response(deleted.error());
        return clear_cookie(req, ApiResponse::ok({ { "message", "Account deleted" } }));
    }

    ApiResponse guest(Auth& a, ApiRequest& req)
    {
        if (auto wait = a.guest_limiter.hit("guest|ip|" + req.remote_address))
            return too_many_requests(*wait);
        RequestReader in(req, kObjectBody);
        const auto username = in.field<Text>("username").value_or("");
        if (!in)
            return in.problem();
        const auto outcome = a.accounts.guest(username);
        if (!outcome)
            return failure_response(outcome.error());
        const auto& guest = outcome.value();
        return ApiResponse::ok({
            { "token", guest.token },
            { "user",
                { { "id", guest.id }, { "username", guest.username },
                    { "displayName", guest.username }, { "role", "guest" }, { "guest", true } } },
        });
    }

    // A visitor's first recorded activity: an anonymous learner, signed in as an account is (an
    // access token and the refresh cookie), so everything it does is judged and kept here.
    ApiResponse anonymous(Auth& a, ApiRequest& req)
    {
        RequestReader in(req, kObjectBody);
        if (!in)
            return in.problem();
        if (auto wait = a.learner_limiter.hit("learner|ip|" + req.remote_address))
            return too_many_requests(*wait);
        return session_response(req, a.accounts.tokens(), a.accounts.start_learner(), 201, false);
    }

    // Browser navigation: remember state -> PKCE verifier, then send the browser to the provider.
    ApiResponse google(Auth& a, ApiRequest& req)
    {
        auto query = RequestReader::query(req);
        const auto asked = query.field<Text>("redirect_uri");
        const auto state = query.field<Text>("state").value_or("");
        if (!query)
            return query.problem();
        const auto origin = origin_of(req);
        std::string redirect_uri = a.oidc.config().redirect_uri.empty()
            ? origin + "/auth/callback"
            : a.oidc.config().redirect_uri;
        if (asked && asked->starts_with(origin + "/"))
            redirect_uri = *asked;
        auto begun = a.oidc.begin(state, redirect_uri);
        ApiResponse res;
        res.status = 302;
        res.content_type = "text/plain";
        if (!begun)
            res.headers.emplace_back(
                "Location", location_with_error(origin, "server_error", begun.error().message));
        else {
            const auto& location = begun.value();
            res.headers.emplace_back("Location", location);
            res.headers.emplace_back("Set-Cookie",
                std::string(state_cookie_name) + "="
                    + accounts::url_encode(url_query_value(location, "state"))
                    + "; Path=/api/auth; Max-Age="
                    + std::to_string(accounts::OidcClient::state_lifetime_seconds)
                    + "; HttpOnly; SameSite=Lax" + (is_https(req) ? "; Secure" : ""));
        }
        return res;
    }

    ApiResponse google_callback(Auth& a, ApiRequest& req)
    {
        RequestReader in(req, kObjectBody);
        const auto code = in.field<Text>("code").value_or("");
        const auto state = in.field<Text>("state").value_or("");
        if (!in)
            return in.problem();
        if (!code.empty() && (state.empty() || cookie_value(req, state_cookie_name) != state))
            return failure_response({ 400, "Invalid state parameter" });
        const auto learner = browser_learner(a, req);
        auto completed = a.oidc.complete(code, state);
        if (completed.ok())
            take_learner_into(a, learner, completed.value());
        // The state is spent either way: the browser forgets its cookie too.
        auto res = !completed.ok()
            ? failure_response(completed.error())
            : session_response(req, a.accounts.tokens(), completed.value(), 200, true);
        res.headers.emplace_back("Set-Cookie",
            std::string(state_cookie_name) + "=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Lax"
                + (is_https(req) ? "; Secure" : ""));
        return res;
    }

} // namespace

void add_auth_routes(Router& router, accounts::AccountService& accounts, accounts::OidcClient& oidc,
    AuthRoutesOptions options)
{
    const auto auth = std::make_shared<Auth>(accounts, oidc, options);
    constexpr auto blocking = Execution::blocking;
    router.add("POST", "/api/auth/register", with(auth, register_user), blocking);
    router.add("POST", "/api/auth/login", with(auth, login), blocking);
    router.add("POST", "/api/auth/logout", with(auth, logout), blocking);
    router.add("POST", "/api/auth/logout-all", with(auth, logout_all), blocking);
    router.add("POST", "/api/auth/refresh", with(auth, refresh), blocking);
    router.add("GET", "/api/auth/profile", with(auth, profile), blocking);
    router.add("DELETE", "/api/auth/delete-account", with(auth, delete_account), blocking);
    router.add("POST", "/api/auth/guest", with(auth, guest), blocking);
    router.add("POST", "/api/auth/anonymous", with(auth, anonymous), blocking);
    router.add("GET", "/api/auth/google", with(auth, google), blocking);
    router.add("POST", "/api/auth/google/callback", with(auth, google_callback), blocking);
}

} // namespace academy::net
