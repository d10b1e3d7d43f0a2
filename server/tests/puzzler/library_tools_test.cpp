// The pieces behind `academy puzzles verify` and `tag`: puzzle files read and written whole, the
// recorded engine effort, re-tagging, and the pool of engine workers.
#include "puzzler/engine_workers.hpp"
#include "puzzler/rating_estimate.hpp"
#include "puzzler/retagger.hpp"
#include "puzzler/verifier.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <random>

using namespace academy::puzzler;

namespace {

const char* const kStockfish = "/usr/games/stockfish";

// Back-rank mate in one (Lichess 001KR, CC0).
Puzzle back_rank_mate()
{
    Puzzle p;
    p.id = "001KR";
    p.fen = "6Qk/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K b - - 0 28";
    p.moves = { "h8g8", "f1f8" };
    p.themes = { "mate" };
    p.game_url = "academy:1/2/3?nodes=5000";
    return p;
}

struct TempDir {
    std::filesystem::path path = std::filesystem::temp_directory_path()
        / ("academy-puzzler-" + std::to_string(std::random_device {}()));
    TempDir() { std::filesystem::create_directories(path); }
    ~TempDir() { std::filesystem::remove_all(path); }
};

} // namespace

TEST(PuzzleFile, WritesAndReadsBackEveryPuzzleAndLeavesOutBrokenRows)
{
    TempDir dir;
    const auto file = (dir.path / "p.csv").string();
    auto second = back_rank_mate();
    second.id = "second";
    second.rating = 1234;
    write_puzzle_file(file, { back_rank_mate(), second });
    std::ofstream(file, std::ios::app) << "broken,row\n";
    const auto read = read_puzzle_file(file);
    ASSERT_EQ(read.size(), 2u);
    EXPECT_EQ(to_csv_row(read[0]), to_csv_row(back_rank_mate()));
    EXPECT_EQ(to_csv_row(read[1]), to_csv_row(second));
}

TEST(PuzzleFile, AFileThatCannotBeWrittenThrows)
{
    EXPECT_THROW(write_puzzle_file("/nonexistent-dir/p.csv", {}), std::runtime_error);
}

TEST(Retagger, ReadsTheRecordedNodesOrAssumesTheDefault)
{
    EXPECT_EQ(recorded_nodes("academy:3001/1/18?nodes=4200"), 4200);
    EXPECT_EQ(recorded_nodes("https://lichess.org/TaT1Zl7z/black#56"), 16000);
}

TEST(Retagger, ReplacesThemesAndRatingFromTheLineAndTheEffort)
{
    std::vector<Puzzle> puzzles { back_rank_mate(), back_rank_mate() };
    puzzles[0].themes = { "fork" };
    retag(puzzles, { 1000, 1000000 });
    EXPECT_TRUE(puzzles[0].has_theme("mateIn1"));
    EXPECT_FALSE(puzzles[0].has_theme("fork"));
    EXPECT_EQ(puzzles[0].rating, estimate_rating(puzzles[0], 1000));
    EXPECT_EQ(puzzles[1].rating, estimate_rating(puzzles[1], 1000000));
    EXPECT_LE(puzzles[0].rating, puzzles[1].rating);
}

TEST(EngineWorkers, EveryItemIsWorkedOnceAndCounted)
{
    if (!std::filesystem::exists(kStockfish))
        GTEST_SKIP() << "Stockfish is not installed";
    EXPECT_EQ(worker_count(3), 3);
    EXPECT_GE(worker_count(0), 1);
    std::vector<std::atomic<int>> seen(7);
    std::atomic<int> last_done { 0 };
    for_each_with_engine(
        seen.size(), 2, kStockfish, [&](EngineProcess&, std::size_t i) { ++seen[i]; },
        [&](int done) { last_done = std::max(last_done.load(), done); });
    for (const auto& s : seen)
        EXPECT_EQ(s.load(), 1);
    EXPECT_EQ(last_done.load(), 7);
}

TEST(Verifier, GivesEachFailingPuzzleItsReasonInOrder)
{
    if (!std::filesystem::exists(kStockfish))
        GTEST_SKIP() << "Stockfish is not installed";
    auto quiet = back_rank_mate();
    quiet.moves = { "h8g8", "h1g1" }; // a king move instead of the mate
    quiet.themes = {};
    auto illegal = back_rank_mate();
    illegal.moves = { "h8g8", "f1e3" }; // a rook does not move diagonally
    VerifyOptions o;
    o.limits.nodes = 20000;
    o.threads = 2;
    int calls = 0;
    std::mutex m;
    o.progress = [&](int) {
        std::lock_guard lock(m);
        ++calls;
    };
    const auto failures = verify_puzzles({ back_rank_mate(), quiet, illegal }, o);
    ASSERT_EQ(failures.size(), 3u);
    EXPECT_EQ(failures[0], "");
    EXPECT_NE(failures[1], "");
    EXPECT_NE(failures[2].find("illegal"), std::string::npos) << failures[2];
    EXPECT_EQ(calls, 3);
}

TEST(Retagger, MeasuresTheNodesAndRecordsThemInOurGameUrlsOnly)
{
    if (!std::filesystem::exists(kStockfish))
        GTEST_SKIP() << "Stockfish is not installed";
    auto imported = back_rank_mate();
    imported.game_url = "https://lichess.org/TaT1Zl7z/black#56";
    std::vector<Puzzle> puzzles { back_rank_mate(), imported };
    MeasureOptions o;
    o.threads = 1;
    const auto nodes = measure_nodes(puzzles, o);
    ASSERT_EQ(nodes.size(), 2u);
    EXPECT_GT(nodes[0], 0);
    EXPECT_EQ(puzzles[0].game_url, "academy:1/2/3?nodes=" + std::to_string(nodes[0]));
    EXPECT_EQ(puzzles[1].game_url, "https://lichess.org/TaT1Zl7z/black#56");
}
