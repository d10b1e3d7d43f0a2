#include "learn/practice/practice_playout.hpp"

#include "chess/fen.hpp"
#include "chess/uci.hpp"
#include "learn/practice/practice_engine.hpp"
#include "puzzler/engine_process.hpp"

namespace academy::learn::practice {

Playout play_out(const PracticePosition& position, engine::EnginePool& pool,
    const std::string& stockfish, int depth)
{
    PoolEngine engine(pool, engine::RequesterKey::server("practice-playout"));
    // The player's engine is told the whole game (start and moves), not just the position, so it
    // knows a repetition is a draw and makes progress instead of shuffling, as a learner would.
    puzzler::EngineProcess player(stockfish, 64);
    Attempt attempt = start_attempt(position, "playout", 0);
    Playout out;
    while (attempt.status == Status::playing && out.moves <= position.move_cap()) {
        std::vector<std::string> moves;
        for (const auto& m : attempt.game.moves())
            moves.push_back(chess::move_to_uci(m));
        player.new_game();
        const auto found = player.search_depth(position.fen, moves, depth, 1);
        if (found.lines.empty()) {
            out.reason = "the player's engine found no move";
            return out;
        }
        const auto& best = found.lines[0].move;
        const auto judged = judge_move(attempt, position, best, engine);
        if (!judged) {
            out.reason = "the engine's move " + best + " was refused: " + judged.error().message;
            return out;
        }
        const auto& o = judged.value();
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
