// `academy bench progress`: builds the database `make bench-progress` measures (mk/progress.mk,
// scripts/bench-progress.sh): generated players (store/synthetic_players.hpp), their boards
// settled (learn/progress/progress_settle.hpp), and access tokens of a sample of them for the load
// generator.
#pragma once

#include <CLI/CLI.hpp>

namespace academy::app {

struct Config;

void add_bench_commands(CLI::App& app, Config& config);

} // namespace academy::app
