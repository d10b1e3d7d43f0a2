#include "engine/computer_levels.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/uci.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace academy::engine {

int reply_limit_ms(const ComputerLevel& level)
{
    return level.time_limit_ms > 0 ? level.time_limit_ms : kDefaultReplyLimitMs;
}

SearchLimits computer_search_limits(const ComputerLevel& level)
{
    const int cap = reply_limit_ms(level);
    SearchLimits limits;
    limits.skill = level.skill;
    limits.depth = level.depth;
    limits.nodes = level.nodes;
    limits.elo = level.elo;
    limits.movetime_ms = level.movetime_ms > 0 ? std::min(cap, level.movetime_ms) : cap;
    limits.timeout = std::chrono::milliseconds(cap + 1000);
    limits.timeout_message = "Computer move timeout after " + std::to_string(cap + 1000) + "ms";
    limits.urgency = Urgency::play;
    return limits;
}

std::string computer_move(EnginePool& pool, const RequesterKey& who, const std::string& fen,
    const ComputerLevel& level, double roll, std::uint64_t pick)
{
    const auto position = chess::parse_fen(fen);
    if (!position)
        throw EngineError("Invalid position: " + position.error().message);
    const auto legal = chess::generate_legal(position.value());
    if (legal.empty())
        throw EngineError("No legal moves available");
    auto random_move = [&] { return chess::move_to_uci(legal[pick % legal.size()]); };
    // The weaker levels blunder on purpose: the same rule as the browser's game.
    if (roll < level.random_move)
        return random_move();
    const SearchResult r = pool.search(who, fen, computer_search_limits(level));
    if (!r.best_move.empty() && chess::parse_uci_move(position.value(), r.best_move))
        return r.best_move;
    spdlog::warn("engine gave no usable move for {}; the computer plays a random one", fen);
    return random_move();
}

ComputerEngine::ComputerEngine(
    EnginePool& pool, std::vector<ComputerLevel> levels, std::uint64_t seed)
    : pool_(pool)
    , levels_(std::move(levels))
    , rng_(seed)
{
}

const ComputerLevel* ComputerEngine::level(int level) const
{
    if (level < 1 || level > static_cast<int>(levels_.size()))
        return nullptr;
    return &levels_[static_cast<std::size_t>(level - 1)];
}

std::string ComputerEngine::move(const RequesterKey& who, const std::string& fen, int level)
{
    const ComputerLevel* settings = this->level(level);
    if (!settings)
        throw EngineError("No computer level " + std::to_string(level));
    double roll = 0;
    std::uint64_t pick = 0;
    {
        std::lock_guard lock(mutex_);
        roll = std::uniform_real_distribution<double>(0.0, 1.0)(rng_);
        pick = rng_();
    }
    return computer_move(pool_, who, fen, *settings, roll, pick);
}

} // namespace academy::engine
