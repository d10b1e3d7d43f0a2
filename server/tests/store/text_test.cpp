#include "store/text.hpp"

#include <gtest/gtest.h>

using namespace academy;

TEST(Text, TrimRemovesEveryKindOfAsciiWhiteSpaceAtBothEnds)
{
    EXPECT_EQ(store::trim("  \t good luck! \r\n\f\v"), "good luck!");
    EXPECT_EQ(store::trim("inner  space"), "inner  space");
    EXPECT_EQ(store::trim(" \t\n "), "");
    EXPECT_EQ(store::trim(""), "");
}

TEST(Text, Utf8LengthCountsCharactersNotBytes)
{
    EXPECT_EQ(store::utf8_length("abc"), 3u);
    EXPECT_EQ(store::utf8_length("\xc3\xa9t\xc3\xa9"), 3u); // "été"
    EXPECT_EQ(store::utf8_length("\xe2\x99\x9c\xf0\x9f\x98\x80"), 2u); // a rook and an emoji
}
