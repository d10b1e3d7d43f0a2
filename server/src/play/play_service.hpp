// The live-play service: the lobby and its pools (play/lobby.hpp), the game rooms with server
// clocks, chat, spectators and rating updates (play/game_rooms.hpp), and the sessions of the
// sockets with their presence and reconnection (play/sessions.hpp), put together behind one
// face. Transport-free: net/play_socket.cpp parses each socket event and calls the method of
// that name with the socket as a Peer to answer through.
#pragma once

#include "bus/bus.hpp"
#include "play/cluster.hpp"
#include "play/events.hpp"
#include "play/game_rooms.hpp"
#include "play/lobby.hpp"
#include "play/peer.hpp"
#include "play/play_context.hpp"
#include "play/player.hpp"
#include "play/requests.hpp"
#include "play/room_request.hpp"
#include "play/scheduler.hpp"
#include "play/sessions.hpp"
#include "store/database.hpp"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace academy::play {

struct PlayStats {
    std::size_t sessions = 0;
    std::size_t seeking = 0;
    std::size_t active_games = 0;
    std::uint64_t moves = 0;
};

class PlayService {
public:
    // `bus`: the nodes' shared bus (bus/bus.hpp), which must outlive the service; none: an
    // in-process bus of its own (one node).
    PlayService(store::Database& db, TokenVerifier verify, Scheduler& scheduler, TimeSource now,
        PlayOptions options = {}, bus::Bus* bus = nullptr);
    ~PlayService();
    PlayService(const PlayService&) = delete;
    PlayService& operator=(const PlayService&) = delete;

    // The check made again before an account's socket enters matchmaking, with the token it
    // authenticated with (the account may have been deleted or signed out everywhere since). It
    // accepts an expired token: the socket proved itself when it connected. Unset: verify's.
    void set_token_recheck(TokenVerifier recheck)
    {
        sessions_.set_token_recheck(std::move(recheck));
    }

    // How an event becomes the bytes of a frame (net/ sets it): events for sockets on other nodes
    // travel as bytes.
    void set_event_encoder(Cluster::Encoder encoder) { cluster_.set_encoder(std::move(encoder)); }
    // This node's name on the bus ("0" alone).
    const std::string& node() const { return cluster_.node(); }

    // Reloads every active game from the store (after a restart) and starts the pool timer.
    void start();
    // Stops scheduling (pending timers become no-ops) and writes what is queued for the store.
    void stop();
    // Waits until every write queued so far is committed and announced (tests, shutdown).
    void flush() { rooms_.flush(); }

    // The session of the socket an event came from (opened by its first event), as a snapshot.
    Caller caller(const std::shared_ptr<Peer>& peer) { return sessions_.caller(peer); }

