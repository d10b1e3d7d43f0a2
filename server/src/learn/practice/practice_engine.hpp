// The judge's engine on the server: Stockfish from the engine pool, at full strength for the
// judgement and at the position's educational level for the bot's reply, both on behalf of one
// learner (the pool's fair share is per requester), so the routes make one per request.
#pragma once

#include "engine/engine_pool.hpp"
#include "learn/practice/practice_judge.hpp"

#include <utility>

namespace academy::learn::practice {

// A judgement may think this long before the engine's answer so far is taken.
inline constexpr int kJudgeMoveTimeMs = 2500;

class PoolEngine : public PracticeEngine {
public:
    PoolEngine(engine::EnginePool& pool, engine::RequesterKey who)
        : pool_(pool)
        , who_(std::move(who))
    {
    }
    Evaluation evaluate(const std::string& fen, int depth) override;
    std::string reply(const std::string& fen, int level) override;

private:
    engine::EnginePool& pool_;
    engine::RequesterKey who_;
};

} // namespace academy::learn::practice
