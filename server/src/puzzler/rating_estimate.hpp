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

// Sets a library's initial ratings from the learning path: each puzzle's motif (its most specific
// theme) places it in the band where that motif is taught (Beginner 400-1000, Intermediate
// 1000-1500, Advanced 1500-1800), and its effort rank among the puzzles of that motif spreads it
// over the band, the hardest fifth reaching on into the next. A rank over the whole library
// instead put every motif rarer than a one-move capture at 2000 and above. `nodes[i]` belongs
// to `puzzles[i]`.
void calibrate_ratings(std::vector<Puzzle>& puzzles, const std::vector<long long>& nodes);

} // namespace academy::puzzler
