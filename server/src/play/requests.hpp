// What a socket asks of the play service, as plain values: net/play_socket.cpp parses each
// event's frame into these and calls the PlayService method of the event's name.
#pragma once

#include "play/peer.hpp"
#include "play/player.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace academy::play {

// What a handler knows about the socket that sent an event: a snapshot of its session, so no
// lock is held while the event is handled.
struct Caller {
    std::shared_ptr<Peer> peer;
    std::optional<Player> player; // none until the socket authenticates
    std::string token; // the one it authenticated with, re-checked before matchmaking
};

struct MoveRequest {
    std::string game_id;
    // "e2e4" or "e7e8q", checked for shape; none when the frame's move was malformed. That is
    // reported after the room's own checks (a move sent out of turn is "Not your turn" whatever
    // its shape), so the service gets to say it.
    std::optional<std::string> uci;
    std::optional<std::int64_t> time_left; // the mover's clock as its client saw it
};

// An answer to a direct challenge. With a shared bus it is routed to the node that holds the
// challenge (the challenger's): the challenged socket may be on any node.
enum class ChallengeAnswer : char { Accept = 'a', Decline = 'd', Cancel = 'c' };

struct ChatRequest {
    std::string game_id;
    std::string text; // as sent: the service trims it and checks its length
};

} // namespace academy::play
