// Internal to play/: what PlayService keeps per socket, per seek and per game.
#pragma once

#include "play/play_service.hpp"

namespace academy::play {

struct PlayService::Session {
    std::shared_ptr<Peer> peer;
    std::optional<Player> player;
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
};

struct PlayService::Room {
    store::GameRecord record;
    TimeControl tc;
    chess::Game game;
    Clock clock { 0, 0 };
    std::vector<MovePlayed> moves;
    std::vector<store::ChatRecord> chat;
    std::array<Player, 2> players;
    std::array<std::shared_ptr<Peer>, 2> peers;
    std::array<std::int64_t, 2> disconnected_at { 0, 0 };
    std::array<std::deque<std::int64_t>, 2> chat_times;
    std::map<std::uint64_t, std::weak_ptr<Peer>> spectators;
    int draw_offer = -1; // colour that offered, -1 none
    std::int64_t turn_started = 0; // for the first-move abort
    std::uint64_t generation = 0; // bumps on every change; stale timers ignore themselves
    bool ended = false;
};

} // namespace academy::play
