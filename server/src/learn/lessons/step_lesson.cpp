#include "learn/lessons/step_lesson.hpp"

#include "learn/lessons/course.hpp"
#include "store/lesson_progress_repository.hpp"
#include "store/lesson_record_repository.hpp"

#include <cmath>

namespace academy::learn::lessons {

Grade grade_steps(const InteractiveLesson& lesson, const StepLessonRecord& record)
{
    Grade g;
    double credit = 0;
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        if (lesson.steps[i].type != "practice")
            continue;
        ++g.positions;
        const auto p = i < record.steps.size() ? record.steps[i] : PositionRecord {};
        if (!p.solved)
            ++g.positions_open;
        credit += position_credit(p);
    }
    g.completed = g.positions_open == 0;
    g.quiz_score = 100;
    g.accuracy
        = g.positions == 0 ? 100 : static_cast<int>(std::lround(100.0 * credit / g.positions));
    return g;
}

std::string unfinished_steps_text(const Grade& g)
{
    const auto n = std::to_string(g.positions_open);
    return "The lesson is not finished yet: " + n
        + (g.positions_open == 1 ? " practice step" : " practice steps") + " to solve.";
}

StepLessonService::StepLessonService(store::Database& db, std::function<std::int64_t()> now_ms)
    : db_(db)
    , now_ms_(std::move(now_ms))
{
}

StepLessonRecord StepLessonService::record(std::int64_t user_id, const InteractiveLesson& lesson)
{
    StepLessonRecord out;
    const auto id = step_lesson_id(lesson);
    out.steps.resize(lesson.steps.size());
    for (const auto& row : store::LessonRecordRepository(db_).positions(user_id, id))
        if (row.position >= 0 && static_cast<std::size_t>(row.position) < out.steps.size())
            out.steps[static_cast<std::size_t>(row.position)]
                = { row.tries, row.solved, row.revealed, row.move };
    if (const auto progress = store::LessonProgressRepository(db_).get(user_id, id))
        out.step = progress->position_index;
    return out;
}

PositionRecord StepLessonService::record_try(std::int64_t user_id, const InteractiveLesson& lesson,
    std::size_t step, const std::string& move, bool correct)
{
    const auto id = step_lesson_id(lesson);
    const auto now = now_ms_();
    store::LessonProgressRepository(db_).start(user_id, id, now);
    store::LessonRecordRepository records(db_);
    records.set_place(user_id, id, 0, static_cast<int>(step), now);
    const auto row = records.record_try(user_id, id, static_cast<int>(step), move, correct, now);
    return { row.tries, row.solved, row.revealed, row.move };
}

} // namespace academy::learn::lessons
