// `academy bench bots` (make bench-bots): the educational bot's reply time per level with a fixed
// number of requests in flight on the engine pool, against the level's time limit.
#pragma once

#include <CLI/CLI.hpp>

namespace academy::app {

struct Config;

void add_bench_bots_command(CLI::App& bench, Config& config);

} // namespace academy::app
