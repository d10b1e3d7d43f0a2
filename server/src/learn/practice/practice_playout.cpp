#include "learn/practice/practice_playout.hpp"

#include "chess/fen.hpp"
#include "chess/uci.hpp"
#include "learn/practice/practice_engine.hpp"

namespace academy::learn::practice {

namespace {

    // A move after which the position has been seen before, or after which the opponent can
    // complete a threefold repetition.
    bool stale(const chess::Game& game, chess::Move m)
    {
        auto trial = game;
        trial.play(m);
        if (trial.repetition_count() >= 2)
            return true;
        for (const auto& reply : trial.legal_moves()) {
            auto next = trial;
            next.play(reply);
            if (next.repetition_count() >= 3)
                return true;
        }
        return false;
    }

    std::string best_fresh_move(
        const Attempt& attempt, engine::EnginePool& pool, std::string fallback)
    {
        int best_score = -1'000'000;
        for (const auto& m : attempt.game.legal_moves()) {
            if (stale(attempt.game, m))
                continue;
            auto trial = attempt.game;
            trial.play(m);
            int score = 0;
            if (trial.legal_moves().empty()) {
                score = trial.position().in_check() ? 1'000'000 : 0;
            } else {
                engine::SearchLimits limits;
                limits.depth = 12;
                limits.timeout = std::chrono::milliseconds(8000);
                const auto r = pool.search(chess::to_fen(trial.position()), limits);
                const int white
                    = r.mate ? (*r.mate > 0 ? 100'000 - *r.mate : -100'000 - *r.mate) : r.score_cp;
                score = attempt.player == chess::White ? white : -white;
            }
            if (score > best_score) {
                best_score = score;
                fallback = chess::move_to_uci(m);
            }
        }
        return fallback;
    }

} // namespace

Playout play_out(const PracticePosition& position, engine::EnginePool& pool, int depth)
{
    PoolEngine engine(pool);
    Attempt attempt = start_attempt(position, "playout", 0);
    Playout out;
    while (attempt.status == Status::playing && out.moves <= position.move_cap()) {
        engine::SearchLimits limits;
        limits.depth = depth;
        limits.movetime_ms = 3000;
        limits.timeout = std::chrono::milliseconds(8000);
        auto best = pool.search(chess::to_fen(attempt.game.position()), limits).best_move;
        // The engine sees a FEN, not the game: left alone it shuffles into a repetition that a
        // learner would avoid. Then it takes the best move that lets no position come back.
        if (const auto m = chess::parse_uci_move(attempt.game.position(), best);
            m && stale(attempt.game, m.value()))
            best = best_fresh_move(attempt, pool, best);
        const auto judged = judge_move(attempt, position, best, engine);
        if (const auto* problem = std::get_if<std::string>(&judged)) {
            out.reason = "the engine's move " + best + " was refused: " + *problem;
            return out;
        }
        const auto& o = std::get<MoveOutcome>(judged);
        out.moves = o.moves_used;
        out.line += (out.line.empty() ? "" : " ") + o.user.san;
        if (o.bot)
            out.line += " " + o.bot->san;
        out.status = o.status;
        out.stars = o.stars;
        out.reason = o.reason;
    }
    return out;
}

} // namespace academy::learn::practice
