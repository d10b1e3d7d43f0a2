// The lobby: matchmaking pools per time control (windows that widen as a seeker waits), who is
// playing which game, and the start of each game.
#pragma once

#include "play/peer.hpp"
#include "play/play_context.hpp"
#include "play/player.hpp"
#include "play/requests.hpp"
#include "play/room.hpp"
#include "store/ratings_repository.hpp"

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace academy::play {

class GameRooms;
class Sessions;

class Lobby {
public:
    Lobby(PlayContext& context, store::Database& db, Sessions& sessions, GameRooms& rooms);

    // Starts re-pairing the pools every pool_tick_ms.
    void start();

    void join_matchmaking(const Caller& s, const TimeControl& tc);
    void leave_matchmaking(const Caller& s);

    // Direct challenges between two accounts: `s` challenges the player signed in as `username`
    // (any case) on some socket, who may accept (the game starts as from the pools, colours at
    // random), decline or let it expire; the challenger may cancel. One open challenge per
    // challenger: a new one replaces it.
    void challenge(const Caller& s, const std::string& username, const TimeControl& tc);
    void accept_challenge(const Caller& s, const std::string& challenge_id);
    void decline_challenge(const Caller& s, const std::string& challenge_id);
    void cancel_challenge(const Caller& s, const std::string& challenge_id);
    // An answer handled by the node holding the challenge: `node` and `peer` are the answering
    // socket's node (empty: this one) and its id there, where an accepted game seats it.
    void answer_challenge(const Caller& s, ChallengeAnswer answer, const std::string& challenge_id,
        const std::string& node, std::uint64_t peer);
    // See PlayService::start_game.
    std::optional<std::string> start_game(std::uint64_t white_peer, std::uint64_t black_peer,
        const TimeControl& tc, std::string_view fen);

    // A socket signed in as `user_id` (`switched`: it was someone else before, whose seek is
    // withdrawn). Returns the game that user is playing, if any.
    std::optional<std::string> signed_in(
        std::uint64_t peer_id, bool switched, const std::string& user_id);
    // The socket's seek, if any, is withdrawn (it went away).
    void remove_peer(std::uint64_t peer_id);
    // The rating a player seeks with in `speed` (a store read for accounts: call without locks).
    int rating_of(const Player& p, const std::string& speed);

    // The game rooms say who plays what: a game restored or started, or over (or never stored).
    // Called with the room locked: the lobby comes after a room in the lock order.
    void playing(const std::array<Player, 2>& players, const std::string& game_id);
    void game_over(const std::array<Player, 2>& players, const std::string& game_id);

    std::size_t seeking();

    // How long a challenge stays open.
    static constexpr std::int64_t challenge_lifetime_ms = 120'000;

private:
    struct Challenge {
        Seeker from;
        std::string to_user_id;
        std::string to_username;
        TimeControl time_control;
        // The challenged player's sockets on other nodes when it was made (a shared bus).
        std::vector<std::shared_ptr<Peer>> remote_to;
    };
    // Removes the challenge and tells both sides why (and `also`, the socket that closed it,
    // whichever node it is on). mutex_ held.
    void close_challenge(
        const std::string& id, const std::string& reason, const std::shared_ptr<Peer>& also = {});
    // The game each user plays, if any, in two steps: the shared map of a shared bus (a Redis
    // read: call without mutex_; nothing without one), then, with mutex_ held, this node's own
    // map, checked in the same hold as the game's start.
    std::vector<std::optional<std::string>> shared_games_of(const std::vector<std::string>& ids);
    void add_local_games(
        const std::vector<std::string>& ids, std::vector<std::optional<std::string>>& games);

    void pair_pools(); // mutex_ held
    // Shared pools (a shared bus; lobby_shared.cpp): every node's seekers in one hash per time
    // control; whichever node holds the pool lock makes a wave's pairing decisions, and owns the
    // games it starts.
    void shared_join(const Caller& s, const TimeControl& tc, const Seeker& seeker);
    void shared_leave(const std::string& user_id, std::optional<std::uint64_t> only_peer);
    void shared_wave(const std::vector<std::string>& tc_names);
    void pool_tick();
    void remove_from_pool(std::uint64_t peer_id); // mutex_ held
    // Pairs two seekers in a new game: white first unless `random_colors`. mutex_ held.
    std::string begin_game(
        Seeker a, Seeker b, const TimeControl& tc, std::string_view fen, bool random_colors);

    PlayContext& context_;
    store::RatingsRepository ratings_;
    Sessions& sessions_;
    GameRooms& rooms_;

    // Guards everything below. Taken after a room's lock, before the leaf locks of the room map
    // and the sessions.
    std::mutex mutex_;
    std::map<std::string, std::vector<Seeker>> pools_; // time control name -> seekers
    std::map<std::string, std::string> playing_; // user id -> active game id
    std::map<std::string, Challenge> challenges_; // challenge id -> challenge
    std::mt19937_64 random_;
    std::map<std::uint64_t, std::string> shared_seeks_; // this node's socket -> its seek's user
};

// Takes the pairs a pool makes now: the longest waiting first, each with the closest rating
// within both windows (`window(seeker)`: points it accepts), never a player with themselves.
std::vector<std::pair<Seeker, Seeker>> take_pairs(
    std::vector<Seeker>& pool, const std::function<int(const Seeker&)>& window);

} // namespace academy::play
