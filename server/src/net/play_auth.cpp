// The socket's token check, kept apart so play_socket.cpp does not depend on the accounts code.
#include "net/auth_middleware.hpp"
#include "net/play_socket.hpp"

namespace academy::net {

play::TokenVerifier play_token_verifier(bool allow_expired)
{
    // The same checks as an HTTP request: a deleted account's or a signed-out token is refused.
    return [allow_expired](std::string_view token) -> std::optional<play::Player> {
        auto user = authenticate_token(token, allow_expired);
        // An anonymous learner plays live games as a guest does (with a guest identity): its
        // record is for learning, and rated games and presence belong to named accounts.
        if (!user || user->learner)
            return std::nullopt;
        return play::Player { user->subject, user->username, user->display_name, 1500,
            user->guest };
    };
}

} // namespace academy::net
