#pragma once

#include "net/ws_protocol.hpp"
#include "play/play_service.hpp"

namespace academy::net {

// Registers every live-play event of platform.md §7 on the socket protocol and tells the play
// service when a socket goes away. The service must outlive the protocol's use.
void add_play_socket(WsProtocol& protocol, play::PlayService& service);

// The socket's `authenticate {"token"}`: an account's access token or a server-issued guest token,
// checked as an HTTP request's (authenticate_token in auth_middleware.hpp). Accounts are keyed by
// user id, guests by their "guest-..." subject. `allow_expired` makes the re-check done before
// matchmaking, which still refuses deleted accounts and tokens of an older generation.
play::TokenVerifier play_token_verifier(bool allow_expired = false);

} // namespace academy::net
