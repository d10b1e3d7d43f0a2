#include "net/requester.hpp"

#include "net/auth_middleware.hpp"

namespace academy::net {

engine::RequesterKey requester_key(const ApiRequest& request)
{
    // Only an account with an identity ("user", "admin") is its own requester: a guest's or an
    // anonymous learner's token ("learner") is a visitor's, and visitors are as many as their
    // addresses, however many tokens they make.
    if (const auto token = bearer_token(request.header("authorization")); !token.empty())
        if (const auto user = verify_token(token);
            user && user->id > 0 && (user->role == "user" || user->role == "admin"))
            return engine::RequesterKey::account(user->id);
    return engine::RequesterKey::address(request.remote_address);
}

} // namespace academy::net
