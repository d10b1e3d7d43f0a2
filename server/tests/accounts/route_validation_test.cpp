// The validation of every /api/auth and /api/users route behind the real server: each text field
// refuses another type with a 400 naming it, a body that is not an object is a 400, missing
// fields get the route's own text, the routes that need an account refuse every unusable token
// with a 401, and a wrong method is a 405 with the methods that exist.
#include "accounts_server.hpp"

#include <gtest/gtest.h>

#include <set>

using namespace academy;
using test::AccountsServer;
using test::http::verb;
using json = nlohmann::json;

namespace {

const std::string kSignIn(net::catalogue_message(401));

struct Field {
    verb method;
    std::string path;
    std::string field;
};

// Every text field of every accounts route that reads a body.
const std::vector<Field> kTextFields {
    { verb::post, "/api/auth/register", "email" },
    { verb::post, "/api/auth/register", "password" },
    { verb::post, "/api/auth/register", "username" },
    { verb::post, "/api/auth/register", "displayName" },
    { verb::post, "/api/auth/login", "email" },
    { verb::post, "/api/auth/login", "password" },
    { verb::post, "/api/auth/logout", "refreshToken" },
    { verb::post, "/api/auth/refresh", "refreshToken" },
    { verb::post, "/api/auth/guest", "username" },
    { verb::post, "/api/auth/google/callback", "code" },
    { verb::post, "/api/auth/google/callback", "state" },
    { verb::put, "/api/users/profile", "username" },
    { verb::put, "/api/users/profile", "displayName" },
    { verb::put, "/api/users/password", "currentPassword" },
    { verb::put, "/api/users/password", "newPassword" },
    { verb::delete_, "/api/auth/delete-account", "password" },
};

test::Reply send(AccountsServer& s, verb method, const std::string& path, const std::string& body,
    const std::string& token = {})
{
    test::Headers headers;
    if (!token.empty())
        headers.emplace_back("Authorization", "Bearer " + token);
    return test::send(s.server->port(), method, path, body, headers);
}

void expect_error(
    const test::Reply& r, unsigned status, const std::string& message, const std::string& what)
{
    EXPECT_EQ(r.status, status) << what << ": " << r.body;
    EXPECT_EQ(r.json.value("success", true), false) << what;
    EXPECT_EQ(r.json.value("message", ""), message) << what;
}

std::string access_token(const test::Reply& r)
{
    return r.json["data"]["accessToken"].get<std::string>();
}

// Generous limits: these tests send many requests from one address on purpose.
net::AuthRoutesOptions roomy()
{
    net::AuthRoutesOptions o;
    o.attempts_per_window = 1000;
    o.guest_tokens_per_window = 1000;
    return o;
}

} // namespace

TEST(AccountRoutes, EveryTextFieldRefusesAnotherType)
{
    AccountsServer s(roomy());
    const auto token = access_token(s.register_user("types@example.com"));
    for (const auto& [method, path, field] : kTextFields)
        for (const json& value :
            { json(5), json(true), json(1.5), json::array({ "a" }), json { { "text", "a" } } }) {
            const json body { { field, value } };
            expect_error(send(s, method, path, body.dump(), token), 400, field + " must be text",
                path + " " + body.dump());
        }
}

TEST(AccountRoutes, ABodyThatIsNotAnObjectIsRefused)
{
    AccountsServer s(roomy());
    const auto token = access_token(s.register_user("shape@example.com"));
    std::set<std::pair<verb, std::string>> routes;
    for (const auto& f : kTextFields)
        routes.insert({ f.method, f.path });
    for (const auto& [method, path] : routes)
        for (const char* body : { "[]", "[{\"email\":\"a@b.c\"}]", "\"text\"", "5", "true" })
            expect_error(send(s, method, path, body, token), 400,
                "The request body must be a JSON object", path + " " + body);
}

TEST(AccountRoutes, NullCountsAsAbsent)
{
    AccountsServer s(roomy());
    EXPECT_EQ(s.post("/api/auth/logout", { { "refreshToken", nullptr } }).status, 200u);
    const auto guest = s.post("/api/auth/guest", { { "username", nullptr } });
    EXPECT_EQ(guest.status, 200u) << guest.body;
    expect_error(s.post("/api/auth/login", { { "email", nullptr }, { "password", nullptr } }), 400,
        "Email is required", "login with nulls");
}

