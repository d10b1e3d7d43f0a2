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

TEST(Text, HiddenCharactersAreFoundAndOrdinaryTextIsNot)
{
    for (const char* fine : { "Magnus", "J\xc3\xa9r\xc3\xb4me", "\xe2\x99\x9c rook", "\xe6\x9d\x8e",
             "emoji \xf0\x9f\x98\x80", "a-b_c d" })
        EXPECT_FALSE(store::has_hidden_characters(fine)) << fine;
    for (const char* hidden : {
             "tab\there", "new\nline", "del\x7f", "c1\xc2\x85", // controls
             "\xe2\x80\xaeevil", // right-to-left override U+202E
             "iso\xe2\x81\xa6late", // left-to-right isolate U+2066
             "zero\xe2\x80\x8bwidth", // zero-width space U+200B
             "join\xe2\x80\x8d", // zero-width joiner U+200D
             "\xef\xbb\xbf"
             "bom", // U+FEFF
             "soft\xc2\xad", // soft hyphen
             "\xc3", "\x80x", "\xc0\xaf",
             "\xed\xa0\x80", // not UTF-8: cut, stray, overlong, surrogate
         })
        EXPECT_TRUE(store::has_hidden_characters(hidden)) << hidden;
}
