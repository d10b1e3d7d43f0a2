// The socket's token check, kept apart so play_socket.cpp does not depend on the accounts code.
#include "net/auth_middleware.hpp"
#include "net/play_socket.hpp"

namespace academy::net {

play::TokenVerifier play_token_verifier()
{
    return [](std::string_view token) -> std::optional<play::Player> {
        auto user = verify_token(token);
        if (!user)
            return std::nullopt;
        return play::Player { user->subject, user->username, user->display_name, 1500,
            user->guest };
    };
}

} // namespace academy::net
