#pragma once

#include "net/router.hpp"

namespace academy::net {

// POST /api/test/clock {"advanceMs": n}: moves the server's wall clock (store/wall_clock.hpp) by
// n milliseconds and answers {"nowMs", "offsetMs"}. Registered only by `academy serve
// --test-clock`, for end-to-end tests that cross calendar days (a streak); without the flag the
// route does not exist (404).
void add_test_clock_routes(Router& router);

} // namespace academy::net
