#include "learn/lessons/course.hpp"

namespace academy::learn::lessons {

namespace {

    CourseLesson of(const InteractiveLesson& l)
    {
        return { step_lesson_id(l), l.title, nullptr, &l };
    }

    // The step lessons of `category` that follow `after` ("" = those that open the category).
    void add_steps(const Catalogue& catalogue, const Category& category, const std::string& after,
        std::vector<CourseLesson>& out)
    {
        for (const auto& l : catalogue.interactive)
            if (l.category == category.id && l.after == after)
                out.push_back(of(l));
    }

} // namespace

std::string step_lesson_id(const InteractiveLesson& lesson)
{
    return "interactive-" + std::to_string(lesson.id);
}

std::vector<CourseLesson> category_course(const Catalogue& catalogue, const Category& category)
{
    std::vector<CourseLesson> out;
    add_steps(catalogue, category, "", out);
    for (const auto& id : category.lessons) {
        if (const auto* lesson = catalogue.lesson(id))
            out.push_back({ lesson->id, lesson->title, lesson, nullptr });
        // A step lesson stays in the course even while the lesson it follows has no file yet.
        add_steps(catalogue, category, id, out);
    }
    return out;
}

std::vector<CourseLesson> course(const Catalogue& catalogue)
{
    std::vector<CourseLesson> out;
    for (const auto& category : catalogue.categories)
        for (auto& l : category_course(catalogue, category))
            out.push_back(std::move(l));
    return out;
}

std::optional<CourseLesson> next_in_course(const Catalogue& catalogue, const std::string& id)
{
    const auto all = course(catalogue);
    for (std::size_t i = 0; i + 1 < all.size(); ++i)
        if (all[i].id == id)
            return all[i + 1];
    return std::nullopt;
}

} // namespace academy::learn::lessons
