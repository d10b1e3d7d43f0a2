// What a socket asks of one game room, as one plain value: the play service hands it to the room
// here, or (with a shared bus) to the node that owns the game (play/cluster.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace academy::play {

struct RoomRequest {
    enum class Kind : char {
        Move = 'm',
        OfferDraw = 'o',
        AcceptDraw = 'a',
        DeclineDraw = 'd',
        Resign = 'r',
        Abort = 'x',
        ClaimVictory = 'c',
        Chat = 't',
        Join = 'j',
        Rejoin = 'J',
        Spectate = 's',
        Unspectate = 'u',
        Left = 'l', // the socket went away
    };
    Kind kind = Kind::Join;
    std::string game_id;
    std::optional<std::string> uci; // Move
    std::optional<std::int64_t> time_left; // Move
    std::string text; // Chat

    // A request that names a game and nothing else.
    static RoomRequest about(Kind kind, std::string game_id)
    {
        RoomRequest r;
        r.kind = kind;
        r.game_id = std::move(game_id);
        return r;
    }
};

} // namespace academy::play
