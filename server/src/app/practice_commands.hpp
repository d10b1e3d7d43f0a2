// `academy practice ...`: the practice content tools.
//
//   academy practice verify [--content DIR] [--jobs 2] [--depth 18] [--allow-incomplete]
//                           [--cache FILE] [--stockfish PATH]
//       The truth test of content/practice/README.md: prints each failure as
//       "file: place: reason" and a summary; exit code 1 on any failure.
#pragma once

#include <CLI/CLI.hpp>

namespace academy::app {

void add_practice_commands(CLI::App& app);

} // namespace academy::app