TEST(AccountRoutes, MissingFieldsGetTheRoutesOwnText)
{
    AccountsServer s(roomy());
    const auto token = access_token(s.register_user("missing@example.com", "missing"));
    expect_error(
        s.post("/api/auth/register", json::object()), 400, "Email is required", "register");
    expect_error(s.post("/api/auth/register", { { "email", "new@example.com" } }), 400,
        "Password is required", "register without a password");
    expect_error(s.post("/api/auth/login", json::object()), 400, "Email is required", "login");
    expect_error(s.post("/api/auth/login", { { "email", "missing@example.com" } }), 400,
        "Password is required", "login without a password");
    expect_error(
        s.post("/api/auth/refresh", json::object()), 401, "No refresh token available", "refresh");
    expect_error(s.post("/api/auth/refresh", { { "refreshToken", "forged" } }), 401,
        "Invalid or expired refresh token", "forged refresh");
    expect_error(s.post("/api/auth/google/callback", json::object()), 400,
        "No authorization code received from Google.", "callback");
    expect_error(s.del("/api/auth/delete-account", json::object(), token), 400,
        "Password is required", "delete");
    expect_error(s.put("/api/users/password", { { "newPassword", "another-long-pw-2" } }, token),
        403, "Current password is incorrect", "password change without the current one");
    expect_error(
        s.put("/api/users/password",
            { { "currentPassword", "chess-academy-pw1" }, { "newPassword", "short" } }, token),
        400, "Password must be at least 8 characters", "short password");
    expect_error(s.put("/api/users/profile", { { "username", "" } }, token), 400,
        "Username is required", "empty username");
    // Nothing changed by the refusals: the account still signs in with its password.
    EXPECT_EQ(s.post("/api/auth/login",
                   { { "email", "missing@example.com" }, { "password", "chess-academy-pw1" } })
                  .status,
        200u);
}

TEST(AccountRoutes, RoutesThatNeedAnAccountRefuseEveryUnusableToken)
{
    AccountsServer s(roomy());
    const auto registered = s.register_user("owner@example.com", "owner");
    const auto good = access_token(registered);
    const auto id = registered.json["data"]["user"]["id"].get<std::string>();
    const auto guest = s.post("/api/auth/guest", json::object()).json["data"]["token"];
    accounts::TokenService other(std::string(32, 'x'));
    const accounts::TokenClaims claims { id, "user", "owner", "Test Player" };
    // Signed by this server two days ago: long expired.
    const auto expired = s.tokens->sign(claims, accounts::epoch_now() - 2 * 24 * 3600);
    auto tampered = good;
    tampered[tampered.size() / 2] = tampered[tampered.size() / 2] == 'A' ? 'B' : 'A';
    const std::vector<std::pair<std::string, std::string>> tokens {
        { "no token", "" },
        { "not a token", "not-a-token" },
        { "a guest's", guest.get<std::string>() },
        { "another server's", other.sign(claims) },
        { "expired", expired },
        { "tampered", tampered },
    };
    const std::vector<std::tuple<verb, std::string, std::string, std::string>> routes {
        { verb::get, "/api/auth/profile", "", kSignIn },
        { verb::post, "/api/auth/logout-all", "{}", kSignIn },
        { verb::delete_, "/api/auth/delete-account", R"({"password":"chess-academy-pw1"})",
            kSignIn },
        { verb::get, "/api/users/profile", "", kSignIn },
        { verb::put, "/api/users/profile", R"({"displayName":"Someone Else"})",
            "No user logged in" },
        { verb::put, "/api/users/password",
            R"({"currentPassword":"chess-academy-pw1","newPassword":"another-long-pw-2"})",
            kSignIn },
        { verb::get, "/api/users/stats", "", kSignIn },
        { verb::get, "/api/users/progress", "", kSignIn },
    };
    for (const auto& [what, token] : tokens)
        for (const auto& [method, path, body, message] : routes)
            expect_error(send(s, method, path, body, token), 401, message, path + " with " + what);
    // None of them changed the account: its own token still works for every read.
    EXPECT_EQ(s.get("/api/users/profile", good).json["data"]["user"]["displayName"], "Test Player");
    EXPECT_EQ(s.get("/api/users/stats", good).status, 200u);

    // Once the account is deleted its token is refused everywhere too.
    ASSERT_EQ(
        s.del("/api/auth/delete-account", { { "password", "chess-academy-pw1" } }, good).status,
        200u);
    for (const auto& [method, path, body, message] : routes)
        expect_error(send(s, method, path, body, good), 401, message, path + " after deletion");
}

TEST(AccountRoutes, AWrongMethodIs405WithAllow)
{
    AccountsServer s(roomy());
    const std::vector<std::tuple<verb, std::string, std::string>> wrong {
        { verb::get, "/api/auth/register", "POST" },
        { verb::get, "/api/auth/login", "POST" },
        { verb::get, "/api/auth/logout", "POST" },
        { verb::get, "/api/auth/logout-all", "POST" },
        { verb::get, "/api/auth/refresh", "POST" },
        { verb::post, "/api/auth/profile", "GET" },
        { verb::post, "/api/auth/delete-account", "DELETE" },
        { verb::get, "/api/auth/guest", "POST" },
        { verb::post, "/api/auth/google", "GET" },
        { verb::get, "/api/auth/google/callback", "POST" },
        { verb::delete_, "/api/users/profile", "GET, PUT" },
        { verb::post, "/api/users/password", "PUT" },
        { verb::put, "/api/users/stats", "GET" },
        { verb::delete_, "/api/users/progress", "GET" },
    };
    for (const auto& [method, path, allow] : wrong) {
        const auto r = send(s, method, path, method == verb::get ? "" : "{}");
        expect_error(r, 405, std::string(net::catalogue_message(405)), path);
        EXPECT_EQ(r.header("allow"), allow) << path;
    }
}
