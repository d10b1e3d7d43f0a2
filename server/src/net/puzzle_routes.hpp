#pragma once

#include "net/router.hpp"

namespace academy::store {
class Database;
}

namespace academy::net {

// /api/puzzles/*: sets, a puzzle, rated "next", the daily puzzle, attempts and the dashboard.
// Visitors without an account get puzzles too; their attempts live in the browser.
void add_puzzle_routes(Router& router, store::Database& db);

} // namespace academy::net
