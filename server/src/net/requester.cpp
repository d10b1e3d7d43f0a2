#include "net/requester.hpp"

#include "net/auth_middleware.hpp"

namespace academy::net {

engine::RequesterKey requester_key(const ApiRequest& request)
{
    if (const auto token = bearer_token(request.header("authorization")); !token.empty())
        if (const auto user = verify_token(token); user && !user->guest && user->id > 0)
            return engine::RequesterKey::account(user->id);
    return engine::RequesterKey::address(request.remote_address);
}

} // namespace academy::net
