// `academy bench computer-games` (make bench-computer-games): N games against the computer played
// at once through the server's game service (play/computer_play.hpp) on a small engine pool, the
// players choosing random legal moves after a think; prints the p50/p95 reply time per level
// against the level's time limit + 100 ms.
#pragma once

#include <CLI/CLI.hpp>

namespace academy::app {

struct Config;

void add_bench_computer_games_command(CLI::App& bench, Config& config);

} // namespace academy::app
