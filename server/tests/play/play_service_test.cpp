#include "play_fixture.hpp"

#include "store/games_repository.hpp"
#include "store/ratings_repository.hpp"

using namespace academy;
using test::json;
using test::PlayTest;

TEST_F(PlayTest, TwoPlayersMeetAndPlayToCheckmateWithEveryMoveStored)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b);
    EXPECT_EQ(w->count("matchmaking_joined"), 1);
    const auto state = w->last("game_started")["gameState"];
    EXPECT_EQ(state["status"], "active");
    EXPECT_EQ(state["whiteTime"], 180000);
    EXPECT_EQ(state["timeControl"]["type"], "blitz");
    EXPECT_EQ(state["legalMoves"]["e2"], json::array({ "e3", "e4" }));

    for (auto [p, m] : { std::pair { w, "f2f3" }, { b, "e7e5" }, { w, "g2g4" }, { b, "d8h4" } }) {
        move(p, id, m);
        advance(500);
    }
    EXPECT_EQ(w->count("move_made"), 4);
    EXPECT_EQ(b->count("move_made"), 4);
    EXPECT_EQ(w->last("move_made")["gameResult"], "Black wins by checkmate");
    const auto ended = b->last("game_ended");
    EXPECT_EQ(ended["result"], "Black wins by checkmate");
    EXPECT_EQ(ended["reason"], "checkmate");
    EXPECT_EQ(ended["score"], "0-1");
    EXPECT_TRUE(ended["ratingChanges"].is_object());

    store::GamesRepository games(*db);
    const auto moves = games.moves(id);
    ASSERT_EQ(moves.size(), 4u);
    EXPECT_EQ(moves[3].san, "Qh4#");
    EXPECT_EQ(games.find(id)->status, "ended");
    store::RatingsRepository ratings(*db);
    const auto black_id = b->last("authenticated")["user"]["id"].get<std::string>();
    const auto white_id = w->last("authenticated")["user"]["id"].get<std::string>();
    EXPECT_GT(ratings.find(black_id, "blitz")->rating.rating, 1500);
    EXPECT_LT(ratings.find(white_id, "blitz")->rating.rating, 1500);

    const auto pgn = service->game_pgn(id);
    ASSERT_TRUE(pgn);
    EXPECT_NE(pgn->find("1. f3 {[%clk 0:03:00]} 1... e5 {[%clk 0:03:00]} 2. g4 {[%clk 0:02:59]}"),
        std::string::npos)
        << *pgn;
    EXPECT_NE(pgn->find("{[%clk 0:02:59]} 0-1"), std::string::npos) << *pgn;
    // Now free to seek again.
    send(w, "join_matchmaking", { { "timeControl", { { "initial", 60 }, { "increment", 0 } } } });
    EXPECT_EQ(w->count("matchmaking_joined"), 2);
}

TEST_F(PlayTest, IllegalOutOfTurnAndSpectatorMovesAreRefused)
{
    auto w = connect("alice"), b = connect("bob"), s = connect("carol");
    const auto id = pair(w, b);
    move(w, id, "e2e5");
    EXPECT_EQ(w->last_error(), "Illegal move e2e5");
    move(b, id, "e7e5");
    EXPECT_EQ(b->last_error(), "Not your turn");
    send(s, "join_game_as_spectator", { { "gameId", id } });
    EXPECT_EQ(s->last("game_joined")["playerColor"], "spectator");
    EXPECT_EQ(w->last("spectator_count")["count"], 1);
    move(s, id, "e2e4");
    EXPECT_EQ(s->last_error(), "You are not a player in this game");
    send(s, "resign_game", { { "gameId", id } });
    EXPECT_EQ(s->last_error(), "You are not a player in this game");
    send(w, "make_move", { { "gameId", id }, { "move", 42 } });
    EXPECT_EQ(w->last_error(), "Malformed move: expected {from, to, promotion}");
    move(w, "nope", "e2e4");
    EXPECT_EQ(w->last_error(), "Game not found");
    EXPECT_EQ(w->count("move_made"), 0);
    move(w, id, "e2e4");
    EXPECT_EQ(s->count("move_made"), 1); // spectators see moves
    EXPECT_EQ(store::GamesRepository(*db).moves(id).size(), 1u);
}

