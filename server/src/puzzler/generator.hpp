// Offline puzzle generation: engine games at mixed strengths, positions right after a mistake
// where the other side has a winning line, kept only when every solver move is the only good
// one (solution_check.hpp). Deterministic for a seed: fixed node limits, one thread per engine,
// a hash cleared before every game and every check, and every random choice drawn from a
// generator seeded by (seed, game index), so the worker count does not change the output.
#pragma once

#include "puzzler/puzzle.hpp"
#include "puzzler/solution_check.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace academy::puzzler {

struct GenerateOptions {
    int games = 10;
    std::uint64_t seed = 1;
    int threads = 1;
    long long play_nodes = 4000; // per move of the games (MultiPV 4)
    CheckLimits check {};
    std::string stockfish = "/usr/games/stockfish";
    int max_plies = 160;
    // Share of games that start from a random king-and-pawn ending instead of the initial
    // position: whole games rarely reach one, and pawn endings are full of only-moves.
    double endgame_share = 0.0;
    // When set, only puzzles with one of these themes are kept, and the generator hunts for them:
    // every losing alternative of the mover's top eight moves is a candidate, and a candidate goes
    // to the full check only when the line of a short first search already shows a wanted theme.
    // This fills sets whose themes are rare in engine games (deflection, attraction).
    std::vector<std::string> wanted_themes;
    // Called after each finished game with (games done, puzzles so far); from worker threads.
    std::function<void(int, int)> progress;
};

std::vector<Puzzle> generate(const GenerateOptions& options);

// A game-independent stable id: "a" plus base-36 of a hash of seed, game and ply.
std::string puzzle_id(std::uint64_t seed, int game, int ply);

} // namespace academy::puzzler
