// store::UsersRepository on a migrated SQLite database: accounts, their case-insensitive keys,
// token generations, roles, linked identities and what removing an account takes along.
#include "store/users_repository.hpp"

#include "store/computer_games_repository.hpp"
#include "store/games_repository.hpp"
#include "store/puzzles_repository.hpp"
#include "store/ratings_repository.hpp"
#include "store/tokens_repository.hpp"
#include "store/user_stats.hpp"
#include "temp_database.hpp"

#include <regex>

using namespace academy;
using store::NewUser;
using store::StoreError;

namespace {

struct Users : test::TempDatabase {
    store::UsersRepository users { *db };

    store::UserRecord add(const std::string& name, std::optional<std::string> hash = "hash")
    {
        return users.create({ name + "@example.com", name, "Player " + name, hash });
    }
};

} // namespace

TEST(LowerKey, LowersAsciiLettersOnly)
{
    EXPECT_EQ(store::lower_key("MiXeD.Case@Example.COM"), "mixed.case@example.com");
    // Letters outside ASCII keep their case: the key is the same on every platform and locale.
    EXPECT_EQ(store::lower_key("ÉMILE"), "Émile");
    EXPECT_EQ(store::lower_key(""), "");
}

TEST(IsoNow, IsUtcToTheSecond)
{
    EXPECT_TRUE(
        std::regex_match(store::iso_now(), std::regex(R"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)")))
        << store::iso_now();
}

TEST_F(Users, CreateThenFindByIdEmailAndUsername)
{
    const auto created = users.create(
        { "Ada@Example.com", "AdaL", "Ada Lovelace", std::string("argon2-hash"), "user" });
    EXPECT_GT(created.id, 0);
    EXPECT_FALSE(created.created_at.empty());

    for (const auto& found : { users.find_by_id(created.id), users.find_by_email("ada@example.COM"),
             users.find_by_username("adal") }) {
        ASSERT_TRUE(found.has_value());
        EXPECT_EQ(found->id, created.id);
        EXPECT_EQ(found->email, "Ada@Example.com"); // stored as typed, found ignoring case
        EXPECT_EQ(found->username, "AdaL");
        EXPECT_EQ(found->display_name, "Ada Lovelace");
        EXPECT_EQ(found->password_hash, std::optional<std::string>("argon2-hash"));
        EXPECT_EQ(found->role, "user");
        EXPECT_EQ(found->created_at, created.created_at);
        EXPECT_EQ(found->token_generation, 0);
    }
}

TEST_F(Users, AnAccountWithoutAPasswordReadsBackWithoutOne)
{
    const auto created = add("oidc", std::nullopt);
    const auto found = users.find_by_id(created.id);
    ASSERT_TRUE(found);
    EXPECT_FALSE(found->password_hash.has_value());
}

TEST_F(Users, UnknownAccountsAreNotFound)
{
    add("ada");
    EXPECT_FALSE(users.find_by_id(999));
    EXPECT_FALSE(users.find_by_id(0));
    EXPECT_FALSE(users.find_by_email("nobody@example.com"));
    EXPECT_FALSE(users.find_by_username("nobody"));
    EXPECT_FALSE(users.find_by_username(""));
    // A LIKE pattern or an injection is a name like any other, not a query.
    EXPECT_FALSE(users.find_by_username("%"));
    EXPECT_FALSE(users.find_by_email("' OR '1'='1"));
}

TEST_F(Users, EmailAndUsernameAreUniqueIgnoringCase)
{
    add("ada");
    EXPECT_THROW(users.create({ "ADA@example.com", "someone", "S", std::nullopt }), StoreError);
    EXPECT_THROW(users.create({ "other@example.com", "ADA", "S", std::nullopt }), StoreError);
    EXPECT_EQ(rows("users"), 1);
    // Neither failed insert left a row behind, and a distinct account still goes in.
    EXPECT_NO_THROW(users.create({ "grace@example.com", "grace", "G", std::nullopt }));
    EXPECT_EQ(rows("users"), 2);
}

TEST_F(Users, TakenChecksIgnoreCaseAndTheAskingAccount)
{
    const auto ada = add("ada");
    const auto grace = add("grace");
    EXPECT_TRUE(users.email_taken("ADA@EXAMPLE.COM"));
    EXPECT_TRUE(users.username_taken("Ada"));
    EXPECT_FALSE(users.email_taken("new@example.com"));
    EXPECT_FALSE(users.username_taken("new"));
    // An account keeping its own name is not a clash; another account's name is.
    EXPECT_FALSE(users.email_taken("ada@example.com", ada.id));
    EXPECT_FALSE(users.username_taken("ADA", ada.id));
    EXPECT_TRUE(users.username_taken("ada", grace.id));
    EXPECT_TRUE(users.email_taken("ada@example.com", grace.id));
}

