// An account's socket is checked again before it enters matchmaking (issue 11): an account deleted
// or signed out everywhere after its socket authenticated does not get to play a rated game.
#include "play_fixture.hpp"

using namespace academy;
using namespace academy::test;

TEST_F(PlayTest, AnAccountWhoseTokenNoLongerHoldsCannotEnterMatchmaking)
{
    std::set<std::string> revoked;
    service->set_token_recheck([&revoked](std::string_view token) -> std::optional<play::Player> {
        if (revoked.count(std::string(token)))
            return std::nullopt;
        return test_verifier(token);
    });
    auto alice = connect("alice");
    auto bob = connect("bob");
    revoked.insert("tok-alice");
    const json tc { { "initial", 180 }, { "increment", 0 } };
    send(alice, "join_matchmaking", { { "timeControl", tc } });
    EXPECT_EQ(alice->last("error")["message"], "Invalid or expired token");
    send(bob, "join_matchmaking", { { "timeControl", tc } });
    EXPECT_EQ(alice->count("game_started"), 0);
    EXPECT_EQ(bob->count("game_started"), 0);
    // The socket is no longer signed in: it has to authenticate again.
    send(alice, "join_matchmaking", { { "timeControl", tc } });
    EXPECT_EQ(
        alice->last("error")["message"], "Not authenticated: send authenticate with a token first");
}

TEST_F(PlayTest, GuestsAreNotReChecked)
{
    service->set_token_recheck(
        [](std::string_view) -> std::optional<play::Player> { return std::nullopt; });
    auto g1 = connect("guest1");
    auto g2 = connect("guest2");
    const json tc { { "initial", 180 }, { "increment", 0 } };
    send(g1, "join_matchmaking", { { "timeControl", tc } });
    send(g2, "join_matchmaking", { { "timeControl", tc } });
    EXPECT_EQ(g1->count("game_started"), 1);
}
