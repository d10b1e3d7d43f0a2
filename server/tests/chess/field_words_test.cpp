// The words the request reader and the content loaders share: places and what a value must be.
#include "chess/field_words.hpp"

#include <gtest/gtest.h>

namespace academy::field_words {
namespace {

    TEST(FieldWords, APlaceIsNamedAsItIsWritten)
    {
        EXPECT_EQ(place("", "fen"), "fen");
        EXPECT_EQ(place("steps[2]", "fen"), "steps[2].fen");
        EXPECT_EQ(place("steps", 2), "steps[2]");
        EXPECT_EQ(place("", 0), "[0]");
        EXPECT_EQ(place(place("lines", 1), 0), "lines[1][0]");
    }

    TEST(FieldWords, BoundsAreWrittenAsPeopleWriteThem)
    {
        EXPECT_EQ(bound(25), "25");
        EXPECT_EQ(bound(-3), "-3");
        EXPECT_EQ(bound(0.5), "0.5");
        EXPECT_EQ(bound(9007199254740991.0), "9007199254740991");
    }

    TEST(FieldWords, WhatAValueMustBeNamesItsLimits)
    {
        EXPECT_EQ(must_be(Kind::whole_number, 1, 25), "must be a whole number from 1 to 25");
        EXPECT_EQ(must_be(Kind::whole_number), "must be a whole number");
        EXPECT_EQ(must_be(Kind::number, 0), "must be a number of at least 0");
        EXPECT_EQ(must_be(Kind::text), "must be text");
        EXPECT_EQ(must_be(Kind::text, kNoMin, 200), "must be text of at most 200 characters");
        EXPECT_EQ(must_be(Kind::text, 32, 32), "must be text of 32 characters");
        EXPECT_EQ(must_be(Kind::list, kNoMin, 2), "must be a list of at most 2 items");
        EXPECT_EQ(must_be(Kind::list_of_text), "must be a list of text");
        EXPECT_EQ(must_be(Kind::boolean), "must be true or false");
        EXPECT_EQ(must_be(Kind::object), "must be an object");
        EXPECT_EQ(must_be_one_of({ "white", "black" }), "must be one of white, black");
    }

} // namespace
} // namespace academy::field_words
