// The end-to-end check of a practice position: Stockfish plays the player's side through the real
// judge against the educational bot, as a strong learner would, and the attempt must end won. It
// catches goals whose thresholds would fail a correct line, which a look at the start position
// alone cannot. Slow (a few seconds per move), so it is an option of `academy practice verify`
// (--playout) rather than part of `make test`.
#pragma once

#include "engine/engine_pool.hpp"
#include "learn/practice/practice_judge.hpp"

#include <string>

namespace academy::learn::practice {

struct Playout {
    Status status = Status::playing;
    int moves = 0;
    int stars = 0;
    std::string reason;
    std::string line; // the moves played, SAN
};

// Plays `position` with the player's moves chosen by its own Stockfish (`stockfish`, told the
// game's moves) at `depth`; the judge and the bot use `pool`.
Playout play_out(const PracticePosition& position, engine::EnginePool& pool,
    const std::string& stockfish, int depth = 16);

} // namespace academy::learn::practice
