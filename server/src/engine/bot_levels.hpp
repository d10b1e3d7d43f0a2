#pragma once

#include "engine/engine_pool.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace academy::engine {

// The educational bot levels (1..10).
struct BotLevel {
    int level;
    std::string_view name;
    int depth;
    int time_limit_ms;
    int elo;
    std::string_view personality;
    std::string_view educational_focus;
};

const std::vector<BotLevel>& bot_levels();
// nullptr when `level` is outside 1..10.
const BotLevel* find_bot_level(int level);

inline constexpr std::string_view kBadBotLevel = "Bot level must be between 1 and 10";
inline constexpr std::string_view kNoLegalMoves = "No legal moves available";

// The search limits of a level: its depth and time limit, a Stockfish skill that grows with the
// level's Elo, and a timeout of the time limit plus one second; a move of a game (Urgency::play).
SearchLimits bot_search_limits(const BotLevel& level);

// Levels by use (docs/bots-and-coach.md): the default, the lessons' and guided practice's range.
inline constexpr int kDefaultBotLevel = 5;
inline constexpr int kLessonBotLevel = 3;
inline constexpr int kPracticeMinBotLevel = 2;
inline constexpr int kPracticeMaxBotLevel = 4;

struct BotMove {
    std::string move; // UCI
    // White's point of view: the score of the line that starts with the move played (a weakened
    // level may play the engine's second or fourth choice), else the best line's.
    Score score;
    int depth = 0;
    long time_ms = 0;
    std::optional<std::string> explanation; // set when the move is the random fallback
    bool fallback = false;
    // The engine's MultiPV lines, best first; empty on the fallback.
    std::vector<PvLine> lines;
};

// The engine's move for `fen` (already validated) at `level`, searching `multipv` lines (a level
// below full strength searches and reports at least 4, so its move is among them). When the
// engine fails, hangs past the level's time plus one second, or answers no legal move, a random
// legal move with its explanation. Throws EngineError(kNoLegalMoves) when there is none, and
// PoolBusy when the pool's queue is full. `who` is the player the move is for.
BotMove bot_move(EnginePool& pool, const RequesterKey& who, const std::string& fen,
    const BotLevel& level, int multipv = 1);

} // namespace academy::engine
