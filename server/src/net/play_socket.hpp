#pragma once

#include "net/ws_protocol.hpp"
#include "play/play_service.hpp"

#include <functional>
#include <map>
#include <memory>
#include <string>

namespace academy::net {

// One live-play event: checks the frame's fields (answering `error` with the texts of
// docs/live-play.md when they are wrong) and calls the play service's method of that name.
using PlayHandler = std::function<void(
    play::PlayService&, const std::shared_ptr<play::Peer>&, const nlohmann::json& data)>;

// Every live-play event with its handler, both names of resign and chat
// included. add_play_socket() puts each straight in the socket's handler map; the play tests
// drive the service through the same handlers.
const std::map<std::string, PlayHandler, std::less<>>& play_handlers();

// Registers play_handlers() on the socket protocol, with the socket as a play::Peer, and tells
// the play service when a socket goes away. The service must outlive the protocol's use.
void add_play_socket(WsProtocol& protocol, play::PlayService& service);

// The socket's `authenticate {"token"}`: an account's access token or a server-issued guest token,
// checked as an HTTP request's (authenticate_token in auth_middleware.hpp). Accounts are keyed by
// user id, guests by their "guest-..." subject. `allow_expired` makes the re-check done before
// matchmaking, which still refuses deleted accounts and tokens of an older generation.
play::TokenVerifier play_token_verifier(bool allow_expired = false);

} // namespace academy::net
