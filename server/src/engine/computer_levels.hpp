// The 25 levels of the game against the computer (content/play/computer-levels.json, the table the
// web plays by too) and how the server's engine plays a move at one of them.
#pragma once

#include "engine/engine_pool.hpp"

#include <cstdint>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace academy::engine {

inline constexpr int kComputerLevels = 25;
// The most one reply may take at a level without a time limit of its own (levels 1-9 and 25).
inline constexpr int kDefaultReplyLimitMs = 10'000;

// One row of the table: Stockfish's settings at the level, zero where the row sets none.
struct ComputerLevel {
    int level = 0;
    int skill = 20;
    int depth = 0;
    long nodes = 0;
    int movetime_ms = 0;
    int elo = 0;
    double random_move = 0; // share of moves played at random (0..1)
    int time_limit_ms = 0; // 0: none (the reply is still capped at kDefaultReplyLimitMs)
};

// The most one reply may take: the level's time limit, else kDefaultReplyLimitMs.
int reply_limit_ms(const ComputerLevel& level);

// The level's search: its skill, depth, nodes and Elo, a movetime capped by the reply limit (as
// the browser's engine searches, features/play/components/game-screen.tsx), and a timeout one
// second after it; a move of a game (Urgency::play).
SearchLimits computer_search_limits(const ComputerLevel& level);

// The computer's move in `fen` (a position with a legal move): when `roll` (uniform in [0, 1)) is
// below the level's `random_move` share, the legal move numbered `pick` modulo their count, else
// the engine's at the level's settings; a random legal move too when the engine answers nothing
// usable. Throws PoolBusy when the pool's queue is full and EngineError when the engine fails
// (the caller answers 503 and keeps the game as it was). `who` is the player.
std::string computer_move(EnginePool& pool, const RequesterKey& who, const std::string& fen,
    const ComputerLevel& level, double roll, std::uint64_t pick);

// The server's computer player: the table of levels, the engine pool and the server's own
// random numbers for the random moves. Thread-safe.
class ComputerEngine {
public:
    ComputerEngine(EnginePool& pool, std::vector<ComputerLevel> levels, std::uint64_t seed);

    // nullptr outside 1..levels.
    const ComputerLevel* level(int level) const;
    // computer_move at `level` (1..25) for `who` with the next random numbers.
    std::string move(const RequesterKey& who, const std::string& fen, int level);

private:
    EnginePool& pool_;
    std::vector<ComputerLevel> levels_;
    std::mutex mutex_;
    std::mt19937_64 rng_;
};

} // namespace academy::engine
