#pragma once

#include "engine/engine_pool.hpp"
#include "learn/practice/practice_catalogue.hpp"
#include "learn/practice/practice_judge.hpp"
#include "net/router.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

namespace academy::store {
class Database;
}

namespace academy::net {

struct PracticeRoutesOptions {
    // The server clock, Unix milliseconds (tests set it). Empty: the system clock.
    std::function<std::int64_t()> now_ms;
    // Attempts started and moves sent, together, per client address: each move costs two engine
    // searches.
    std::size_t requests_per_minute = 90;
    std::int64_t attempt_idle_ms = 2 * 60 * 60 * 1000;
    // The judge's engine; tests may give their own. Null: the pool's (learn::practice::PoolEngine).
    std::shared_ptr<learn::practice::PracticeEngine> engine;
};

// The practice positions (briefs/contract-17.md; content/practice/README.md), for visitors and
// accounts alike (an account's best stars are kept on the server):
//   GET  /api/practice                               sections with the player's stars
//   GET  /api/practice/{id}                          one position, without its solution
//   POST /api/practice/{id}/attempts                 a new attempt, held by the server
//   POST /api/practice/attempts/{attemptId}/moves    {move}: judged, answered by the bot
void add_practice_routes(Router& router, store::Database& db, engine::EnginePool& pool,
    std::shared_ptr<const learn::practice::Catalogue> catalogue,
    PracticeRoutesOptions options = {});

} // namespace academy::net
