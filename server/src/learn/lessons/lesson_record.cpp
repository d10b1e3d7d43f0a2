#include "learn/lessons/lesson_record.hpp"

#include "store/lesson_progress_repository.hpp"
#include "store/lesson_record_repository.hpp"
#include "store/puzzles_repository.hpp"

#include <algorithm>
#include <cmath>
#include <set>

namespace academy::learn::lessons {

namespace {

    int percent(double part, int whole)
    {
        return whole == 0 ? 100 : static_cast<int>(std::lround(100.0 * part / whole));
    }

    PositionRecord from_row(const store::LessonPositionRow& r)
    {
        return { r.tries, r.solved, r.revealed, r.move };
    }

    std::string count_of(int n, const std::string& one, const std::string& many)
    {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    }

} // namespace

std::vector<std::string> lesson_puzzle_ids(const Lesson& lesson, const Catalogue& catalogue)
{
    std::vector<std::string> out;
    for (const auto& m : lesson.modules)
        if (m.type == "puzzle" && m.rating_range)
            for (const auto* p :
                pick_puzzles(catalogue.library, m.themes, *m.rating_range, m.count))
                out.push_back(p->id);
    return out;
}

Place practice_place(const Lesson& lesson, std::size_t n)
{
    std::size_t seen = 0;
    for (std::size_t i = 0; i < lesson.modules.size(); ++i) {
        const auto& m = lesson.modules[i];
        if (m.type != "interactive")
            continue;
        if (n < seen + m.positions.size())
            return { static_cast<int>(i), static_cast<int>(n - seen) };
        seen += m.positions.size();
    }
    return {};
}

int module_places(const Lesson& lesson, const Catalogue& catalogue, std::size_t module)
{
    const auto& m = lesson.modules.at(module);
    std::size_t n = 1;
    if (m.type == "interactive")
        n = m.positions.size();
    else if (m.type == "puzzle" && m.rating_range)
        n = pick_puzzles(catalogue.library, m.themes, *m.rating_range, m.count).size();
    return static_cast<int>(std::max<std::size_t>(1, n));
}

double position_credit(const PositionRecord& p)
{
    if (!p.solved || p.revealed || p.tries <= 0)
        return 0.0;
    return 1.0 / p.tries;
}

Grade grade(const Lesson& lesson, const LessonRecord& record)
{
    Grade g;
    g.positions = static_cast<int>(record.positions.size());
    g.puzzles = static_cast<int>(record.puzzles.size());
    double credit = 0;
    for (const auto& p : record.positions) {
        if (!p.solved && !p.revealed)
            ++g.positions_open;
        credit += position_credit(p);
    }
    for (const auto& p : record.puzzles) {
        if (p.state == PuzzleState::open)
            ++g.puzzles_open;
        if (p.state == PuzzleState::solved)
            ++g.puzzles_solved;
    }
    for (const auto& m : lesson.modules) {
        if (m.type != "quiz" || m.questions.empty())
            continue;
        g.questions += static_cast<int>(m.questions.size());
        const auto q = std::find_if(record.quizzes.begin(), record.quizzes.end(),
            [&](const QuizRecord& r) { return r.module_id == m.id; });
        if (q == record.quizzes.end())
            ++g.quizzes_open;
        else
            g.correct_answers += q->correct;
    }
    g.completed = g.positions_open == 0 && g.puzzles_open == 0 && g.quizzes_open == 0;
    g.quiz_score = percent(g.correct_answers, g.questions);
    g.accuracy = percent(
        credit + g.puzzles_solved + g.correct_answers, g.positions + g.puzzles + g.questions);
    return g;
}

std::string unfinished_text(const Grade& g)
{
    std::vector<std::string> left;
    if (g.positions_open > 0)
        left.push_back(count_of(g.positions_open, "practice position", "practice positions")
            + " to solve or reveal");
    if (g.puzzles_open > 0)
        left.push_back(count_of(g.puzzles_open, "puzzle", "puzzles") + " to solve or skip");
    if (g.quizzes_open > 0)
        left.push_back(g.quizzes_open == 1
                ? "the quiz to submit"
                : count_of(g.quizzes_open, "quiz", "quizzes") + " to submit");
    std::string out = "The lesson is not finished yet: ";
    for (std::size_t i = 0; i < left.size(); ++i)
        out += (i ? ", " : "") + left[i];
    return out + ".";
}

LessonRecordService::LessonRecordService(store::Database& db, std::function<std::int64_t()> now_ms)
    : db_(db)
    , now_ms_(std::move(now_ms))
{
}

LessonRecord LessonRecordService::record(
    std::int64_t user_id, const Lesson& lesson, const Catalogue& catalogue)
{
    LessonRecord out;
    store::LessonRecordRepository repo(db_);
    out.positions.resize(practice_positions(lesson).size());
    for (const auto& row : repo.positions(user_id, lesson.id))
        if (row.position >= 0 && static_cast<std::size_t>(row.position) < out.positions.size())
            out.positions[static_cast<std::size_t>(row.position)] = from_row(row);
    const auto skipped = repo.skipped_puzzles(user_id, lesson.id);
    const std::set<std::string> skips(skipped.begin(), skipped.end());
    store::PuzzlesRepository puzzles(db_);
    const auto solved_list = puzzles.solved_ids(user_id);
    const std::set<std::string> solved(solved_list.begin(), solved_list.end());
    for (const auto& id : lesson_puzzle_ids(lesson, catalogue)) {
        // Solved by the puzzle routes' own judging (a solved attempt of the learner's); an
        // attempt that ended unsolved there (Show Solution) gives the puzzle up: skipped.
        auto state = PuzzleState::open;
        if (solved.count(id))
            state = PuzzleState::solved;
        else if (skips.count(id) || puzzles.has_attempted(user_id, id))
            state = PuzzleState::skipped;
        out.puzzles.push_back({ id, state });
    }
    for (const auto& q : repo.quizzes(user_id, lesson.id))
        out.quizzes.push_back({ q.module_id, q.answers, q.correct, q.questions });
    return out;
}

void LessonRecordService::start(std::int64_t user_id, const Lesson& lesson)
{
    store::LessonProgressRepository(db_).start(user_id, lesson.id, now_ms_());
}

PositionRecord LessonRecordService::record_try(std::int64_t user_id, const Lesson& lesson,
    std::size_t n, const std::string& move, bool correct)
{
    start(user_id, lesson);
    set_place(user_id, lesson, practice_place(lesson, n));
    return from_row(store::LessonRecordRepository(db_).record_try(
        user_id, lesson.id, static_cast<int>(n), move, correct, now_ms_()));
}

PositionRecord LessonRecordService::reveal(
    std::int64_t user_id, const Lesson& lesson, std::size_t n)
{
    start(user_id, lesson);
    set_place(user_id, lesson, practice_place(lesson, n));
    const auto positions = practice_positions(lesson);
    const auto& accepted = positions.at(n)->accepted;
    return from_row(store::LessonRecordRepository(db_).reveal(user_id, lesson.id,
        static_cast<int>(n), accepted.empty() ? "" : accepted.front(), now_ms_()));
}

QuizRecord LessonRecordService::submit_quiz(
    std::int64_t user_id, const Lesson& lesson, std::size_t module, const QuizRecord& quiz)
{
    start(user_id, lesson);
    set_place(user_id, lesson, { static_cast<int>(module), 0 });
    const auto stored = store::LessonRecordRepository(db_).submit_quiz(user_id, lesson.id,
        { quiz.module_id, quiz.answers, quiz.correct, quiz.questions }, now_ms_());
    return { stored.module_id, stored.answers, stored.correct, stored.questions };
}

void LessonRecordService::skip_puzzle(
    std::int64_t user_id, const Lesson& lesson, const std::string& puzzle_id, Place place)
{
    start(user_id, lesson);
    set_place(user_id, lesson, place);
    store::LessonRecordRepository(db_).skip_puzzle(user_id, lesson.id, puzzle_id, now_ms_());
}

void LessonRecordService::set_place(std::int64_t user_id, const Lesson& lesson, Place place)
{
    start(user_id, lesson);
    store::LessonRecordRepository(db_).set_place(
        user_id, lesson.id, place.module, place.position, now_ms_());
}

} // namespace academy::learn::lessons
