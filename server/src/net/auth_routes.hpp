#pragma once

#include "net/router.hpp"

#include <chrono>
#include <cstddef>

namespace academy::accounts {
class AccountService;
class OidcClient;
}

namespace academy::net {

struct AuthRoutesOptions {
    // Sign-in and registration attempts per client address and per e-mail (platform limits).
    std::size_t attempts_per_window = 10;
    std::chrono::seconds window { 15 * 60 };
};

// /api/auth/*: register, login, logout, refresh, profile, delete-account, guest and the OpenID
// Connect sign-in (google, google/callback). The services must outlive the router.
void add_auth_routes(Router& router, accounts::AccountService& accounts, accounts::OidcClient& oidc,
    AuthRoutesOptions options = {});

}  // namespace academy::net
