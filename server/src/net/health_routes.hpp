#pragma once

#include "net/router.hpp"
#include "store/database.hpp"

namespace academy::net {

// GET /api/health: version, uptime and a real database round trip (503 when it fails).
void add_health_routes(Router& router, store::Database& db);

} // namespace academy::net
