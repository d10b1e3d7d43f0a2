// --calibrate places each motif in the learning-path band where it is taught, spread by effort
// within the motif (issue 12: a rank over the whole library put every fork at 1500 and above).
#include "puzzler/rating_estimate.hpp"

#include <gtest/gtest.h>

using namespace academy::puzzler;

namespace {

Puzzle with(const std::vector<std::string>& themes, int solver_moves)
{
    Puzzle p;
    p.fen = "6Qk/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K b - - 0 28";
    for (int i = 0; i < 2 * solver_moves; ++i)
        p.moves.push_back(i == 0 ? "h8g8" : "a1a1");
    p.themes = themes;
    return p;
}

} // namespace

TEST(Calibration, EachMotifLandsInItsBandAndEffortOrdersItsPuzzles)
{
    std::vector<Puzzle> puzzles;
    std::vector<long long> nodes;
    // Ten forks and ten clearances of growing effort, among many easy captures.
    for (int i = 0; i < 10; ++i) {
        puzzles.push_back(with({ "fork", "short" }, 2));
        nodes.push_back(100LL << i);
        puzzles.push_back(with({ "clearance", "long" }, 3));
        nodes.push_back(100LL << i);
    }
    for (int i = 0; i < 100; ++i) {
        puzzles.push_back(with({ "hangingPiece", "oneMove" }, 1));
        nodes.push_back(10 + i);
    }
    calibrate_ratings(puzzles, nodes);
    int forks_in_band = 0, clearances_in_band = 0;
    for (std::size_t i = 0; i < 20; i += 2) {
        forks_in_band += puzzles[i].rating >= 400 && puzzles[i].rating <= 1000;
        clearances_in_band += puzzles[i + 1].rating >= 1500 && puzzles[i + 1].rating <= 1800;
        EXPECT_LE(puzzles[i].rating, 1300);
        EXPECT_GE(puzzles[i + 1].rating, 1500);
        if (i >= 2) {
            EXPECT_GT(puzzles[i].rating, puzzles[i - 2].rating); // more effort, higher rating
            EXPECT_GT(puzzles[i + 1].rating, puzzles[i - 1].rating);
        }
    }
    EXPECT_EQ(forks_in_band, 8); // the hardest fifth reaches into the next band
    EXPECT_EQ(clearances_in_band, 8);
    for (std::size_t i = 20; i < puzzles.size(); ++i)
        EXPECT_LE(puzzles[i].rating, 1300);
}
