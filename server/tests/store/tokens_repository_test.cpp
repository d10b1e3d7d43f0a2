// store::TokensRepository on a migrated SQLite database: refresh tokens (rotation, families,
// revocation, expiry) and the one-use OpenID Connect states.
#include "store/tokens_repository.hpp"

#include "store/users_repository.hpp"
#include "temp_database.hpp"

using namespace academy;
using store::StoreError;

namespace {

constexpr std::int64_t kNow = 1'700'000'000;
constexpr std::int64_t kLater = kNow + 7 * 24 * 3600;

struct Tokens : test::TempDatabase {
    store::TokensRepository tokens { *db };
    std::int64_t ada = store::UsersRepository(*db)
                           .create({ "ada@example.com", "ada", "Ada", std::string("h") })
                           .id;
    std::int64_t grace = store::UsersRepository(*db)
                             .create({ "grace@example.com", "grace", "Grace", std::string("h") })
                             .id;
};

} // namespace

TEST_F(Tokens, ARefreshTokenIsFoundByItsHash)
{
    tokens.insert_refresh(ada, "family-1", "hash-1", kLater, kNow);
    const auto found = tokens.find_refresh("hash-1");
    ASSERT_TRUE(found);
    EXPECT_GT(found->id, 0);
    EXPECT_EQ(found->user_id, ada);
    EXPECT_EQ(found->family_id, "family-1");
    EXPECT_EQ(found->expires_at, kLater);
    EXPECT_FALSE(found->used);
    EXPECT_FALSE(found->revoked);
    EXPECT_FALSE(tokens.find_refresh("hash-2"));
    EXPECT_FALSE(tokens.find_refresh(""));
    EXPECT_FALSE(tokens.find_refresh("' OR 1=1 --"));
}

TEST_F(Tokens, AHashIsStoredOnce)
{
    tokens.insert_refresh(ada, "family-1", "hash-1", kLater, kNow);
    EXPECT_THROW(tokens.insert_refresh(grace, "family-2", "hash-1", kLater, kNow), StoreError);
    EXPECT_EQ(tokens.find_refresh("hash-1")->user_id, ada);
}

TEST_F(Tokens, ATokenOfAnUnknownAccountIsRefused)
{
    EXPECT_THROW(tokens.insert_refresh(9999, "family", "hash", kLater, kNow), StoreError);
    EXPECT_EQ(rows("refresh_tokens"), 0);
}

TEST_F(Tokens, MarkUsedSucceedsOnlyOnce)
{
    tokens.insert_refresh(ada, "family-1", "hash-1", kLater, kNow);
    const auto id = tokens.find_refresh("hash-1")->id;
    EXPECT_TRUE(tokens.mark_used(id));
    EXPECT_TRUE(tokens.find_refresh("hash-1")->used);
    // A replayed or concurrent refresh of the same token is told it lost.
    EXPECT_FALSE(tokens.mark_used(id));
    EXPECT_FALSE(tokens.mark_used(id + 100)); // no such token
}

TEST_F(Tokens, RevokingAFamilyLeavesOtherFamiliesAlone)
{
    tokens.insert_refresh(ada, "family-1", "hash-1", kLater, kNow);
    tokens.insert_refresh(ada, "family-1", "hash-2", kLater, kNow);
    tokens.insert_refresh(ada, "family-2", "hash-3", kLater, kNow);
    tokens.revoke_family("family-1");
    EXPECT_TRUE(tokens.find_refresh("hash-1")->revoked);
    EXPECT_TRUE(tokens.find_refresh("hash-2")->revoked);
    EXPECT_FALSE(tokens.find_refresh("hash-3")->revoked);
    tokens.revoke_family("no-such-family");
    EXPECT_FALSE(tokens.find_refresh("hash-3")->revoked);
}

TEST_F(Tokens, RevokingAnAccountLeavesOtherAccountsAlone)
{
    tokens.insert_refresh(ada, "family-1", "hash-1", kLater, kNow);
    tokens.insert_refresh(ada, "family-2", "hash-2", kLater, kNow);
    tokens.insert_refresh(grace, "family-3", "hash-3", kLater, kNow);
    tokens.revoke_user(ada);
    EXPECT_TRUE(tokens.find_refresh("hash-1")->revoked);
    EXPECT_TRUE(tokens.find_refresh("hash-2")->revoked);
    EXPECT_FALSE(tokens.find_refresh("hash-3")->revoked);
}

TEST_F(Tokens, PurgeRemovesOnlyWhatHasExpired)
{
    tokens.insert_refresh(ada, "family-1", "old", kNow - 1, kNow - 100);
    tokens.insert_refresh(ada, "family-1", "edge", kNow, kNow - 100);
    tokens.insert_refresh(ada, "family-1", "new", kLater, kNow);
    tokens.insert_state("old-state", { "v1", "https://site/cb" }, kNow - 1);
    tokens.insert_state("new-state", { "v2", "https://site/cb" }, kNow + 600);
    tokens.purge_expired(kNow);
    EXPECT_FALSE(tokens.find_refresh("old"));
    EXPECT_TRUE(tokens.find_refresh("edge")); // expires at this second: still valid
    EXPECT_TRUE(tokens.find_refresh("new"));
    EXPECT_EQ(rows("oauth_states"), 1);
    EXPECT_TRUE(tokens.take_state("new-state", kNow));
}

TEST_F(Tokens, AStateIsTakenOnceAndReadBackVerbatim)
{
    const store::OAuthStateRecord record { test::kTrickyText, "https://site/cb?x='1'&y=\"2\"" };
    tokens.insert_state("state-1", record, kNow + 600);
    const auto taken = tokens.take_state("state-1", kNow);
    ASSERT_TRUE(taken);
    EXPECT_EQ(taken->code_verifier, test::kTrickyText);
    EXPECT_EQ(taken->redirect_uri, "https://site/cb?x='1'&y=\"2\"");
    EXPECT_FALSE(tokens.take_state("state-1", kNow)); // one use only
    EXPECT_FALSE(tokens.take_state("never-issued", kNow));
}

TEST_F(Tokens, AnExpiredStateIsRefusedAndSpent)
{
    tokens.insert_state("state-1", { "v", "r" }, kNow + 600);
    EXPECT_FALSE(tokens.take_state("state-1", kNow + 601));
    EXPECT_EQ(rows("oauth_states"), 0);
    EXPECT_FALSE(tokens.take_state("state-1", kNow)); // gone, even for an earlier clock
    // Exactly at its expiry it is still good.
    tokens.insert_state("state-2", { "v", "r" }, kNow + 600);
    EXPECT_TRUE(tokens.take_state("state-2", kNow + 600));
}

TEST_F(Tokens, AStateIsIssuedOnce)
{
    tokens.insert_state("state-1", { "v1", "r1" }, kNow + 600);
    EXPECT_THROW(tokens.insert_state("state-1", { "v2", "r2" }, kNow + 600), StoreError);
    EXPECT_EQ(tokens.take_state("state-1", kNow)->code_verifier, "v1");
}
