// `academy puzzles tag`: a generated library tagged and rated again after the tagger or the
// rating estimate changed, from the engine effort recorded with each puzzle (or measured again).
#pragma once

#include "puzzler/puzzle.hpp"

#include <functional>
#include <string>
#include <vector>

namespace academy::puzzler {

// The nodes Stockfish needed for the first solver move, as recorded in a generated puzzle's
// GameUrl (`academy:<seed>/<game>/<ply>?nodes=<n>`); 16000 when none is recorded.
long long recorded_nodes(const std::string& game_url);

struct MeasureOptions {
    int threads = 0; // 0: one per core
    std::string stockfish = "/usr/games/stockfish";
    // Called with the number of puzzles measured so far, from worker threads.
    std::function<void(int)> progress;
};

// Measures again the nodes Stockfish needs to find each puzzle's first solver move, and records
// them in the GameUrl of generated puzzles. Returns the nodes, in the puzzles' order.
std::vector<long long> measure_nodes(std::vector<Puzzle>& puzzles, const MeasureOptions& options);

// Replaces each puzzle's themes with the tagger's and its rating with the estimate from
// `nodes[i]`, the effort behind `puzzles[i]`.
void retag(std::vector<Puzzle>& puzzles, const std::vector<long long>& nodes);

} // namespace academy::puzzler
