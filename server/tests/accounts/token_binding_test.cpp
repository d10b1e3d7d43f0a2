// Access tokens belong to the account they were issued for (issue 11): ids are never handed out
// again, and deleting the account, changing the password or signing out everywhere ends its access
// tokens at once — over HTTP and on the live-play socket alike.
#include "accounts_server.hpp"

#include "net/play_socket.hpp"

#include <gtest/gtest.h>

using namespace academy;
using test::AccountsServer;

namespace {

std::string access_token(const test::Reply& r)
{
    return r.json["data"]["accessToken"].get<std::string>();
}

} // namespace

TEST(TokenBinding, ADeletedAccountsTokenNeverSpeaksForTheNextAccount)
{
    AccountsServer s;
    const auto x = s.register_user("x@example.com", "xavier");
    const auto x_token = access_token(x);
    const auto x_id = x.json["data"]["user"]["id"].get<std::string>();
    ASSERT_EQ(
        s.del("/api/auth/delete-account", { { "password", "chess-academy-pw1" } }, x_token).status,
        200u);

    const auto y = s.register_user("y@example.com", "yvonne");
    EXPECT_NE(y.json["data"]["user"]["id"].get<std::string>(), x_id)
        << "a deleted account's id was handed out again";
    const auto r = s.get("/api/auth/profile", x_token);
    EXPECT_EQ(r.status, 401u) << r.body;
    EXPECT_EQ(
        s.get("/api/auth/profile", access_token(y)).json["data"]["user"]["username"], "yvonne");
}

TEST(TokenBinding, ChangingThePasswordEndsEveryEarlierAccessToken)
{
    AccountsServer s;
    const auto old_token = access_token(s.register_user("pw@example.com", "pwchange"));
    const auto changed = s.put("/api/users/password",
        { { "currentPassword", "chess-academy-pw1" }, { "newPassword", "a-much-better-secret" } },
        old_token);
    ASSERT_EQ(changed.status, 200u) << changed.body;
    EXPECT_EQ(s.get("/api/auth/profile", old_token).status, 401u);
    const auto fresh = changed.json["data"]["accessToken"].get<std::string>();
    EXPECT_EQ(s.get("/api/auth/profile", fresh).status, 200u);
}

TEST(TokenBinding, SigningOutEverywhereEndsAccessAndRefreshTokens)
{
    AccountsServer s;
    const auto laptop = s.register_user("everywhere@example.com", "everywhere");
    const auto phone = s.post("/api/auth/login",
        { { "email", "everywhere@example.com" }, { "password", "chess-academy-pw1" } });
    ASSERT_EQ(phone.status, 200u);

    const auto out = s.post(
        "/api/auth/logout-all", nullptr, { { "Authorization", "Bearer " + access_token(laptop) } });
    ASSERT_EQ(out.status, 200u) << out.body;
    EXPECT_EQ(s.get("/api/auth/profile", access_token(laptop)).status, 401u);
    EXPECT_EQ(s.get("/api/auth/profile", access_token(phone)).status, 401u);
    const auto refresh = s.post("/api/auth/refresh", nullptr,
        { { "Cookie", "refreshToken=" + phone.json["data"]["refreshToken"].get<std::string>() } });
    EXPECT_EQ(refresh.status, 401u);
    // Signing in again works.
    EXPECT_EQ(s.post("/api/auth/login",
                   { { "email", "everywhere@example.com" }, { "password", "chess-academy-pw1" } })
                  .status,
        200u);
}

TEST(TokenBinding, ATokenWithoutAGenerationIsRefused)
{
    AccountsServer s;
    const auto reg = s.register_user("nogen@example.com", "nogen");
    const auto id = reg.json["data"]["user"]["id"].get<std::string>();
    // Correctly signed and unexpired, but issued before tokens carried a generation.
    const auto token = s.tokens->sign({ id, "user", "nogen", "No Gen", 0, 0, -1 });
    EXPECT_EQ(s.get("/api/auth/profile", token).status, 401u);
}

