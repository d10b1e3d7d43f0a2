// What the live-play service tells the sockets, as plain values. net/play_json.cpp names each
// event and maps it to the wire; play/ knows nothing of JSON.
#pragma once

#include "chess/types.hpp"
#include "play/player.hpp"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace academy::play {

// From-square -> the destinations of its legal moves, in the order the rules core lists them.
using LegalMoves = std::map<std::string, std::vector<std::string>>;

// One side of a game as the game screen shows it.
struct GamePlayer {
    std::string id;
    std::string username;
    std::string display_name;
    int rating = 1500; // at the start of the game
    bool guest = false;
    std::optional<int> rating_diff; // once a rated game has ended
};

struct PlayedMove {
    std::string uci;
    std::string san;
    std::int64_t white_ms = 0; // the clocks once it was played
    std::int64_t black_ms = 0;
};

struct ChatLine {
    std::string user_id;
    std::string username;
    std::string display_name;
    std::string message;
    std::int64_t timestamp = 0; // epoch milliseconds
};

// Everything the game screen needs to draw a game, live or finished.
struct GameStateView {
    std::string game_id;
    GamePlayer white;
    GamePlayer black;
    chess::Color turn = chess::White;
    int move_number = 1;
    std::size_t ply = 0;
    TimeControl time_control; // name, type, initial, increment
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;
    bool clock_running = false;
    std::string fen;
    bool ended = false;
    std::string result_text; // shown only once ended
    std::string score; // "1-0", "0-1", "1/2-1/2", "*"
    std::string reason;
    bool rated = false;
    std::vector<PlayedMove> moves;
    std::vector<ChatLine> chat; // empty for anyone but the players
    std::size_t spectators = 0;
    std::optional<chess::Color> draw_offer; // who offered, if an offer stands
    LegalMoves legal_moves; // empty once ended
    bool white_connected = false;
    bool black_connected = false;
};

// An `error` answer: what went wrong, and the event and game it concerns when known.
struct ErrorEvent {
    std::string message;
    std::string event; // empty: not named
    std::string game_id; // empty: not named
};

struct Authenticated {
    Player user; // with the rating of the speed shown in the lobby
    std::optional<std::string> active_game_id;
};

struct AuthenticationFailed {
    std::string message;
};

struct MatchmakingJoined {
    TimeControl time_control;
    int rating = 1500;
    std::size_t pool_size = 0;
};

struct MatchmakingLeft { };

struct GameStarted {
    std::string game_id;
    chess::Color color = chess::White; // the receiver's
    GameStateView state;
};

struct MoveMade {
    std::string game_id;
    std::string uci;
    std::string san;
    std::string fen;
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;
    chess::Color turn = chess::White;
    int move_number = 1;
    std::size_t ply = 0;
    bool clock_running = false;
    std::optional<std::string> result_text; // set when this move ends the game
    LegalMoves legal_moves;
};

struct RatingChange {
    long rating = 0;
    int diff = 0;
    bool provisional = false;
};

struct GameEnded {
    std::string game_id;
    std::string result_text;
    std::string score;
    std::string reason;
    std::optional<chess::Color> winner; // none: a draw or an aborted game
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;
    std::optional<std::array<RatingChange, 2>> rating_changes; // white, black; rated games only
};

struct DrawOffered {
    std::string game_id;
    chess::Color by = chess::White;
};

struct DrawDeclined {
    std::string game_id;
    chess::Color by = chess::White;
};

struct ChatPosted {
    std::string game_id;
    ChatLine line;
};

// The answer to join_game (or reconnect_to_game, `rejoined`) and join_game_as_spectator.
struct GameJoined {
    bool rejoined = false;
    std::string game_id;
    GameStateView state;
    std::optional<chess::Color> color; // none: watching
};

struct JoinGameError {
    std::string game_id; // empty: the frame named none
    std::string message;
};

struct SpectatorCount {
    std::string game_id;
    std::size_t count = 0;
};

struct SpectatorLeft {
    std::string game_id;
};

struct OpponentDisconnected {
    std::string game_id;
    chess::Color color = chess::White; // who left
    std::int64_t timeout_seconds = 0; // before the other may claim the game
};

struct OpponentReconnected {
    std::string game_id;
    chess::Color color = chess::White;
};

// A direct challenge (play/lobby.hpp): to the challenger once it is on its way...
struct ChallengeSent {
    std::string challenge_id;
    std::string to_username;
    std::string to_display_name;
    TimeControl time_control;
    std::int64_t expires_in_ms = 0;
};

// ...to every socket of the challenged player...
struct ChallengeReceived {
    std::string challenge_id;
    Player from; // with the rating of the challenge's speed
    TimeControl time_control;
    std::int64_t expires_in_ms = 0;
};

// ...and to both once it is over without a game: declined, cancelled, expired, or gone (the
// challenger's socket closed). An accepted challenge ends in game_started instead.
struct ChallengeClosed {
    std::string challenge_id;
    std::string reason;
};

using Event = std::variant<ErrorEvent, Authenticated, AuthenticationFailed, MatchmakingJoined,
    MatchmakingLeft, GameStarted, MoveMade, GameEnded, DrawOffered, DrawDeclined, ChatPosted,
    GameJoined, JoinGameError, SpectatorCount, SpectatorLeft, OpponentDisconnected,
    OpponentReconnected, ChallengeSent, ChallengeReceived, ChallengeClosed>;

} // namespace academy::play
