// The names the nodes route by: a challenge id names the node that holds the challenge, and
// nothing a client makes up may name a channel that is not a node's.
#include "play/cluster.hpp"

#include <gtest/gtest.h>

#include <string>

using academy::play::challenge_node;

TEST(ChallengeNode, AnIdOnASharedBusNamesItsNode)
{
    EXPECT_EQ(challenge_node("c0123456789abcdef-3"), "3");
    EXPECT_EQ(challenge_node("c0123456789abcdef-12"), "12");
}

TEST(ChallengeNode, AOneNodeIdOrAForgedOneNamesNone)
{
    EXPECT_FALSE(challenge_node("c0123456789abcdef")); // one node: no suffix
    EXPECT_FALSE(challenge_node("c0123456789abcdef-"));
    EXPECT_FALSE(challenge_node("c01-nodes"));
    EXPECT_FALSE(challenge_node("c01-3:x"));
    EXPECT_FALSE(challenge_node("c01-99999999999999999999999"));
    EXPECT_FALSE(challenge_node(""));
    EXPECT_FALSE(challenge_node(std::string(100'000, 'c') + "-2")); // never carried to node 2
}
