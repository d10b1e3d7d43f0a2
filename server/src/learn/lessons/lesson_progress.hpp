// Lesson progress of learners: 0, 25 once started, 100 once completed (docs/lessons.md, "Lesson
// progress"), with the quiz score and accuracy of a completion graded on the server from the
// lesson's record (lesson_record.hpp), never taken from the browser. A completion feeds the
// progress ledger once per lesson (learn/progress/progress_ledger.hpp).
#pragma once

#include "chess/result.hpp"
#include "learn/lessons/catalogue.hpp"
#include "learn/lessons/lesson_record.hpp"
#include "store/database.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace academy::learn::lessons {

inline constexpr int kStartedProgress = 25;
inline constexpr int kCompletedProgress = 100;
// "e2e4", "a7a8q": squares a-h 1-8 and an optional promotion piece (q, r, b, n).
bool uci_text(const std::string& text);

struct LessonProgress {
    int progress = 0; // 0, 25 or 100
    bool completed = false;
    std::optional<int> quiz_score; // best so far; only once completed
    std::optional<int> accuracy; // best so far; only once completed
    Place place; // where the learner is ("Continue" opens it)
};

struct CompletionResult {
    int progress = 0; // after this completion (100 when completed, else at least 25)
    bool completed = false; // this attempt completed the lesson
    int quiz_score = 0; // this attempt's
    int accuracy = 0; // this attempt's
    std::optional<int> best_quiz_score; // kept over every completion
    std::optional<int> best_accuracy;
    int xp_awarded = 0; // XP this completion added (the lesson's award once, with any bonus)
};

class LessonProgressService {
public:
    LessonProgressService(store::Database& db, std::function<std::int64_t()> now_ms);

    std::map<std::string, LessonProgress> progress(std::int64_t user_id);
    LessonProgress progress(std::int64_t user_id, const std::string& lesson_id);
    LessonProgress start(std::int64_t user_id, const std::string& lesson_id);
    // Stores a completing grade (g.completed): progress 100, the best scores kept, the lesson's
    // ledger event once.
    CompletionResult complete(std::int64_t user_id, const std::string& lesson_id, const Grade& g);

private:
    store::Database& db_;
    std::function<std::int64_t()> now_ms_;
};

} // namespace academy::learn::lessons
