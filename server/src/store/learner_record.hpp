// How an anonymous learner's record becomes an account's (docs/progress.md, "One record per
// learner"): every row the learner owns is moved to the account by the server's own rows, with
// the once-only rules of the tables themselves, and nothing the browser says.
#pragma once

#include "store/database.hpp"

#include <cstdint>

namespace academy::store {

// Moves the rows of `learner` into `account` in one transaction:
// - games against the computer, reviews, assessments and the XP-free history move as they are;
// - a puzzle, a puzzle showing, a lesson or a practice position the account already has stays
//   the account's (counted once); the learner's copy is dropped;
// - a lesson's record (positions, quizzes, skipped puzzles, the place) moves with the lesson: a
//   lesson the account already has keeps the account's record whole;
// - the puzzle rating moves only to an account that has none;
// - a game in play moves only to an account with none in play;
// - deck cards of a position the account already keeps are dropped with their reviews.
// The account's progress is marked for replay (boards, totals, achievements). The learner's row
// itself is left to UsersRepository::remove.
void move_learner_record(Database& db, std::int64_t learner, std::int64_t account);

} // namespace academy::store
