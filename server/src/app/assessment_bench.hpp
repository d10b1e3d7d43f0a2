// `academy bench assessment` (make bench-assessment): simulated solvers of known rating take the
// adaptive test over the real puzzle library; prints the mean absolute error and the 90%
// interval's coverage next to the prototype's 800 + 8 x percent (docs/bench-assessment.md).
#pragma once

#include <CLI/CLI.hpp>

namespace academy::app {

void add_assessment_bench(CLI::App& bench);

} // namespace academy::app
