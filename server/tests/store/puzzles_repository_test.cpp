// store::PuzzlesRepository on a migrated SQLite database: the bulk import, look-ups and filters of
// the library, selection near a rating, puzzle and player ratings, and players' attempts.
#include "store/puzzles_repository.hpp"

#include "temp_database.hpp"

#include <algorithm>

using namespace academy;
using store::StoredPuzzle;

namespace {

StoredPuzzle puzzle(const std::string& id, double rating, const std::string& themes,
    const std::string& source = "academy")
{
    return { id, "6Qk/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K b - - 0 28", "h8g8 f1f8", rating, 500,
        0.09, 0, 0, themes, "", "", source };
}

std::vector<std::string> ids(const std::vector<StoredPuzzle>& list)
{
    std::vector<std::string> out;
    for (const auto& p : list)
        out.push_back(p.id);
    return out;
}

using Ids = std::vector<std::string>;

struct Puzzles : test::TempDatabase {
    store::PuzzlesRepository repo { *db };

    void add(std::vector<StoredPuzzle> list)
    {
        store::PuzzlesRepository::BulkInserter bulk(*db);
        for (auto& p : list)
            bulk.add(std::move(p));
        bulk.finish();
    }

    // The usual small library: ratings 1200..2000, a few themes, two sources.
    void library()
    {
        add({ puzzle("a", 1200, "fork short"), puzzle("b", 1500, "mate mateIn1 oneMove"),
            puzzle("c", 1600, "pin middlegame"), puzzle("d", 1800, "fork endgame", "lichess"),
            puzzle("e", 2000, "mate mateIn2", "lichess") });
    }
};

} // namespace

TEST_F(Puzzles, APuzzleReadsBackFieldForField)
{
    add({ { "00sHx", "q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17",
        "e8d7 a2e6 d7d8 f7f8", 1760.5, 80.25, 0.061, 93, 12, "mate mateIn2 middlegame short",
        "https://lichess.org/yyznGmXs/black#34", "Italian_Game Italian_Game_Classical_Variation",
        "lichess" } });
    const auto p = repo.get("00sHx");
    ASSERT_TRUE(p);
    EXPECT_EQ(p->id, "00sHx");
    EXPECT_EQ(p->fen, "q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17");
    EXPECT_EQ(p->moves, "e8d7 a2e6 d7d8 f7f8");
    EXPECT_DOUBLE_EQ(p->rating, 1760.5);
    EXPECT_DOUBLE_EQ(p->rating_deviation, 80.25);
    EXPECT_DOUBLE_EQ(p->volatility, 0.061);
    EXPECT_EQ(p->popularity, 93);
    EXPECT_EQ(p->plays, 12);
    EXPECT_EQ(p->themes, "mate mateIn2 middlegame short"); // without the stored padding
    EXPECT_EQ(p->game_url, "https://lichess.org/yyznGmXs/black#34");
    EXPECT_EQ(p->opening_tags, "Italian_Game Italian_Game_Classical_Variation");
    EXPECT_EQ(p->source, "lichess");
    EXPECT_FALSE(repo.get("00sHX")); // ids are exact
    EXPECT_FALSE(repo.get(""));
}

TEST_F(Puzzles, TheBulkImportWritesEveryBatchAndSkipsKnownIds)
{
    store::PuzzlesRepository::BulkInserter first(*db);
    for (int i = 0; i < 205; ++i) // more than two full batches of 80
        first.add(puzzle("p" + std::to_string(i), 1000 + i, "fork"));
    EXPECT_EQ(first.finish(), 205);
    EXPECT_EQ(repo.count(), 205);

    // An id already in the library is left as it was, and is not counted as written.
    store::PuzzlesRepository::BulkInserter second(*db);
    second.add(puzzle("p0", 2999, "changed"));
    second.add(puzzle("new", 1500, "pin"));
    EXPECT_EQ(second.finish(), 1);
    EXPECT_EQ(repo.count(), 206);
    EXPECT_DOUBLE_EQ(repo.get("p0")->rating, 1000);
    EXPECT_EQ(repo.get("p0")->themes, "fork");

    store::PuzzlesRepository::BulkInserter nothing(*db);
    EXPECT_EQ(nothing.finish(), 0);
}

TEST_F(Puzzles, TheBulkImportInATransactionIsAllOrNothing)
{
    EXPECT_THROW(db->transaction([&] {
        store::PuzzlesRepository::BulkInserter bulk(*db);
        for (int i = 0; i < 100; ++i)
            bulk.add(puzzle("p" + std::to_string(i), 1500, "fork"));
        bulk.finish();
        throw std::runtime_error("the import was interrupted");
    }),
        std::runtime_error);
    EXPECT_EQ(repo.count(), 0);
}

TEST_F(Puzzles, CountIsPerSourceOrInAll)
{
    EXPECT_EQ(repo.count(), 0);
    library();
    EXPECT_EQ(repo.count(), 5);
    EXPECT_EQ(repo.count("academy"), 3);
    EXPECT_EQ(repo.count("lichess"), 2);
    EXPECT_EQ(repo.count("elsewhere"), 0);
}

