#pragma once

#include "net/router.hpp"

#include <cstdint>
#include <functional>

namespace academy::store {
class Database;
}

namespace academy::net {

struct PuzzleRoutesOptions {
    std::function<std::int64_t()> now_ms; // the clock that times solves; the wall clock when empty
};

// /api/puzzles/*: sets, a puzzle, rated "next", the daily puzzle, hints, attempts and the
// dashboard. Visitors without an account get puzzles too; their attempts live in the browser.
// For an account, serving a puzzle (GET /api/puzzles/{id} or "next"; not the lists of a set, not
// the daily preview) starts its clock and the hint route counts its hints: the attempt's time and
// hints are the server's, not the browser's.
void add_puzzle_routes(Router& router, store::Database& db, PuzzleRoutesOptions options = {});

} // namespace academy::net
