// `academy bench fair-engine` (make bench-fair-engine, issue 29): the reply time of a learner's
// level-3 bot move while another address runs depth-20 multi-PV analyses through the engine
// routes, on the engine pool `academy serve` has.
#pragma once

#include <CLI/CLI.hpp>

namespace academy::app {

struct Config;

void add_bench_fair_engine_command(CLI::App& bench, Config& config);

} // namespace academy::app
