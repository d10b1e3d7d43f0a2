// The six positions of the Chess Programming Wiki "Perft Results" page, with the
// node counts published there (credit: chessprogramming.org, Perft Results).
#include <gtest/gtest.h>

#include "chess/perft.hpp"
#include "test_util.hpp"

namespace academy::chess {
namespace {

    using testing::fen;

#ifdef ACADEMY_SANITIZED
    constexpr int kSlower = 1; // sanitizers are ~10x slower: one ply less
#else
    constexpr int kSlower = 0;
#endif

    struct PerftCase {
        const char* name;
        const char* fen;
        std::uint64_t counts[7]; // index = depth
    };

    const PerftCase kCases[] = {
        { "startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            { 1, 20, 400, 8902, 197281, 4865609, 119060324 } },
        { "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            { 1, 48, 2039, 97862, 4085603, 193690690, 0 } },
        { "position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            { 1, 14, 191, 2812, 43238, 674624, 11030083 } },
        { "position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            { 1, 6, 264, 9467, 422333, 15833292, 0 } },
        { "position4_mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
            { 1, 6, 264, 9467, 422333, 15833292, 0 } },
        { "position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            { 1, 44, 1486, 62379, 2103487, 89941194, 0 } },
        { "position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            { 1, 46, 2079, 89890, 3894594, 164075551, 0 } },
    };

    // Keeps test names and failure output readable instead of a byte dump.
    void PrintTo(const PerftCase& c, std::ostream* os) { *os << c.name; }

    class Perft : public ::testing::TestWithParam<PerftCase> { };

    TEST_P(Perft, MatchesPublishedCounts)
    {
        const PerftCase& c = GetParam();
        const Position pos = fen(c.fen);
        const int deepest = std::string_view(c.name) == "startpos" ? 6 : 5;
        for (int depth = 1; depth <= deepest - kSlower; ++depth)
            EXPECT_EQ(perft(pos, depth), c.counts[depth]) << c.name << " depth " << depth;
    }

    INSTANTIATE_TEST_SUITE_P(Wiki, Perft, ::testing::ValuesIn(kCases),
        [](const auto& info) { return std::string(info.param.name); });

    TEST(PerftDivide, SumsToPerft)
    {
        const Position pos = fen(kCases[1].fen);
        std::uint64_t total = 0;
        for (const auto& [move, count] : perft_divide(pos, 3))
            total += count;
        EXPECT_EQ(total, 97862u);
        EXPECT_EQ(perft_divide(pos, 3).size(), 48u);
    }

    TEST(PerftDivide, DepthZeroIsOneNode) { EXPECT_EQ(perft(Position::start(), 0), 1u); }

} // namespace
} // namespace academy::chess
