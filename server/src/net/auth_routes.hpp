#pragma once

#include "net/router.hpp"

#include <chrono>
#include <cstddef>

namespace academy::bus {
class Bus;
}

namespace academy::accounts {
class AccountService;
class OidcClient;
} // namespace academy::accounts

namespace academy::net {

struct AuthRoutesOptions {
    // Sign-in and registration attempts per client address, per address and account, and per
    // account from browsers that never signed in to it. A browser that did (it holds the account's
    // device cookie) is not held back by strangers' failures, so nobody can lock the owner out.
    std::size_t attempts_per_window = 10;
    // Guest identities (POST /api/auth/guest) per client address.
    std::size_t guest_tokens_per_window = 30;
    // Anonymous learners (POST /api/auth/anonymous) per client address.
    std::size_t learners_per_window = 10;
    std::chrono::seconds window { 15 * 60 };
    // Several nodes: the limits are counted on this shared bus (accounts::RateLimiter::share).
    bus::Bus* bus = nullptr;
};

// /api/auth/*: register, login, logout, refresh, profile, delete-account, guest, anonymous (a
// visitor's record: docs/progress.md) and the OpenID Connect sign-in (google, google/callback).
// A sign-up or sign-in from a browser holding an anonymous learner takes the learner's record into
// the account. The services must outlive the router.
void add_auth_routes(Router& router, accounts::AccountService& accounts, accounts::OidcClient& oidc,
    AuthRoutesOptions options = {});

} // namespace academy::net
