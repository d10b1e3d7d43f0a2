#pragma once

#include "app/config.hpp"

#include <cstdint>
#include <functional>
#include <memory>

namespace CLI {
class App;
}
namespace academy::net {
class Router;
}
namespace academy::bus {
class Bus;
}
namespace academy::store {
class Database;
}

namespace academy::app {

// The accounts services of one `serve` process: they must live as long as the router.
struct AccountsRuntime;
struct AccountsRuntimeDeleter {
    void operator()(AccountsRuntime* runtime) const;
};
using AccountsHandle = std::unique_ptr<AccountsRuntime, AccountsRuntimeDeleter>;

// Loads (or creates) the token secret, installs the authenticator used by net::authenticate and
// registers the /api/auth/* and /api/users/* routes.
// `bus`: several nodes share the sign-in rate limits through it.
AccountsHandle add_accounts(
    net::Router& router, store::Database& db, const Config& config, bus::Bus* bus = nullptr);

// Whoever keeps live connections for an account is told when all its sessions end (sign out
// everywhere, a password change, deletion): accounts::AccountService::on_sessions_ended.
void on_sessions_ended(const AccountsHandle& accounts, std::function<void(std::int64_t)> listener);

// `academy user promote <email>`: gives an account the admin role.
void add_user_commands(CLI::App& app, Config& config);

} // namespace academy::app
