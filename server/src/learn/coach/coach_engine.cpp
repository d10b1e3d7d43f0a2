#include "learn/coach/coach_engine.hpp"

#include <spdlog/spdlog.h>

namespace academy::learn::coach {

namespace {

    EngineLine line_of(const engine::SearchResult& r)
    {
        return { r.score,
            r.pv.empty() && !r.best_move.empty() ? std::vector<std::string> { r.best_move }
                                                 : r.pv };
    }

} // namespace

CoachFacts search_facts(engine::EnginePool& pool, const engine::RequesterKey& who,
    const CoachRequest& request, const CoachSearch& search)
{
    CoachFacts facts;
    engine::SearchLimits limits;
    limits.depth = search.depth;
    limits.movetime_ms = search.movetime_ms;
    limits.timeout = search.timeout;
    limits.timeout_message = "Position analysis timeout";
    try {
        const auto best = pool.search(who, request.fen, limits);
        if (!best.best_move.empty())
            facts.best = line_of(best);
        if (!request.move.empty()) {
            if (best.best_move == request.move) {
                facts.played = facts.best;
            } else {
                limits.search_moves = { request.move };
                facts.played = line_of(pool.search(who, request.fen, limits));
            }
        }
    } catch (const engine::PoolBusy&) {
        throw;
    } catch (const engine::EngineError& e) {
        spdlog::warn("coach: engine failed on {} ({}); answering from the board alone", request.fen,
            e.what());
        facts = {};
    }
    return facts;
}

chess::Result<CoachResponse> coach(engine::EnginePool& pool, const engine::RequesterKey& who,
    const CoachRequest& request, const CoachSearch& search)
{
    return build_coaching(request, search_facts(pool, who, request, search));
}

} // namespace academy::learn::coach
