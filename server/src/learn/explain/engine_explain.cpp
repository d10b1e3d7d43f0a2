#include "learn/explain/engine_explain.hpp"

#include "chess/fen.hpp"
#include "chess/uci.hpp"

#include <spdlog/spdlog.h>

namespace academy::learn::explain {

Score mover_score(const Score& white, chess::Color mover)
{
    return mover == chess::White ? white : white.flipped();
}

chess::Result<EngineExplanation> explain_with_engine(engine::EnginePool& pool,
    const engine::RequesterKey& who, const std::string& fen, const std::string& move,
    const ExplainSearch& search)
{
    auto position = chess::parse_fen(fen);
    if (!position)
        return position.error();
    auto parsed = chess::parse_uci_move(position.value(), move);
    if (!parsed)
        return parsed.error();
    const chess::Color mover = position.value().side_to_move();
    const std::string uci = chess::move_to_uci(parsed.value());

    EngineExplanation out;
    ExplainInput input;
    input.fen = fen;
    input.move = uci;
    engine::SearchLimits limits;
    limits.depth = search.depth;
    limits.movetime_ms = search.movetime_ms;
    limits.timeout = search.timeout;
    limits.timeout_message = "Position analysis timeout";
    try {
        const auto best = pool.search(who, fen, limits);
        limits.search_moves = { uci };
        const auto played = pool.search(who, fen, limits);
        out.before = mover_score(best.score, mover);
        out.after = mover_score(played.score, mover);
        // The best move's own search can come out a few centipawns under the restricted one;
        // the move played is never scored above the best.
        if (best.best_move == uci || out.after->cp > out.before->cp)
            out.before = out.after;
        out.best_move = best.best_move;
        input.before = out.before;
        input.after = out.after;
        input.best_move = best.best_move;
        if (played.pv.size() > 1)
            input.line_after.assign(played.pv.begin() + 1, played.pv.end());
    } catch (const engine::PoolBusy&) {
        throw;
    } catch (const engine::EngineError& e) {
        spdlog::warn("explaining {} in {}: engine failed ({}); explaining from the board alone",
            uci, fen, e.what());
    }
    auto explained = explain_move(input);
    if (!explained)
        return explained.error();
    out.explanation = std::move(explained.value());
    return out;
}

} // namespace academy::learn::explain
