#pragma once

#include "app/config.hpp"

namespace CLI {
class App;
}

namespace academy::app {

// `academy db copy --from URL --to URL`: moves a school between databases (store/database_copy.hpp)
// with a progress bar, and prints each table's row count once they match.
void add_db_commands(CLI::App& app, Config& config);

} // namespace academy::app
