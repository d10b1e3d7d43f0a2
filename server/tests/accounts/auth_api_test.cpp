#include "accounts_server.hpp"

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace academy;
using test::AccountsServer;

namespace {

std::string message(const test::Reply& r) { return r.json.value("message", ""); }

} // namespace

TEST(Register, CreatesTheAccountAndSignsIn)
{
    AccountsServer s;
    const auto r = s.register_user("Ada@Example.com", "ada_l", "chess-academy-pw1", "Ada Lovelace");
    ASSERT_EQ(r.status, 201u) << r.body;
    EXPECT_TRUE(r.json["success"].get<bool>());
    const auto& data = r.json["data"];
    EXPECT_EQ(data["user"]["email"], "Ada@Example.com");
    EXPECT_EQ(data["user"]["username"], "ada_l");
    EXPECT_EQ(data["user"]["displayName"], "Ada Lovelace");
    EXPECT_EQ(data["user"]["role"], "user");
    EXPECT_FALSE(data["user"]["createdAt"].get<std::string>().empty());
    EXPECT_FALSE(data["accessToken"].get<std::string>().empty());
    EXPECT_FALSE(data["refreshToken"].get<std::string>().empty());
    EXPECT_EQ(r.body.find("argon2"), std::string::npos); // the hash never leaves the server
    EXPECT_EQ(r.body.find("password"), std::string::npos);

    const auto cookie = r.header("set-cookie");
    EXPECT_EQ(test::cookie_token(cookie), data["refreshToken"]);
    EXPECT_NE(cookie.find("HttpOnly"), std::string::npos);
    EXPECT_NE(cookie.find("SameSite=Lax"), std::string::npos);
    EXPECT_NE(cookie.find("Path=/api/auth"), std::string::npos);
    EXPECT_NE(cookie.find("Max-Age=604800"), std::string::npos);
    EXPECT_EQ(cookie.find("Secure"), std::string::npos);

    // Only the hash of the refresh token is stored.
    const auto rows = s.db->query("SELECT token_hash FROM refresh_tokens");
    ASSERT_EQ(rows.rows.size(), 1u);
    EXPECT_EQ(rows.rows[0].text(0), accounts::sha256_hex(data["refreshToken"].get<std::string>()));
    const auto users = s.db->query("SELECT password_hash FROM users");
    EXPECT_TRUE(users.rows[0].text(0).starts_with("$argon2id$"));
}

TEST(Register, CookieIsSecureBehindHttps)
{
    AccountsServer s;
    const auto r = s.post("/api/auth/register",
        { { "email", "sec@example.com" }, { "password", "chess-academy-pw1" },
            { "username", "secure" }, { "displayName", "Sec" } },
        { { "X-Forwarded-Proto", "https" } });
    ASSERT_EQ(r.status, 201u);
    EXPECT_NE(r.header("set-cookie").find("; Secure"), std::string::npos);
}

TEST(Register, ValidationNamesTheProblem)
{
    AccountsServer s({ .attempts_per_window = 100 });
    const auto bad = [&](nlohmann::json body, const std::string& text) {
        nlohmann::json full { { "email", "v@example.com" }, { "password", "chess-academy-pw1" },
            { "username", "valid" }, { "displayName", "Valid" } };
        full.update(body);
        const auto r = s.post("/api/auth/register", full);
        EXPECT_EQ(r.status, 400u) << text;
        EXPECT_EQ(message(r), text);
        EXPECT_FALSE(r.json["success"].get<bool>());
    };
    bad({ { "email", "" } }, "Email is required");
    bad({ { "email", "not-an-email" } }, "Please enter a valid email");
    bad({ { "email", "a@b" } }, "Please enter a valid email");
    bad({ { "email", std::string(250, 'a') + "@x.com" } }, "Email must be at most 254 characters");
    bad({ { "password", "" } }, "Password is required");
    bad({ { "password", "short" } }, "Password must be at least 8 characters");
    bad({ { "password", std::string(129, 'p') } }, "Password must be at most 128 characters");
    bad({ { "username", "" } }, "Username is required");
    bad({ { "username", "ab" } }, "Username must be at least 3 characters");
    bad({ { "username", std::string(31, 'u') } }, "Username must be at most 30 characters");
    bad({ { "username", "has space" } }, "Username may only contain letters, digits, _ and -");
    bad({ { "displayName", "" } }, "Display name is required");
    bad({ { "displayName", "A" } }, "Display name must be at least 2 characters");
    bad({ { "displayName", std::string(51, 'd') } }, "Display name must be at most 50 characters");
    bad({ { "username", "J\u00e9r\u00f4me" } },
        "Username may only contain letters, digits, _ and -");
    for (const char* hidden : { "Ada\u202eecalevol", "Ada\u200bLovelace", "Ada\tLovelace" })
        bad({ { "displayName", hidden } },
            "Display name must not contain control, invisible or text-direction characters");
    EXPECT_TRUE(s.db->query("SELECT 1 FROM users").rows.empty());
}