TEST_F(Puzzles, AllIsOrderedById)
{
    add({ puzzle("c", 1, "x"), puzzle("a", 2, "x"), puzzle("b", 3, "x") });
    EXPECT_EQ(ids(repo.all()), (Ids { "a", "b", "c" }));
}

TEST_F(Puzzles, FindFiltersByRatingSourceAndThemeEasiestFirst)
{
    library();
    store::PuzzleQuery q;
    EXPECT_EQ(ids(repo.find(q)), (Ids { "a", "b", "c", "d", "e" }));
    q.min_rating = 1500;
    q.max_rating = 1800; // both ends included
    EXPECT_EQ(ids(repo.find(q)), (Ids { "b", "c", "d" }));
    q.source = "lichess";
    EXPECT_EQ(ids(repo.find(q)), (Ids { "d" }));
    q = {};
    q.theme = "fork";
    EXPECT_EQ(ids(repo.find(q)), (Ids { "a", "d" }));
    q.limit = 1;
    EXPECT_EQ(ids(repo.find(q)), (Ids { "a" }));
}

TEST_F(Puzzles, EqualRatingsAreOrderedById)
{
    add({ puzzle("z", 1500, "fork"), puzzle("m", 1500, "fork"), puzzle("a", 1500, "fork") });
    EXPECT_EQ(ids(repo.find({})), (Ids { "a", "m", "z" }));
}

TEST_F(Puzzles, AThemeMatchesWholeWordsOnly)
{
    library();
    store::PuzzleQuery q;
    q.theme = "mate";
    EXPECT_EQ(ids(repo.find(q)), (Ids { "b", "e" }));
    q.theme = "mateIn1";
    EXPECT_EQ(ids(repo.find(q)), (Ids { "b" }));
    q.theme = "ate"; // part of a word
    EXPECT_TRUE(repo.find(q).empty());
}

TEST_F(Puzzles, AThemeIsTextNeverAPattern)
{
    library();
    store::PuzzleQuery q;
    for (const char* theme : { "%", "_", "f_rk", "%fork", "' OR '1'='1" }) {
        q.theme = theme;
        EXPECT_TRUE(repo.find(q).empty()) << theme;
        q.theme = {};
        q.any_of_themes = { theme };
        EXPECT_TRUE(repo.find(q).empty()) << theme;
        q.any_of_themes = {};
        EXPECT_TRUE(repo.near_rating(1500, 0, theme, 0, 4000, 10).empty()) << theme;
    }
}

TEST_F(Puzzles, AnyOfThemesMatchesEitherAndCombinesWithTheOtherFilters)
{
    library();
    store::PuzzleQuery q;
    q.any_of_themes = { "pin", "mateIn2" };
    EXPECT_EQ(ids(repo.find(q)), (Ids { "c", "e" }));
    q.source = "academy";
    EXPECT_EQ(ids(repo.find(q)), (Ids { "c" }));
    q = {};
    q.theme = "mate";
    q.any_of_themes = { "oneMove", "pin" };
    EXPECT_EQ(ids(repo.find(q)), (Ids { "b" }));
}

TEST_F(Puzzles, NearRatingIsClosestFirstInsideTheWindow)
{
    library();
    EXPECT_EQ(ids(repo.near_rating(1660, 0, "", 0, 4000, 10)), (Ids { "c", "d", "b", "e", "a" }));
    EXPECT_EQ(ids(repo.near_rating(1660, 0, "", 1500, 1800, 10)), (Ids { "c", "d", "b" }));
    EXPECT_EQ(ids(repo.near_rating(1660, 0, "", 0, 4000, 2)), (Ids { "c", "d" }));
    EXPECT_EQ(ids(repo.near_rating(1660, 0, "fork", 0, 4000, 10)), (Ids { "d", "a" }));
    EXPECT_TRUE(repo.near_rating(1660, 0, "", 2100, 2200, 10).empty());
}

TEST_F(Puzzles, NearRatingSkipsOnlyWhatThisPlayerSolved)
{
    library();
    repo.record_attempt(7, { "c", true, true, 1000, 0, 5, "", 0 });
    repo.record_attempt(7, { "d", false, true, 1000, 0, -5, "", 0 }); // failed: may come again
    repo.record_attempt(8, { "b", true, true, 1000, 0, 5, "", 0 });
    EXPECT_EQ(ids(repo.near_rating(1660, 7, "", 0, 4000, 10)), (Ids { "d", "b", "e", "a" }));
    EXPECT_EQ(ids(repo.near_rating(1660, 8, "", 0, 4000, 10)), (Ids { "c", "d", "e", "a" }));
    EXPECT_EQ(repo.near_rating(1660, 0, "", 0, 4000, 10).size(), 5u); // a visitor
}

