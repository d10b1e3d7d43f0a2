// Internal to play/: what the lobby keeps per seek and the game rooms per game.
#pragma once

#include "chess/game.hpp"
#include "play/clock.hpp"
#include "play/peer.hpp"
#include "play/player.hpp"
#include "store/games_repository.hpp"

#include <array>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace academy::play {

// A socket waiting in a pool (or one of the two a game is started for).
struct Seeker {
    std::uint64_t peer_id = 0;
    Player player;
    int rating = 1500;
    std::int64_t since = 0;
    std::string node; // the node of the socket (shared pools); empty: this one
};

// How a game ended: won by a side, drawn, or neither (aborted: no result, unrated).
struct GameResult {
    std::optional<chess::Color> winner;
    bool draw = false;

    static GameResult won_by(chess::Color c) { return { c, false }; }
    static GameResult drawn() { return { std::nullopt, true }; }
    static GameResult aborted() { return {}; }
    bool decided() const { return winner || draw; }
    const char* score() const
    {
        return winner ? (*winner == chess::White ? "1-0" : "0-1") : draw ? "1/2-1/2" : "*";
    }
};

struct MovePlayed {
    std::string uci;
    std::string san;
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;
    std::uint64_t serial = 0; // tells a move from one later played at the same ply
};

// One live game. Everything but `mutex` is guarded by `mutex`; arrays are indexed by colour.
struct Room : std::enable_shared_from_this<Room> {
    std::mutex mutex;
    store::GameRecord record;
    TimeControl tc;
    chess::Game game;
    Clock clock { 0, 0 };
    std::vector<MovePlayed> moves; // includes moves whose write is still in flight
    std::vector<store::ChatRecord> chat;
    std::array<Player, 2> players;
    std::array<std::shared_ptr<Peer>, 2> peers;
    std::array<std::int64_t, 2> disconnected_at { 0, 0 };
    std::array<std::deque<std::int64_t>, 2> chat_times;
    std::map<std::uint64_t, std::weak_ptr<Peer>> spectators;
    std::optional<chess::Color> draw_offer; // who offered, if an offer stands
    std::int64_t turn_started = 0; // for the first-move abort
    std::int64_t heartbeat_at
        = 0; // when the running clocks were last saved (PlayContext::now time)
    std::uint64_t generation = 0; // bumps with every timer set; stale timers ignore themselves
    std::int64_t timer_due
        = -1; // when the pending game timer falls (PlayContext::now time), -1 none
    bool ended = false;
    // A move that ends the game (mate, stalemate, draw rule) waits for its write: the game ends
    // when it is stored. Meanwhile the game takes no more moves.
    struct Ending {
        std::uint64_t serial = 0;
        GameResult result;
        std::string reason;
        std::string text;
    };
    std::optional<Ending> ending;

    // Writes in flight: the n-th write queued gets seq n; writes commit in order.
    std::uint64_t writes_queued = 0;
    std::uint64_t writes_done = 0;
    // Run when writes_done reaches the seq (with that write's result).
    std::deque<std::pair<std::uint64_t, std::function<void(bool)>>> waiting;
    std::uint64_t next_serial = 0;
    std::map<std::uint64_t, Clock> clock_before; // uncommitted move serial -> clock before it

    chess::Color turn() const
    {
        return game.position().side_to_move() == chess::White ? chess::White : chess::Black;
    }
    // The colour `user_id` plays here, if any.
    std::optional<chess::Color> color_of(const std::string& user_id) const
    {
        for (const auto c : { chess::White, chess::Black })
            if (players[c].id == user_id)
                return c;
        return std::nullopt;
    }
};

using RoomPtr = std::shared_ptr<Room>;

} // namespace academy::play