TEST(Register, EmailAndUsernameAreUniqueIgnoringCase)
{
    AccountsServer s;
    ASSERT_EQ(s.register_user("dup@example.com", "dupe").status, 201u);
    auto r = s.register_user("DUP@example.COM", "other");
    EXPECT_EQ(r.status, 409u);
    EXPECT_EQ(message(r), "Email is already registered");
    r = s.register_user("new@example.com", "DuPe");
    EXPECT_EQ(r.status, 409u);
    EXPECT_EQ(message(r), "Username is already taken");
}

TEST(Login, RightAndWrongCredentials)
{
    AccountsServer s;
    ASSERT_EQ(s.register_user("login@example.com", "loginer").status, 201u);
    auto r = s.post("/api/auth/login",
        { { "email", "LOGIN@example.com" }, { "password", "chess-academy-pw1" } });
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_EQ(r.json["data"]["user"]["username"], "loginer");
    EXPECT_FALSE(r.json["data"]["accessToken"].get<std::string>().empty());

    r = s.post(
        "/api/auth/login", { { "email", "login@example.com" }, { "password", "wrong-password" } });
    EXPECT_EQ(r.status, 401u);
    EXPECT_EQ(message(r), "Invalid email or password");
    r = s.post("/api/auth/login",
        { { "email", "nobody@example.com" }, { "password", "chess-academy-pw1" } });
    EXPECT_EQ(r.status, 401u);
    EXPECT_EQ(message(r), "Invalid email or password");
    r = s.post("/api/auth/login", { { "email", "login@example.com" }, { "password", "" } });
    EXPECT_EQ(r.status, 400u);
    EXPECT_EQ(message(r), "Password is required");
}

TEST(Login, RateLimitedPerAddressAndPerEmail)
{
    AccountsServer s({ .attempts_per_window = 3, .window = std::chrono::seconds { 60 } });
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(s.post("/api/auth/login",
                       { { "email", "x" + std::to_string(i) + "@example.com" },
                           { "password", "chess-academy-pw1" } })
                      .status,
            401u);
    const auto r = s.post("/api/auth/login",
        { { "email", "late@example.com" }, { "password", "chess-academy-pw1" } });
    EXPECT_EQ(r.status, 429u);
    EXPECT_EQ(message(r), "Too many requests. Please try again later.");
    const auto wait = std::stoi(r.header("retry-after"));
    EXPECT_GT(wait, 0);
    EXPECT_LE(wait, 60);

    accounts::RateLimiter limiter(2, std::chrono::seconds { 10 });
    const auto t0 = accounts::RateLimiter::Clock::now();
    EXPECT_FALSE(limiter.hit("email|a", t0));
    EXPECT_FALSE(limiter.hit("email|a", t0));
    EXPECT_TRUE(limiter.hit("email|a", t0));
    EXPECT_FALSE(limiter.hit("email|b", t0)); // keys are independent
    EXPECT_FALSE(limiter.hit("email|a", t0 + std::chrono::seconds { 11 })); // the window slid
}

