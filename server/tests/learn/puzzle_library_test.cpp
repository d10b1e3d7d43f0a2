// The library on a real SQLite database: a CSV imported with bad rows skipped and counted, the
// shipped content folder found and loaded (again without duplicates), the library read back, and
// a puzzle's round trip between its CSV and its stored form.
#include "../support/test_database.hpp"
#include "learn/puzzles/puzzle_import.hpp"
#include "learn/puzzles/puzzle_library.hpp"
#include "learn/puzzles/stored_puzzle.hpp"
#include "store/migrations.hpp"
#include "store/puzzles_repository.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <random>

using namespace academy;
namespace fs = std::filesystem;

namespace {

struct PuzzleLibrary : ::testing::Test {
    fs::path dir;
    std::unique_ptr<store::Database> db;

    void SetUp() override
    {
        dir = fs::temp_directory_path()
            / ("academy-library-" + std::to_string(std::random_device {}()));
        fs::create_directories(dir);
        db = store::open_database(test::database_url(dir / "t.db"));
        store::migrate(*db);
    }
    void TearDown() override
    {
        db->close();
        fs::remove_all(dir);
    }
    std::string fixture() const { return std::string(ACADEMY_TEST_DATA) + "/import_fixture.csv"; }
};

} // namespace

TEST_F(PuzzleLibrary, ImportSkipsBadRowsWithTheirReasonsAndKeepsTheSource)
{
    const auto result = learn::import_puzzles(*db, fixture(), "lichess");
    EXPECT_EQ(result.imported, 20);
    EXPECT_EQ(result.skipped, 5);
    EXPECT_EQ(result.reasons.at("illegal move"), 1);
    EXPECT_EQ(result.reasons.at("bad FEN"), 1);
    EXPECT_EQ(result.reasons.at("mate theme but no checkmate"), 1);
    EXPECT_GT(result.rows_per_second, 0);
    store::PuzzlesRepository repo(*db);
    EXPECT_EQ(repo.count("lichess"), 20);
    EXPECT_EQ(repo.get("000rZ")->source, "lichess");
    // Ids are unique: a second import adds nothing.
    EXPECT_EQ(learn::import_puzzles(*db, fixture(), "lichess").imported, 0);
}

TEST_F(PuzzleLibrary, ImportOfAMissingFileThrows)
{
    EXPECT_THROW(
        learn::import_puzzles(*db, (dir / "none.csv").string(), "lichess"), std::runtime_error);
}

TEST_F(PuzzleLibrary, LoadsTheFirstContentFolderThatExists)
{
    const fs::path missing = dir / "missing", content = dir / "content";
    fs::create_directories(content / "puzzles");
    fs::copy_file(fixture(), content / "puzzles" / "a.csv");
    fs::copy_file(std::string(ACADEMY_TEST_DATA) + "/lichess-puzzles-sample.csv",
        content / "puzzles" / "b.csv");
    const auto load = learn::load_puzzle_library(*db, { missing, content });
    ASSERT_TRUE(load.directory);
    EXPECT_EQ(*load.directory, content / "puzzles");
    EXPECT_EQ(load.in_library, load.loaded);
    EXPECT_GT(load.loaded, 1000);
    EXPECT_EQ(store::PuzzlesRepository(*db).count("academy"), load.in_library);
    // The next start finds nothing new.
    const auto again = learn::load_puzzle_library(*db, { content });
    EXPECT_EQ(again.in_library, load.in_library);
}

TEST_F(PuzzleLibrary, NoContentFolderLoadsNothing)
{
    const auto load = learn::load_puzzle_library(*db, { dir / "missing" });
    EXPECT_FALSE(load.directory);
    EXPECT_EQ(load.loaded, 0);
}

TEST(ContentRoots, TheEnvironmentComesFirstThenTheWorkingFolder)
{
    ::setenv("ACADEMY_CONTENT", "/somewhere/content", 1);
    const auto roots = learn::content_roots();
    ::unsetenv("ACADEMY_CONTENT");
    ASSERT_GE(roots.size(), 2u);
    EXPECT_EQ(roots[0], fs::path("/somewhere/content"));
    EXPECT_EQ(roots[1], fs::path("content"));
}

TEST_F(PuzzleLibrary, ReadsTheWholeLibraryBackAsCsvRows)
{
    learn::import_puzzles(*db, fixture(), "lichess");
    const auto puzzles = learn::library_puzzles(*db);
    ASSERT_EQ(puzzles.size(), 20u);
    const auto it = std::find_if(
        puzzles.begin(), puzzles.end(), [](const auto& p) { return p.id == "001KR"; });
    ASSERT_NE(it, puzzles.end());
    EXPECT_EQ(it->moves, (std::vector<std::string> { "h8g8", "f1f8" }));
    EXPECT_EQ(it->rating, 588);
}

TEST(StoredPuzzle, RoundTripsWithRatingsRoundedToWholePoints)
{
    puzzler::Puzzle p;
    p.id = "x1";
    p.fen = "6Qk/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K b - - 0 28";
    p.moves = { "h8g8", "f1f8" };
    p.rating = 1200;
    p.rating_deviation = 80;
    p.popularity = 90;
    p.plays = 12;
    p.themes = { "mate", "mateIn1" };
    p.game_url = "academy:1/2/3?nodes=9";
    p.opening_tags = "Italian_Game";
    const auto copy = p;
    auto stored = learn::to_stored(puzzler::Puzzle(p), "academy");
    EXPECT_EQ(stored.moves, "h8g8 f1f8");
    EXPECT_EQ(stored.themes, "mate mateIn1");
    EXPECT_EQ(stored.source, "academy");
    stored.rating = 1234.6; // as Glicko-2 leaves it
    const auto back = learn::from_stored(stored);
    EXPECT_EQ(back.rating, 1235);
    auto expected = copy;
    expected.rating = 1235;
    EXPECT_EQ(puzzler::to_csv_row(back), puzzler::to_csv_row(expected));
}
