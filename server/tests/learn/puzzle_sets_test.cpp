// The shipped library (content/puzzles/*.csv) against the eleven sets: every set holds its total,
// every puzzle it serves is rated inside the set's stated range, and each range lies inside the
// learning-path band of the set's difficulty (issue 12: "Forks – Beginner 400-1000" served
// puzzles rated 1497-2088).
#include "../support/test_database.hpp"
#include "learn/puzzles/puzzle_service.hpp"
#include "learn/puzzles/puzzle_sets.hpp"
#include "puzzler/puzzle.hpp"
#include "store/migrations.hpp"
#include "store/puzzles_repository.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>

using namespace academy;

namespace {

struct ShippedLibrary : ::testing::Test {
    std::filesystem::path dir;
    std::unique_ptr<store::Database> db;

    void SetUp() override
    {
        dir = std::filesystem::temp_directory_path()
            / ("academy-sets-" + std::to_string(std::random_device {}()));
        std::filesystem::create_directories(dir);
        db = store::open_database(test::database_url(dir / "t.db"));
        store::migrate(*db);
        const auto content
            = std::filesystem::path(ACADEMY_TEST_DATA) / "../../../../content/puzzles";
        store::PuzzlesRepository::BulkInserter ins(*db);
        for (const auto& entry : std::filesystem::directory_iterator(content)) {
            if (entry.path().extension() != ".csv")
                continue;
            puzzler::for_each_csv_line(entry.path().string(), [&](std::string_view line) {
                std::string error;
                auto p = puzzler::parse_csv_row(line, error);
                ASSERT_TRUE(p) << entry.path() << ": " << error;
                ins.add({ p->id, p->fen, puzzler::join(p->moves), double(p->rating),
                    double(p->rating_deviation), 0.09, p->popularity, p->plays,
                    puzzler::join(p->themes), p->game_url, p->opening_tags, "academy" });
            });
        }
        ins.finish();
    }
    void TearDown() override
    {
        db->close();
        std::filesystem::remove_all(dir);
    }
};

} // namespace

TEST_F(ShippedLibrary, EverySetHoldsItsTotalInsideItsRatingRange)
{
    learn::PuzzleService svc(*db);
    for (const auto& def : learn::puzzle_sets()) {
        SCOPED_TRACE(def.id);
        const auto set = svc.set(def.id, 0);
        ASSERT_TRUE(set);
        EXPECT_EQ(set->rating_range,
            std::to_string(def.min_rating) + "-" + std::to_string(def.max_rating));
        ASSERT_EQ(set->puzzles.size(), static_cast<std::size_t>(def.total));
        EXPECT_EQ(set->total_puzzles, static_cast<std::size_t>(def.total));
        for (const auto& p : set->puzzles) {
            const int rating = p.rating;
            EXPECT_GE(rating, def.min_rating) << p.id;
            EXPECT_LE(rating, def.max_rating) << p.id;
            bool has_theme = false;
            for (const auto& t : p.tags)
                for (const auto& want : def.themes)
                    has_theme |= t == want;
            EXPECT_TRUE(has_theme) << p.id;
        }
    }
}

TEST(PuzzleSets, EveryRangeLiesInsideItsDifficultysBand)
{
    for (const auto& def : learn::puzzle_sets()) {
        SCOPED_TRACE(def.id);
        const learn::LearningBand* band = nullptr;
        for (const auto& b : learn::learning_path())
            if (b.name == def.difficulty)
                band = &b;
        ASSERT_NE(band, nullptr) << def.difficulty;
        EXPECT_GE(def.min_rating, band->min_rating);
        EXPECT_LE(def.max_rating, band->max_rating);
        EXPECT_LT(def.min_rating, def.max_rating);
    }
}

TEST(PuzzleSets, ThemeTitlesReadAsWords)
{
    EXPECT_EQ(learn::theme_title("mateIn2"), "Mate in 2");
    EXPECT_EQ(learn::theme_title("hangingPiece"), "Hanging piece");
    EXPECT_EQ(learn::theme_title("backRankMate"), "Back rank mate");
}
