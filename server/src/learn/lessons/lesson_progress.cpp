#include "learn/lessons/lesson_progress.hpp"

#include "learn/progress/progress_fold.hpp"
#include "learn/progress/progress_ledger.hpp"
#include "store/lesson_progress_repository.hpp"
#include "store/progress_repository.hpp"

#include <algorithm>

namespace academy::learn::lessons {

namespace {

    LessonProgress view(const store::LessonProgressRow& row)
    {
        LessonProgress p;
        p.progress = row.progress;
        p.completed = row.progress >= kCompletedProgress;
        if (p.completed) {
            p.quiz_score = row.quiz_score;
            p.accuracy = row.accuracy;
        }
        p.place = { row.module_index, row.position_index };
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