TEST_F(Users, IdsOfRemovedAccountsAreNeverHandedOutAgain)
{
    const auto first = add("first");
    const auto second = add("second");
    users.remove(second.id);
    const auto third = add("third");
    EXPECT_GT(third.id, second.id);
    EXPECT_NE(third.id, first.id);
}

TEST_F(Users, UpdateProfileChangesNamesAndTheirKeys)
{
    const auto ada = add("ada");
    users.update_profile(ada.id, "Countess", "Augusta Ada King");
    const auto found = users.find_by_id(ada.id);
    ASSERT_TRUE(found);
    EXPECT_EQ(found->username, "Countess");
    EXPECT_EQ(found->display_name, "Augusta Ada King");
    EXPECT_EQ(found->email, "ada@example.com");
    EXPECT_EQ(found->password_hash, ada.password_hash);
    EXPECT_TRUE(users.find_by_username("countess"));
    EXPECT_FALSE(users.find_by_username("ada")); // the old name is free again
    EXPECT_FALSE(users.username_taken("ada"));
}

TEST_F(Users, UpdateProfileToAnotherAccountsNameIsRefused)
{
    const auto ada = add("ada");
    add("grace");
    EXPECT_THROW(users.update_profile(ada.id, "GRACE", "x"), StoreError);
    EXPECT_EQ(users.find_by_id(ada.id)->username, "ada");
}

TEST_F(Users, TextIsStoredVerbatim)
{
    const auto created = users.create({ "o'brien+chess@example.com", test::kTrickyText,
        test::kTrickyText, std::string("'); DELETE FROM users; --") });
    const auto found = users.find_by_username(test::kTrickyText);
    ASSERT_TRUE(found);
    EXPECT_EQ(found->id, created.id);
    EXPECT_EQ(found->username, test::kTrickyText);
    EXPECT_EQ(found->display_name, test::kTrickyText);
    EXPECT_EQ(found->email, "o'brien+chess@example.com");
    EXPECT_EQ(found->password_hash, std::optional<std::string>("'); DELETE FROM users; --"));
    users.update_profile(created.id, "plain", "Ñandú \"quoted\" 😀");
    EXPECT_EQ(users.find_by_id(created.id)->display_name, "Ñandú \"quoted\" 😀");
    EXPECT_EQ(rows("users"), 1);
}

TEST_F(Users, PasswordChangesAndSignOutEverywhereBumpTheTokenGeneration)
{
    const auto ada = add("ada");
    const auto grace = add("grace");
    users.update_password(ada.id, "new-hash");
    auto found = users.find_by_id(ada.id);
    EXPECT_EQ(found->password_hash, std::optional<std::string>("new-hash"));
    EXPECT_EQ(found->token_generation, 1);
    users.bump_token_generation(ada.id);
    users.bump_token_generation(ada.id);
    EXPECT_EQ(users.find_by_id(ada.id)->token_generation, 3);
    // Only the named account moves.
    EXPECT_EQ(users.find_by_id(grace.id)->token_generation, 0);
    EXPECT_EQ(users.find_by_id(grace.id)->password_hash, std::optional<std::string>("hash"));
}

TEST_F(Users, SetRoleByEmailIgnoresCaseAndSaysWhetherAnAccountMatched)
{
    const auto ada = add("ada");
    EXPECT_TRUE(users.set_role_by_email("ADA@example.com", "admin"));
    EXPECT_EQ(users.find_by_id(ada.id)->role, "admin");
    EXPECT_FALSE(users.set_role_by_email("nobody@example.com", "admin"));
    EXPECT_EQ(rows("users", "role = 'admin'"), 1);
}

TEST_F(Users, IdentitiesAreLinkedPerProviderAndSubject)
{
    const auto ada = add("ada");
    const auto grace = add("grace");
    EXPECT_FALSE(users.find_identity("https://accounts.google.com", "sub-1"));
    users.link_identity("https://accounts.google.com", "sub-1", ada.id);
    users.link_identity("https://other.example", "sub-1", grace.id);
    EXPECT_EQ(users.find_identity("https://accounts.google.com", "sub-1"), ada.id);
    EXPECT_EQ(users.find_identity("https://other.example", "sub-1"), grace.id);
    EXPECT_FALSE(users.find_identity("https://accounts.google.com", "SUB-1")); // exact subject
    // One provider identity belongs to one account.
    EXPECT_THROW(users.link_identity("https://accounts.google.com", "sub-1", grace.id), StoreError);
    EXPECT_EQ(users.find_identity("https://accounts.google.com", "sub-1"), ada.id);
}

TEST_F(Users, AnIdentityOfAnUnknownAccountIsRefused)
{
    EXPECT_THROW(users.link_identity("https://accounts.google.com", "sub", 12345), StoreError);
}

