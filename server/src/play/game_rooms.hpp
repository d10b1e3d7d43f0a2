// The game rooms: one per live game, each with its own lock. A room keeps the game, the server
// clocks and timers, draw offers, chat and spectators; it stores every change through the
// group-commit writer and announces it once it is stored; it ends the game and rates it.
#pragma once

#include "play/events.hpp"
#include "play/peer.hpp"
#include "play/play_context.hpp"
#include "play/requests.hpp"
#include "play/room.hpp"
#include "store/database.hpp"
#include "store/games_repository.hpp"
#include "store/group_commit.hpp"
#include "store/ratings_repository.hpp"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <unordered_map>

namespace academy::play {

class Lobby;
class Sessions;

class GameRooms {
public:
    GameRooms(PlayContext& context, store::Database& db, Lobby& lobby, Sessions& sessions);

    // Reloads every active game from the store (after a restart).
    void restore();
    // Starts saving each running clock every clock_heartbeat_ms (without a move in between).
    void start_heartbeat();
    // Writes what is queued for the store and stops the writer (after the context stopped).
    void stop();
    // Waits until every write queued so far is committed and announced.
    void flush();

    // A new game between two seekers, white first; its players hear of it once it is stored.
    // Returns its id. Called by the lobby with its lock held.
    std::string create_game(
        const Seeker& white, const Seeker& black, const TimeControl& tc, std::string_view fen);

    // What a player does in a game (room_actions.cpp).
    void make_move(const Caller& s, const MoveRequest& request);
    void offer_draw(const Caller& s, const std::string& game_id);
    void accept_draw(const Caller& s, const std::string& game_id);
    void decline_draw(const Caller& s, const std::string& game_id);
    void resign(const Caller& s, const std::string& game_id);
    void abort_game(const Caller& s, const std::string& game_id);
    void claim_victory(const Caller& s, const std::string& game_id);
    void send_chat_message(const Caller& s, const ChatRequest& request);

    // Joining, watching and leaving (room_presence.cpp).
    void join_game(const Caller& s, const std::string& game_id, bool reconnect);
    void join_as_spectator(const Caller& s, const std::string& game_id);
    void leave_as_spectator(const Caller& s, const std::string& game_id);
    // The socket `peer_id` went away: its seat or spectator place in the game is left.
    void left(const std::string& game_id, std::uint64_t peer_id, std::int64_t now);

    // See PlayService::game_state and game_pgn (room_views.cpp).
    std::optional<GameStateView> game_state(const std::string& game_id, const std::string& viewer);
    std::optional<std::string> game_pgn(const std::string& game_id);

    std::size_t active_games();

    // With a shared bus (play/cluster.cpp). Whether this node holds the game's room.
    bool has_room(const std::string& game_id) { return find_room(game_id) != nullptr; }
    // Loads an active game from the store after its node died (the clock rules of a restart);
    // false when the store has it ended or not at all.
    bool take_over(const std::string& game_id);
    // Another node owns the game now: its room leaves this node without a word to anyone.
    void drop(const std::string& game_id);
    std::uint64_t moves_played() const { return moves_played_; }

private:
    // Locking: a room's mutex first, then the lobby's, then the leaf mutex_ of the room map (or
    // the sessions'). No database call is made under a room lock: writes go to writer_, which
    // commits them in batches and announces them afterwards (see write()).

    // A room and its lock; the lock goes first (members are destroyed in reverse order).
    struct LockedRoom {
        RoomPtr room;
        std::unique_lock<std::mutex> lock;
        std::optional<chess::Color> color; // the caller's, if they play in it
    };
    // The room of that game, locked, or none (the caller was told why). `need_player`: only its
    // players may, and only while the game is on.
    LockedRoom room_for(
        const Caller& s, const std::string& game_id, std::string_view action, bool need_player);
    RoomPtr find_room(const std::string& game_id);
    void restore_game(const store::GameRecord& record);
    void clock_heartbeat();
    std::string new_game_id();
    // The seeker's socket as the room sees it: on this node, or on another through the bus.
    std::shared_ptr<Peer> seat(const Seeker& seeker, const std::string& game_id);

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
    // The room's spectator count changed: everyone in it hears the new one (room_presence.cpp).
    void spectators_changed(Room& room);
    // To both players and every spectator now, serialised once.
    void send_now(Room& room, Event event);

    void arm(Room& room);
    void on_timer(const std::string& game_id, std::uint64_t generation);
    void flag(Room& room, chess::Color turn);
    // The ending, the rating updates and the announcement go out after the room's earlier
    // writes, in one write of their own (game_end.cpp).
    void end_game(Room& room, GameResult result, std::string reason, std::string text);
    void move_committed(Room& room, std::uint64_t serial, bool ok, const MoveMade& made,
        const std::shared_ptr<Peer>& mover);

    // The players' chat is shown to the players only (include_chat false for anyone else).
    GameStateView state_view(Room& room, std::int64_t now, bool include_chat = true);
    MoveMade move_made(Room& room, std::int64_t now);
    std::optional<GameStateView> stored_game_state(const std::string& game_id, bool include_chat);

    PlayContext& context_;
    Lobby& lobby_;
    Sessions& sessions_;
    store::GamesRepository games_;
    store::RatingsRepository ratings_;
    store::GroupCommitWriter writer_;
    std::atomic<std::uint64_t> moves_played_ = 0;

    std::mutex mutex_; // the room map and the id generator: a leaf
    std::unordered_map<std::string, RoomPtr> rooms_;
    std::mt19937_64 random_;
};

} // namespace academy::play
