#pragma once

#include "learn/lessons/catalogue.hpp"
#include "net/router.hpp"

#include <cstdint>
#include <functional>
#include <memory>

namespace academy::store {
class Database;
}

namespace academy::net {

struct LessonsRoutesOptions {
    // The server clock, Unix milliseconds (tests set it). Empty: the system clock.
    std::function<std::int64_t()> now_ms;
};

// The lesson catalogue, lesson progress and the lesson record (docs/lessons.md):
//   GET  /api/lessons, GET /api/lessons/{id}      (progress, place and record for a learner)
//   POST /api/lessons/{id}/start, …/complete, …/positions/{n}/move, …/positions/{n}/reveal,
//        …/quiz, …/puzzles/{puzzleId}/skip, …/place   (a learner required)
//   GET  /api/interactive-lessons, GET /api/interactive-lessons/{id}   (the record for a learner)
//   POST /api/interactive-lessons/{id}/steps/{n}/move, …/complete   (a learner required)
//   GET  /api/academy/lessons, GET /api/academy/puzzles
// Unknown ids answer 404 with the catalogue's text.
void add_lessons_routes(Router& router, store::Database& db,
    std::shared_ptr<const learn::lessons::Catalogue> catalogue, LessonsRoutesOptions options = {});

} // namespace academy::net