TEST(Tokens, ProfileNeedsAValidUnexpiredUntamperedToken)
{
    AccountsServer s;
    const auto reg = s.register_user("tok@example.com", "tokens");
    const auto token = reg.json["data"]["accessToken"].get<std::string>();
    auto r = s.get("/api/auth/profile", token);
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.json["data"]["user"]["email"], "tok@example.com");

    EXPECT_EQ(s.get("/api/auth/profile").status, 401u);
    EXPECT_EQ(s.get("/api/auth/profile", "garbage").status, 401u);

    // Tampered payload: same signature, other subject.
    const auto dot1 = token.find('.');
    const auto dot2 = token.find('.', dot1 + 1);
    auto claims = nlohmann::json::parse(
        *accounts::base64url_decode(token.substr(dot1 + 1, dot2 - dot1 - 1)));
    claims["role"] = "admin";
    const auto forged = token.substr(0, dot1 + 1) + accounts::base64url_encode(claims.dump())
        + token.substr(dot2);
    EXPECT_EQ(s.get("/api/auth/profile", forged).status, 401u);
    // alg "none" is refused.
    const auto none = accounts::base64url_encode(R"({"alg":"none","typ":"JWT"})") + "."
        + token.substr(dot1 + 1, dot2 - dot1 - 1) + ".";
    EXPECT_EQ(s.get("/api/auth/profile", none).status, 401u);
    // Expired: signed 16 minutes ago with the real key.
    const auto old
        = s.tokens->sign({ "1", "user", "tokens", "T" }, accounts::epoch_now() - 16 * 60);
    EXPECT_EQ(s.get("/api/auth/profile", old).status, 401u);
    // Another server's key.
    accounts::TokenService other(std::string(32, 'k'));
    EXPECT_EQ(s.get("/api/auth/profile", other.sign({ "1", "user", "tokens", "T" })).status, 401u);

    const auto verified = s.tokens->verify(token);
    ASSERT_TRUE(verified);
    EXPECT_EQ(verified->exp - verified->iat, 15 * 60);
    EXPECT_EQ(verified->role, "user");
}

TEST(Tokens, RefreshRotatesAndReuseRevokesTheFamily)
{
    AccountsServer s;
    const auto reg = s.register_user("rot@example.com", "rotator");
    const auto first = reg.json["data"]["refreshToken"].get<std::string>();

    auto r = s.post("/api/auth/refresh", nullptr, { { "Cookie", "refreshToken=" + first } });
    ASSERT_EQ(r.status, 200u) << r.body;
    const auto second = r.json["data"]["refreshToken"].get<std::string>();
    EXPECT_NE(second, first);
    EXPECT_EQ(test::cookie_token(r.header("set-cookie")), second);
    EXPECT_EQ(s.get("/api/auth/profile", r.json["data"]["accessToken"]).status, 200u);

    // The first token again: theft. 401, and the legitimate newer token dies too.
    r = s.post("/api/auth/refresh", nullptr, { { "Cookie", "refreshToken=" + first } });
    EXPECT_EQ(r.status, 401u);
    EXPECT_NE(r.header("set-cookie").find("Max-Age=0"), std::string::npos);
    r = s.post("/api/auth/refresh", nullptr, { { "Cookie", "refreshToken=" + second } });
    EXPECT_EQ(r.status, 401u);

    r = s.post("/api/auth/refresh", nullptr);
    EXPECT_EQ(r.status, 401u);
    EXPECT_EQ(message(r), "No refresh token available");
}

TEST(Tokens, LogoutEndsTheRefreshFamily)
{
    AccountsServer s;
    const auto reg = s.register_user("out@example.com", "outer");
    const auto refresh = reg.json["data"]["refreshToken"].get<std::string>();
    auto r
        = s.post("/api/auth/logout", nullptr, { { "Cookie", "other=1; refreshToken=" + refresh } });
    EXPECT_EQ(r.status, 200u);
    EXPECT_NE(r.header("set-cookie").find("refreshToken=;"), std::string::npos);
    r = s.post("/api/auth/refresh", { { "refreshToken", refresh } });
    EXPECT_EQ(r.status, 401u);
}

