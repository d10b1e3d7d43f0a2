// Live play across several nodes on a shared bus (bus/bus.hpp; Redis in production). Every game
// has one owner node, which holds the game's lease and its room; a socket on another node reaches
// the room through the bus:
//   socket on node B ──RoomRequest──▶ owner node A's channel ──▶ the room (as a RemotePeer)
//   room on A ──event bytes──▶ node B's channel ──▶ the socket on B
// Leases expire `lease_ttl_ms` after their node stops renewing them; then any node takes the
// game over from the store (the room is restored with the clock rules of a restart) and tells
// every node, whose sockets in that game join it again. With the in-process bus nothing here
// does anything: forward() always answers "handle it here".
#pragma once

#include "bus/bus.hpp"
#include "play/events.hpp"
#include "play/peer.hpp"
#include "play/play_context.hpp"
#include "play/requests.hpp"
#include "play/room_request.hpp"

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>
#include <vector>

namespace academy::play {

class GameRooms;
class Sessions;

// A socket of another node signed in to an account, as presence reports it: the node, the
// socket's id there, and who it is.
struct RemoteSocket {
    std::string node;
    std::uint64_t peer = 0;
    Player player;
};

// Where a challenge lives: its id ends in "-<node>" on a shared bus ("c<hex>-3"); an id without
// one (a single node) or a malformed one names no node.
std::optional<std::string> challenge_node(std::string_view challenge_id);

class Cluster {
public:
    using Apply = std::function<void(const Caller&, const RoomRequest&)>;
    // A challenge answer from a socket of another node: the caller (as a remote peer), the
    // answer, the challenge, and the socket's node and its id there (the seat of a game).
    using AnswerChallenge = std::function<void(const Caller&, ChallengeAnswer,
        const std::string& challenge_id, const std::string& node, std::uint64_t peer)>;
    using Encoder = std::function<std::string(const Event&)>;

    Cluster(PlayContext& context, bus::Bus& bus);
    ~Cluster();
    Cluster(const Cluster&) = delete;
    Cluster& operator=(const Cluster&) = delete;

    void attach(Sessions& sessions, GameRooms& rooms, Apply apply, AnswerChallenge answer);
    // How events bound for sockets on other nodes become bytes (net/ sets encode_frame).
    void set_encoder(Encoder encoder) { encoder_ = std::move(encoder); }

    bool shared() const { return bus_.shared(); }
    const std::string& node() const { return bus_.node(); }
    bus::Bus& bus() { return bus_; }

    // Subscribes, starts the bus, the lease renewer and the keeper (takeovers).
    void start();
    void stop();

    // Sends the request to the node that owns the game and returns true, or returns false: the
    // game is here (or nobody owns it: it is taken over here first when it is still active).
    bool forward(const Caller& s, const RoomRequest& request);
    // The socket `peer` of node `node`, as a room sees it.
    std::shared_ptr<Peer> remote_peer(const std::string& node, std::uint64_t peer);

    // A game room was created here: this node takes its lease.
    void game_created(const std::string& game_id);
    // A game's end is stored: its lease goes.
    void game_finished(const std::string& game_id);
    // Who plays which game, for every node (the "already playing" checks).
    void playing(const std::vector<std::string>& user_ids, const std::string& game_id);
    void not_playing(const std::vector<std::string>& user_ids, const std::string& game_id);
    std::optional<std::string> playing_game(const std::string& user_id);
    // The same for many players in two round trips, in the order of `user_ids`.
    std::vector<std::optional<std::string>> playing_games(const std::vector<std::string>& user_ids);

    static std::string pool_key(const std::string& tc_name) { return "academy:pool:" + tc_name; }

