// Who is in a room: players joining (or coming back to) their game, spectators coming and going,
// and a socket that went away leaving its seat (the opponent is told and may claim the game once
// the reconnect window has passed).
#include "play/cluster.hpp"
#include "play/game_rooms.hpp"
#include "play/sessions.hpp"

namespace academy::play {

void GameRooms::spectators_changed(Room& room)
{
    const auto count = room.spectators.size();
    broadcast(room, SpectatorCount { room.record.id, count });
    // Spectators of every node join the owner's room, so its count is the sum over the nodes;
    // recorded for the nodes without the room (their game pages), queued without waiting.
    context_.cluster->spectators(room.record.id, count);
}

void GameRooms::join_game(const Caller& s, const std::string& game_id, bool reconnect)
{
    auto holder = find_room(game_id);
    if (!holder) {
        // A finished game that has left memory is shown from the store.
        if (auto state = game_state(game_id, s.player ? s.player->id : std::string {})) {
            s.peer->send(GameJoined { reconnect, game_id, std::move(*state), std::nullopt });
            return;
        }
        s.peer->send(JoinGameError { game_id, "Game not found" });
        return;
    }
    std::lock_guard lock(holder->mutex);
    Room& room = *holder;
    sessions_.enter_game(s.peer->id(), game_id);
    const auto color = room.color_of(s.player->id);
    const auto now = context_.now();
    // Replies go out after the room's writes in flight: the state may hold a move being stored.
    if (!color) {
        room.spectators[s.peer->id()] = s.peer;
        tell(room, s.peer, GameJoined { reconnect, game_id, state_view(room, now, false), {} });
        spectators_changed(room);
        return;
    }
    const auto c = *color;
    const bool was_away = !room.peers[c] || room.peers[c]->id() != s.peer->id();
    room.peers[c] = s.peer;
    room.disconnected_at[c] = 0;
    tell(room, s.peer, GameJoined { reconnect, game_id, state_view(room, now), c });
    if (was_away && !room.ended && room.peers[~c])
        tell(room, room.peers[~c], OpponentReconnected { game_id, c });
}

void GameRooms::join_as_spectator(const Caller& s, const std::string& game_id)
{
    auto locked = room_for(s, game_id, "join_game_as_spectator", false);
    if (!locked.room)
        return;
    Room* room = locked.room.get();
    sessions_.enter_game(s.peer->id(), game_id);
    room->spectators[s.peer->id()] = s.peer;
    tell(
        *room, s.peer, GameJoined { false, game_id, state_view(*room, context_.now(), false), {} });
    spectators_changed(*room);
}

void GameRooms::leave_as_spectator(const Caller& s, const std::string& game_id)
{
    auto locked = room_for(s, game_id, "leave_game_as_spectator", false);
    if (!locked.room)
        return;
    Room* room = locked.room.get();
    room->spectators.erase(s.peer->id());
    tell(*room, s.peer, SpectatorLeft { game_id });
    spectators_changed(*room);
}

void GameRooms::left(const std::string& game_id, std::uint64_t peer_id, std::int64_t now)
{
    auto room = find_room(game_id);
    if (!room)
        return;
    std::lock_guard lock(room->mutex);
    if (room->spectators.erase(peer_id))
        spectators_changed(*room);
    for (const auto c : { chess::White, chess::Black }) {
        if (room->peers[c] && room->peers[c]->id() == peer_id) {
            room->peers[c].reset();
            if (room->ended)
                continue;
            room->disconnected_at[c] = now;
            if (auto& other = room->peers[~c])
                tell(*room, other,
                    OpponentDisconnected {
                        game_id, c, context_.options.reconnect_window_ms / 1000 });
        }
    }
}

} // namespace academy::play
