// Command-line subcommands of `academy` backed by the chess core:
//
//   academy perft [--fen "<FEN>"] --depth N [--divide]
//       Prints the perft leaf count as the last line of stdout; with --divide, first one
//       "<uci>: <count>" line per legal move. Timing goes to stderr.
//   academy moves [--fen "<FEN>"] [--san]
//       Prints every legal move, one per line, in UCI (default) or SAN.
//
// Without --fen the start position is used. A bad FEN prints one line naming the
// problem on stderr and exits with status 2.
//
// Exit status: each subcommand's callback runs the command, flushes stdout/stderr and
// ends the process with std::exit(status) (0 on success, 2 on a bad FEN), so main.cpp
// needs nothing beyond
//     CLI::App app{"..."};
//     academy::app::add_chess_commands(app);
//     CLI11_PARSE(app, argc, argv);
// and argument errors are still reported by CLI11_PARSE as usual.
#pragma once

#include <CLI/CLI.hpp>

namespace academy::app {

void add_chess_commands(CLI::App& app);

} // namespace academy::app
