// The initial rating of a generated puzzle, before any player has tried it: what it takes to
// find the solution (solver moves, the nodes the engine needed for the first move) and what
// its themes say about it. Players' first attempts correct it later (Glicko-2).
#pragma once

#include "puzzler/puzzle.hpp"

namespace academy::puzzler {

int estimate_rating(const Puzzle& puzzle, long long nodes_needed);

} // namespace academy::puzzler
