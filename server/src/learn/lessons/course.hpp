// The course (issue 30, "One course"): one order through the curriculum lessons and the five step
// lessons. Each step lesson names its category and the curriculum lesson it follows there
// (content/lessons/README.md); a category's course is its listed lessons that have a file with
// the step lessons placed among them, and the course is the categories' courses in order. The
// lessons list, "Next lesson" and the dashboard's next step all read this one order.
#pragma once

#include "learn/lessons/catalogue.hpp"

#include <optional>
#include <string>
#include <vector>

namespace academy::learn::lessons {

// A lesson of the course: exactly one of `lesson` and `steps` is set.
struct CourseLesson {
    std::string id; // "chess-101", or "interactive-1" for a step lesson
    std::string title;
    const Lesson* lesson = nullptr;
    const InteractiveLesson* steps = nullptr;
};

// The id a step lesson has in the course, in the learner's progress and in the ledger.
std::string step_lesson_id(const InteractiveLesson& lesson);

std::vector<CourseLesson> category_course(const Catalogue& catalogue, const Category& category);
std::vector<CourseLesson> course(const Catalogue& catalogue);
// The lesson after `id` in the course, if any.
std::optional<CourseLesson> next_in_course(const Catalogue& catalogue, const std::string& id);

} // namespace academy::learn::lessons
