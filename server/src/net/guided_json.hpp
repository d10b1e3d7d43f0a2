// Guided practice as the API sends it (docs/lessons.md, "Guided practice"): the steps without
// their answers for GET /api/lessons/{id}, and the verdicts of the guided judging routes, which
// reveal a step's guidance (arrows, highlights, tooltip, explanation box) only after its right
// move (issue 29: "Answers are checked, not shipped").
#pragma once

#include "chess/result.hpp"
#include "learn/lessons/catalogue.hpp"
#include "learn/lessons/lesson_judge.hpp"
#include "net/api_types.hpp"

#include <nlohmann/json.hpp>

namespace academy::net {

// The practice for the lesson GET: a user-move step carries no allowed or suggested move, no
// arrows, tooltip or explanation box, and no highlight on a square its answer starts or ends on;
// a choice step carries its choices' text only; a computer move that answers a user move comes
// with that move's verdict. Explanation steps and other computer moves are demonstrations and
// keep what they show.
nlohmann::json guided_json(const learn::lessons::GuidedPractice& practice);

// POST …/guided/{step}/move: {correct, move, san}; a right move adds `reveal` (the step's
// guidance), `reply` (the computer's next move, or null) and `lineMove` when the lesson goes on
// with another move; a wrong one adds `answer` (wrong-piece | blocked | hint) and `hintSquares`.
nlohmann::json guided_move_json(
    const learn::lessons::GuidedMoveVerdict& verdict, const learn::lessons::GuidedStep& step);

// POST …/guided/{step}/solution (Help, Show me): {move, san} and the step's `reveal`.
nlohmann::json guided_solution_json(
    const learn::lessons::GuidedStep& step, const learn::lessons::MoveVerdict& move);

// POST …/guided/{step}/choice: {chosen, correct, explanation, nextStep}.
nlohmann::json guided_choice_json(const learn::lessons::GuidedStep& step, std::size_t chosen);

// The body {choice: option index}, type-checked; a sentence naming the field otherwise.
Result<int> choice_from_json(const ApiRequest& req);

} // namespace academy::net
