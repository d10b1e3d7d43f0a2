// The lesson catalogue and lesson progress as the API sends them (docs/lessons.md): the plain
// structs of learn/lessons/ mapped to JSON, the learner's lesson record, and the bodies of the
// lesson routes type-checked.
#pragma once

#include "chess/result.hpp"
#include "learn/lessons/catalogue.hpp"
#include "learn/lessons/course.hpp"
#include "learn/lessons/lesson_judge.hpp"
#include "learn/lessons/lesson_progress.hpp"
#include "learn/lessons/lesson_record.hpp"
#include "learn/lessons/step_lesson.hpp"
#include "net/api_types.hpp"

#include <nlohmann/json.hpp>

#include <optional>
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
// A step lesson's card in its category (the course): a lesson card whose id is the course id
// ("interactive-1"), kind "steps", its steps as modules, the category's difficulty and range.
nlohmann::json step_lesson_summary_json(const learn::lessons::InteractiveLesson& lesson,
    const learn::lessons::Category& category, const learn::lessons::LessonProgress& progress);
// The learner's way through a step lesson (GET /api/interactive-lessons/{id}'s `record`): the
// step reached, the practice steps solved (indices) and whether the lesson is completed.
nlohmann::json step_record_json(
    const learn::lessons::StepLessonRecord& record, const learn::lessons::LessonProgress& progress);
nlohmann::json interactive_lesson_json(const learn::lessons::InteractiveLesson& lesson);
nlohmann::json academy_lesson_json(const learn::lessons::AcademyLesson& lesson);
nlohmann::json academy_puzzles_json(const learn::lessons::Catalogue& catalogue);

// A completion, with the next lesson of the course ({id, title}, null after the last);
// quizScore is null for a lesson without a quiz (`quiz` false: a step lesson).
nlohmann::json completion_json(const learn::lessons::CompletionResult& result,
    const std::optional<learn::lessons::CourseLesson>& next, bool quiz = true);
// What the learner did in the lesson (GET /api/lessons/{id}'s `record`): per practice position
// {tries, solved, revealed} and, once answered, {move, accepted, explanation}; per lesson puzzle
// {id, state: open | solved | skipped}; per submitted quiz {module, answers, result}.
nlohmann::json lesson_record_json(
    const learn::lessons::Lesson& lesson, const learn::lessons::LessonRecord& record);
nlohmann::json position_record_json(
    const learn::lessons::PositionRecord& p, const learn::lessons::PracticePosition& position);
nlohmann::json lesson_progress_json(const learn::lessons::LessonProgress& progress);

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
Result<learn::lessons::Place> place_from_json(const ApiRequest& req); // {module, position}
Result<PuzzleMoveBody> puzzle_move_from_json(const ApiRequest& req); // {turn, move}

} // namespace academy::net
