// What a learner did in a lesson, kept by the server as the judging routes answer (issue 30,
// docs/lessons.md "The lesson record"): each practice position's tries and whether it was solved
// or its answer shown, each lesson puzzle solved or skipped, each quiz's first submission and
// where the learner is. A lesson is completed from this record alone, and its accuracy counts
// what was done in it.
#pragma once

#include "learn/lessons/catalogue.hpp"
#include "store/database.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace academy::learn::lessons {

struct PositionRecord {
    int tries = 0; // moves judged until solved, the right one included
    bool solved = false;
    bool revealed = false; // "Show answer" before it was solved: no credit
    std::string move; // the learner's right move, or the answer shown
};

enum class PuzzleState { open, solved, skipped };

struct PuzzleRecord {
    std::string id;
    PuzzleState state = PuzzleState::open;
};

struct QuizRecord {
    std::string module_id;
    std::vector<int> answers; // the option chosen per question
    int correct = 0;
    int questions = 0;
};

// Module index and the position (or puzzle) index inside it.
struct Place {
    int module = 0;
    int position = 0;
};

struct LessonRecord {
    std::vector<PositionRecord> positions; // one per practice position of the lesson, in order
    std::vector<PuzzleRecord> puzzles; // one per puzzle of the lesson's puzzle modules, in order
    std::vector<QuizRecord> quizzes; // the submitted ones, by module id
};

// The library puzzles of the lesson's puzzle modules, in module order (as GET lists them).
std::vector<std::string> lesson_puzzle_ids(const Lesson& lesson, const Catalogue& catalogue);
// The place of the lesson's practice position `n` (the move route's n).
Place practice_place(const Lesson& lesson, std::size_t n);
// How many places a module has to be at: its positions or puzzles, at least 1.
int module_places(const Lesson& lesson, const Catalogue& catalogue, std::size_t module);

// The accuracy credit of one position: 1 / tries when solved without its answer shown (1 at the
// first try, 1/2 at the second, 1/3 at the third …), 0 when revealed or not solved.
double position_credit(const PositionRecord& p);

struct Grade {
    int positions = 0;
    int puzzles = 0;
    int questions = 0;
    int correct_answers = 0;
    int puzzles_solved = 0;
    int positions_open = 0; // neither solved nor revealed
    int puzzles_open = 0; // neither solved nor skipped
    int quizzes_open = 0; // quiz modules not submitted
    bool completed = false; // nothing open
    int quiz_score = 0; // round(100 x correct answers / questions); 100 without questions
    // round(100 x (position credits + puzzles solved + correct answers) / (positions + puzzles
    // + questions)); 100 for a lesson with none of them
    int accuracy = 0;
};

Grade grade(const Lesson& lesson, const LessonRecord& record);
// What is left, for the learner: "2 practice positions to solve or reveal, the quiz to submit".
std::string unfinished_text(const Grade& g);

// Records what the judging routes decided. Every write first starts the lesson (progress 25,
// the start time the lesson's time is measured from).
class LessonRecordService {
public:
    LessonRecordService(store::Database& db, std::function<std::int64_t()> now_ms);

    LessonRecord record(std::int64_t user_id, const Lesson& lesson, const Catalogue& catalogue);
    PositionRecord record_try(std::int64_t user_id, const Lesson& lesson, std::size_t n,
        const std::string& move, bool correct);
    PositionRecord reveal(std::int64_t user_id, const Lesson& lesson, std::size_t n);
    // The stored submission: the first one, whatever is sent later.
    QuizRecord submit_quiz(
        std::int64_t user_id, const Lesson& lesson, std::size_t module, const QuizRecord& quiz);
    void skip_puzzle(
        std::int64_t user_id, const Lesson& lesson, const std::string& puzzle_id, Place place);
    void set_place(std::int64_t user_id, const Lesson& lesson, Place place);

private:
    void start(std::int64_t user_id, const Lesson& lesson);

    store::Database& db_;
    std::function<std::int64_t()> now_ms_;
};

} // namespace academy::learn::lessons
