// The live-move rule "written before it is broadcast" with the group-commit writer, a write that
// fails, and many games played at once from several threads.
#include "../support/test_database.hpp"
#include "play_fixture.hpp"

#include "store/games_repository.hpp"

#include <atomic>
#include <thread>

using namespace academy;
using test::json;
using test::PlayTest;

TEST_F(PlayTest, NobodyHearsOfAMoveBeforeItIsStored)
{
    auto reader = store::open_database(test::database_url(dir / "play.db"));
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b);
    std::atomic<int> checked = 0, unstored = 0;
    auto check = [&](std::string_view event, const json& data) {
        if (event != "move_made")
            return;
        const auto stored = store::GamesRepository(*reader).moves(id).size();
        unstored += data["ply"].get<std::size_t>() > stored;
        ++checked;
    };
    w->on_send = check;
    b->on_send = check;
    for (const char* m : { "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6" }) {
        auto& p = (std::string(m) == "e2e4" || std::string(m) == "g1f3" || std::string(m) == "f1b5")
            ? w
            : b;
        move(p, id, m);
    }
    EXPECT_EQ(checked, 12);
    EXPECT_EQ(unstored, 0);
}

TEST_F(PlayTest, AMoveThatCannotBeStoredIsTakenBackAndTheMoverIsTold)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b);
    move(w, id, "e2e4");
    db->execute_script("ALTER TABLE live_game_moves RENAME TO moves_away");
    move(b, id, "e7e5");
    EXPECT_EQ(b->last_error(), "Could not save the move, please try again");
    EXPECT_EQ(w->count("move_made"), 1);
    auto game = state(id);
    ASSERT_TRUE(game);
    EXPECT_EQ((*game)["moves"].size(), 1u);
    EXPECT_EQ((*game)["turn"], "b");
    db->execute_script("ALTER TABLE moves_away RENAME TO live_game_moves");
    move(b, id, "c7c5"); // black may play any move again
    EXPECT_EQ(w->count("move_made"), 2);
    EXPECT_EQ(w->last("move_made")["move"]["san"], "c5");
    const auto moves = store::GamesRepository(*db).moves(id);
    ASSERT_EQ(moves.size(), 2u);
    EXPECT_EQ(moves[1].uci, "c7c5");
}

TEST_F(PlayTest, ManyGamesPlayedAtOnceFromSeveralThreadsAreStoredAndAnnouncedInOrder)
{
    static const std::vector<std::string> line { "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6",
        "b5a4", "g8f6", "e1g1", "f8e7", "f1e1", "b7b5", "a4b3", "d7d6", "c2c3", "e8g8", "h2h3",
        "c6b8", "d2d4", "b8d7" };
    constexpr int kGames = 8;
    struct Game {
        std::shared_ptr<test::FakePeer> w, b;
        std::string id;
    };
    std::vector<Game> games;
    for (int g = 0; g < kGames; ++g) {
        Game game { connect("w" + std::to_string(g)), connect("b" + std::to_string(g)), {} };
        auto id
            = service->start_game(game.w->id(), game.b->id(), *play::find_time_control(180, 0), {});
        ASSERT_TRUE(id);
        game.id = *id;
        games.push_back(game);
    }
    std::vector<std::thread> threads;
    for (auto& game : games)
        threads.emplace_back([&, game] {
            for (std::size_t i = 0; i < line.size(); ++i)
                handle(i % 2 == 0 ? game.w : game.b, "make_move",
                    { { "gameId", game.id }, { "move", line[i] } });
        });
    for (auto& t : threads)
        t.join();
    service->flush();
    for (auto& game : games) {
        for (auto* p : { game.w.get(), game.b.get() }) {
            EXPECT_EQ(p->count("error"), 0) << p->last_error();
            std::vector<int> plies;
            std::lock_guard lock(p->mutex);
            for (auto& [event, data] : p->events)
                if (event == "move_made")
                    plies.push_back(data["ply"].get<int>());
            ASSERT_EQ(plies.size(), line.size());
            for (std::size_t i = 0; i < plies.size(); ++i)
                EXPECT_EQ(plies[i], static_cast<int>(i) + 1);
        }
        EXPECT_EQ(store::GamesRepository(*db).moves(game.id).size(), line.size());
    }
    EXPECT_EQ(service->stats().moves, kGames * line.size());
}

TEST_F(PlayTest, AGameThatCannotBeStoredDoesNotStartAndThePlayersMaySeekAgain)
{
    auto w = connect("alice"), b = connect("bob");
    db->execute_script("ALTER TABLE live_games RENAME TO games_away");
    json tc { { "timeControl", { { "initial", 180 }, { "increment", 0 } } } };
    send(w, "join_matchmaking", tc);
    send(b, "join_matchmaking", tc);
    EXPECT_EQ(w->count("game_started") + b->count("game_started"), 0);
    EXPECT_EQ(w->last_error(), "Could not start the game, please try again");
    EXPECT_EQ(b->last_error(), "Could not start the game, please try again");
    db->execute_script("ALTER TABLE games_away RENAME TO live_games");
    send(w, "join_matchmaking", tc);
    send(b, "join_matchmaking", tc);
    EXPECT_EQ(w->count("game_started"), 1);
    EXPECT_EQ(b->count("game_started"), 1);
    EXPECT_EQ(service->stats().active_games, 1u);
}
