// A step lesson as the learner goes through it (issue 30, "One course"): each practice step's
// tries and whether it was solved, kept as the move route judges, in the same lesson record as a
// curriculum lesson's positions (under the course id "interactive-<n>", one position per step
// index), and the step the learner is at. A step lesson is completed from this record alone,
// once every practice step is solved; its accuracy is the practice steps' credits (1 / tries).
// Instruction steps are read, not judged.
#pragma once

#include "learn/lessons/catalogue.hpp"
#include "learn/lessons/lesson_record.hpp"
#include "store/database.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace academy::learn::lessons {

struct StepLessonRecord {
    std::vector<PositionRecord> steps; // one per step, by index (instruction steps stay empty)
    int step = 0; // the step the learner reached last (where "Continue" opens the lesson)
};

// positions = the practice steps, positions_open = those not solved; no puzzles, no quiz.
Grade grade_steps(const InteractiveLesson& lesson, const StepLessonRecord& record);
// What is left, for the learner: "The lesson is not finished yet: 2 practice steps to solve."
std::string unfinished_steps_text(const Grade& g);

class StepLessonService {
public:
    StepLessonService(store::Database& db, std::function<std::int64_t()> now_ms);

    StepLessonRecord record(std::int64_t user_id, const InteractiveLesson& lesson);
    // One judged move on practice step `step`: the lesson is started, the learner's place is that
    // step, and the try counts until the step is solved (later moves count for nothing).
    PositionRecord record_try(std::int64_t user_id, const InteractiveLesson& lesson,
        std::size_t step, const std::string& move, bool correct);

private:
    store::Database& db_;
    std::function<std::int64_t()> now_ms_;
};

} // namespace academy::learn::lessons
