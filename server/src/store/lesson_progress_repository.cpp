#include "store/lesson_progress_repository.hpp"

namespace academy::store {

namespace {

    constexpr const char* kColumns
        = "lesson_id, progress, quiz_score, accuracy, started_at_ms, completed_at_ms, "
          "first_accuracy, completions, module_index, position_index";

    std::optional<int> optional_int(const Row& r, std::size_t column)
    {
        return r.is_null(column) ? std::nullopt
                                 : std::optional<int>(static_cast<int>(r.integer(column)));
    }

    LessonProgressRow from_row(const Row& r)
    {
        LessonProgressRow row;
        row.lesson_id = r.text(0);
        row.progress = static_cast<int>(r.integer(1));
        row.quiz_score = optional_int(r, 2);
        row.accuracy = optional_int(r, 3);
        row.started_at_ms = r.integer(4);
        if (!r.is_null(5))
            row.completed_at_ms = r.integer(5);
        row.first_accuracy = optional_int(r, 6);
        row.completions = static_cast<int>(r.integer(7));
        row.module_index = static_cast<int>(r.integer(8));
        row.position_index = static_cast<int>(r.integer(9));
        return row;
    }

} // namespace

std::vector<LessonProgressRow> LessonProgressRepository::list(std::int64_t user_id)
{
    std::vector<LessonProgressRow> out;
    for (const auto& r : db_.query(std::string("SELECT ") + kColumns
                                    + " FROM lesson_progress WHERE user_id = ? ORDER BY lesson_id",
                                { user_id })
                             .rows)
        out.push_back(from_row(r));
    return out;
}

std::optional<LessonProgressRow> LessonProgressRepository::get(
    std::int64_t user_id, const std::string& lesson_id)
{
    const auto result = db_.query(std::string("SELECT ") + kColumns
            + " FROM lesson_progress WHERE user_id = ? AND lesson_id = ?",
        { user_id, lesson_id });
    if (result.rows.empty())
        return std::nullopt;
    return from_row(result.rows.front());
}

LessonProgressRow LessonProgressRepository::start(
    std::int64_t user_id, const std::string& lesson_id, std::int64_t now_ms)
{
    LessonProgressRow row;
    db_.transaction([&] {
        db_.query("INSERT INTO lesson_progress (user_id, lesson_id, progress, "
                  "started_at_ms, updated_at_ms) VALUES (?, ?, 25, ?, ?) ON CONFLICT DO NOTHING",
            { user_id, lesson_id, now_ms, now_ms });
        row = *get(user_id, lesson_id);
    });
    return row;
}

LessonCompletion LessonProgressRepository::complete(std::int64_t user_id,
    const std::string& lesson_id, int quiz_score, int accuracy, std::int64_t now_ms)
{
    LessonCompletion completion;
    db_.transaction([&] {
        const auto before = get(user_id, lesson_id);
        completion.first = !before || !before->completed_at_ms;
        const std::int64_t quiz { quiz_score };
        const std::int64_t acc { accuracy };
        db_.query("INSERT INTO lesson_progress (user_id, lesson_id, progress, quiz_score, "
                  "accuracy, started_at_ms, completed_at_ms, first_accuracy, completions, "
                  "updated_at_ms) VALUES (?, ?, 100, ?, ?, ?, ?, ?, 1, ?) "
                  "ON CONFLICT (user_id, lesson_id) DO UPDATE SET progress = 100, "
                  // Columns named with their table: PostgreSQL finds a bare one ambiguous
                  // beside excluded's; CASE rather than SQLite's two-argument MAX.
                  "quiz_score = CASE WHEN COALESCE(lesson_progress.quiz_score, 0) > "
                  "excluded.quiz_score THEN lesson_progress.quiz_score ELSE excluded.quiz_score "
                  "END, "
                  "accuracy = CASE WHEN COALESCE(lesson_progress.accuracy, 0) > "
                  "excluded.accuracy THEN lesson_progress.accuracy ELSE excluded.accuracy END, "
                  "completed_at_ms = COALESCE(lesson_progress.completed_at_ms, "
                  "excluded.completed_at_ms), "
                  "first_accuracy = COALESCE(lesson_progress.first_accuracy, "
                  "excluded.first_accuracy), "
                  "completions = lesson_progress.completions + 1, "
                  "updated_at_ms = excluded.updated_at_ms",
            { user_id, lesson_id, quiz, acc, now_ms, now_ms, acc, now_ms });
        completion.row = *get(user_id, lesson_id);
    });
    return completion;
}

} // namespace academy::store