    // The socket events, one method each; net/play_socket.cpp checks the frame's fields first.
    // Every method but authenticate() wants an authenticated caller.
    void authenticate(const Caller& s, const std::optional<std::string>& token)
    {
        sessions_.authenticate(s, token);
    }
    void join_matchmaking(const Caller& s, const TimeControl& tc)
    {
        lobby_.join_matchmaking(s, tc);
    }
    void leave_matchmaking(const Caller& s) { lobby_.leave_matchmaking(s); }
    void challenge(const Caller& s, const std::string& username, const TimeControl& tc)
    {
        lobby_.challenge(s, username, tc);
    }
    void accept_challenge(const Caller& s, const std::string& id)
    {
        lobby_.accept_challenge(s, id);
    }
    void decline_challenge(const Caller& s, const std::string& id)
    {
        lobby_.decline_challenge(s, id);
    }
    void cancel_challenge(const Caller& s, const std::string& id)
    {
        lobby_.cancel_challenge(s, id);
    }
    // What a player does in a game goes to the game's room: here, or on the node that owns it.
    void make_move(const Caller& s, const MoveRequest& request)
    {
        room_request(s, { K::Move, request.game_id, request.uci, request.time_left, {} });
    }
    void offer_draw(const Caller& s, const std::string& game_id)
    {
        room_request(s, RoomRequest::about(K::OfferDraw, game_id));
    }
    void accept_draw(const Caller& s, const std::string& game_id)
    {
        room_request(s, RoomRequest::about(K::AcceptDraw, game_id));
    }
    void decline_draw(const Caller& s, const std::string& game_id)
    {
        room_request(s, RoomRequest::about(K::DeclineDraw, game_id));
    }
    void resign(const Caller& s, const std::string& game_id)
    {
        room_request(s, RoomRequest::about(K::Resign, game_id));
    }
    void abort_game(const Caller& s, const std::string& game_id)
    {
        room_request(s, RoomRequest::about(K::Abort, game_id));
    }
    void claim_victory(const Caller& s, const std::string& game_id)
    {
        room_request(s, RoomRequest::about(K::ClaimVictory, game_id));
    }
    void send_chat_message(const Caller& s, const ChatRequest& request)
    {
        room_request(s, { K::Chat, request.game_id, {}, {}, request.text });
    }
    // join_game, or reconnect_to_game (`reconnect`: answered game_rejoined).
    void join_game(const Caller& s, const std::string& game_id, bool reconnect)
    {
        room_request(s, RoomRequest::about(reconnect ? K::Rejoin : K::Join, game_id));
    }
    void join_as_spectator(const Caller& s, const std::string& game_id)
    {
        room_request(s, RoomRequest::about(K::Spectate, game_id));
    }
    void leave_as_spectator(const Caller& s, const std::string& game_id)
    {
        room_request(s, RoomRequest::about(K::Unspectate, game_id));
    }
    void disconnected(std::uint64_t peer_id);
    // The account `player_id` (its id as its tokens name it) had every session ended: signed out
    // everywhere, a new password, or deleted. Each socket signed in to it is signed out, told so
    // and closed, on this node and (on a shared bus) on every other; a socket so closed is refused
    // whatever it sends meanwhile. Its games go on under the reconnect rules, as after any lost
    // connection. Returns how many sockets of this node it closed.
    std::size_t end_sessions_of(const std::string& player_id)
    {
        cluster_.sessions_ended(player_id);
        return sessions_.end_account(player_id);
    }

    // The game state the game screen fetches (live or finished), or nothing. `viewer_id` is the
    // asker's player id (account id or guest subject; empty when anonymous): the players' chat is
    // in the answer only when the asker played the game.
    std::optional<GameStateView> game_state(
        const std::string& game_id, const std::string& viewer_id = {})
    {
        return rooms_.game_state(game_id, viewer_id);
    }
    std::optional<std::string> game_pgn(const std::string& game_id)
    {
        return rooms_.game_pgn(game_id);
    }
    PlayStats stats();

    // Starts a game between two authenticated sockets from a given position (tests, and later
    // challenges from a position). Returns the game id, or nothing if either cannot play.
    std::optional<std::string> start_game(std::uint64_t white_peer, std::uint64_t black_peer,
        const TimeControl& tc, std::string_view fen)
    {
        return lobby_.start_game(white_peer, black_peer, tc, fen);
    }

private:
    using K = RoomRequest::Kind;
    void room_request(const Caller& s, const RoomRequest& request);
    // The request, to this node's room.
    void apply(const Caller& s, const RoomRequest& request);

    // Locking: each room has its own mutex, so events of different games never wait for each
    // other. Order: a room, then the lobby, then the room map or the sessions (leaves, held only
    // for a lookup). No database call is made under a room or lobby lock.
    std::shared_ptr<bool> alive_; // reset by stop(): timers that fall later do nothing
    std::unique_ptr<bus::Bus> own_bus_; // when none was given
    PlayContext context_;
    Cluster cluster_;
    Sessions sessions_;
    Lobby lobby_;
    GameRooms rooms_;
};

} // namespace academy::play
