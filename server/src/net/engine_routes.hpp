#pragma once

#include "engine/engine_pool.hpp"
#include "net/router.hpp"

namespace academy::net {

// GET /api/bots, GET /api/bots/{level}, POST /api/bots/move and POST /api/analysis.
void add_engine_routes(Router& router, engine::EnginePool& pool);

}  // namespace academy::net
