// The initial rating of a generated puzzle, before any player has tried it: what it takes to
// find the solution (solver moves, the nodes the engine needed for the first move) and what
// its themes say about it. Players' first attempts correct it later (Glicko-2).
#pragma once

#include "puzzler/puzzle.hpp"

#include <vector>

namespace academy::puzzler {

// A single puzzle's estimate, clamped to 400..2400.
int estimate_rating(const Puzzle& puzzle, long long nodes_needed);

// The effort score behind the estimate (higher: harder).
double effort_score(const Puzzle& puzzle, long long nodes_needed);

// Spreads a library's ratings over [low, high] by the rank of each puzzle's effort score (equal
// scores share a rating), so that a library dominated by easy puzzles still has its hardest
// ones at the top of the range. `nodes[i]` belongs to `puzzles[i]`.
void calibrate_ratings(std::vector<Puzzle>& puzzles, const std::vector<long long>& nodes,
    int low = 400, int high = 2400);

} // namespace academy::puzzler
