// What a learner did in a lesson (migration 0135, docs/lessons.md "The lesson record"): each
// practice position's tries and whether it was solved or its answer shown, each quiz's first
// submission, the puzzles skipped, and where the learner is. Written by the lesson routes as the
// learner plays; the completion reads it.
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace academy::store {

struct LessonPositionRow {
    int position = 0; // among the lesson's practice positions, from 0
    int tries = 0; // moves judged until it was solved, the right one included
    bool solved = false;
    bool revealed = false; // its answer was shown before it was solved
    std::string move; // the learner's right move, or the answer shown
};

struct LessonQuizRow {
    std::string module_id;
    std::vector<int> answers;
    int correct = 0;
    int questions = 0;
};

class LessonRecordRepository {
public:
    explicit LessonRecordRepository(Database& db)
        : db_(db)
    {
    }

    std::vector<LessonPositionRow> positions(std::int64_t user_id, const std::string& lesson_id);
    // One judged move on a position not yet solved nor revealed (afterwards moves count for
    // nothing): one more try, and solved with `move` when `correct`. The row afterwards.
    LessonPositionRow record_try(std::int64_t user_id, const std::string& lesson_id, int position,
        const std::string& move, bool correct, std::int64_t now_ms);
    // Show answer: a position not yet solved is revealed with `answer`. The row afterwards.
    LessonPositionRow reveal(std::int64_t user_id, const std::string& lesson_id, int position,
        const std::string& answer, std::int64_t now_ms);

    std::vector<LessonQuizRow> quizzes(std::int64_t user_id, const std::string& lesson_id);
    // The first submission of a quiz module is kept; a later one changes nothing. The stored one.
    LessonQuizRow submit_quiz(std::int64_t user_id, const std::string& lesson_id,
        const LessonQuizRow& quiz, std::int64_t now_ms);

    std::vector<std::string> skipped_puzzles(std::int64_t user_id, const std::string& lesson_id);
    void skip_puzzle(std::int64_t user_id, const std::string& lesson_id,
        const std::string& puzzle_id, std::int64_t now_ms);

    // Where the learner is: the lesson's row must exist (LessonProgressRepository::start).
    void set_place(std::int64_t user_id, const std::string& lesson_id, int module, int position,
        std::int64_t now_ms);

private:
    Database& db_;
};

} // namespace academy::store