TEST_F(Users, RemoveTakesTheAccountsPersonalDataAndKeepsOpponentsGames)
{
    const auto ada = add("ada");
    const auto grace = add("grace");
    const auto ada_id = std::to_string(ada.id);
    const auto grace_id = std::to_string(grace.id);

    store::TokensRepository tokens(*db);
    tokens.insert_refresh(ada.id, "fam-a", "hash-a", 2'000'000'000, 1);
    tokens.insert_refresh(grace.id, "fam-g", "hash-g", 2'000'000'000, 1);
    users.link_identity("issuer", "ada-sub", ada.id);
    users.link_identity("issuer", "grace-sub", grace.id);
    store::ComputerGamesRepository computer(*db);
    computer.insert({ ada.id, 3, "white", "win", "e2e4", 1, 30, "", 1 });
    computer.insert({ grace.id, 3, "white", "win", "e2e4", 1, 30, "", 1 });
    computer.start({ 0, ada.id, 3, "white", "e2e4 e7e5", 0 }, 1);
    computer.start({ 0, grace.id, 3, "white", "e2e4 e7e5", 0 }, 1);
    store::PuzzlesRepository puzzles(*db);
    store::PuzzlesRepository::BulkInserter bulk(*db);
    bulk.add({ "p1", "8/8/8/8/8/8/8/K6k w - - 0 1", "a1a2 h1h2", 1500, 500, 0.09, 0, 0, "mate", "",
        "", "academy" });
    bulk.finish();
    puzzles.record_attempt(ada.id, { "p1", true, true, 1000, 0, 10, "", 0 });
    puzzles.record_attempt(grace.id, { "p1", true, true, 1000, 0, 10, "", 0 });
    puzzles.save_player_rating(ada.id, { 1600, 200, 0.06 });
    puzzles.save_player_rating(grace.id, { 1700, 200, 0.06 });
    store::RatingsRepository ratings(*db);
    ratings.save({ ada_id, "blitz", "ada", "Player ada", { 1600, 80, 0.06 }, 20 }, 1);
    ratings.save({ grace_id, "blitz", "grace", "Player grace", { 1700, 80, 0.06 }, 20 }, 1);
    store::GamesRepository games(*db);
    store::GameRecord game;
    game.id = "g1";
    game.white = { ada_id, "ada", "Player ada", 1600, false };
    game.black = { grace_id, "grace", "Player grace", 1700, false };
    game.tc_name = "5+0";
    game.tc_type = "blitz";
    games.create(game);
    games.add_chat("g1", { 1, ada_id, "ada", "Player ada", "good luck", 5 });

    users.remove(ada.id);

    EXPECT_FALSE(users.find_by_id(ada.id));
    EXPECT_FALSE(users.find_by_email("ada@example.com"));
    EXPECT_FALSE(users.find_identity("issuer", "ada-sub"));
    EXPECT_FALSE(tokens.find_refresh("hash-a"));
    EXPECT_EQ(computer.stats(ada.id).games_played, 0);
    EXPECT_FALSE(computer.in_play_of(ada.id));
    EXPECT_TRUE(puzzles.attempts(ada.id).empty());
    EXPECT_EQ(puzzles.player_rating(ada.id).rating, 1500); // back to the default: none stored
    EXPECT_FALSE(ratings.find(ada_id, "blitz"));

    // The opponent keeps the game and its chat, with the player shown as a deleted account.
    const auto kept = games.find("g1");
    ASSERT_TRUE(kept);
    EXPECT_EQ(kept->white.username, store::deleted_account_name);
    EXPECT_EQ(kept->white.display_name, store::deleted_account_name);
    EXPECT_NE(kept->white.id, ada_id);
    EXPECT_EQ(kept->black.username, "grace");
    const auto chat = games.chat("g1");
    ASSERT_EQ(chat.size(), 1u);
    EXPECT_EQ(chat[0].username, store::deleted_account_name);
    EXPECT_EQ(chat[0].message, "good luck");

    // The other account is untouched.
    EXPECT_TRUE(users.find_by_id(grace.id));
    EXPECT_EQ(users.find_identity("issuer", "grace-sub"), grace.id);
    EXPECT_TRUE(tokens.find_refresh("hash-g"));
    EXPECT_EQ(computer.stats(grace.id).games_played, 1);
    EXPECT_TRUE(computer.in_play_of(grace.id));
    EXPECT_EQ(puzzles.attempts(grace.id).size(), 1u);
    EXPECT_EQ(puzzles.player_rating(grace.id).rating, 1700);
    EXPECT_TRUE(ratings.find(grace_id, "blitz"));
}

TEST_F(Users, RemovingAnUnknownAccountChangesNothing)
{
    add("ada");
    EXPECT_NO_THROW(users.remove(4242));
    EXPECT_EQ(rows("users"), 1);
}
