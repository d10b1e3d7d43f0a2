// The live-play events on the wire: each play:: event's name and `data` object, and the fields
// of the frames the sockets send. The texts and shapes are those of docs/live-play.md.
#pragma once

#include "net/request_reader.hpp"
#include "play/events.hpp"
#include "play/player.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace academy::net {

// The event's name on the wire ("move_made", "game_ended", ...).
std::string_view event_name(const play::Event& event);
// The event's `data` object.
nlohmann::json event_data(const play::Event& event);
// The whole frame, {"event": name, "data": {...}} (ws_frame in ws_protocol.hpp).
std::string encode_frame(const play::Event& event);

// The game screen's state (also the answer of GET /api/games/{id}).
nlohmann::json to_json(const play::GameStateView& state);

// Fields of the frames sent by the sockets, read from the frame's `data`. Each returns nothing
// (and leaves the reader's problem set) when the field is missing or malformed.
// `gameId`, when it is a string.
std::optional<std::string> game_id_field(RequestReader& data);
// `move` as a socket may send it — "e2e4", "e7e8q" or {from, to, promotion?} — checked for shape
// before the rules see it: nothing else rides along ("e2e4k", {from:"e2e4", to:""} and a
// promotion of "é" are malformed, not quietly trimmed into a legal move).
std::optional<std::string> move_field(RequestReader& data);
// `timeControl: {initial, increment}` when it names one of the controls offered, else null.
const play::TimeControl* time_control_field(RequestReader& data);
// A chat message's text: send_chat_message {message: "text"}, chat_message {message: {message:
// "text"}}; empty when there is none.
std::string chat_text_field(RequestReader& data);

} // namespace academy::net