TEST(Users, ProfileEditStatsAndProgress)
{
    AccountsServer s;
    const auto token = s.register_user("me@example.com", "myself")
                           .json["data"]["accessToken"]
                           .get<std::string>();
    auto r = s.get("/api/users/profile", token);
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.json["data"]["user"]["displayName"], "Test Player");

    r = s.put("/api/users/profile", { { "displayName", "  New Name  " } }, token);
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_EQ(r.json["data"]["user"]["displayName"], "New Name");
    EXPECT_EQ(s.get("/api/auth/profile", token).json["data"]["user"]["displayName"], "New Name");
    r = s.put("/api/users/profile", { { "displayName", "x" } }, token);
    EXPECT_EQ(r.status, 400u);
    EXPECT_EQ(message(r), "Display name must be at least 2 characters");
    EXPECT_EQ(test::send(s.server->port(), test::http::verb::put, "/api/users/profile",
                  R"({"displayName":"Nope"})")
                  .status,
        401u);

    r = s.get("/api/users/stats", token);
    ASSERT_EQ(r.status, 200u);
    EXPECT_TRUE(r.json["data"]["ratings"]["blitz"].is_null()); // no rated games: no made-up rating
    EXPECT_EQ(r.json["data"]["gamesPlayed"], 0);
    r = s.get("/api/users/progress", token);
    ASSERT_EQ(r.status, 200u);
    EXPECT_TRUE(r.json["data"]["completedLessons"].empty());
    EXPECT_EQ(s.get("/api/users/stats").status, 401u);
    EXPECT_EQ(s.get("/api/users/progress").status, 401u);
}

TEST(Users, InjectionStringsAreStoredLiterally)
{
    AccountsServer s;
    const std::string evil = "Robert'); DROP TABLE users;--";
    auto r = s.register_user("bobby@example.com", "bobby", "chess-academy-pw1", evil);
    ASSERT_EQ(r.status, 201u) << r.body;
    EXPECT_EQ(r.json["data"]["user"]["displayName"], evil);
    const auto token = r.json["data"]["accessToken"].get<std::string>();
    EXPECT_EQ(s.get("/api/auth/profile", token).json["data"]["user"]["displayName"], evil);
    r = s.post("/api/auth/login",
        { { "email", "x' OR '1'='1@example.com" }, { "password", "' OR '1'='1" } });
    EXPECT_EQ(r.status, 400u);
    EXPECT_EQ(message(r), "Please enter a valid email");
    r = s.post(
        "/api/auth/login", { { "email", "x'--@example.com" }, { "password", "' OR '1'='1' --" } });
    EXPECT_EQ(r.status, 401u);
    EXPECT_EQ(message(r), "Invalid email or password");
    r = s.put("/api/users/profile", { { "displayName", "x' OR 1=1 --" } }, token);
    EXPECT_EQ(r.json["data"]["user"]["displayName"], "x' OR 1=1 --");
    EXPECT_EQ(s.db->query("SELECT COUNT(*) FROM users").rows[0].integer(0), 1);
}

