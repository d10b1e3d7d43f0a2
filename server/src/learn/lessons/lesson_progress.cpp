#include "learn/lessons/lesson_progress.hpp"

#include "learn/lessons/lesson_judge.hpp"
#include "learn/progress/progress_fold.hpp"
#include "learn/progress/progress_ledger.hpp"
#include "store/lesson_progress_repository.hpp"
#include "store/progress_repository.hpp"

#include <algorithm>
#include <cmath>

namespace academy::learn::lessons {

namespace {

    int percent(int part, int whole)
    {
        return whole == 0 ? 100 : static_cast<int>(std::lround(100.0 * part / whole));
    }

    // A practice try judged as the move route judges it: legal there and among the accepted.
    bool accepted(const PracticePosition& p, const std::string& move)
    {
        return judge_move(p.fen, move, p.accepted).correct;
    }

    LessonProgress view(const store::LessonProgressRow& row)
    {
        LessonProgress p;
        p.progress = row.progress;
        p.completed = row.progress >= kCompletedProgress;
        if (p.completed) {
            p.quiz_score = row.quiz_score;
            p.accuracy = row.accuracy;
        }
        return p;
    }

    std::int64_t total_xp(store::Database& db, std::int64_t user_id)
    {
        const int offset = store::ProgressRepository(db).utc_offset_minutes(user_id);
        return fold_progress(load_ledger(db, user_id, offset)).total_xp;
    }

} // namespace

bool uci_text(const std::string& text)
{
    if (text.size() != 4 && text.size() != 5)
        return false;
    auto file = [](char c) { return c >= 'a' && c <= 'h'; };
    auto rank = [](char c) { return c >= '1' && c <= '8'; };
    if (!file(text[0]) || !rank(text[1]) || !file(text[2]) || !rank(text[3]))
        return false;
    return text.size() == 4 || std::string_view("qrbn").find(text[4]) != std::string_view::npos;
}

Result<Grade> grade(const Lesson& lesson, const CompletionInput& in)
{
    const auto questions = quiz_questions(lesson);
    const auto positions = practice_positions(lesson);
    if (in.quiz_answers.size() != questions.size())
        return Error { "quizAnswers must hold one answer per quiz question ("
            + std::to_string(questions.size()) + "), not "
            + std::to_string(in.quiz_answers.size()) };
    if (in.practice.size() != positions.size())
        return Error { "practice must hold one list of moves per practice position ("
            + std::to_string(positions.size()) + "), not " + std::to_string(in.practice.size()) };
    Grade g;
    g.questions = static_cast<int>(questions.size());
    g.positions = static_cast<int>(positions.size());
    for (std::size_t i = 0; i < questions.size(); ++i) {
        const int answer = in.quiz_answers[i];
        const int options = static_cast<int>(questions[i]->options.size());
        if (answer < 0 || answer >= options)
            return Error { "quizAnswers[" + std::to_string(i)
                + "] must be an option index from 0 to " + std::to_string(options - 1) };
        g.correct_answers += answer == questions[i]->correct ? 1 : 0;
    }
    g.completed = true;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const auto& tries = in.practice[i];
        if (tries.size() > kMaxTriesPerPosition)
            return Error { "practice[" + std::to_string(i) + "] holds more than "
                + std::to_string(kMaxTriesPerPosition) + " moves" };
        for (std::size_t j = 0; j < tries.size(); ++j)
            if (!uci_text(tries[j]))
                return Error { "practice[" + std::to_string(i) + "][" + std::to_string(j)
                    + "] is not a UCI move (like \"e2e4\" or \"e7e8q\")" };
        if (!tries.empty() && accepted(*positions[i], tries.front()))
            ++g.solved_first_try;
        if (tries.empty() || !accepted(*positions[i], tries.back()))
            g.completed = false;
    }
    g.quiz_score = percent(g.correct_answers, g.questions);
    g.accuracy = percent(g.solved_first_try + g.correct_answers, g.positions + g.questions);
    return g;
}

LessonProgressService::LessonProgressService(
    store::Database& db, std::function<std::int64_t()> now_ms)
    : db_(db)
    , now_ms_(std::move(now_ms))
{
}

std::map<std::string, LessonProgress> LessonProgressService::progress(std::int64_t user_id)
{
    std::map<std::string, LessonProgress> out;
    for (const auto& row : store::LessonProgressRepository(db_).list(user_id))
        out[row.lesson_id] = view(row);
    return out;
}

LessonProgress LessonProgressService::progress(std::int64_t user_id, const std::string& lesson_id)
{
    const auto all = progress(user_id);
    const auto it = all.find(lesson_id);
    return it == all.end() ? LessonProgress {} : it->second;
}

LessonProgress LessonProgressService::start(std::int64_t user_id, const std::string& lesson_id)
{
    store::LessonProgressRepository(db_).start(user_id, lesson_id, now_ms_());
    return progress(user_id, lesson_id);
}

CompletionResult LessonProgressService::complete(
    std::int64_t user_id, const std::string& lesson_id, const Grade& g)
{
    store::LessonProgressRepository repo(db_);
    CompletionResult r;
    r.completed = g.completed;
    r.quiz_score = g.quiz_score;
    r.accuracy = g.accuracy;
    if (!g.completed) {
        const auto now = start(user_id, lesson_id);
        r.progress = now.progress;
        r.best_quiz_score = now.quiz_score;
        r.best_accuracy = now.accuracy;
        return r;
    }
    const auto before = total_xp(db_, user_id);
    const auto completion = repo.complete(user_id, lesson_id, g.quiz_score, g.accuracy, now_ms_());
    r.progress = completion.row.progress;
    r.best_quiz_score = completion.row.quiz_score;
    r.best_accuracy = completion.row.accuracy;
    if (completion.first)
        r.xp_awarded = static_cast<int>(std::max<std::int64_t>(0, total_xp(db_, user_id) - before));
    return r;
}

} // namespace academy::learn::lessons
