#pragma once

#include "engine/engine_pool.hpp"
#include "net/router.hpp"

#include <cstddef>

namespace academy::net {

struct EngineRoutesOptions {
    // Bot moves and analyses together, per client address.
    std::size_t requests_per_minute = 60;
};

// The deepest analysis a client may ask for (the search is also held to 3 s of thinking).
inline constexpr int kMaxAnalysisDepth = 20;

// GET /api/bots, GET /api/bots/{level}, POST /api/bots/move (the educational bot: the move with
// its explanation, alternatives and teaching point), POST /api/analysis and POST /api/explain (a
// move the user made, explained by learn/explain). The POSTs run on the server's engine threads
// (Execution::engine), never on the database's.
void add_engine_routes(Router& router, engine::EnginePool& pool, EngineRoutesOptions options = {});

} // namespace academy::net
