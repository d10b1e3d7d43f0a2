// The long perft suite (CTest label perft-long, not in the default run): deeper
// depths of the wiki positions plus positions aimed at specific rules, from
// data/perft_long.epd. Counts were cross-checked against Stockfish 15.1's
// "go perft"; most are also published (Chess Programming Wiki "Perft Results",
// and Martin Sedlak's suite posted on TalkChess).
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "chess/fen.hpp"
#include "chess/perft.hpp"

namespace academy::chess {
namespace {

    struct LongCase {
        std::string fen;
        int depth;
        std::uint64_t nodes;
    };

    void PrintTo(const LongCase& c, std::ostream* os) { *os << c.fen << " depth " << c.depth; }

    // One line per position: "<FEN> ;D<depth> <nodes> [;D<depth> <nodes>...]".
    std::vector<LongCase> load_cases()
    {
        std::vector<LongCase> cases;
        std::ifstream in(std::string(ACADEMY_TEST_DATA) + "/perft_long.epd");
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || line[0] == '#')
                continue;
            std::size_t semi = line.find(';');
            const std::string fen = line.substr(0, semi);
            while (semi != std::string::npos) {
                const std::size_t next = line.find(';', semi + 1);
                const std::string field
                    = line.substr(semi + 1, next == std::string::npos ? next : next - semi - 1);
                int depth = 0;
                unsigned long long nodes = 0;
                if (std::sscanf(field.c_str(), "D%d %llu", &depth, &nodes) == 2)
                    cases.push_back({ fen, depth, nodes });
                semi = next;
            }
        }
        return cases;
    }

    class PerftLong : public ::testing::TestWithParam<LongCase> { };

    TEST_P(PerftLong, Matches)
    {
        const LongCase& c = GetParam();
        Result<Position> pos = parse_fen(c.fen);
        ASSERT_TRUE(pos.ok()) << pos.error().message;
        EXPECT_EQ(perft(pos.value(), c.depth), c.nodes);
    }

    TEST(PerftLongData, FileIsPresent) { EXPECT_GE(load_cases().size(), 20u); }

    INSTANTIATE_TEST_SUITE_P(Suite, PerftLong, ::testing::ValuesIn(load_cases()));

} // namespace
} // namespace academy::chess
