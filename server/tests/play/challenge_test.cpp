// Direct challenges (the leaderboard's Challenge Friend): one account challenges another signed in
// on any socket, who may accept (the game starts as from the pools), decline or let it expire; the
// challenger may cancel, and a challenge goes with the challenger's socket.
#include "play_fixture.hpp"

using namespace academy;
using test::json;

namespace {

const json kBlitz { { "initial", 300 }, { "increment", 0 }, { "type", "blitz" } };

struct Challenges : test::PlayTest { };

TEST_F(Challenges, AcceptingStartsTheGameForBoth)
{
    auto ann = connect("ann");
    auto bob = connect("bob@1700");
    auto bob_phone = connect("bob@1700"); // the same account on a second socket
    send(ann, "challenge_player", { { "username", "BOB" }, { "timeControl", kBlitz } });
    const auto sent = ann->last("challenge_sent");
    EXPECT_EQ(sent["to"]["username"], "bob");
    EXPECT_EQ(sent["timeControl"]["name"], "5+0");
    EXPECT_EQ(sent["expiresInMs"], 120000);
    const auto received = bob->last("challenge_received");
    EXPECT_EQ(received["challengeId"], sent["challengeId"]);
    EXPECT_EQ(received["from"]["username"], "ann");
    EXPECT_EQ(received["from"]["rating"], 1500);
    EXPECT_EQ(bob_phone->count("challenge_received"), 1);

    send(bob, "accept_challenge", { { "challengeId", received["challengeId"] } });
    ASSERT_EQ(ann->count("game_started"), 1);
    ASSERT_EQ(bob->count("game_started"), 1);
    EXPECT_EQ(ann->last("game_started")["gameId"], bob->last("game_started")["gameId"]);
    EXPECT_NE(ann->last("game_started")["playerColor"], bob->last("game_started")["playerColor"]);
    EXPECT_EQ(ann->last("game_started")["gameState"]["timeControl"]["name"], "5+0");

    // Accepted once: a second answer finds nothing open.
    send(bob_phone, "accept_challenge", { { "challengeId", received["challengeId"] } });
    EXPECT_EQ(bob_phone->last_error(), "This challenge is no longer open");
}

TEST_F(Challenges, DeclineCancelAndExpiryCloseItForBothSides)
{
    auto ann = connect("ann");
    auto bob = connect("bob");
    send(ann, "challenge_player", { { "username", "bob" }, { "timeControl", kBlitz } });
    auto id = ann->last("challenge_sent")["challengeId"];
    send(bob, "decline_challenge", { { "challengeId", id } });
    EXPECT_EQ(
        ann->last("challenge_closed"), (json { { "challengeId", id }, { "reason", "declined" } }));
    EXPECT_EQ(bob->last("challenge_closed")["reason"], "declined");

    send(ann, "challenge_player", { { "username", "bob" }, { "timeControl", kBlitz } });
    id = ann->last("challenge_sent")["challengeId"];
    // Only the challenged may answer, only the challenger cancel.
    send(ann, "accept_challenge", { { "challengeId", id } });
    EXPECT_EQ(ann->last_error(), "This challenge is no longer open");
    send(bob, "cancel_challenge", { { "challengeId", id } });
    EXPECT_EQ(bob->last_error(), "This challenge is no longer open");
    send(ann, "cancel_challenge", { { "challengeId", id } });
    EXPECT_EQ(bob->last("challenge_closed")["reason"], "cancelled");

    send(ann, "challenge_player", { { "username", "bob" }, { "timeControl", kBlitz } });
    id = ann->last("challenge_sent")["challengeId"];
    advance(play::Lobby::challenge_lifetime_ms + 1);
    EXPECT_EQ(
        ann->last("challenge_closed"), (json { { "challengeId", id }, { "reason", "expired" } }));
    send(bob, "accept_challenge", { { "challengeId", id } });
    EXPECT_EQ(bob->count("game_started"), 0);

    // A new challenge replaces the open one; closing the challenger's socket withdraws it.
    send(ann, "challenge_player", { { "username", "bob" }, { "timeControl", kBlitz } });
    const auto first = ann->last("challenge_sent")["challengeId"];
    send(ann, "challenge_player", { { "username", "bob" }, { "timeControl", kBlitz } });
    EXPECT_EQ(bob->last("challenge_closed")["challengeId"], first);
    const auto second = ann->last("challenge_sent")["challengeId"];
    service->disconnected(ann->id());
    service->flush();
    EXPECT_EQ(
        bob->last("challenge_closed"), (json { { "challengeId", second }, { "reason", "gone" } }));
}

TEST_F(Challenges, OnlyAccountsChallengeSomeoneElseWhoIsOnlineAndFree)
{
    auto ann = connect("ann");
    auto guest = connect("guest1");
    auto anon = std::make_shared<test::FakePeer>(99);
    send(anon, "challenge_player", { { "username", "ann" }, { "timeControl", kBlitz } });
    EXPECT_EQ(anon->last_error(), "Not authenticated: send authenticate with a token first");
    send(guest, "challenge_player", { { "username", "ann" }, { "timeControl", kBlitz } });
    EXPECT_EQ(guest->last_error(), "Sign in to challenge a player");
    send(ann, "challenge_player", { { "username", "guest1" }, { "timeControl", kBlitz } });
    EXPECT_EQ(ann->last_error(), "guest1 is not online");
    send(ann, "challenge_player", { { "username", "nobody" }, { "timeControl", kBlitz } });
    EXPECT_EQ(ann->last_error(), "nobody is not online");
    send(ann, "challenge_player", { { "username", "ann" }, { "timeControl", kBlitz } });
    EXPECT_EQ(ann->last_error(), "You cannot challenge yourself");
    send(ann, "challenge_player", { { "timeControl", kBlitz } });
    EXPECT_EQ(ann->last_error(), "Missing username");
    send(ann, "challenge_player",
        { { "username", "x" },
            { "timeControl", { { "initial", 7 }, { "increment", 0 }, { "type", "blitz" } } } });
    EXPECT_EQ(ann->last_error().rfind("Unknown time control", 0), 0u);
    send(ann, "accept_challenge", json::object());
    EXPECT_EQ(ann->last_error(), "Missing challengeId");

    auto bob = connect("bob");
    auto cid = connect("cid");
    auto dan = connect("dan");
    pair(bob, cid);
    send(dan, "challenge_player", { { "username", "bob" }, { "timeControl", kBlitz } });
    EXPECT_EQ(dan->last_error(), "bob is playing a game");
    send(bob, "challenge_player", { { "username", "dan" }, { "timeControl", kBlitz } });
    EXPECT_EQ(bob->last_error(), "You are already playing a game");
}

} // namespace
