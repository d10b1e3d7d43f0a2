// The lesson catalogue and lesson progress as the API sends them (docs/lessons.md): the plain
// structs of learn/lessons/ mapped to JSON, and the body of POST /api/lessons/{id}/complete read
// into learn::lessons::CompletionInput.
#pragma once

#include "chess/result.hpp"
#include "learn/lessons/catalogue.hpp"
#include "learn/lessons/lesson_progress.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <variant>

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

} // namespace academy::net
