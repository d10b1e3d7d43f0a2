#pragma once

#include "engine/engine_pool.hpp"
#include "learn/coach/coach_engine.hpp"
#include "net/ai_client.hpp"
#include "net/router.hpp"

#include <cstddef>

namespace academy::net {

struct CoachRoutesOptions {
    // Coach requests per client address per minute (each is up to two engine searches).
    std::size_t requests_per_minute = 60;
    learn::coach::CoachSearch search;
    AiOptions ai;
};

// The header that carries the player's own provider key from the browser, for one call.
inline constexpr const char* kAiKeyHeader = "x-ai-key";
// The key dialog's rule (docs/bots-and-coach.md, "The key dialog"), enforced here too.
inline constexpr const char* kAiKeyPrefix = "sk-ant-";
inline constexpr std::size_t kMaxAiKeyLength = 256;

// POST /api/coach: the coach panel's answer (learn/coach) for a move, a hint or an analysis; when
// a key is at hand (the player's header, else the operator's file) the provider's Messages API
// rewords it, and any failure of that call falls back to the grounded words with the failure text
// in `aiError` (docs/bots-and-coach.md, "The AI voice"). Visitors may ask (no roles); rate-limited
// per address. Runs on the engine threads (Execution::engine): the searches, then at most
// AiOptions::timeout of waiting.
void add_coach_routes(Router& router, engine::EnginePool& pool, CoachRoutesOptions options = {});

} // namespace academy::net