    // Presence across nodes (cluster_presence.cpp), for accounts (guests cannot be challenged):
    // a socket of this node signed in to, or out of, an account. Each costs one Redis command.
    void signed_in(const Player& player, std::uint64_t peer);
    void signed_out(const std::string& username, std::uint64_t peer);
    // The sockets of other, living nodes signed in as `username` (any case).
    std::vector<RemoteSocket> signed_in_elsewhere(std::string_view username);
    // Sends a challenge answer to the node holding the challenge and returns true, or returns
    // false: the challenge is here (or names no living node: it is answered here, as unknown).
    bool forward_answer(const Caller& s, ChallengeAnswer answer, const std::string& challenge_id);

    // Every session of the account `player_id` ended on this node (play/sessions.hpp,
    // end_account): every other node closes its sockets signed in to it too. One publish.
    void sessions_ended(const std::string& player_id);

    // Spectator counts across nodes: the owner of a game records its count (queued, never
    // waits on the network) so that a node without the room shows the same number.
    void spectators(const std::string& game_id, std::size_t count);
    std::optional<std::size_t> spectators_of(const std::string& game_id);

private:
    class RemotePeer; // (declared before Gathering, which befriends it)

public:
    // While one lives on the calling thread, what rooms send to sockets of other nodes is
    // gathered and published when it ends: one message per node and event, naming every socket
    // of that node it is for, instead of one per socket (a game watched by a hundred spectators
    // on another node costs one publish per move, not a hundred). A room's broadcast holds one.
    class Gathering {
    public:
        explicit Gathering(Cluster& cluster);
        ~Gathering();
        Gathering(const Gathering&) = delete;
        Gathering& operator=(const Gathering&) = delete;

    private:
        friend class RemotePeer;
        struct Parcel {
            std::string node;
            std::string game;
            std::shared_ptr<const std::string> bytes;
            std::string locals; // the node's socket ids, comma-separated
        };
        // Adds `local` to the parcel for (node, game, bytes), or starts one.
        void add(const std::string& node, const std::string& game,
            const std::shared_ptr<const std::string>& bytes, std::uint64_t local);

        Cluster& cluster_;
        Gathering* outer_;
        std::vector<Parcel> parcels_;
    };

private:
    void on_node_message(std::string_view payload);
    void on_broadcast(std::string_view payload);
    void on_answer(const std::vector<std::string_view>& m);
    // Writes this node's presence fields again (queued), for a Redis that restarted empty.
    void refresh_presence();
    // Every lease_renew_ms on its own thread: this node's leases and its alive key.
    void renew_leases();
    // Every lease_renew_ms on another thread: games and sockets of nodes that died.
    void look_after_others();
    // Takes over the games among `ids` nobody holds; returns those now here.
    std::vector<std::string> take_over(const std::vector<std::string>& ids);
    // The sockets of this node in `games` join them again (at their new owner).
    void rejoin(const std::set<std::string>& games);
    std::optional<std::string> owner_of(const std::string& game_id);
    void forget_owner(const std::string& game_id);
    static std::string lease_key(const std::string& game_id) { return "academy:lease:" + game_id; }
    static std::string alive_key(const std::string& node) { return "academy:alive:" + node; }
    static std::string node_channel(const std::string& node) { return "academy:node:" + node; }

    PlayContext& context_;
    bus::Bus& bus_;
    Sessions* sessions_ = nullptr;
    GameRooms* rooms_ = nullptr;
    Apply apply_;
    AnswerChallenge answer_;
    Encoder encoder_;

    std::mutex mutex_; // a leaf: guards the maps below
    std::set<std::string> owned_; // games whose lease this node holds
    std::unordered_map<std::string, std::string> owners_; // game -> node, as last heard
    std::map<std::uint64_t, std::shared_ptr<RemotePeer>> remote_peers_;

    // The keeper's own (presence is refreshed there too, never on the renewer's thread): the
    // nodes alive at its last round, the last node name it has looked at, its rounds, and how
    // many more rounds look through every live game.
    std::set<std::string> alive_nodes_;
    std::uint64_t named_up_to_ = 0;
    std::uint64_t rounds_ = 0;
    int scan_rounds_ = 0;
    std::jthread renewer_;
    std::jthread keeper_;
};

} // namespace academy::play