TEST_F(PlayTest, EveryActionBeforeAuthenticationIsAnsweredWithAnError)
{
    auto p = std::make_shared<test::FakePeer>(99);
    for (const char* e :
        { "join_matchmaking", "make_move", "resign", "send_chat_message", "join_game" }) {
        handle(p, e, json::object());
        EXPECT_EQ(
            p->last("error")["message"], "Not authenticated: send authenticate with a token first")
            << e;
    }
    handle(p, "authenticate", { { "token", "forged" } });
    EXPECT_FALSE(p->last("authenticated")["success"].get<bool>());
    // Client-claimed ids and ratings are ignored.
    handle(p, "authenticate",
        { { "token", "tok-dave" }, { "userId", "id-alice" }, { "rating", 3000 } });
    EXPECT_EQ(p->last("authenticated")["user"]["id"], "id-dave");
    EXPECT_EQ(p->last("authenticated")["user"]["rating"], 1500);
}

TEST_F(PlayTest, AFlagFallsAtZeroWithoutAnyMoveArriving)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b);
    move(w, id, "e2e4");
    move(b, id, "e7e5");
    advance(170'000);
    EXPECT_EQ(w->count("game_ended"), 0);
    advance(15'000);
    const auto ended = b->last("game_ended");
    EXPECT_EQ(ended["result"], "Black wins on time");
    EXPECT_EQ(ended["reason"], "timeout");
    EXPECT_EQ(ended["whiteTime"], 0);
    EXPECT_EQ(ended["blackTime"], 180000);
}

TEST_F(PlayTest, TimeoutAgainstALoneKingIsADraw)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = service->start_game(
        w->id(), b->id(), *play::find_time_control(60, 0), "8/8/8/4k3/8/8/8/4K2R w K - 0 1");
    ASSERT_TRUE(id);
    move(w, *id, "h1h2");
    move(b, *id, "e5e6");
    move(w, *id, "h2h3");
    move(b, *id, "e6e5");
    advance(65'000);
    const auto ended = w->last("game_ended");
    EXPECT_EQ(ended["score"], "1/2-1/2");
    EXPECT_EQ(ended["reason"], "timeout_vs_insufficient_material");
}

TEST_F(PlayTest, ClocksChargeTheMoverAndAddTheIncrement)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b, 180, 2);
    move(w, id, "e2e4");
    advance(5000);
    move(b, id, "e7e5"); // first moves are free: the clocks start now
    advance(10'000);
    move(w, id, "g1f3");
    auto m = b->last("move_made");
    EXPECT_EQ(m["whiteTime"], 180000 - 10000 + 2000);
    EXPECT_EQ(m["blackTime"], 180000);
    // Lag compensation: white says it used 9 s of the 10 s the server saw; 1 s of lag is given back
    // (within the quota) but never more than was measured.
    advance(3000);
    move(b, id, "b8c6");
    advance(10'000);
    send(w, "make_move",
        { { "gameId", id }, { "move", { { "from", "f1" }, { "to", "c4" } } },
            { "timeLeft", 163000 } });
    m = b->last("move_made");
    EXPECT_EQ(m["whiteTime"], 172000 - 10000 + 1000 + 2000);
}

TEST_F(PlayTest, DrawOfferCanBeDeclinedThenAccepted)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b);
    move(w, id, "e2e4");
    move(b, id, "e7e5");
    send(b, "accept_draw", { { "gameId", id } });
    EXPECT_EQ(b->last_error(), "There is no draw offer to accept");
    send(w, "offer_draw", { { "gameId", id } });
    EXPECT_EQ(b->last("draw_offered")["by"], "white");
    send(b, "decline_draw", { { "gameId", id } });
    EXPECT_EQ(w->last("draw_declined")["by"], "black");
    send(w, "offer_draw", { { "gameId", id } });
    send(b, "accept_draw", { { "gameId", id } });
    EXPECT_EQ(w->last("game_ended")["result"], "Draw by agreement");
    move(w, id, "d2d4");
    EXPECT_EQ(w->last_error(), "The game is over");
}

