// How a game ended, as the rooms record it: the score and whether it counts for the ratings.
#include "play/room.hpp"

#include <gtest/gtest.h>

using namespace academy;
using play::GameResult;

TEST(GameResult, EachEndingHasItsScoreAndOnlyAnAbortedGameIsUndecided)
{
    EXPECT_STREQ(GameResult::won_by(chess::White).score(), "1-0");
    EXPECT_STREQ(GameResult::won_by(chess::Black).score(), "0-1");
    EXPECT_STREQ(GameResult::drawn().score(), "1/2-1/2");
    EXPECT_STREQ(GameResult::aborted().score(), "*");
    EXPECT_TRUE(GameResult::won_by(chess::Black).decided());
    EXPECT_TRUE(GameResult::drawn().decided());
    EXPECT_FALSE(GameResult::aborted().decided());
    EXPECT_FALSE(GameResult::drawn().winner);
}
