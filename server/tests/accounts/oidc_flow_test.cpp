#include "accounts_server.hpp"

#include <gtest/gtest.h>

using namespace academy;
using test::AccountsServer;

namespace {

// Query parameter of a URL.
std::string param(const std::string& url, const std::string& name)
{
    net::ApiRequest r;
    const auto q = url.find('?');
    r.query = q == std::string::npos ? "" : url.substr(q + 1);
    return r.query_param(name).value_or("");
}

// What the browser does: GET /api/auth/google, follow to the provider, come back with code+state.
struct BrowserReturn {
    std::string authorize_url;
    std::string callback_url;
    std::string cookie; // the state cookie the browser keeps from GET /api/auth/google
    test::Headers headers() const { return { { "Cookie", cookie } }; }
};

BrowserReturn browse_to_provider(AccountsServer& s, const std::string& state)
{
    const auto start = s.get("/api/auth/google?state=" + state);
    EXPECT_EQ(start.status, 302u);
    const auto location = start.header("location");
    const auto path = location.substr(location.find("/api/oidc/"));
    const auto back = test::send(s.provider.server->port(), test::http::verb::get, path);
    EXPECT_EQ(back.status, 302u);
    const auto set_cookie = start.header("set-cookie");
    return { location, back.header("location"), set_cookie.substr(0, set_cookie.find(';')) };
}

} // namespace

TEST(Oidc, RedirectCarriesPkceStateAndScope)
{
    AccountsServer s;
    const auto state = std::string("client-state-0123456789abcdef");
    const auto r = s.get("/api/auth/google?state=" + state);
    ASSERT_EQ(r.status, 302u);
    const auto location = r.header("location");
    EXPECT_TRUE(location.starts_with(s.provider.url("authorize") + "?")) << location;
    EXPECT_EQ(param(location, "client_id"), "academy-client");
    EXPECT_EQ(param(location, "response_type"), "code");
    EXPECT_EQ(param(location, "scope"), "openid email profile");
    EXPECT_EQ(param(location, "state"), state);
    EXPECT_EQ(param(location, "code_challenge_method"), "S256");
    EXPECT_EQ(param(location, "code_challenge").size(), 43u);
    const auto origin = "http://127.0.0.1:" + std::to_string(s.server->port());
    EXPECT_EQ(param(location, "redirect_uri"), origin + "/auth/callback");

    // A same-origin redirect_uri is honoured, a foreign one is not.
    auto other = s.get(
        "/api/auth/google?redirect_uri=" + accounts::url_encode(origin + "/auth/callback?x=1"));
    EXPECT_EQ(param(other.header("location"), "redirect_uri"), origin + "/auth/callback?x=1");
    other = s.get("/api/auth/google?redirect_uri="
        + accounts::url_encode("http://evil.example/auth/callback"));
    EXPECT_EQ(param(other.header("location"), "redirect_uri"), origin + "/auth/callback");
    // Without a usable client state the server makes one.
    EXPECT_GE(param(other.header("location"), "state").size(), 16u);
}

TEST(Oidc, HappyPathCreatesThenSignsInTheSameAccount)
{
    AccountsServer s;
    const auto back = browse_to_provider(s, "state-aaaaaaaaaaaaaaaaaaaa");
    EXPECT_EQ(param(back.callback_url, "state"), "state-aaaaaaaaaaaaaaaaaaaa");
    const auto code = param(back.callback_url, "code");
    ASSERT_FALSE(code.empty()) << back.callback_url;

    auto r = s.post("/api/auth/google/callback",
        { { "code", code }, { "state", "state-aaaaaaaaaaaaaaaaaaaa" } }, back.headers());
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_TRUE(r.json["data"]["isNewUser"].get<bool>());
    EXPECT_EQ(r.json["data"]["user"]["email"], "oidc.user@example.com");
    EXPECT_EQ(r.json["data"]["user"]["displayName"], "Oidc User");
    EXPECT_EQ(r.json["data"]["user"]["username"], "oidcuser");
    const auto token = r.json["data"]["accessToken"].get<std::string>();
    EXPECT_EQ(s.get("/api/auth/profile", token).status, 200u);
    EXPECT_FALSE(test::cookie_token(r.header("set-cookie")).empty());
    // The spent state's cookie is cleared.
    EXPECT_NE(
        r.header("set-cookie").find("oauthState=; Path=/api/auth; Max-Age=0"), std::string::npos)
        << r.header("set-cookie");

    // The code and the state are one-time.
    r = s.post("/api/auth/google/callback",
        { { "code", code }, { "state", "state-aaaaaaaaaaaaaaaaaaaa" } }, back.headers());
    EXPECT_EQ(r.status, 400u);

    const auto again = browse_to_provider(s, "state-bbbbbbbbbbbbbbbbbbbb");
    r = s.post("/api/auth/google/callback",
        { { "code", param(again.callback_url, "code") },
            { "state", "state-bbbbbbbbbbbbbbbbbbbb" } },
        again.headers());
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_FALSE(r.json["data"]["isNewUser"].get<bool>());
    EXPECT_EQ(s.db->query("SELECT COUNT(*) FROM users").rows[0].integer(0), 1);
}