TEST_F(PlayTest, AGameWithoutAFirstMoveWithin30SecondsIsAborted)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b);
    advance(29'000);
    move(w, id, "e2e4");
    advance(29'000);
    EXPECT_EQ(w->count("game_ended"), 0);
    advance(2000);
    const auto ended = w->last("game_ended");
    EXPECT_EQ(ended["reason"], "aborted");
    EXPECT_EQ(ended["result"], "Game aborted");
    EXPECT_FALSE(
        store::RatingsRepository(*db).find("id-alice", "blitz")); // aborted games are unrated
}

TEST_F(PlayTest, ResignationEndsTheGame)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b);
    move(w, id, "e2e4");
    move(b, id, "e7e5");
    send(b, "resign", { { "gameId", id } });
    EXPECT_EQ(w->last("game_ended")["result"], "White wins by resignation");
}

TEST_F(PlayTest, ChatIsTrimmedLimitedRateLimitedAndForThePlayersOnly)
{
    auto w = connect("alice"), b = connect("bob"), s = connect("carol");
    const auto id = pair(w, b);
    send(s, "join_game_as_spectator", { { "gameId", id } });
    send(w, "send_chat_message", { { "gameId", id }, { "message", "  good luck!  " } });
    EXPECT_EQ(b->last("chat_message")["message"]["message"], "good luck!");
    const auto white_name = w->last("authenticated")["user"]["username"];
    const auto black_name = b->last("authenticated")["user"]["username"];
    EXPECT_EQ(b->last("chat_message")["message"]["username"], white_name);
    EXPECT_EQ(w->count("chat_message"), 1);
    EXPECT_EQ(s->count("chat_message"), 0);
    // The game screen's shape: chat_message {gameId, message {username, message, timestamp}}.
    send(b, "chat_message",
        { { "gameId", id },
            { "message", { { "username", "mallory" }, { "message", "you too" } } } });
    EXPECT_EQ(w->last("chat_message")["message"]["username"], black_name);
    send(w, "send_chat_message", { { "gameId", id }, { "message", "   " } });
    EXPECT_EQ(w->last_error(), "Message is empty");
    send(w, "send_chat_message", { { "gameId", id }, { "message", std::string(141, 'x') } });
    EXPECT_EQ(w->last_error(), "Message is too long (at most 140 characters)");
    // A right-to-left override would reverse what the other player reads: refused, not sent.
    send(w, "send_chat_message", { { "gameId", id }, { "message", "gg \u202Eevil" } });
    EXPECT_EQ(w->last_error(),
        "Message must not contain control, invisible or text-direction characters");
    send(w, "send_chat_message", { { "gameId", id }, { "message", std::string(140, 'x') } });
    EXPECT_EQ(b->count("chat_message"), 3);
    send(s, "send_chat_message", { { "gameId", id }, { "message", "hi" } });
    EXPECT_EQ(s->last_error(), "Only the players can chat in this game");
    for (int i = 0; i < 4; ++i)
        send(w, "send_chat_message", { { "gameId", id }, { "message", "spam" } });
    EXPECT_EQ(w->last_error(), "You are sending messages too fast");
    advance(10'000);
    send(w, "send_chat_message", { { "gameId", id }, { "message", "again" } });
    EXPECT_EQ(b->last("chat_message")["message"]["message"], "again");
    // The players read their chat; anyone else sees the game without it (issue 11).
    EXPECT_EQ(state(id, "id-alice")->at("chat").size(), 7u);
    EXPECT_EQ(state(id, "id-bob")->at("chat").size(), 7u);
    EXPECT_EQ(state(id, "id-carol")->at("chat").size(), 0u);
    EXPECT_EQ(state(id)->at("chat").size(), 0u);
    send(s, "join_game_as_spectator", { { "gameId", id } });
    EXPECT_EQ(s->last("game_joined")["gameState"]["chat"].size(), 0u);
}

TEST_F(PlayTest, MatchmakingPairsByRatingWithAWindowThatWidensAndNeverWithOneself)
{
    auto a = connect("guestA@1500"), a2 = connect("guestA@1500"), c = connect("guestC@2000");
    json tc { { "timeControl", { { "initial", 300 }, { "increment", 3 }, { "type", "blitz" } } } };
    send(a, "join_matchmaking", tc);
    send(a2, "join_matchmaking", tc); // the same player from a second tab
    send(c, "join_matchmaking", tc);
    EXPECT_EQ(a->count("game_started") + a2->count("game_started") + c->count("game_started"), 0);
    advance(8000); // window 100 + 8*50 = 500 : 1500 vs 2000 fits
    EXPECT_EQ(a2->count("game_started"), 1);
    EXPECT_EQ(c->count("game_started"), 1);
    EXPECT_EQ(a2->last("game_started")["gameState"]["rated"], false);
    // Already playing: no second game.
    send(c, "join_matchmaking", tc);
    EXPECT_EQ(c->last_error(), "You are already playing a game");
    send(a, "join_matchmaking", { { "timeControl", { { "initial", 7 }, { "increment", 0 } } } });
    EXPECT_NE(a->last_error().find("Unknown time control"), std::string::npos);
}

TEST_F(PlayTest, LeavingThePoolAndDisconnectingStopTheSearch)
{
    auto a = connect("a"), b = connect("b"), c = connect("c");
    json tc { { "timeControl", { { "initial", 60 }, { "increment", 0 } } } };
    send(a, "join_matchmaking", tc);
    send(a, "leave_matchmaking", json::object());
    send(b, "join_matchmaking", tc);
    service->disconnected(b->id());
    send(c, "join_matchmaking", tc);
    advance(3000);
    EXPECT_EQ(a->count("game_started") + b->count("game_started") + c->count("game_started"), 0);
    EXPECT_EQ(service->stats().seeking, 1u);
}

TEST_F(PlayTest, ADisconnectedPlayerReconnectsToTheFullStateAndTheOpponentMayClaimAfterTheWindow)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b);
    move(w, id, "e2e4");
    move(b, id, "e7e5");
    send(w, "send_chat_message", { { "gameId", id }, { "message", "brb" } });
    service->disconnected(w->id());
    EXPECT_EQ(b->last("opponent_disconnected")["timeoutSeconds"], 60);
    send(b, "claim_victory", { { "gameId", id } });
    EXPECT_EQ(b->last_error(), "Your opponent still has time to come back");

    auto w2 = connect(w->last("authenticated")["user"]["username"].get<std::string>());
    EXPECT_EQ(w2->last("authenticated")["activeGameId"], id);
    send(w2, "reconnect_to_game", { { "gameId", id } });
    const auto re = w2->last("game_rejoined");
    EXPECT_EQ(re["playerColor"], "white");
    EXPECT_EQ(re["gameState"]["moves"].size(), 2u);
    EXPECT_EQ(re["gameState"]["chat"][0]["message"], "brb");
    EXPECT_EQ(b->count("opponent_reconnected"), 1);
    move(w2, id, "g1f3");
    EXPECT_EQ(b->count("move_made"), 3);

    service->disconnected(w2->id());
    advance(61'000);
    send(b, "claim_victory", { { "gameId", id } });
    EXPECT_EQ(b->last("game_ended")["reason"], "abandoned");
}

