// Theme tagger: for every theme, a position where it must be found and one where it must not.
// Most cases are Lichess puzzles (CC0, database.lichess.org) that Lichess's own tagger labelled
// the same way; the rest are constructed (data/tagger_cases.csv). tagger_agreement.py measures,
// theme by theme, how far the tagger agrees with Lichess's over a whole Lichess puzzle CSV.
#include "puzzler/puzzle.hpp"
#include "puzzler/tagger.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>

using namespace academy::puzzler;

namespace {

struct Case {
    bool expected;
    std::string theme, id, fen;
    std::vector<std::string> moves;
};

std::vector<Case> load_cases()
{
    std::ifstream in(std::string(ACADEMY_TEST_DATA) + "/tagger_cases.csv");
    std::vector<Case> cases;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        auto f = split_csv(line);
        cases.push_back({ f.at(0) == "has", f.at(1), f.at(2), f.at(3), split_words(f.at(4)) });
    }
    return cases;
}

} // namespace

TEST(Tagger, EveryThemeFoundWhereItMustBeAndNotWhereItMustNot)
{
    const auto cases = load_cases();
    ASSERT_GE(cases.size(), 80u);
    std::set<std::string> positive, negative;
    for (const auto& c : cases) {
        const auto tags = tag_puzzle(c.fen, c.moves);
        const bool has = std::find(tags.begin(), tags.end(), c.theme) != tags.end();
        EXPECT_EQ(has, c.expected) << c.theme << " on " << c.id << ": " << join(tags);
        (c.expected ? positive : negative).insert(c.theme);
    }
    for (const auto& t : positive)
        if (t != "promotion")
            EXPECT_TRUE(negative.count(t)) << "no negative case for " << t;
}

TEST(Tagger, LengthAndMateCountFollowTheLine)
{
    // Scholar's mate as a one-move puzzle.
    const auto tags = tag_puzzle(
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 1", { "a7a6", "h5f7" });
    EXPECT_NE(std::find(tags.begin(), tags.end(), "mateIn1"), tags.end());
    EXPECT_NE(std::find(tags.begin(), tags.end(), "oneMove"), tags.end());
    EXPECT_NE(std::find(tags.begin(), tags.end(), "opening"), tags.end());
}

TEST(Tagger, IllegalLineGetsNoTags)
{
    EXPECT_TRUE(tag_puzzle("8/8/8/8/8/8/8/K6k w - - 0 1", { "a1a8", "h1h2" }).empty());
}
