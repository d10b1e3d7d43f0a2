#include "store/lesson_record_repository.hpp"

#include <optional>
#include <sstream>

namespace academy::store {

namespace {

    LessonPositionRow position_row(const Row& r)
    {
        return { static_cast<int>(r.integer(0)), static_cast<int>(r.integer(1)), r.integer(2) != 0,
            r.integer(3) != 0, r.text(4) };
    }

    std::string join(const std::vector<int>& values)
    {
        std::string out;
        for (std::size_t i = 0; i < values.size(); ++i)
            out += (i ? "," : "") + std::to_string(values[i]);
        return out;
    }

    std::vector<int> split(const std::string& text)
    {
        std::vector<int> out;
        std::stringstream in(text);
        for (std::string item; std::getline(in, item, ',');)
            if (!item.empty())
                out.push_back(std::stoi(item));
        return out;
    }

    LessonQuizRow quiz_row(const Row& r)
    {
        return { r.text(0), split(r.text(1)), static_cast<int>(r.integer(2)),
            static_cast<int>(r.integer(3)) };
    }

    // The learner's positions of a lesson in order, or the one at `position`: the one reader of
    // lesson_positions, for the record and for a try or a reveal.
    std::vector<LessonPositionRow> read_positions(Database& db, std::int64_t user_id,
        const std::string& lesson_id, std::optional<int> position = std::nullopt)
    {
        std::string sql = "SELECT position, tries, solved, revealed, move FROM lesson_positions "
                          "WHERE user_id = ? AND lesson_id = ?";
        std::vector<Value> params { user_id, lesson_id };
        if (position) {
            sql += " AND position = ?";
            params.emplace_back(std::int64_t { *position });
        }
        std::vector<LessonPositionRow> out;
        for (const auto& r : db.query(sql + " ORDER BY position", params).rows)
            out.push_back(position_row(r));
        return out;
    }

    LessonPositionRow find_position(
        Database& db, std::int64_t user_id, const std::string& lesson_id, int position)
    {
        auto rows = read_positions(db, user_id, lesson_id, position);
        return rows.empty() ? LessonPositionRow { position, 0, false, false, "" } : rows.front();
    }

    // The learner's quizzes of a lesson by module id, or the one of `module_id`: the one reader
    // of lesson_quizzes, for the record and for the submission kept.
    std::vector<LessonQuizRow> read_quizzes(Database& db, std::int64_t user_id,
        const std::string& lesson_id, std::optional<std::string> module_id = std::nullopt)
    {
        std::string sql = "SELECT module_id, answers, correct, questions FROM lesson_quizzes "
                          "WHERE user_id = ? AND lesson_id = ?";
        std::vector<Value> params { user_id, lesson_id };
        if (module_id) {
            sql += " AND module_id = ?";
            params.emplace_back(*module_id);
        }
        std::vector<LessonQuizRow> out;
        for (const auto& r : db.query(sql + " ORDER BY module_id", params).rows)
            out.push_back(quiz_row(r));
        return out;
    }

    void write_position(Database& db, std::int64_t user_id, const std::string& lesson_id,
        const LessonPositionRow& row, std::int64_t now_ms)
    {
        db.query("INSERT INTO lesson_positions (user_id, lesson_id, position, tries, solved, "
                 "revealed, move, updated_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
                 "ON CONFLICT (user_id, lesson_id, position) DO UPDATE SET tries = excluded.tries, "
                 "solved = excluded.solved, revealed = excluded.revealed, move = excluded.move, "
                 "updated_at_ms = excluded.updated_at_ms",
            { user_id, lesson_id, std::int64_t { row.position }, std::int64_t { row.tries },
                std::int64_t { row.solved ? 1 : 0 }, std::int64_t { row.revealed ? 1 : 0 },
                row.move, now_ms });
    }

} // namespace

std::vector<LessonPositionRow> LessonRecordRepository::positions(
    std::int64_t user_id, const std::string& lesson_id)
{
    return read_positions(db_, user_id, lesson_id);
}

LessonPositionRow LessonRecordRepository::record_try(std::int64_t user_id,
    const std::string& lesson_id, int position, const std::string& move, bool correct,
    std::int64_t now_ms)
{
    LessonPositionRow row;
    db_.transaction([&] {
        row = find_position(db_, user_id, lesson_id, position);
        if (row.solved || row.revealed)
            return;
        ++row.tries;
        if (correct) {
            row.solved = true;
            row.move = move;
        }
        write_position(db_, user_id, lesson_id, row, now_ms);
    });
    return row;
}

LessonPositionRow LessonRecordRepository::reveal(std::int64_t user_id, const std::string& lesson_id,
    int position, const std::string& answer, std::int64_t now_ms)
{
    LessonPositionRow row;
    db_.transaction([&] {
        row = find_position(db_, user_id, lesson_id, position);
        if (row.solved || row.revealed)
            return;
        row.revealed = true;
        row.move = answer;
        write_position(db_, user_id, lesson_id, row, now_ms);
    });
    return row;
}

std::vector<LessonQuizRow> LessonRecordRepository::quizzes(
    std::int64_t user_id, const std::string& lesson_id)
{
    return read_quizzes(db_, user_id, lesson_id);
}

LessonQuizRow LessonRecordRepository::submit_quiz(std::int64_t user_id,
    const std::string& lesson_id, const LessonQuizRow& quiz, std::int64_t now_ms)
{
    LessonQuizRow stored;
    db_.transaction([&] {
        db_.query("INSERT INTO lesson_quizzes (user_id, lesson_id, module_id, answers, correct, "
                  "questions, submitted_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            { user_id, lesson_id, quiz.module_id, join(quiz.answers), std::int64_t { quiz.correct },
                std::int64_t { quiz.questions }, now_ms });
        stored = read_quizzes(db_, user_id, lesson_id, quiz.module_id).at(0);
    });
    return stored;
}

std::vector<std::string> LessonRecordRepository::skipped_puzzles(
    std::int64_t user_id, const std::string& lesson_id)
{
    std::vector<std::string> out;
    for (const auto& r : db_.query("SELECT puzzle_id FROM lesson_puzzle_skips WHERE user_id = ? "
                                   "AND lesson_id = ? ORDER BY puzzle_id",
                                { user_id, lesson_id })
                             .rows)
        out.push_back(r.text(0));
    return out;
}

void LessonRecordRepository::skip_puzzle(std::int64_t user_id, const std::string& lesson_id,
    const std::string& puzzle_id, std::int64_t now_ms)
{
    db_.query("INSERT INTO lesson_puzzle_skips (user_id, lesson_id, puzzle_id, skipped_at_ms) "
              "VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
        { user_id, lesson_id, puzzle_id, now_ms });
}

void LessonRecordRepository::set_place(std::int64_t user_id, const std::string& lesson_id,
    int module, int position, std::int64_t now_ms)
{
    db_.query("UPDATE lesson_progress SET module_index = ?, position_index = ?, updated_at_ms = ? "
              "WHERE user_id = ? AND lesson_id = ?",
        { std::int64_t { module }, std::int64_t { position }, now_ms, user_id, lesson_id });
}

} // namespace academy::store
