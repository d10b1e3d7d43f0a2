// The live-play service: sessions, matchmaking pools, game rooms with server clocks, chat,
// spectators, reconnection and rating updates. Transport-free: net/play_socket.cpp parses each
// socket event and calls the method of that name with the socket as a Peer to answer through.
#pragma once

#include "chess/game.hpp"
#include "play/clock.hpp"
#include "play/events.hpp"
#include "play/peer.hpp"
#include "play/player.hpp"
#include "play/scheduler.hpp"
#include "store/database.hpp"
#include "store/games_repository.hpp"
#include "store/group_commit.hpp"
#include "store/ratings_repository.hpp"

#include <atomic>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace academy::play {

struct PlayOptions {
    std::int64_t first_move_timeout_ms = 30'000; // no first move by then: the game is aborted
    std::int64_t reconnect_window_ms = 60'000; // a gone opponent may be claimed against after this
    std::int64_t restart_grace_ms = 10'000; // added to the running clock after a server restart
    // While a player thinks, the running clocks are saved this often, so a restart charges the
    // time thought before the crash (at most this much of it is given back).
    std::int64_t clock_heartbeat_ms = 1'000;
    std::size_t chat_max_chars = 140;
    int chat_burst = 5; // messages per chat_window_ms
    std::int64_t chat_window_ms = 10'000;
    std::int64_t pool_tick_ms = 1'000; // pools re-pair this often as windows widen
    int pool_window_base = 100; // rating points at once
    int pool_window_per_second = 50; // plus this per second waited
    std::int64_t ended_room_ttl_ms = 10 * 60'000; // ended rooms stay in memory this long
    std::size_t write_batch_max = 1024; // at most this many writes share one commit
    std::size_t announce_threads = 2; // threads that announce committed writes
};

struct PlayStats {
    std::size_t sessions = 0;
    std::size_t seeking = 0;
    std::size_t active_games = 0;
    std::uint64_t moves = 0;
};

class PlayService {
public:
    PlayService(store::Database& db, TokenVerifier verify, Scheduler& scheduler, TimeSource now,
        PlayOptions options = {});
    ~PlayService();
    PlayService(const PlayService&) = delete;
    PlayService& operator=(const PlayService&) = delete;

    // The check made again before an account's socket enters matchmaking, with the token it
    // authenticated with (the account may have been deleted or signed out everywhere since). It
    // accepts an expired token: the socket proved itself when it connected. Unset: verify's.
    void set_token_recheck(TokenVerifier recheck) { recheck_ = std::move(recheck); }

    // Reloads every active game from the store (after a restart) and starts the pool timer.
    void start();
    // Stops scheduling (pending timers become no-ops) and writes what is queued for the store.
    void stop();
    // Waits until every write queued so far is committed and announced (tests, shutdown).
    void flush();

    // The session of the socket an event came from (opened by its first event), as a snapshot.
    Caller caller(const std::shared_ptr<Peer>& peer);

    // The socket events, one method each; net/play_socket.cpp checks the frame's fields first.
    // Every method but authenticate() wants an authenticated caller.
    void authenticate(const Caller& s, const std::optional<std::string>& token);
    void join_matchmaking(const Caller& s, const TimeControl& tc);
    void leave_matchmaking(const Caller& s);
    void make_move(const Caller& s, const MoveRequest& request);
    void offer_draw(const Caller& s, const std::string& game_id);
    void accept_draw(const Caller& s, const std::string& game_id);
    void decline_draw(const Caller& s, const std::string& game_id);
    void resign(const Caller& s, const std::string& game_id);
    void abort_game(const Caller& s, const std::string& game_id);
    void claim_victory(const Caller& s, const std::string& game_id);
    void send_chat_message(const Caller& s, const ChatRequest& request);
    // join_game, or reconnect_to_game (`reconnect`: answered game_rejoined).
    void join_game(const Caller& s, const std::string& game_id, bool reconnect);
    void join_as_spectator(const Caller& s, const std::string& game_id);
    void leave_as_spectator(const Caller& s, const std::string& game_id);
    void disconnected(std::uint64_t peer_id);

    // The game state the game screen fetches (live or finished), or nothing. `viewer_id` is the
    // asker's player id (account id or guest subject; empty when anonymous): the players' chat is
    // in the answer only when the asker played the game.
    std::optional<GameStateView> game_state(
        const std::string& game_id, const std::string& viewer_id = {});
    std::optional<std::string> game_pgn(const std::string& game_id);
    PlayStats stats();

