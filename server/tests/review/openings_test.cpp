// The opening list is content: every line must be legal from the standard start.
#include "chess/san.hpp"
#include "learn/review/openings.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

using namespace academy;
using namespace academy::learn::review;

TEST(Openings, EveryLineIsLegalAndNamed)
{
    const auto& lines = opening_lines();
    ASSERT_GE(lines.size(), 50u);
    std::set<std::string> seen;
    for (const auto& line : lines) {
        chess::Position pos = chess::Position::start();
        for (const auto& san : line.san) {
            auto move = chess::parse_san(pos, san);
            ASSERT_TRUE(move) << line.eco << " " << line.name << ": " << san;
            pos.do_move(move.value());
        }
        EXPECT_EQ(line.eco.size(), 3u);
        EXPECT_TRUE(line.eco[0] >= 'A' && line.eco[0] <= 'E') << line.eco;
        EXPECT_TRUE(in_book(pos)) << line.name;
        EXPECT_TRUE(seen.insert(line.name).second) << "named twice: " << line.name;
    }
}

TEST(Openings, TheEmbeddedListIsTheContentFile)
{
    std::ifstream file(ACADEMY_CONTENT_DIR "/openings/openings.tsv");
    ASSERT_TRUE(file) << ACADEMY_CONTENT_DIR;
    std::stringstream text;
    text << file.rdbuf();
    auto parsed = parse_openings(text.str());
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(parsed.value().size(), opening_lines().size());
}

TEST(Openings, PositionsAreNamedWhereTheirLineEnds)
{
    chess::Position pos = chess::Position::start();
    for (const char* san : { "e4", "e5", "Nf3", "Nc6", "Bb5" })
        pos.do_move(chess::parse_san(pos, san).value());
    ASSERT_NE(opening_named_at(pos), nullptr);
    EXPECT_EQ(opening_named_at(pos)->name, "Ruy Lopez");
    EXPECT_EQ(opening_named_at(pos)->eco, "C60");
    // Off the list: 3...Qh4 is on no line.
    pos.do_move(chess::parse_san(pos, "Qh4").value());
    EXPECT_FALSE(in_book(pos));
}

TEST(Openings, ABadLineIsNamed)
{
    auto parsed = parse_openings("# comment\nC60\tRuy Lopez\te4 e5\nnonsense\n");
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error().message, "line 3: expected ECO, name and moves");
}
