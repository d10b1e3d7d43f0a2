// `academy puzzles verify`: every puzzle of a library checked again, by the same rules the
// generator applied (puzzle_validation.hpp for the line, solution_check.hpp for the engine).
#pragma once

#include "puzzler/puzzle.hpp"
#include "puzzler/solution_check.hpp"

#include <functional>
#include <string>
#include <vector>

namespace academy::puzzler {

struct VerifyOptions {
    CheckLimits limits {};
    int threads = 0; // 0: one per core
    std::string stockfish = "/usr/games/stockfish";
    // Called with the number of puzzles checked so far, from worker threads.
    std::function<void(int)> progress;
};

// The reason each puzzle fails, in the puzzles' order; an empty string where it holds.
std::vector<std::string> verify_puzzles(
    const std::vector<Puzzle>& puzzles, const VerifyOptions& options);

} // namespace academy::puzzler