TEST_F(PlayTest, AfterARestartActiveGamesComeBackWithTheirMovesAndClocks)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b);
    move(w, id, "e2e4");
    move(b, id, "e7e5");
    advance(4000);
    move(w, id, "g1f3"); // white 176 s
    advance(7000);
    // The server dies without a word; a new one starts on the same database much later.
    service->stop();
    service.reset();
    scheduler.advance(600'000);
    const auto white_name = w->last("authenticated")["user"]["username"].get<std::string>();
    const auto black_name = b->last("authenticated")["user"]["username"].get<std::string>();
    make_service();
    auto w2 = connect(white_name), b2 = connect(black_name);
    send(b2, "reconnect_to_game", { { "gameId", id } });
    auto state = b2->last("game_rejoined")["gameState"];
    EXPECT_EQ(b2->last("game_rejoined")["playerColor"], "black");
    EXPECT_EQ(state["moves"].size(), 3u);
    EXPECT_EQ(state["whiteTime"], 176000);
    // Black's 7 s of thought before the crash are charged (the heartbeat saved them); the ten
    // minutes the server was down are not; the grace comes on top.
    EXPECT_EQ(state["blackTime"], 173000 + options.restart_grace_ms);
    send(w2, "join_game", { { "gameId", id } });
    EXPECT_EQ(w2->last("game_joined")["playerColor"], "white");
    move(b2, id, "b8c6");
    move(w2, id, "f1c4");
    EXPECT_EQ(store::GamesRepository(*db).moves(id).size(), 5u);
    send(w2, "join_matchmaking", { { "timeControl", { { "initial", 60 }, { "increment", 0 } } } });
    EXPECT_EQ(w2->last_error(), "You are already playing a game");
}

