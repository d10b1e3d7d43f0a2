#pragma once

#include "app/config.hpp"

#include <functional>

namespace academy::app {

// Registers `serve` and `migrate`; their callbacks run the command and record its exit code.
// How many engine searches may wait in `academy serve`'s pool before one is refused (503). 200
// games against the computer at once on two engines fill a line of 16 in bursts and refused 1.5%
// of their moves (make bench-computer-games); at 64 none was, and one requester still holds at
// most 4 of the places (engine/fair_line.hpp).
inline constexpr int kServeEngineQueue = 64;

void add_serve_commands(CLI::App& app, Config& config);

// The exit code of whichever subcommand ran (0 when none failed).
int exit_code();
void set_exit_code(int code);
// Runs a subcommand at the I/O edge: what it returns is the exit code; a failure is one clear
// line on stderr and exit code 1.
void run_guarded(const std::function<int()>& command);

} // namespace academy::app
