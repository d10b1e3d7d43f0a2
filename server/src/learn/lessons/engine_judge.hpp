// The engine half of `academy lessons verify`: every "best" task the structural checks collected
// (verify.cpp) is searched by Stockfish on parallel engine processes, with earlier results read
// from and written to a cache file, and judged by the best-move rule (best_move_rule.hpp).
#pragma once

#include "learn/lessons/verify.hpp"

#include <string>
#include <vector>

namespace academy::learn::lessons {

// A position to be judged by the engine, and where it stands in the content.
struct BestTask {
    std::string file;
    std::string place;
    std::string fen;
    std::vector<std::string> accepted;
};

// Searches the tasks' positions (each FEN once; the cache first) and adds a failure to `report`
// for every task the rule refuses; sets report.positions and report.searched.
void judge(const std::vector<BestTask>& tasks, const VerifyOptions& options, VerifyReport& report);

} // namespace academy::learn::lessons
