// Lesson progress of accounts: 0, 25 once started, 100 once completed (docs/lessons.md, "Lesson
// progress"), with the quiz score and accuracy of a completion graded here on the server from what
// the player answered and tried, never taken from the browser. A completion feeds the progress
// ledger once per lesson (learn/progress/progress_ledger.hpp).
#pragma once

#include "chess/result.hpp"
#include "learn/lessons/catalogue.hpp"
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
// Moves one practice position may list: far more than anyone tries, a bound on a request.
inline constexpr std::size_t kMaxTriesPerPosition = 50;

// What the player did in the lesson player: one answer (an option index) per quiz question and,
// per practice position, the UCI moves tried in order. Both in the lesson's module order.
struct CompletionInput {
    std::vector<int> quiz_answers;
    std::vector<std::vector<std::string>> practice;
};

struct Grade {
    int questions = 0;
    int correct_answers = 0;
    int positions = 0;
    int solved_first_try = 0; // the first move tried was accepted
    bool completed = false; // every position ends with an accepted move
    int quiz_score = 0; // round(100 x correct answers / questions); 100 without questions
    // round(100 x (solved first try + correct answers) / (positions + questions))
    int accuracy = 0;
};

// Grades `in` against `lesson`; a sentence for the player (400) when the input does not fit the
// lesson: one answer per question, each an option index; one list per practice position, each of
// at most kMaxTriesPerPosition UCI moves ("e2e4", "e7e8q").
Result<Grade> grade(const Lesson& lesson, const CompletionInput& in);

// "e2e4", "a7a8q": squares a-h 1-8 and an optional promotion piece (q, r, b, n).
bool uci_text(const std::string& text);

struct LessonProgress {
    int progress = 0; // 0, 25 or 100
    bool completed = false;
    std::optional<int> quiz_score; // best so far; only once completed
    std::optional<int> accuracy; // best so far; only once completed
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
    // Stores a graded attempt: a completing one sets 100 and keeps the best scores; one that does
    // not complete only marks the lesson started.
    CompletionResult complete(std::int64_t user_id, const std::string& lesson_id, const Grade& g);

private:
    store::Database& db_;
    std::function<std::int64_t()> now_ms_;
};

} // namespace academy::learn::lessons
