// store::GamesRepository on a migrated SQLite database: live games with their moves, chat and
// clock heartbeats; endings; the active list and a player's games, newest first.
#include "store/games_repository.hpp"

#include "temp_database.hpp"

#include <algorithm>

using namespace academy;
using store::StoreError;

namespace {

store::GameRecord game(const std::string& id, const std::string& white, const std::string& black,
    std::int64_t created_at = 1000)
{
    store::GameRecord g;
    g.id = id;
    g.white = { "u-" + white, white, "Player " + white, 1500, false };
    g.black = { "u-" + black, black, "Player " + black, 1600, false };
    g.tc_name = "5+3";
    g.tc_type = "blitz";
    g.tc_initial = 300;
    g.tc_increment = 3;
    g.rated = true;
    g.white_ms = 300'000;
    g.black_ms = 300'000;
    g.created_at = created_at;
    return g;
}

struct Games : test::TempDatabase {
    store::GamesRepository games { *db };
};

} // namespace

TEST_F(Games, ACreatedGameReadsBackFieldForField)
{
    auto g = game("g1", "ada", "grace", 1'700'000'000'123);
    g.white.guest = false;
    g.black = { "guest-42", "Guest42", "Guest42", 1500, true };
    g.initial_fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
    g.rated = false;
    games.create(g);

    const auto found = games.find("g1");
    ASSERT_TRUE(found);
    EXPECT_EQ(found->id, "g1");
    EXPECT_EQ(found->white.id, "u-ada");
    EXPECT_EQ(found->white.username, "ada");
    EXPECT_EQ(found->white.display_name, "Player ada");
    EXPECT_EQ(found->white.rating, 1500);
    EXPECT_FALSE(found->white.guest);
    EXPECT_EQ(found->black.id, "guest-42");
    EXPECT_TRUE(found->black.guest);
    EXPECT_EQ(found->initial_fen, "8/8/8/8/8/8/8/K6k w - - 0 1");
    EXPECT_EQ(found->tc_name, "5+3");
    EXPECT_EQ(found->tc_type, "blitz");
    EXPECT_EQ(found->tc_initial, 300);
    EXPECT_EQ(found->tc_increment, 3);
    EXPECT_FALSE(found->rated);
    EXPECT_EQ(found->status, "active");
    EXPECT_EQ(found->score, "*");
    EXPECT_EQ(found->reason, "");
    EXPECT_EQ(found->white_ms, 300'000);
    EXPECT_EQ(found->black_ms, 300'000);
    EXPECT_FALSE(found->white_rating_diff);
    EXPECT_FALSE(found->black_rating_diff);
    EXPECT_EQ(found->created_at, 1'700'000'000'123);
    EXPECT_FALSE(found->ended_at);
}

TEST_F(Games, UnknownGamesAreNotFoundAndHaveNoMovesChatOrClock)
{
    games.create(game("g1", "ada", "grace"));
    EXPECT_FALSE(games.find("g2"));
    EXPECT_FALSE(games.find(""));
    EXPECT_FALSE(games.find("' OR '1'='1"));
    EXPECT_TRUE(games.moves("g2").empty());
    EXPECT_TRUE(games.chat("g2").empty());
    EXPECT_FALSE(games.clock("g2"));
    EXPECT_FALSE(games.clock("g1")); // no heartbeat yet
}

TEST_F(Games, AnIdIsUsedOnce)
{
    games.create(game("g1", "ada", "grace"));
    EXPECT_THROW(games.create(game("g1", "x", "y")), StoreError);
    EXPECT_EQ(games.find("g1")->white.username, "ada");
}

TEST_F(Games, MovesComeBackInPlyOrderWithTheirClocks)
{
    games.create(game("g1", "ada", "grace"));
    games.create(game("g2", "x", "y"));
    games.add_move("g1", { 2, "e7e5", "e5", 297'000, 299'000, 20 });
    games.add_move("g1", { 1, "e2e4", "e4", 299'000, 300'000, 10 });
    games.add_move("g1", { 3, "g1f3", "Nf3", 298'500, 299'000, 30 });
    games.add_move("g2", { 1, "d2d4", "d4", 1, 2, 3 });
    const auto moves = games.moves("g1");
    ASSERT_EQ(moves.size(), 3u);
    EXPECT_EQ(moves[0].ply, 1);
    EXPECT_EQ(moves[0].uci, "e2e4");
    EXPECT_EQ(moves[0].san, "e4");
    EXPECT_EQ(moves[0].white_ms, 299'000);
    EXPECT_EQ(moves[0].black_ms, 300'000);
    EXPECT_EQ(moves[0].played_at, 10);
    EXPECT_EQ(moves[1].uci, "e7e5");
    EXPECT_EQ(moves[2].san, "Nf3");
    EXPECT_EQ(games.moves("g2").size(), 1u);
}

TEST_F(Games, APlyIsWrittenOnceAndOnlyForAKnownGame)
{
    games.create(game("g1", "ada", "grace"));
    games.add_move("g1", { 1, "e2e4", "e4", 1, 2, 3 });
    // A second write of the same ply (a replayed message) must not overwrite the first.
    EXPECT_THROW(games.add_move("g1", { 1, "d2d4", "d4", 1, 2, 3 }), StoreError);
    EXPECT_EQ(games.moves("g1").at(0).uci, "e2e4");
    EXPECT_THROW(games.add_move("no-such-game", { 1, "e2e4", "e4", 1, 2, 3 }), StoreError);
    EXPECT_EQ(rows("live_game_moves"), 1);
}

TEST_F(Games, ChatIsInSequenceAndVerbatim)
{
    games.create(game("g1", "ada", "grace"));
    games.add_chat("g1", { 2, "u-grace", "grace", "Player grace", test::kTrickyText, 20 });
    games.add_chat("g1", { 1, "u-ada", "ada", "Player ada", "good luck", 10 });
    const auto chat = games.chat("g1");
    ASSERT_EQ(chat.size(), 2u);
    EXPECT_EQ(chat[0].seq, 1);
    EXPECT_EQ(chat[0].user_id, "u-ada");
    EXPECT_EQ(chat[0].username, "ada");
    EXPECT_EQ(chat[0].display_name, "Player ada");
    EXPECT_EQ(chat[0].message, "good luck");
    EXPECT_EQ(chat[0].created_at, 10);
    EXPECT_EQ(chat[1].message, test::kTrickyText);
    EXPECT_THROW(
        games.add_chat("g1", { 2, "u-ada", "ada", "Player ada", "again", 30 }), StoreError);
    EXPECT_THROW(games.add_chat("nope", { 1, "u", "u", "u", "hi", 1 }), StoreError);
    EXPECT_EQ(games.chat("g1").size(), 2u);
}

TEST_F(Games, TheLatestClockHeartbeatReplacesTheOneBefore)
{
    games.create(game("g1", "ada", "grace"));
    games.create(game("g2", "x", "y"));
    games.save_clock("g1", { 4, 250'000, 260'000, 100 });
    games.save_clock("g1", { 5, 249'000, 260'000, 200 });
    games.save_clock("g2", { 1, 1, 2, 3 });
    const auto clock = games.clock("g1");
    ASSERT_TRUE(clock);
    EXPECT_EQ(clock->ply, 5);
    EXPECT_EQ(clock->white_ms, 249'000);
    EXPECT_EQ(clock->black_ms, 260'000);
    EXPECT_EQ(clock->saved_at, 200);
    EXPECT_EQ(rows("live_game_clocks"), 2);
    EXPECT_EQ(games.clock("g2")->ply, 1);
    EXPECT_THROW(games.save_clock("nope", { 1, 1, 1, 1 }), StoreError);
}

TEST_F(Games, FinishWritesTheEndingAndLeavesThePlayersAlone)
{
    auto g = game("g1", "ada", "grace");
    games.create(g);
    games.create(game("g2", "x", "y"));
    g.status = "ended";
    g.score = "0-1";
    g.reason = "resign";
    g.result_text = "Black wins by resignation";
    g.white_ms = 12'345;
    g.black_ms = 67'890;
    g.white_rating_diff = -8;
    g.black_rating_diff = 7;
    g.ended_at = 99'999;
    g.white.username = "changed"; // not part of an ending
    games.finish(g);

    const auto found = games.find("g1");
    ASSERT_TRUE(found);
    EXPECT_EQ(found->status, "ended");
    EXPECT_EQ(found->score, "0-1");
    EXPECT_EQ(found->reason, "resign");
    EXPECT_EQ(found->result_text, "Black wins by resignation");
    EXPECT_EQ(found->white_ms, 12'345);
    EXPECT_EQ(found->black_ms, 67'890);
    EXPECT_EQ(found->white_rating_diff, -8);
    EXPECT_EQ(found->black_rating_diff, 7);
    EXPECT_EQ(found->ended_at, 99'999);
    EXPECT_EQ(found->white.username, "ada");
    EXPECT_EQ(games.find("g2")->status, "active");
}

TEST_F(Games, AnUnratedEndingKeepsNoRatingChange)
{
    auto g = game("g1", "ada", "grace");
    games.create(g);
    g.status = "ended";
    g.score = "*";
    g.reason = "aborted";
    g.ended_at = 5;
    games.finish(g);
    const auto found = games.find("g1");
    EXPECT_FALSE(found->white_rating_diff);
    EXPECT_FALSE(found->black_rating_diff);
    EXPECT_EQ(found->reason, "aborted");
}

TEST_F(Games, ActiveListsOnlyGamesStillBeingPlayed)
{
    games.create(game("g1", "ada", "grace"));
    auto ended = game("g2", "ada", "grace");
    games.create(ended);
    games.create(game("g3", "x", "y"));
    ended.status = "ended";
    ended.score = "1-0";
    ended.ended_at = 1;
    games.finish(ended);
    std::vector<std::string> ids;
    for (const auto& g : games.active())
        ids.push_back(g.id);
    std::sort(ids.begin(), ids.end());
    EXPECT_EQ(ids, (std::vector<std::string> { "g1", "g3" }));
}

TEST_F(Games, APlayersGamesAreNewestFirstWithLimitAndOffset)
{
    games.create(game("old", "ada", "grace", 100));
    games.create(game("newest", "grace", "ada", 400));
    games.create(game("other", "x", "y", 500));
    games.create(game("middle", "ada", "x", 300));
    games.create(game("second", "y", "ada", 200));
    auto ids = [](const std::vector<store::GameRecord>& list) {
        std::vector<std::string> out;
        for (const auto& g : list)
            out.push_back(g.id);
        return out;
    };
    EXPECT_EQ(ids(games.by_username("ada", 10, 0)),
        (std::vector<std::string> { "newest", "middle", "second", "old" }));
    EXPECT_EQ(
        ids(games.by_username("ada", 2, 0)), (std::vector<std::string> { "newest", "middle" }));
    EXPECT_EQ(ids(games.by_username("ada", 2, 2)), (std::vector<std::string> { "second", "old" }));
    EXPECT_TRUE(games.by_username("ada", 10, 4).empty());
    EXPECT_TRUE(games.by_username("nobody", 10, 0).empty());
    // The username is matched exactly, never as a pattern.
    EXPECT_TRUE(games.by_username("%", 10, 0).empty());
    EXPECT_TRUE(games.by_username("' OR '1'='1", 10, 0).empty());
}

TEST_F(Games, NamesWithQuotesAndEmojiReadBack)
{
    games.create(game("g1", test::kTrickyText, "grace"));
    const auto list = games.by_username(test::kTrickyText, 10, 0);
    ASSERT_EQ(list.size(), 1u);
    EXPECT_EQ(list[0].white.username, test::kTrickyText);
    EXPECT_EQ(list[0].white.display_name, "Player " + test::kTrickyText);
}
