// The one rule that decides whether a line is a puzzle, shared by the generator and `verify` so
// both run the very same sequence of engine searches: every solver move must be the only good
// move. Mate lines keep a forced mate (any mate is fine on the mating move); other lines stay
// decisively winning and the best move beats the second best by kUniqueMargin winning chances.
#pragma once

#include "puzzler/engine_process.hpp"

#include <optional>
#include <string>
#include <vector>

namespace academy::puzzler {

struct CheckLimits {
    long long nodes = 150000; // per solver-move search (MultiPV 2) and per reply search
    int max_solver_moves = 6;
    int longest_mate = 5; // mates beyond this are treated as "winning", not as a mate line
};

// The only-move margin: the best move's winning chances exceed the second's by this much
// (Lichess uses 0.7 with far deeper searches; at our node limits 0.5 keeps clear only-moves).
inline constexpr double kUniqueMargin = 0.5;
// A non-mate line must stay at least this good for the solver (centipawns).
inline constexpr int kWinningCp = 200;

struct FoundLine {
    std::vector<std::string> solution; // solver, reply, solver, ... ending on the solver
    bool mate = false;
    int mate_in = 0;
};

// Builds the puzzle line from the position after the opponent's mistake: `fen` and `mistake`
// (the first move). nullopt when the first solver move is not unique or not winning.
std::optional<FoundLine> find_line(EngineProcess& engine, const std::string& fen,
    const std::string& mistake, const CheckLimits& limits);

// The same rule from the position after `before` (UCI, possibly none): the solver is the side to
// move there. The personal deck (learn/review/deck_cards) asks it about the position a player
// faced before their own mistake, which no opponent's move needs to precede.
std::optional<FoundLine> find_line_after(EngineProcess& engine, const std::string& fen,
    const std::vector<std::string>& before, const CheckLimits& limits);

// Re-checks a stored line (moves[0] is the opponent's move). Returns an empty string when it
// holds, else the reason it fails.
std::string check_line(EngineProcess& engine, const std::string& fen,
    const std::vector<std::string>& moves, const CheckLimits& limits);

// The fewest nodes (from a ladder of limits) at which the engine finds `move` from scratch.
long long nodes_to_find(EngineProcess& engine, const std::string& fen,
    const std::vector<std::string>& before, const std::string& move);

} // namespace academy::puzzler
