// The engine's part of the coach: best play in the position, and the move's own line when a
// move is asked about, searched on the server's engine pool.
#pragma once

#include "engine/engine_pool.hpp"
#include "learn/coach/coach.hpp"

#include <chrono>

namespace academy::learn::coach {

// Each of the (at most two) searches is held to these; the coach answers while the player waits.
struct CoachSearch {
    int depth = 12;
    int movetime_ms = 500;
    std::chrono::milliseconds timeout { 2'000 };
};

// The engine's lines for `request` (its FEN and move must be legal). An engine failure or
// timeout leaves the lines empty, and the coach then speaks from the board alone; PoolBusy
// propagates (the route answers 503). `who` is the learner asking.
CoachFacts search_facts(engine::EnginePool& pool, const engine::RequesterKey& who,
    const CoachRequest& request, const CoachSearch& search = {});

// search_facts, then build_coaching.
chess::Result<CoachResponse> coach(engine::EnginePool& pool, const engine::RequesterKey& who,
    const CoachRequest& request, const CoachSearch& search = {});

} // namespace academy::learn::coach
