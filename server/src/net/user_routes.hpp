#pragma once

#include "net/router.hpp"

namespace academy::accounts {
class AccountService;
}
namespace academy::store {
class Database;
}

namespace academy::net {

// /api/users/*: profile (read, edit), password change, stats and progress of the signed-in user.
void add_user_routes(Router& router, accounts::AccountService& accounts, store::Database& db);

} // namespace academy::net
