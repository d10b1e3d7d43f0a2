// The judge's engine on the server: Stockfish from the engine pool, at full strength for the
// judgement and at the position's educational level for the bot's reply.
#pragma once

#include "engine/engine_pool.hpp"
#include "learn/practice/practice_judge.hpp"

namespace academy::learn::practice {

// A judgement may think this long before the engine's answer so far is taken.
inline constexpr int kJudgeMoveTimeMs = 2500;

class PoolEngine : public PracticeEngine {
public:
    explicit PoolEngine(engine::EnginePool& pool)
        : pool_(pool)
    {
    }
    Evaluation evaluate(const std::string& fen, int depth) override;
    std::string reply(const std::string& fen, int level) override;

private:
    engine::EnginePool& pool_;
};

} // namespace academy::learn::practice