TEST(Oidc, VerifiedEmailLinksToTheExistingAccount)
{
    AccountsServer s;
    ASSERT_EQ(s.register_user("oidc.user@example.com", "existing").status, 201u);
    const auto back = browse_to_provider(s, "state-cccccccccccccccccccc");
    const auto r = s.post("/api/auth/google/callback",
        { { "code", param(back.callback_url, "code") }, { "state", "state-cccccccccccccccccccc" } },
        back.headers());
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_FALSE(r.json["data"]["isNewUser"].get<bool>());
    EXPECT_EQ(r.json["data"]["user"]["username"], "existing");
}

TEST(Oidc, StateMismatchMissingCodeAndProviderError)
{
    AccountsServer s;
    const auto back = browse_to_provider(s, "state-dddddddddddddddddddd");
    const auto code = param(back.callback_url, "code");
    auto r = s.post("/api/auth/google/callback",
        { { "code", code }, { "state", "state-not-the-one-we-sent" } },
        { { "Cookie", "oauthState=state-not-the-one-we-sent" } });
    EXPECT_EQ(r.status, 400u);
    EXPECT_EQ(r.json["message"], "Invalid state parameter");
    r = s.post("/api/auth/google/callback", { { "state", "state-dddddddddddddddddddd" } });
    EXPECT_EQ(r.status, 400u);
    EXPECT_EQ(r.json["message"], "No authorization code received from Google.");

    // A wrong PKCE verifier (here: a code from another request) is refused by the provider.
    const auto other = browse_to_provider(s, "state-eeeeeeeeeeeeeeeeeeee");
    r = s.post("/api/auth/google/callback",
        { { "code", code }, { "state", "state-eeeeeeeeeeeeeeeeeeee" } }, other.headers());
    EXPECT_EQ(r.status, 502u);

    s.provider.mode = "token_error";
    const auto third = browse_to_provider(s, "state-ffffffffffffffffffff");
    r = s.post("/api/auth/google/callback",
        { { "code", param(third.callback_url, "code") },
            { "state", "state-ffffffffffffffffffff" } },
        third.headers());
    EXPECT_EQ(r.status, 502u);
    EXPECT_EQ(r.json["message"],
        "Could not complete sign-in with the identity provider. Please try again.");
    EXPECT_TRUE(s.db->query("SELECT 1 FROM users").rows.empty());
}

TEST(Oidc, UnreachableProviderIs502)
{
    AccountsServer s;
    const auto back = browse_to_provider(s, "state-gggggggggggggggggggg");
    s.provider.server->stop();
    const auto r = s.post("/api/auth/google/callback",
        { { "code", param(back.callback_url, "code") }, { "state", "state-gggggggggggggggggggg" } },
        back.headers());
    EXPECT_EQ(r.status, 502u);
}

TEST(Oidc, CallbackFromAnotherBrowserIsRefused)
{
    // Login CSRF: someone else's code and state, delivered without the state cookie of the
    // browser that started the sign-in.
    AccountsServer s;
    const auto back = browse_to_provider(s, "state-hhhhhhhhhhhhhhhhhhhh");
    EXPECT_NE(back.cookie.find("oauthState=state-hhhhhhhhhhhhhhhhhhhh"), std::string::npos);
    const nlohmann::json body { { "code", param(back.callback_url, "code") },
        { "state", "state-hhhhhhhhhhhhhhhhhhhh" } };
    auto r = s.post("/api/auth/google/callback", body);
    EXPECT_EQ(r.status, 400u);
    EXPECT_EQ(r.json["message"], "Invalid state parameter");
    r = s.post("/api/auth/google/callback", body,
        { { "Cookie", "oauthState=state-other-browser-000000" } });
    EXPECT_EQ(r.status, 400u);
    // The right browser still completes it.
    EXPECT_EQ(s.post("/api/auth/google/callback", body, back.headers()).status, 200u);
}
