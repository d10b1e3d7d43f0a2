// A move explained with the engine's help: the engine scores the position before the move and
// the move itself, and the text generator (explain.hpp) turns both into words. Used by
// POST /api/explain for a move the user made; the coach can call it the same way.
#pragma once

#include "engine/engine_pool.hpp"
#include "learn/explain/explain.hpp"

#include <chrono>
#include <optional>
#include <string>

namespace academy::learn::explain {

// How hard the engine looks at a move being explained: two searches, each held to these.
struct ExplainSearch {
    int depth = 12;
    int movetime_ms = 500;
    std::chrono::milliseconds timeout { 2'000 };
};

struct EngineExplanation {
    MoveExplanation explanation;
    // From the mover's side; empty when the engine could not answer (the text then says only
    // what the board shows).
    std::optional<Score> before;
    std::optional<Score> after;
    std::string best_move; // UCI, empty when unknown
};

// Converts a score of the engine (White's point of view) to the mover's.
Score mover_score(const Score& white, chess::Color mover);

// Explains `move` (UCI, legal in `fen`): the engine's best line and score in `fen`, then the
// move's own score and line ("go searchmoves"). An engine failure leaves the scores empty;
// PoolBusy propagates (the caller answers 503). An illegal FEN or move is an error value. `who`
// is the learner asking.
chess::Result<EngineExplanation> explain_with_engine(engine::EnginePool& pool,
    const engine::RequesterKey& who, const std::string& fen, const std::string& move,
    const ExplainSearch& search = {});

} // namespace academy::learn::explain
