// Lesson progress of accounts (migration 0050): started (25), completed (100), the best quiz
// score and accuracy, and the first completion that the progress ledger counts.
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace academy::store {

struct LessonProgressRow {
    std::string lesson_id;
    int progress = 0; // 25 started, 100 completed
    std::optional<int> quiz_score; // best of the completions
    std::optional<int> accuracy; // best of the completions
    std::int64_t started_at_ms = 0;
    std::optional<std::int64_t> completed_at_ms; // the first completion
    std::optional<int> first_accuracy; // the first completion's
    int completions = 0;
    int module_index = 0; // where the learner is (migration 0135)
    int position_index = 0; // the position or puzzle of that module
};

struct LessonCompletion {
    LessonProgressRow row; // after the completion
    bool first = false; // the lesson had not been completed before
};

class LessonProgressRepository {
public:
    explicit LessonProgressRepository(Database& db)
        : db_(db)
    {
    }

    std::vector<LessonProgressRow> list(std::int64_t user_id);
    std::optional<LessonProgressRow> get(std::int64_t user_id, const std::string& lesson_id);
    // Progress 25 unless the lesson is already further; returns the row afterwards.
    LessonProgressRow start(
        std::int64_t user_id, const std::string& lesson_id, std::int64_t now_ms);
    // Progress 100; the best quiz score and accuracy are kept; the first completion's time and
    // accuracy are set once.
    LessonCompletion complete(std::int64_t user_id, const std::string& lesson_id, int quiz_score,
        int accuracy, std::int64_t now_ms);

private:
    Database& db_;
};

} // namespace academy::store
