// `academy bench engine-settings` (make bench-calibrate, make bench-levels): the exact UCI
// commands the server sends for a move at each computer level (engine/computer_levels.hpp) and
// each educational bot level (engine/bot_levels.hpp), so that the calibration scripts play the
// levels with the server's own settings instead of a copy of them.
#pragma once

#include <CLI/CLI.hpp>

namespace academy::app {

void add_bench_engine_settings_command(CLI::App& bench);

} // namespace academy::app
