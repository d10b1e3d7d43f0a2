#include "engine/bot_levels.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <random>

namespace academy::engine {

const std::vector<BotLevel>& bot_levels()
{
    static const std::vector<BotLevel> levels {
        { 1, "Pawn", 1, 100, 1350,
            "Friendly and forgiving: plays quickly and often leaves pieces hanging.",
            "How the pieces move and capture; spotting free material." },
        { 2, "Knight", 2, 200, 1290,
            "Playful and a little reckless: likes to jump into the action.",
            "Protecting your pieces and noticing simple threats." },
        { 3, "Bishop", 3, 300, 1330,
            "Patient and steady: develops pieces and waits for your mistakes.",
            "Opening principles: centre, development and castling." },
        { 4, "Rook", 4, 500, 1600,
            "Straightforward and solid: trades when ahead and keeps it simple.",
            "Basic tactics: forks, pins and skewers." },
        { 5, "Queen", 5, 750, 1680, "Ambitious and active: looks for attacks against your king.",
            "Calculating two-move combinations and king safety." },
        { 6, "King", 6, 1000, 1760, "Careful and positional: improves pieces before striking.",
            "Pawn structure, weak squares and piece activity." },
        { 7, "Grandmaster", 8, 1500, 2090, "Strategic and precise: punishes loose moves.",
            "Planning in the middlegame and converting an advantage." },
        { 8, "World Champion", 10, 2000, 2710, "Relentless and accurate: rarely misses a tactic.",
            "Deep calculation and endgame technique." },
        { 9, "Stockfish Junior", 12, 3000, 2640,
            "A young engine: sharp, concrete and hard to trick.",
            "Defending difficult positions and finding only-moves." },
        { 10, "Stockfish Master", 14, 5000, 3130, "A full engine: calm, exact and merciless.",
            "Playing the best move in every phase against near-perfect play." },
    };
    return levels;
}

const BotLevel* find_bot_level(int level)
{
    if (level < 1 || level > 10)
        return nullptr;
    return &bot_levels()[static_cast<std::size_t>(level - 1)];
}

SearchLimits bot_search_limits(const BotLevel& level)
{
    SearchLimits limits;
    limits.depth = level.depth;
    // The level's time is the budget for the whole reply, not for the search alone: Stockfish
    // overshoots `movetime` when many processes share the cores, and the answer still has to be
    // read and explained. Keep 5% of the budget (at most 150 ms) for that.
    limits.movetime_ms = level.time_limit_ms - std::min(150, level.time_limit_ms / 20);
    // Stockfish's Skill Level by level: fixed, apart from the label, which is the rating these
    // settings measure (make bench-calibrate), so relabelling never changes the play. (They are
    // the skills the first labels gave, (label - 400) / 90 for 400, 600, ... 2200.)
    static constexpr int kSkill[] = { 0, 2, 4, 6, 8, 11, 13, 15, 17, 20 };
    limits.skill = kSkill[std::clamp(level.level, 1, 10) - 1];
    limits.timeout = std::chrono::milliseconds(level.time_limit_ms + 1000);
    limits.timeout_message
        = "Bot move timeout after " + std::to_string(level.time_limit_ms + 1000) + "ms";
    limits.urgency = Urgency::play;
    return limits;
}

BotMove bot_move(EnginePool& pool, const RequesterKey& who, const std::string& fen,
    const BotLevel& level, int multipv)
{
    auto position = chess::parse_fen(fen);
    const auto legal = chess::generate_legal(position.value());
    if (legal.empty())
        throw EngineError(std::string(kNoLegalMoves));

    try {
        auto limits = bot_search_limits(level);
        limits.multipv = multipv;
        const SearchResult r = pool.search(who, fen, limits);
        if (!r.best_move.empty() && chess::parse_uci_move(position.value(), r.best_move)) {
            BotMove out { r.best_move, r.score, r.depth, r.time_ms, std::nullopt, false, r.lines };
            for (const auto& line : r.lines)
                if (!line.pv.empty() && line.pv.front() == r.best_move) {
                    out.score = line.score;
                    break;
                }
            return out;
        }
        spdlog::warn("engine gave no usable move for {}; falling back to a random move", fen);
    } catch (const PoolBusy&) {
        throw;
    } catch (const EngineError& e) {
        spdlog::warn("bot move failed ({}); falling back to a random legal move", e.what());
    }

    static thread_local std::mt19937 rng { std::random_device {}() };
    std::uniform_int_distribution<int> pick(0, legal.size() - 1);
    const chess::Move move = legal[pick(rng)];
    const std::string san = chess::to_san(position.value(), move);
    BotMove out;
    out.move = chess::move_to_uci(move);
    out.explanation = "The engine is unavailable, so the bot played " + san
        + ", a legal move in this position.";
    out.fallback = true;
    return out;
}

} // namespace academy::engine
