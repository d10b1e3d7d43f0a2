// `academy lessons ...`: the lesson content tools.
//
//   academy lessons verify [--content DIR] [--jobs 2] [--depth 12] [--allow-incomplete]
//                          [--cache FILE] [--stockfish PATH]
//       The content truth test of content/lessons/README.md: prints each failure as
//       "file: place: reason" and a summary; exit code 1 on any failure. --allow-incomplete skips
//       the count checks (missing lesson, interactive and academy files) while content is written.
#pragma once

#include <CLI/CLI.hpp>

namespace academy::app {

void add_lessons_commands(CLI::App& app);

} // namespace academy::app
