// The live-play events on the wire (net/play_json.cpp): every event's frame, byte for byte as
// clients have always received it, and the fields read from the frames clients send.
#include "net/play_json.hpp"

#include <gtest/gtest.h>

using namespace academy;
using json = nlohmann::json;

namespace {

play::GameStateView sample_state()
{
    play::GameStateView v;
    v.game_id = "g1";
    v.white = { "id-a", "alice", "Alice", 1500, false, 7 };
    v.black = { "guest-b", "bob", "Bob", 1400, true, std::nullopt };
    v.turn = chess::Black;
    v.move_number = 1;
    v.ply = 1;
    v.time_control = *play::find_time_control(180, 2);
    v.white_ms = 180000;
    v.black_ms = 179000;
    v.clock_running = true;
    v.fen = "fen";
    v.result_text = "not shown while active";
    v.reason = "";
    v.rated = true;
    v.moves = { { "e2e4", "e4", 180000, 180000 } };
    v.chat = { { "id-a", "alice", "Alice", "hi", 42 } };
    v.spectators = 2;
    v.draw_offer = chess::White;
    v.legal_moves = { { "e7", { "e6", "e5" } } };
    v.white_connected = true;
    return v;
}

} // namespace

TEST(PlayJson, EveryEventIsFramedAsClientsReadIt)
{
    const std::vector<std::pair<play::Event, std::string>> cases {
        { play::ErrorEvent { "Not your turn", "make_move", "g1" },
            R"({"data":{"event":"make_move","gameId":"g1","message":"Not your turn"},"event":"error"})" },
        { play::ErrorEvent { "Oops", {}, {} }, R"({"data":{"message":"Oops"},"event":"error"})" },
        { play::Authenticated { { "id-a", "alice", "Alice", 1612, false }, "g1" },
            R"({"data":{"activeGameId":"g1","success":true,"user":{"displayName":"Alice","guest":false,"id":"id-a","rating":1612,"username":"alice"}},"event":"authenticated"})" },
        { play::AuthenticationFailed { "Invalid or expired token" },
            R"({"data":{"message":"Invalid or expired token","success":false},"event":"authenticated"})" },
        { play::MatchmakingJoined { *play::find_time_control(180, 2), 1500, 3 },
            R"({"data":{"poolSize":3,"rating":1500,"timeControl":{"increment":2,"initial":180,"name":"3+2","type":"blitz"}},"event":"matchmaking_joined"})" },
        { play::MatchmakingLeft {}, R"({"data":{},"event":"matchmaking_left"})" },
        { play::MoveMade { "g1", "e7e8q", "e8=Q+", "fen", 1000, 2000, chess::White, 40, 79, true,
              std::nullopt, { { "a2", { "a3", "a4" } }, { "b1", { "c3" } } } },
            R"({"data":{"blackTime":2000,"clockRunning":true,"gameId":"g1","gameResult":null,"lastMove":{"from":"e7","to":"e8"},"legalMoves":{"a2":["a3","a4"],"b1":["c3"]},"move":{"from":"e7","san":"e8=Q+","to":"e8","uci":"e7e8q"},"moveNumber":40,"ply":79,"position":"fen","turn":"w","whiteTime":1000},"event":"move_made"})" },
        { play::MoveMade { "g1", "d8h4", "Qh4#", "fen", 1, 2, chess::White, 3, 4, true,
              "Black wins by checkmate", {} },
            R"({"data":{"blackTime":2,"clockRunning":true,"gameId":"g1","gameResult":"Black wins by checkmate","lastMove":{"from":"d8","to":"h4"},"legalMoves":{},"move":{"from":"d8","san":"Qh4#","to":"h4","uci":"d8h4"},"moveNumber":3,"ply":4,"position":"fen","turn":"w","whiteTime":1},"event":"move_made"})" },
        { play::GameEnded { "g1", "Black wins on time", "0-1", "timeout", chess::Black, 0, 5000,
              std::array<play::RatingChange, 2> { play::RatingChange { 1490, -10, false },
                  play::RatingChange { 1510, 10, true } } },
            R"({"data":{"blackTime":5000,"gameId":"g1","ratingChanges":{"black":{"diff":10,"provisional":true,"rating":1510},"white":{"diff":-10,"provisional":false,"rating":1490}},"reason":"timeout","result":"Black wins on time","score":"0-1","whiteTime":0,"winner":"black"},"event":"game_ended"})" },
        { play::GameEnded {
              "g1", "Game aborted", "*", "aborted", std::nullopt, 1, 2, std::nullopt },
            R"({"data":{"blackTime":2,"gameId":"g1","ratingChanges":null,"reason":"aborted","result":"Game aborted","score":"*","whiteTime":1,"winner":null},"event":"game_ended"})" },
        { play::DrawOffered { "g1", chess::Black },
            R"({"data":{"by":"black","gameId":"g1"},"event":"draw_offered"})" },
        { play::DrawDeclined { "g1", chess::White },
            R"({"data":{"by":"white","gameId":"g1"},"event":"draw_declined"})" },
        { play::ChatPosted { "g1", { "id-a", "alice", "Alice", "gg", 42 } },
            R"({"data":{"gameId":"g1","message":{"displayName":"Alice","message":"gg","timestamp":42,"userId":"id-a","username":"alice"}},"event":"chat_message"})" },
        { play::JoinGameError { {}, "Missing gameId" },
            R"({"data":{"message":"Missing gameId"},"event":"join_game_error"})" },
        { play::JoinGameError { "g1", "Game not found" },
            R"({"data":{"gameId":"g1","message":"Game not found"},"event":"join_game_error"})" },
        { play::SpectatorCount { "g1", 3 },
            R"({"data":{"count":3,"gameId":"g1"},"event":"spectator_count"})" },
        { play::SpectatorLeft { "g1" }, R"({"data":{"gameId":"g1"},"event":"spectator_left"})" },
        { play::OpponentDisconnected { "g1", chess::White, 60 },
            R"({"data":{"color":"white","gameId":"g1","timeoutSeconds":60},"event":"opponent_disconnected"})" },
        { play::OpponentReconnected { "g1", chess::Black },
            R"({"data":{"color":"black","gameId":"g1"},"event":"opponent_reconnected"})" },
    };
    for (const auto& [event, frame] : cases) {
        EXPECT_EQ(net::encode_frame(event), frame);
        // The name and data on their own say the same.
        EXPECT_EQ(json::parse(frame)["event"], net::event_name(event));
        EXPECT_EQ(json::parse(frame)["data"], net::event_data(event));
    }
}

TEST(PlayJson, TheGameStateCarriesEveryFieldTheGameScreenReads)
{
    const auto state = sample_state();
    const std::string expected
        = R"({"black":{"displayName":"Bob","guest":true,"id":"guest-b","rating":1400,"username":"bob"},)"
          R"("blackConnected":false,"blackTime":179000,)"
          R"("chat":[{"displayName":"Alice","message":"hi","timestamp":42,"userId":"id-a","username":"alice"}],)"
          R"("clockRunning":true,"drawOffer":"white","gameId":"g1","lastMove":{"from":"e2","to":"e4"},)"
          R"("legalMoves":{"e7":["e6","e5"]},"moveNumber":1,)"
          R"("moves":[{"blackTime":180000,"from":"e2","san":"e4","to":"e4","uci":"e2e4","whiteTime":180000}],)"
          R"("ply":1,"position":"fen","rated":true,"reason":"","result":null,"score":"","spectators":2,)"
          R"("status":"active","timeControl":{"increment":2,"initial":180,"name":"3+2","type":"blitz"},)"
          R"("turn":"b","white":{"displayName":"Alice","guest":false,"id":"id-a","rating":1500,"ratingDiff":7,"username":"alice"},)"
          R"("whiteConnected":true,"whiteTime":180000})";
    EXPECT_EQ(net::to_json(state).dump(), expected);

    auto ended = state;
    ended.ended = true;
    ended.result_text = "Draw by agreement";
    ended.moves.clear();
    ended.draw_offer.reset();
    const auto j = net::to_json(ended);
    EXPECT_EQ(j["status"], "ended");
    EXPECT_EQ(j["result"], "Draw by agreement");
    EXPECT_TRUE(j["lastMove"].is_null());
    EXPECT_TRUE(j["drawOffer"].is_null());

    const auto joined = net::encode_frame(play::GameJoined { true, "g1", state, std::nullopt });
    EXPECT_EQ(joined,
        R"({"data":{"gameId":"g1","gameState":)" + net::to_json(state).dump()
            + R"(,"playerColor":"spectator","success":true},"event":"game_rejoined"})");
    const auto started = net::encode_frame(play::GameStarted { "g1", chess::Black, state });
    EXPECT_EQ(started,
        R"({"data":{"gameId":"g1","gameState":)" + net::to_json(state).dump()
            + R"(,"playerColor":"black"},"event":"game_started"})");
    EXPECT_EQ(
        net::event_name(play::GameJoined { false, "g1", state, chess::White }), "game_joined");
}

TEST(PlayJson, InvalidUtf8InAChatLineIsReplacedNotThrownOn)
{
    const auto frame = net::encode_frame(play::ChatPosted { "g1", { "a", "a", "A", "\xff", 1 } });
    EXPECT_NE(frame.find("\xef\xbf\xbd"), std::string::npos);
}

// A frame's data read as the socket handlers read it: through one RequestReader.
template <class Field> auto read(const json& data, Field field)
{
    net::RequestReader in(data);
    return field(in);
}

std::optional<std::string> move_of(const json& move)
{
    return read(json { { "move", move } }, net::move_field);
}

TEST(PlayJson, AMoveFieldIsCheckedForShapeBeforeTheRulesSeeIt)
{
    EXPECT_EQ(move_of("e2e4"), "e2e4");
    EXPECT_EQ(move_of("e7e8q"), "e7e8q");
    EXPECT_EQ(move_of(json { { "from", "e2" }, { "to", "e4" } }), "e2e4");
    EXPECT_EQ(move_of(json { { "from", "e7" }, { "to", "e8" }, { "promotion", "n" } }), "e7e8n");
    EXPECT_EQ(move_of(json { { "from", "e2" }, { "to", "e4" }, { "promotion", nullptr } }), "e2e4");
    EXPECT_FALSE(move_of("e2e4k"));
    EXPECT_FALSE(move_of("e2e9"));
    EXPECT_FALSE(move_of(json { { "from", "e2e4" }, { "to", "" } }));
    EXPECT_FALSE(move_of(json { { "from", "e7" }, { "to", "e8" }, { "promotion", "é" } }));
    EXPECT_FALSE(move_of(json { { "from", "e2" } }));
    EXPECT_FALSE(move_of(json(42)));
    EXPECT_FALSE(read(json::object(), net::move_field));
}

TEST(PlayJson, TheOtherRequestFields)
{
    EXPECT_EQ(read(json { { "gameId", "abc" } }, net::game_id_field), "abc");
    EXPECT_FALSE(read(json { { "gameId", 5 } }, net::game_id_field));
    EXPECT_FALSE(read(json::object(), net::game_id_field));

    const auto* tc = read(json { { "timeControl", { { "initial", 900 }, { "increment", 10 } } } },
        net::time_control_field);
    ASSERT_TRUE(tc);
    EXPECT_EQ(tc->name, "15+10");
    EXPECT_FALSE(read(json { { "timeControl", "blitz" } }, net::time_control_field));
    EXPECT_FALSE(read(json { { "timeControl", { { "initial", 7 }, { "increment", 0 } } } },
        net::time_control_field));

    EXPECT_EQ(read(json { { "message", "hi" } }, net::chat_text_field), "hi");
    EXPECT_EQ(read(json { { "message", { { "message", "hi" } } } }, net::chat_text_field), "hi");
    EXPECT_EQ(read(json { { "message", 3 } }, net::chat_text_field), "");
}
