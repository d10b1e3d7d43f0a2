#pragma once

#include "net/router.hpp"

#include <cstdint>
#include <functional>

namespace academy::store {
class Database;
}

namespace academy::net {

struct AssessmentRoutesOptions {
    // The server clock, Unix milliseconds (tests set it). Empty: store::wall_clock_ms.
    std::function<std::int64_t()> now_ms;
    // Visitors' new assessments per address and hour: each one is a stored session.
    std::size_t visitor_starts_per_hour = 30;
};

// The calibration test (bearer authentication required) and the strength assessment (visitors
// too), as issue 18's wire contract has them (docs/assessment.md):
//   GET  /api/calibration/start[?restart=1], POST /api/calibration/submit-move,
//   GET  /api/calibration/result
//   POST /api/assessment/start, GET /api/assessment/{sessionId},
//   POST /api/assessment/{sessionId}/hint, POST /api/assessment/{sessionId}/answer,
//   GET  /api/assessment/{sessionId}/result, POST /api/assessment/{sessionId}/claim,
//   GET  /api/assessment/history
void add_assessment_routes(
    Router& router, store::Database& db, AssessmentRoutesOptions options = {});

// GET /api/test/assessment/{sessionId}/answer and GET /api/test/calibration/answer: the SAN of
// the question being asked, so that end-to-end tests can script right answers. Registered only by
// `academy serve --test-clock`, like POST /api/test/clock.
void add_assessment_test_routes(
    Router& router, store::Database& db, AssessmentRoutesOptions options = {});

} // namespace academy::net