TEST_F(Puzzles, UpdateRatingMovesThePuzzleAndCountsThePlay)
{
    library();
    repo.update_rating("b", 1512.5, 480.25, 0.0899);
    repo.update_rating("b", 1520, 470, 0.0898);
    const auto b = repo.get("b");
    EXPECT_DOUBLE_EQ(b->rating, 1520);
    EXPECT_DOUBLE_EQ(b->rating_deviation, 470);
    EXPECT_DOUBLE_EQ(b->volatility, 0.0898);
    EXPECT_EQ(b->plays, 2);
    EXPECT_EQ(repo.get("c")->plays, 0);
    EXPECT_DOUBLE_EQ(repo.get("c")->rating, 1600);
    repo.update_rating("no-such-puzzle", 1, 1, 1);
    EXPECT_EQ(repo.count(), 5);
}

TEST_F(Puzzles, APlayersRatingStartsAtTheDefaultAndIsSavedOver)
{
    const auto fresh = repo.player_rating(7);
    EXPECT_DOUBLE_EQ(fresh.rating, 1500);
    EXPECT_DOUBLE_EQ(fresh.rating_deviation, 500);
    EXPECT_DOUBLE_EQ(fresh.volatility, 0.09);
    EXPECT_EQ(rows("puzzle_ratings"), 0); // reading stores nothing

    repo.save_player_rating(7, { 1620.5, 310.25, 0.0901 });
    repo.save_player_rating(8, { 1400, 400, 0.09 });
    repo.save_player_rating(7, { 1650, 290, 0.0902 });
    const auto r = repo.player_rating(7);
    EXPECT_DOUBLE_EQ(r.rating, 1650);
    EXPECT_DOUBLE_EQ(r.rating_deviation, 290);
    EXPECT_DOUBLE_EQ(r.volatility, 0.0902);
    EXPECT_DOUBLE_EQ(repo.player_rating(8).rating, 1400);
    EXPECT_EQ(rows("puzzle_ratings"), 2);
}

TEST_F(Puzzles, AttemptsAreKeptInOrderWithThePuzzlesThemesAndRating)
{
    library();
    EXPECT_FALSE(repo.has_attempted(7, "b"));
    repo.record_attempt(7, { "b", false, true, 4200, 1, -12.5, "ignored", 0 });
    repo.record_attempt(7, { "b", true, false, 3100, 0, 0, "", 0 });
    repo.record_attempt(7, { "a", true, true, 900, 2, 8.25, "", 0 });
    repo.record_attempt(8, { "c", true, true, 1, 0, 1, "", 0 });

    EXPECT_TRUE(repo.has_attempted(7, "b"));
    EXPECT_FALSE(repo.has_attempted(7, "c"));
    EXPECT_TRUE(repo.has_attempted(8, "c"));

    const auto list = repo.attempts(7);
    ASSERT_EQ(list.size(), 3u);
    EXPECT_EQ(list[0].puzzle_id, "b");
    EXPECT_FALSE(list[0].solved);
    EXPECT_TRUE(list[0].first_attempt);
    EXPECT_EQ(list[0].time_ms, 4200);
    EXPECT_EQ(list[0].hints_used, 1);
    EXPECT_DOUBLE_EQ(list[0].rating_change, -12.5);
    EXPECT_EQ(list[0].themes, "mate mateIn1 oneMove"); // the puzzle's, not the record's
    EXPECT_DOUBLE_EQ(list[0].puzzle_rating, 1500);
    EXPECT_TRUE(list[1].solved);
    EXPECT_FALSE(list[1].first_attempt);
    EXPECT_EQ(list[2].puzzle_id, "a");
    EXPECT_DOUBLE_EQ(list[2].rating_change, 8.25);
    EXPECT_TRUE(repo.attempts(9).empty());
}

TEST_F(Puzzles, SolvedIdsAreDistinctAndOnlySolvedOnes)
{
    library();
    repo.record_attempt(7, { "b", false, true, 1, 0, 0, "", 0 });
    repo.record_attempt(7, { "b", true, false, 1, 0, 0, "", 0 });
    repo.record_attempt(7, { "b", true, false, 1, 0, 0, "", 0 });
    repo.record_attempt(7, { "c", false, true, 1, 0, 0, "", 0 });
    repo.record_attempt(7, { "a", true, true, 1, 0, 0, "", 0 });
    auto solved = repo.solved_ids(7);
    std::sort(solved.begin(), solved.end());
    EXPECT_EQ(solved, (Ids { "a", "b" }));
    EXPECT_TRUE(repo.solved_ids(8).empty());
}

TEST_F(Puzzles, TextFieldsAreStoredVerbatim)
{
    auto p = puzzle("q'1", 1500, "fork");
    p.game_url = test::kTrickyText;
    p.opening_tags = "Sicilian_Defense \"Najdorf\" ' --";
    add({ p });
    const auto found = repo.get("q'1");
    ASSERT_TRUE(found);
    EXPECT_EQ(found->game_url, test::kTrickyText);
    EXPECT_EQ(found->opening_tags, "Sicilian_Defense \"Najdorf\" ' --");
    repo.record_attempt(7, { "q'1", true, true, 1, 0, 0, "", 0 });
    EXPECT_TRUE(repo.has_attempted(7, "q'1"));
}