TEST(Users, PasswordChange)
{
    AccountsServer s;
    const auto token = s.register_user("pw@example.com", "pwuser")
                           .json["data"]["accessToken"]
                           .get<std::string>();
    auto r = s.put("/api/users/password",
        { { "currentPassword", "wrong-one" }, { "newPassword", "newpassword1" } }, token);
    EXPECT_EQ(r.status, 403u);
    EXPECT_EQ(message(r), "Current password is incorrect");
    r = s.put("/api/users/password",
        { { "currentPassword", "chess-academy-pw1" }, { "newPassword", "short" } }, token);
    EXPECT_EQ(r.status, 400u);
    EXPECT_EQ(message(r), "Password must be at least 8 characters");
    const auto other_device = s.post(
        "/api/auth/login", { { "email", "pw@example.com" }, { "password", "chess-academy-pw1" } });
    r = s.put("/api/users/password",
        { { "currentPassword", "chess-academy-pw1" }, { "newPassword", "newpassword1" } }, token);
    EXPECT_EQ(r.status, 200u);
    // Every other session ends; the caller gets a fresh one.
    EXPECT_EQ(s.post("/api/auth/refresh",
                   { { "refreshToken", other_device.json["data"]["refreshToken"] } })
                  .status,
        401u);
    EXPECT_EQ(test::cookie_token(r.header("set-cookie")), r.json["data"]["refreshToken"]);
    EXPECT_EQ(
        s.post("/api/auth/refresh", { { "refreshToken", r.json["data"]["refreshToken"] } }).status,
        200u);
    EXPECT_EQ(s.post("/api/auth/login",
                   { { "email", "pw@example.com" }, { "password", "chess-academy-pw1" } })
                  .status,
        401u);
    EXPECT_EQ(
        s.post("/api/auth/login", { { "email", "pw@example.com" }, { "password", "newpassword1" } })
            .status,
        200u);
}

TEST(Users, DeleteAccountRemovesDataAndTokens)
{
    AccountsServer s;
    const auto reg = s.register_user("bye@example.com", "byebye");
    const auto token = reg.json["data"]["accessToken"].get<std::string>();
    const auto refresh = reg.json["data"]["refreshToken"].get<std::string>();
    auto r = s.del("/api/auth/delete-account", { { "password", "wrong-password" } }, token);
    EXPECT_EQ(r.status, 403u);
    EXPECT_EQ(message(r), "Password is incorrect");
    EXPECT_EQ(
        s.del("/api/auth/delete-account", { { "password", "chess-academy-pw1" } }, "bad").status,
        401u);
    r = s.del("/api/auth/delete-account", { { "password", "chess-academy-pw1" } }, token);
    EXPECT_EQ(r.status, 200u) << r.body;
    EXPECT_EQ(s.get("/api/auth/profile", token).status, 401u); // the still-unexpired token is dead
    EXPECT_EQ(s.post("/api/auth/refresh", { { "refreshToken", refresh } }).status, 401u);
    EXPECT_EQ(s.post("/api/auth/login",
                   { { "email", "bye@example.com" }, { "password", "chess-academy-pw1" } })
                  .status,
        401u);
    EXPECT_TRUE(s.db->query("SELECT 1 FROM users").rows.empty());
    EXPECT_TRUE(s.db->query("SELECT 1 FROM refresh_tokens").rows.empty());
    // The address is free again.
    EXPECT_EQ(s.register_user("bye@example.com", "byebye").status, 201u);
}

TEST(Guest, SignedVisitorIdentity)
{
    AccountsServer s;
    auto r = s.post("/api/auth/guest", { { "username", "Visitor" } });
    ASSERT_EQ(r.status, 200u);
    const auto token = r.json["data"]["token"].get<std::string>();
    EXPECT_EQ(r.json["data"]["user"]["username"], "Visitor");
    const auto who = net::verify_token(token);
    ASSERT_TRUE(who);
    EXPECT_TRUE(who->guest);
    EXPECT_EQ(who->role, "guest");
    EXPECT_EQ(who->display_name, "Visitor");
    EXPECT_TRUE(who->subject.starts_with("guest-"));
    EXPECT_EQ(s.get("/api/auth/profile", token).status, 401u); // a guest has no account
    r = s.post("/api/auth/guest", nullptr);
    EXPECT_TRUE(r.json["data"]["user"]["username"].get<std::string>().starts_with("Guest"));
    EXPECT_FALSE(net::verify_token(token + "x"));
}

TEST(Secret, CreatedOnceWithOwnerOnlyMode)
{
    const auto dir = test::temp_folder("secret");
    const auto path = dir / "nested" / "jwt-secret";
    const auto first = accounts::load_or_create_secret(path);
    EXPECT_EQ(first.size(), 32u);
    EXPECT_EQ(accounts::load_or_create_secret(path), first);
    struct stat st { };
    ASSERT_EQ(::stat(path.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0600u);
    std::filesystem::remove_all(dir);
}
