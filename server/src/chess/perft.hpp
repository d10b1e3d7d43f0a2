// Perft: the number of leaf nodes of the legal move tree to a fixed depth, the
// standard correctness test (and speed benchmark) for move generators.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "chess/position.hpp"

namespace academy::chess {

// Leaves are counted in bulk: at depth 1 the legal moves are counted, not played.
std::uint64_t perft(const Position& pos, int depth);

// Perft below each root move, in generation order (the "divide" debugging aid).
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, int depth);

} // namespace academy::chess
