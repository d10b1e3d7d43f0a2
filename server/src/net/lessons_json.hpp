// The lesson catalogue and lesson progress as the API sends them (docs/lessons.md): the plain
// structs of learn/lessons/ mapped to JSON, and the body of POST /api/lessons/{id}/complete read
// into learn::lessons::CompletionInput.
#pragma once

#include "chess/result.hpp"
#include "learn/lessons/catalogue.hpp"
#include "learn/lessons/lesson_judge.hpp"
#include "learn/lessons/lesson_progress.hpp"
#include "net/api_types.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <variant>
#include <vector>

namespace academy::net {

// A lesson card: the lesson's fields, its modules as {id, title, type}, and progress.
nlohmann::json lesson_summary_json(
    const learn::lessons::Lesson& lesson, const learn::lessons::LessonProgress& progress);
// A whole lesson, every module in full; the puzzle module lists the library puzzles it picked.
nlohmann::json lesson_json(const learn::lessons::Lesson& lesson,
    const learn::lessons::Catalogue& catalogue, const learn::lessons::LessonProgress& progress);
nlohmann::json category_json(const learn::lessons::Category& category);

nlohmann::json interactive_summary_json(const learn::lessons::InteractiveLesson& lesson);
nlohmann::json interactive_lesson_json(const learn::lessons::InteractiveLesson& lesson);
nlohmann::json academy_lesson_json(const learn::lessons::AcademyLesson& lesson);
nlohmann::json academy_puzzles_json(const learn::lessons::Catalogue& catalogue);

nlohmann::json completion_json(const learn::lessons::CompletionResult& result);
nlohmann::json lesson_progress_json(const learn::lessons::LessonProgress& progress);

// The body {quizAnswers: int[], practice: string[][]}, type-checked; a sentence when a field is
// missing or of the wrong type.
Result<learn::lessons::CompletionInput> completion_input_from_json(const nlohmann::json& body);

// A judged move: {correct, move, san}.
nlohmann::json move_verdict_json(const learn::lessons::MoveVerdict& verdict);
// A judged move on a practice position or step: a right one reveals the accepted moves and the
// explanation; a wrong one names where the right moves go (hintSquares), for the hint the screens
// show from the second wrong try.
nlohmann::json position_verdict_json(const learn::lessons::MoveVerdict& verdict,
    const std::vector<std::string>& accepted, const std::string& explanation);
// A submitted quiz: per question {chosen, correct, answer, explanation}, and correctCount.
nlohmann::json quiz_verdict_json(const std::vector<learn::lessons::QuizVerdict>& verdicts,
    const std::vector<const learn::lessons::QuizQuestion*>& questions);

// The bodies of the judging routes, type-checked; a sentence naming the field otherwise.
struct QuizBody {
    std::string module;
    std::vector<int> answers;
};
struct PuzzleMoveBody {
    int turn = 0;
    std::string move;
};
Result<std::string> move_from_json(const ApiRequest& req); // {move: UCI}
Result<QuizBody> quiz_from_json(const ApiRequest& req); // {module, answers: int[]}
Result<int> quiz_answer_from_json(const ApiRequest& req); // {answer: int}
Result<PuzzleMoveBody> puzzle_move_from_json(const ApiRequest& req); // {turn, move}

} // namespace academy::net
