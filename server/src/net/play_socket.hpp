#pragma once

#include "net/ws_protocol.hpp"
#include "play/play_service.hpp"

namespace academy::net {

// Registers every live-play event of platform.md §7 on the socket protocol and tells the play
// service when a socket goes away. The service must outlive the protocol's use.
void add_play_socket(WsProtocol& protocol, play::PlayService& service);

// The socket's `authenticate {"token"}`: an account's access token or a server-issued guest token
// (verified by signature and expiry, see auth_middleware.hpp). Accounts are keyed by user id,
// guests by their "guest-..." subject.
play::TokenVerifier play_token_verifier();

} // namespace academy::net
