#include "learn/practice/practice_engine.hpp"

#include "engine/bot_levels.hpp"

namespace academy::learn::practice {

Evaluation PoolEngine::evaluate(const std::string& fen, int depth)
{
    engine::SearchLimits limits;
    limits.depth = depth;
    limits.movetime_ms = kJudgeMoveTimeMs;
    limits.timeout = std::chrono::milliseconds(kJudgeMoveTimeMs + 2500);
    limits.timeout_message = "The engine took too long to judge the move";
    const auto r = pool_.search(who_, fen, limits);
    return { r.score, r.best_move };
}

std::string PoolEngine::reply(const std::string& fen, int level)
{
    const auto* bot = engine::find_bot_level(level);
    return engine::bot_move(pool_, who_, fen, bot ? *bot : *engine::find_bot_level(3)).move;
}

} // namespace academy::learn::practice
