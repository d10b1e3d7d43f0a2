// Game reviews (issue 19): POST /api/reviews {gameId | pgn}, GET /api/reviews/{id} and the
// "Learn from your mistakes" check, POST /api/reviews/{id}/attempts {ply, move}.
#pragma once

#include "learn/review/review_service.hpp"
#include "net/router.hpp"

namespace academy::net {

struct ReviewRoutesOptions {
    // New reviews and mistake attempts per address per minute: both cost engine time.
    std::size_t requests_per_minute = 20;
};

void add_review_routes(
    Router& router, learn::review::ReviewService& reviews, ReviewRoutesOptions options = {});

// The JSON of a review as GET /api/reviews/{id} answers it (also used by the tests).
nlohmann::json review_json(const learn::review::ReviewView& view);

} // namespace academy::net
