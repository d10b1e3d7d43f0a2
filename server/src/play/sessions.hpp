// Sessions and presence: who is behind each socket, which games it plays or watches, and what its
// going away means to them (the opponent is told, and the reconnect grace starts).
#pragma once

#include "play/peer.hpp"
#include "play/play_context.hpp"
#include "play/player.hpp"
#include "play/requests.hpp"

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace academy::play {

class Lobby;
class GameRooms;

class Sessions {
public:
    Sessions(PlayContext& context, Lobby& lobby, GameRooms& rooms, TokenVerifier verify);

    // See PlayService::set_token_recheck.
    void set_token_recheck(TokenVerifier recheck) { recheck_ = std::move(recheck); }

    // The session of the socket an event came from (opened by its first event), as a snapshot.
    Caller caller(const std::shared_ptr<Peer>& peer);
    void authenticate(const Caller& s, const std::optional<std::string>& token);
    // An account's socket, checked again with the token it authenticated with (guests always
    // pass). One that no longer holds is signed out and told so; returns whether it held.
    bool recheck(const Caller& s, std::string_view event);
    // The socket went away: its seek is withdrawn and its session closed. Returns the session as
    // it was and the games it played or watched, which it leaves (the service's to route).
    std::pair<Caller, std::set<std::string>> disconnected(std::uint64_t peer_id);
    // The signed-in sockets of this node that play or watch any of `games`, with the game.
    std::vector<std::pair<Caller, std::string>> in_games(const std::set<std::string>& games);

    // The socket of `peer_id` takes part in `game_id` (plays or watches): it hears of the game
    // going away when the socket does. Returns the socket, or null once it has gone.
    std::shared_ptr<Peer> enter_game(std::uint64_t peer_id, const std::string& game_id);
    // Who a socket is signed in as, if it is still connected and signed in.
    std::optional<Player> player_of(std::uint64_t peer_id);
    std::size_t count();
    // The sockets signed in to the account named `username` (any case), with who they are.
    std::vector<std::pair<std::shared_ptr<Peer>, Player>> signed_in_as(std::string_view username);
    // Every socket signed in to an account (not a guest), with who it is.
    std::vector<std::pair<std::uint64_t, Player>> accounts();
    // The socket of `peer_id`, if it is still connected.
    std::shared_ptr<Peer> peer(std::uint64_t peer_id);
    // Every socket of this node signed in to the account `player_id` is signed out, told so
    // (`authenticated` with success false) and closed; until it is gone it is refused every
    // event, authenticate included. Returns how many there were.
    std::size_t end_account(const std::string& player_id);

private:
    // Guarded by mutex_, a leaf lock (held for lookups only, after any room or the lobby).
    struct Session {
        std::shared_ptr<Peer> peer;
        std::optional<Player> player;
        std::string token; // the one it authenticated with, re-checked before matchmaking
        std::set<std::string> games; // rooms this socket plays in or watches
        bool ended = false; // signed out by end_account: it never signs in again
    };

    PlayContext& context_;
    Lobby& lobby_;
    GameRooms& rooms_;
    TokenVerifier verify_;
    TokenVerifier recheck_;
    std::mutex mutex_;
    std::unordered_map<std::uint64_t, std::shared_ptr<Session>> sessions_;
    // How many times end_account has run (written under mutex_): a socket whose token was
    // verified while an account's sessions ended has it verified again before it signs in.
    std::atomic<std::uint64_t> ends_ { 0 };
};

} // namespace academy::play