TEST_F(PlayTest, RestartsInARowChargeTheThinkingAndAddTheGraceOnceEach)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b);
    move(w, id, "e2e4");
    move(b, id, "e7e5");
    move(w, id, "g1f3");
    const auto white_name = w->last("authenticated")["user"]["username"].get<std::string>();
    const auto black_name = b->last("authenticated")["user"]["username"].get<std::string>();
    // Three crashes, each after black has thought 5 s, each followed by a minute of downtime.
    for (int crash = 0; crash < 3; ++crash) {
        advance(5000);
        service->stop();
        service.reset();
        scheduler.advance(60'000);
        make_service();
    }
    auto b2 = connect(black_name);
    send(b2, "reconnect_to_game", { { "gameId", id } });
    const auto state = b2->last("game_rejoined")["gameState"];
    EXPECT_EQ(state["blackTime"], 180000 - 3 * 5000 + 3 * options.restart_grace_ms);
    EXPECT_EQ(state["whiteTime"], 180000);
    // The clock runs on from there: black thinks 2 s more and moves.
    auto w2 = connect(white_name);
    send(w2, "join_game", { { "gameId", id } });
    advance(2000);
    move(b2, id, "b8c6");
    EXPECT_EQ(w2->last("move_made")["blackTime"], 180000 - 17000 + 3 * options.restart_grace_ms);
}

TEST_F(PlayTest, UnknownGamesAnswerJoinGameError)
{
    auto p = connect("alice");
    send(p, "join_game", { { "gameId", "nothere" } });
    EXPECT_EQ(p->last("join_game_error")["message"], "Game not found");
    EXPECT_FALSE(state("nothere"));
}

TEST(Clock, LagCompensationIsCappedByTheQuotaAndNeverExceedsTheMeasuredLag)
{
    play::Clock c(180, 0); // gain 1000 ms, quota 3000, max 7000
    c.start(chess::White, 0);
    // Client claims it used nothing of 5 s: lag 5 s, but only the 3 s quota is given back.
    EXPECT_EQ(c.end_turn(5000, 180000), 3000);
    EXPECT_EQ(c.remaining(chess::White, 5000), 178000);
    c.end_turn(6000, std::nullopt); // black, no report: no compensation
    EXPECT_EQ(c.remaining(chess::Black, 6000), 179000);
    // White's quota refilled by one gain: 1000 available; honest client with 200 ms lag gets 200.
    EXPECT_EQ(c.end_turn(8000, 178000 - 1800), 200);
    EXPECT_EQ(c.remaining(chess::White, 8000), 178000 - 1800);
}

// Issue 11: nothing rides along with a move — trailing junk is refused, not trimmed into a legal
// move, and a promotion that is not one of q, r, b, n (such as "é") is malformed, not a server
// error.
TEST_F(PlayTest, MovesWithTrailingJunkOrAStrangePromotionAreRefused)
{
    auto w = connect("alice"), b = connect("bob");
    const auto id = pair(w, b);
    const std::vector<json> malformed { "e2e4k", "e2e4 ", "e2e4e2e4", "E2E4",
        { { "from", "e2e4" }, { "to", "" } }, { { "from", "e2" }, { "to", "e4x" } },
        { { "from", "e2" }, { "to", "e4" }, { "promotion", "\xc3\xa9" } },
        { { "from", "e2" }, { "to", "e4" }, { "promotion", "k" } },
        { { "from", "e2" }, { "to", "e4" }, { "promotion", 5 } },
        { { "from", 5 }, { "to", "e4" } } };
    for (const auto& m : malformed) {
        send(w, "make_move", { { "gameId", id }, { "move", m } });
        EXPECT_EQ(w->last_error(), "Malformed move: expected {from, to, promotion}") << m.dump();
    }
    EXPECT_EQ(w->count("move_made"), 0);
    // What the client legitimately sends still works: the promotion 'q' on any move is dropped.
    send(w, "make_move",
        { { "gameId", id },
            { "move", { { "from", "e2" }, { "to", "e4" }, { "promotion", "q" } } } });
    EXPECT_EQ(w->count("move_made"), 1);
    send(b, "make_move", { { "gameId", id }, { "move", "e7e5" } });
    EXPECT_EQ(b->count("move_made"), 2);
}
