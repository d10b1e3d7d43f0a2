// store::ComputerGamesRepository on a migrated SQLite database: games against the computer as
// stored after the replay, an account's sums and its latest games.
#include "store/computer_games_repository.hpp"

#include "temp_database.hpp"

using namespace academy;

namespace {

store::NewComputerGame game(std::int64_t user, int level, const std::string& result,
    int player_moves, int points, std::int64_t created_at)
{
    return { user, level, "white", result, "e2e4 e7e5", player_moves, points, "1. e4 e5 *",
        created_at };
}

std::vector<std::int64_t> ids(const std::vector<store::ComputerGameRecord>& list)
{
    std::vector<std::int64_t> out;
    for (const auto& g : list)
        out.push_back(g.id);
    return out;
}

struct ComputerGames : test::TempDatabase {
    store::ComputerGamesRepository games { *db };
};

} // namespace

TEST_F(ComputerGames, InsertReturnsANewIdAndTheGameReadsBack)
{
    const auto first = games.insert({ 7, 5, "black", "draw", "e2e4 c7c5", 1, 15,
        "[Event \"Chess Academy\"]\n\n1. e4 c5 1/2-1/2", 1'700'000'000 });
    const auto second = games.insert(game(7, 1, "win", 20, 30, 1'700'000'100));
    EXPECT_GT(first, 0);
    EXPECT_GT(second, first);

    const auto list = games.recent(7, 10);
    ASSERT_EQ(list.size(), 2u);
    const auto& g = list[1];
    EXPECT_EQ(g.id, first);
    EXPECT_EQ(g.level, 5);
    EXPECT_EQ(g.color, "black");
    EXPECT_EQ(g.result, "draw");
    EXPECT_EQ(g.player_moves, 1);
    EXPECT_EQ(g.points, 15);
    EXPECT_EQ(g.created_at, 1'700'000'000);
    // The moves and the PGN are stored as given.
    const auto stored
        = db->query("SELECT moves, pgn, initial_fen FROM computer_games WHERE id = ?", { first });
    EXPECT_EQ(stored.rows.at(0).text(0), "e2e4 c7c5");
    EXPECT_EQ(stored.rows.at(0).text(1), "[Event \"Chess Academy\"]\n\n1. e4 c5 1/2-1/2");
    EXPECT_EQ(stored.rows.at(0).text(2), ""); // always from the standard start
}

TEST_F(ComputerGames, AnAccountWithoutGamesHasZeroStats)
{
    games.insert(game(8, 3, "win", 10, 30, 1));
    const auto s = games.stats(7);
    EXPECT_EQ(s.games_played, 0);
    EXPECT_EQ(s.wins, 0);
    EXPECT_EQ(s.losses, 0);
    EXPECT_EQ(s.draws, 0);
    EXPECT_EQ(s.total_moves, 0);
    EXPECT_EQ(s.best_level, 0);
    EXPECT_EQ(s.points, 0);
    EXPECT_TRUE(games.recent(7, 10).empty());
}

TEST_F(ComputerGames, StatsSumOneAccountsGames)
{
    games.insert(game(7, 3, "win", 25, 30, 1));
    games.insert(game(7, 9, "lose", 40, 9, 2)); // a higher level lost is not the best level
    games.insert(game(7, 6, "win", 31, 40, 3));
    games.insert(game(7, 8, "draw", 60, 24, 4));
    games.insert(game(8, 20, "win", 10, 100, 5)); // someone else's
    const auto s = games.stats(7);
    EXPECT_EQ(s.games_played, 4);
    EXPECT_EQ(s.wins, 2);
    EXPECT_EQ(s.losses, 1);
    EXPECT_EQ(s.draws, 1);
    EXPECT_EQ(s.total_moves, 25 + 40 + 31 + 60);
    EXPECT_EQ(s.best_level, 6);
    EXPECT_EQ(s.points, 30 + 9 + 40 + 24);
}

TEST_F(ComputerGames, RecentIsNewestFirstWithALimit)
{
    const auto a = games.insert(game(7, 1, "win", 1, 1, 100));
    const auto b = games.insert(game(7, 1, "win", 1, 1, 300));
    const auto c = games.insert(game(7, 1, "win", 1, 1, 200));
    const auto d = games.insert(game(7, 1, "win", 1, 1, 300)); // same second as b: later id first
    games.insert(game(8, 1, "win", 1, 1, 400));
    EXPECT_EQ(ids(games.recent(7, 10)), (std::vector<std::int64_t> { d, b, c, a }));
    EXPECT_EQ(ids(games.recent(7, 2)), (std::vector<std::int64_t> { d, b }));
    EXPECT_EQ(games.recent(8, 10).size(), 1u);
}

// The unfinished game of an account (migration 0013): one at most, changed only by a request
// that saw its current moves, and written finished in one step with its removal.
TEST_F(ComputerGames, AnUnfinishedGameMovesOnOnlyFromWhatItWas)
{
    store::ComputerGameInPlay playing { 0, 7, 4, "white", "", 0 };
    const auto id = games.start(playing, 1'700'000'000'000);
    ASSERT_TRUE(id);
    EXPECT_FALSE(games.start(playing, 1'700'000'000'001)); // one per account
    EXPECT_TRUE(games.advance(*id, "", "e2e4 e7e5", 1'700'000'001'000));
    // A request that saw the old moves changes nothing.
    EXPECT_FALSE(games.advance(*id, "", "d2d4 d7d5", 1'700'000'002'000));
    EXPECT_FALSE(games.abandon(*id, ""));
    const auto now = games.in_play_of(7);
    ASSERT_TRUE(now);
    EXPECT_EQ(now->id, *id);
    EXPECT_EQ(now->moves, "e2e4 e7e5");
    EXPECT_EQ(now->started_at_ms, 1'700'000'000'000);
    EXPECT_EQ(games.stats(7).games_played, 0); // unfinished: counted nowhere

    auto finished = game(7, 4, "lose", 1, 4, 1'700'000'003);
    finished.started_at = 1'700'000'000;
    EXPECT_FALSE(games.finish(*id, "", finished));
    const auto stored = games.finish(*id, "e2e4 e7e5", finished);
    ASSERT_TRUE(stored);
    EXPECT_FALSE(games.in_play(*id));
    EXPECT_EQ(games.stats(7).games_played, 1);
    EXPECT_EQ(db->query("SELECT started_at FROM computer_games WHERE id = ?", { *stored })
                  .rows.at(0)
                  .integer(0),
        1'700'000'000);
    // The account may start again.
    EXPECT_TRUE(games.start(playing, 1'700'000'004'000));
}
