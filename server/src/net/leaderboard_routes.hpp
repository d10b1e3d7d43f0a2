#pragma once

#include "net/router.hpp"
#include "store/database.hpp"

#include <cstdint>
#include <functional>

namespace academy::net {

struct LeaderboardRoutesOptions {
    std::function<std::int64_t()> now_ms; // Unix milliseconds; the system clock when empty
    // How long a page of the whole board or a country's part is kept for every viewer
    // (learn::LeaderboardCache); 0 keeps nothing.
    std::int64_t shared_page_ttl_ms = 1000;
};

// GET /api/leaderboard?scope=global|friends|country&board=rating|weekly-xp
//     &speed=bullet|blitz|rapid|classical&page=&pageSize=  (docs/progress.md, "The leaderboard")
// GET /api/users/{username}/public: the public profile
// POST and DELETE /api/users/{username}/follow: follow and unfollow (an account; idempotent)
void add_leaderboard_routes(
    Router& router, store::Database& db, LeaderboardRoutesOptions options = {});

} // namespace academy::net
