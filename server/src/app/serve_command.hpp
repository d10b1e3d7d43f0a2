#pragma once

#include "app/config.hpp"

namespace academy::app {

// Registers `serve` and `migrate`; their callbacks run the command and record its exit code.
void add_serve_commands(CLI::App& app, Config& config);

// The exit code of whichever subcommand ran (0 when none failed).
int exit_code();
void set_exit_code(int code);

} // namespace academy::app