TEST(TokenBinding, TheSocketAppliesTheSameChecks)
{
    AccountsServer s;
    const auto reg = s.register_user("sock@example.com", "socket");
    const auto token = access_token(reg);
    const auto verify = net::play_token_verifier();
    const auto recheck = net::play_token_verifier(true);
    ASSERT_TRUE(verify(token));
    EXPECT_EQ(verify(token)->username, "socket");

    // An expired token of a live account: refused to connect, accepted by the re-check of a socket
    // that authenticated while it was fresh.
    const auto id = reg.json["data"]["user"]["id"].get<std::string>();
    const auto old = accounts::epoch_now() - 3600;
    const auto expired = s.tokens->sign({ id, "user", "socket", "Test Player", old, old + 60, 0 });
    EXPECT_FALSE(verify(expired));
    EXPECT_TRUE(recheck(expired));

    ASSERT_EQ(
        s.del("/api/auth/delete-account", { { "password", "chess-academy-pw1" } }, token).status,
        200u);
    EXPECT_FALSE(verify(token));
    EXPECT_FALSE(recheck(token));
    EXPECT_FALSE(recheck(expired));
}

TEST(TokenBinding, DeletionTakesTheAccountsComputerGamesAndPuzzleHistoryAlong)
{
    AccountsServer s;
    const auto reg = s.register_user("history@example.com", "history");
    const auto id = std::stoll(reg.json["data"]["user"]["id"].get<std::string>());
    s.db->query("INSERT INTO computer_games (user_id, level, color, result, moves, player_moves, "
                "points, created_at)"
                " VALUES (?, 3, 'white', 'win', 'e2e4', 1, 10, 0)",
        { id });
    s.db->query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, time_ms, "
                "hints_used)"
                " VALUES (?, 'p1', 1, 1, 1000, 0)",
        { id });
    s.db->query("INSERT INTO puzzle_ratings (user_id, rating, rating_deviation, volatility) VALUES "
                "(?, 1500, 350, 0.06)",
        { id });
    ASSERT_EQ(s.del("/api/auth/delete-account", { { "password", "chess-academy-pw1" } },
                   access_token(reg))
                  .status,
        200u);
    for (const char* table : { "computer_games", "puzzle_attempts", "puzzle_ratings" })
        EXPECT_EQ(s.db->query(std::string("SELECT COUNT(*) FROM ") + table).rows[0].integer(0), 0)
            << table;
}

TEST(TokenBinding, RebuildingTheUsersTableKeepsSessionsAndLinkedIdentities)
{
    std::random_device rd;
    const auto dir
        = std::filesystem::temp_directory_path() / ("academy-ids-" + std::to_string(rd()));
    std::filesystem::create_directories(dir);
    {
        // SQLite only: the rebuild of 0005 is SQLite's (PostgreSQL adds the column in place).
        auto db = store::open_database("sqlite:" + (dir / "old.db").string());
        std::vector<store::Migration> before;
        for (const auto& m : store::embedded_migrations())
            if (m.version < 5)
                before.push_back(m);
        store::migrate(*db, before);
        db->query(
            "INSERT INTO users (id, email, email_key, username, username_key, display_name, role, "
            "created_at,"
            " updated_at) VALUES (7, 'a@b.c', 'a@b.c', 'old', 'old', 'Old', 'user', 'x', 'x')");
        db->query(
            "INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, created_at)"
            " VALUES (7, 'f', 'h', 9999999999, 0)");
        db->query("INSERT INTO user_identities (provider, subject, user_id, created_at) VALUES "
                  "('g', 's', 7, 0)");

        store::migrate(*db);
        EXPECT_EQ(
            db->query("SELECT COUNT(*) FROM refresh_tokens WHERE user_id = 7").rows[0].integer(0),
            1);
        EXPECT_EQ(
            db->query("SELECT COUNT(*) FROM user_identities WHERE user_id = 7").rows[0].integer(0),
            1);
        store::UsersRepository users(*db);
        users.remove(7);
        const auto next = users.create({ "n@b.c", "next", "Next", std::nullopt });
        EXPECT_GT(next.id, 7);
    }
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
}

// serve --access-token-seconds: a token holds for the lifetime its service signs with, and the
// default is the 15 minutes the browser's refresh is built around.
TEST(TokenLifetime, ATokenHoldsForTheLifetimeItWasSignedWith)
{
    const std::string secret(32, 'k');
    const accounts::TokenService short_lived(secret, std::chrono::seconds(5));
    const auto token = short_lived.sign({ "7", "user", "ann", "Ann", 0, 0, 1 }, 1000);
    EXPECT_TRUE(short_lived.verify(token, 1004));
    EXPECT_FALSE(short_lived.verify(token, 1005));

    const accounts::TokenService standard(secret);
    const auto lasting = standard.sign({ "7", "user", "ann", "Ann", 0, 0, 1 }, 1000);
    EXPECT_TRUE(standard.verify(lasting, 1000 + 15 * 60 - 1));
    EXPECT_FALSE(standard.verify(lasting, 1000 + 15 * 60));
}
