// Internal to play/: what PlayService keeps per socket, per seek and per game.
#pragma once

#include "play/play_service.hpp"

#include <functional>
#include <utility>

namespace academy::play {

// Guarded by sessions_mutex_.
struct PlayService::Session {
    std::shared_ptr<Peer> peer;
    std::optional<Player> player;
    std::string token; // the one it authenticated with, re-checked before matchmaking
    std::set<std::string> games; // rooms this socket plays in or watches
};

struct PlayService::Seeker {
    std::uint64_t peer_id = 0;
    Player player;
    int rating = 1500;
    std::int64_t since = 0;
};

struct MovePlayed {
    std::string uci;
    std::string san;
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;
    std::uint64_t serial = 0; // tells a move from one later played at the same ply
};

// Everything but `mutex` is guarded by `mutex`.
struct PlayService::Room : std::enable_shared_from_this<PlayService::Room> {
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
    int draw_offer = -1; // colour that offered, -1 none
    std::int64_t turn_started = 0; // for the first-move abort
    std::int64_t heartbeat_at = 0; // when the running clocks were last saved (now_() time)
    std::uint64_t generation = 0; // bumps with every timer set; stale timers ignore themselves
    std::int64_t timer_due = -1; // when the pending game timer falls (now_() time), -1 none
    bool ended = false;
    // A move that ends the game (mate, stalemate, draw rule) waits for its write: the game ends
    // when it is stored. Meanwhile the game takes no more moves.
    struct Ending {
        std::uint64_t serial = 0;
        int winner = 2;
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
};

} // namespace academy::play
