// The educational bot (docs/bots-and-coach.md, "The educational answer", "Educational bot levels"):
// the engine's move at a level, explained by the text generator, with up to three alternatives from
// the engine's other MultiPV lines, each with its score and why it is weaker (or equal, or stronger
// when a weakened level chose below the best), a teaching point and the game phase.
#pragma once

#include "engine/bot_levels.hpp"
#include "learn/explain/explain.hpp"

#include <string>
#include <vector>

namespace academy::learn::explain {

inline constexpr int kMaxAlternatives = 3;
inline constexpr int kMaxDifficulty = 5;

struct Alternative {
    std::string move; // UCI
    std::string san;
    Score evaluation; // after the alternative, from the bot's side
    std::string why;
};

struct EducationalMove {
    std::string move; // UCI
    std::string san;
    Score evaluation; // after the move, from the bot's side
    int depth = 0;
    long time_ms = 0;
    std::string explanation;
    int difficulty = 1; // 1..5
    std::vector<Alternative> alternatives; // at most 3
    std::string teaching_point;
    std::string category; // opening, middlegame, endgame or tactical
    std::vector<std::string> motifs;
    bool fallback = false; // the engine failed: a random legal move
};

// The bot's move in `fen` (a legal position) at `level`. Throws engine::EngineError with
// engine::kNoLegalMoves when there is no legal move and engine::PoolBusy when the pool is full;
// an engine that fails or hangs gives the random-move fallback instead. `who` is the player.
EducationalMove educational_move(engine::EnginePool& pool, const engine::RequesterKey& who,
    const std::string& fen, const engine::BotLevel& level);

// How hard the move is to find, 1..5: one point, plus one for a quiet move (no capture, no
// check), one for a tactical motif, one when every other line the engine saw is at least a pawn
// worse (an only move), one for the deeper-searching levels (6 and up).
int move_difficulty(const MoveExplanation& e, bool only_move, int level);

} // namespace academy::learn::explain
