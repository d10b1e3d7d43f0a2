// The UCI commands of one search, as the engine pool sends them (engine_pool.cpp). `academy bench
// engine-settings` prints them for the calibration scripts (make bench-calibrate, make
// bench-levels), which so play each level with the server's own commands.
#pragma once

#include "engine/engine_pool.hpp"

#include <string>
#include <vector>

namespace academy::engine {

// The commands that set an engine up for one search (before "position"): the hash, the skill,
// the Elo limit, the MultiPV count and "ucinewgame" (every search starts afresh, so a pooled
// engine plays the same move whoever used it before).
std::vector<std::string> uci_setup(const SearchLimits& limits, int hash_mb);
// The "go" command of a search.
std::string uci_go(const SearchLimits& limits);

} // namespace academy::engine
