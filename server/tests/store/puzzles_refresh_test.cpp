// Loading a re-calibrated library into a database that holds the old one: puzzles nobody has
// played take the new rating and themes, played ones keep the rating players gave them.
#include "../support/test_database.hpp"
#include "store/database.hpp"
#include "store/migrations.hpp"
#include "store/puzzles_repository.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>

using namespace academy::store;

TEST(PuzzlesRepository, RefreshingTouchesOnlyUnplayedPuzzles)
{
    const auto path = (std::filesystem::temp_directory_path()
        / ("academy-store-" + std::to_string(std::random_device {}()) + ".db"))
                          .string();
    auto db = open_database(academy::test::database_url(path));
    migrate(*db);
    const std::string fen = "6Qk/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K b - - 0 28";
    auto puzzle = [&](const std::string& id, double rating, const std::string& themes) {
        return StoredPuzzle { id, fen, "h8g8 f1f8", rating, 500, 0.09, 0, 0, themes, "", "",
            "academy" };
    };
    {
        PuzzlesRepository::BulkInserter ins(*db);
        ins.add(puzzle("a", 2000, "fork"));
        ins.add(puzzle("b", 2000, "fork"));
        EXPECT_EQ(ins.finish(), 2);
    }
    PuzzlesRepository repo(*db);
    repo.update_rating("b", 1900, 300, 0.09); // a player's attempt
    {
        PuzzlesRepository::BulkInserter plain(*db);
        plain.add(puzzle("a", 800, "fork short"));
        EXPECT_EQ(plain.finish(), 0);
    }
    EXPECT_EQ(repo.get("a")->rating, 2000);
    {
        PuzzlesRepository::BulkInserter refresh(*db, true);
        refresh.add(puzzle("a", 800, "fork short"));
        refresh.add(puzzle("b", 800, "fork short"));
        EXPECT_EQ(refresh.finish(), 1);
    }
    EXPECT_EQ(repo.get("a")->rating, 800);
    EXPECT_EQ(repo.get("a")->themes, "fork short");
    EXPECT_EQ(repo.get("b")->rating, 1900);
    {
        PuzzlesRepository::BulkInserter again(*db, true);
        again.add(puzzle("a", 800, "fork short"));
        EXPECT_EQ(again.finish(), 0);
    }
    db->close();
    std::filesystem::remove(path);
}
