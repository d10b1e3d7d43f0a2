#pragma once

#include "app/config.hpp"

#include <functional>

namespace academy::app {

// Registers `serve` and `migrate`; their callbacks run the command and record its exit code.
void add_serve_commands(CLI::App& app, Config& config);

// The exit code of whichever subcommand ran (0 when none failed).
int exit_code();
void set_exit_code(int code);
// Runs a subcommand at the I/O edge: what it returns is the exit code; a failure is one clear
// line on stderr and exit code 1.
void run_guarded(const std::function<int()>& command);

} // namespace academy::app