    // Starts a game between two authenticated sockets from a given position (tests, and later
    // challenges from a position). Returns the game id, or nothing if either cannot play.
    std::optional<std::string> start_game(std::uint64_t white_peer, std::uint64_t black_peer,
        const TimeControl& tc, std::string_view fen);

private:
    struct Session;
    struct Seeker;
    struct Room;
    using RoomPtr = std::shared_ptr<Room>;

    // Locking. Each room has its own mutex: events of different games never wait for each other.
    // lobby_mutex_ guards the pools, playing_ and the random generator; rooms_mutex_ the map of
    // rooms; sessions_mutex_ the sessions. Order: a room, then the lobby, then rooms_ or
    // sessions_ (these two are leaves, held only for a lookup). The lobby never waits for a room
    // that others can see: create_game() locks the new room before publishing it (ThreadSanitizer
    // reports that as a lock-order inversion; no other thread can hold that mutex yet). No database
    // call is made under a room or lobby lock: writes go to writer_, which commits them in batches
    // and announces them afterwards (see write()).

    // A room and its lock; the lock goes first (members are destroyed in reverse order).
    struct LockedRoom {
        RoomPtr room;
        std::unique_lock<std::mutex> lock;
    };
    // The room of that game, locked, or none (the caller was told why).
    LockedRoom room_for(const Caller& s, const std::string& game_id, std::string_view action,
        bool need_player, int* color);
    RoomPtr find_room(const std::string& game_id);
    void remember_game(std::uint64_t peer_id, const std::string& game_id);
    void pair_pools(); // lobby_mutex_ held
    void pool_tick();
    void clock_heartbeat();
    std::string create_game(Seeker a, Seeker b, const TimeControl& tc, std::string_view fen = {},
        bool random_colors = true); // lobby_mutex_ held
    void restore_game(const store::GameRecord& record);

    // With the room locked. write(): queues a store write for the room; `done(ok)` runs with
    // the room locked once it is committed (or failed), after the room's earlier writes.
    // after_commit(): runs `fn` now if the room has no write in flight, else right after the
    // last one queued so far. broadcast()/tell() send through after_commit(), so nobody hears
    // of anything before it is stored, and a room's messages keep their order.
    void write(Room& room, store::GroupCommitWriter::Write w, std::function<void(bool)> done);
    void after_commit(Room& room, std::function<void()> fn);
    void committed(Room& room, std::uint64_t seq, bool ok);
    void broadcast(Room& room, Event event);
    void tell(Room& room, const std::shared_ptr<Peer>& peer, Event event);
    void send_now(Room& room, Event event);

    void arm(Room& room);
    void on_timer(const std::string& game_id, std::uint64_t generation);
    void flag(Room& room, int turn);
    void end_game(Room& room, int winner, std::string reason, std::string text);
    void move_committed(Room& room, std::uint64_t serial, bool ok, const MoveMade& made,
        const std::shared_ptr<Peer>& mover);
    // The players' chat is shown to the players only (include_chat false for anyone else).
    GameStateView state_view(Room& room, std::int64_t now, bool include_chat = true);
    MoveMade move_made(Room& room, std::int64_t now);
    void send_error(const Caller& s, std::string_view message, std::string_view event = {},
        const std::string& game_id = {});
    int player_rating(const Player& p, const std::string& speed);
    std::optional<GameStateView> game_state_unlocked(const std::string& game_id, bool include_chat);
    std::string new_game_id(); // lobby_mutex_ held
    void remove_from_pool(std::uint64_t peer_id); // lobby_mutex_ held

    store::GamesRepository games_;
    store::RatingsRepository ratings_;
    TokenVerifier verify_;
    TokenVerifier recheck_;
    Scheduler& scheduler_;
    TimeSource now_;
    PlayOptions options_;
    store::GroupCommitWriter writer_;

    std::atomic<bool> stopped_ = false;
    std::shared_ptr<bool> alive_; // reset by stop(): timers that fall later do nothing
    std::weak_ptr<bool> alive_weak_; // what timers hold; never reassigned, so safe to copy
    std::mutex sessions_mutex_;
    std::unordered_map<std::uint64_t, std::shared_ptr<Session>> sessions_;
    std::mutex lobby_mutex_;
    std::map<std::string, std::vector<Seeker>> pools_; // time control name -> seekers
    std::map<std::string, std::string> playing_; // user id -> active game id
    std::mt19937_64 random_;
    std::mutex rooms_mutex_;
    std::unordered_map<std::string, RoomPtr> rooms_;
    std::atomic<std::uint64_t> moves_played_ = 0;
};

} // namespace academy::play
