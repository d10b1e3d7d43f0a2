#pragma once

#include "app/config.hpp"

namespace CLI {
class App;
}

namespace academy::app {

// `academy bench review`: time the review of an engine-played game (make bench-review).
void add_review_bench(CLI::App& bench, Config& config);

} // namespace academy::app
