#include "store/assessments_repository.hpp"

namespace academy::store {

namespace {

    constexpr const char* kSessionColumns
        = "id, kind, user_id, status, progress, created_at_ms, completed_at_ms, rating, "
          "rating_low, rating_high, correct, claimed_at_ms";

    std::optional<std::int64_t> optional_integer(const Row& r, std::size_t column)
    {
        return r.is_null(column) ? std::nullopt : std::optional<std::int64_t>(r.integer(column));
    }

    int integer_or_zero(const Row& r, std::size_t column)
    {
        return r.is_null(column) ? 0 : static_cast<int>(r.integer(column));
    }

    AssessmentSessionRow session_from(const Row& r)
    {
        AssessmentSessionRow s;
        s.id = r.text(0);
        s.kind = r.text(1);
        s.user_id = optional_integer(r, 2);
        s.status = r.text(3);
        s.progress = static_cast<int>(r.integer(4));
        s.created_at_ms = r.integer(5);
        s.completed_at_ms = optional_integer(r, 6);
        s.rating = integer_or_zero(r, 7);
        s.rating_low = integer_or_zero(r, 8);
        s.rating_high = integer_or_zero(r, 9);
        s.correct = integer_or_zero(r, 10);
        s.claimed_at_ms = optional_integer(r, 11);
        return s;
    }

    Value nullable(const std::optional<std::int64_t>& v) { return v ? Value(*v) : Value(nullptr); }

    void insert_question(
        Database& db, const std::string& session_id, const AssessmentQuestionRow& q)
    {
        db.query("INSERT INTO assessment_questions (session_id, question_index, puzzle_id, "
                 "puzzle_rating, theme, asked_at_ms, shown_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?)",
            { session_id, std::int64_t { q.index }, q.puzzle_id, std::int64_t { q.puzzle_rating },
                q.theme, q.asked_at_ms, nullable(q.shown_at_ms) });
    }

} // namespace

void AssessmentsRepository::create(
    const AssessmentSessionRow& s, const AssessmentQuestionRow& first)
{
    db_.transaction([&] {
        db_.query("INSERT INTO assessment_sessions (id, kind, user_id, status, progress, "
                  "created_at_ms) VALUES (?, ?, ?, 'in_progress', 0, ?)",
            { s.id, s.kind, nullable(s.user_id), s.created_at_ms });
        insert_question(db_, s.id, first);
    });
}

std::optional<AssessmentSessionRow> AssessmentsRepository::session(const std::string& id)
{
    const auto q = db_.query(
        std::string("SELECT ") + kSessionColumns + " FROM assessment_sessions WHERE id = ?",
        { id });
    if (q.rows.empty())
        return std::nullopt;
    return session_from(q.rows.front());
}

std::optional<AssessmentSessionRow> AssessmentsRepository::open_session(
    std::int64_t user_id, const std::string& kind)
{
    const auto q = db_.query(std::string("SELECT ") + kSessionColumns
            + " FROM assessment_sessions WHERE user_id = ? AND kind = ? AND status = "
              "'in_progress' ORDER BY created_at_ms DESC, id LIMIT 1",
        { user_id, kind });
    if (q.rows.empty())
        return std::nullopt;
    return session_from(q.rows.front());
}

std::vector<AssessmentQuestionRow> AssessmentsRepository::questions(const std::string& session_id)
{
    std::vector<AssessmentQuestionRow> out;
    const auto q = db_.query(
        "SELECT question_index, puzzle_id, puzzle_rating, theme, asked_at_ms, "
        "hint_used, answered_at_ms, answer, correct, time_spent_ms, "
        "shown_at_ms FROM assessment_questions WHERE session_id = ? ORDER BY question_index",
        { session_id });
    for (const auto& r : q.rows) {
        AssessmentQuestionRow row;
        row.index = static_cast<int>(r.integer(0));
        row.puzzle_id = r.text(1);
        row.puzzle_rating = static_cast<int>(r.integer(2));
        row.theme = r.text(3);
        row.asked_at_ms = r.integer(4);
        row.hint_used = r.integer(5) != 0;
        row.answered_at_ms = optional_integer(r, 6);
        row.answer = r.is_null(7) ? std::string() : r.text(7);
        row.correct = integer_or_zero(r, 8) != 0;
        row.time_spent_ms = r.is_null(9) ? 0 : r.integer(9);
        row.shown_at_ms = optional_integer(r, 10);
        out.push_back(std::move(row));
    }
    return out;
}

void AssessmentsRepository::show(const std::string& session_id, int index, std::int64_t at_ms)
{
    // A calibration's next position is stamped with the end of the result popup; fetched before
    // then, its clock starts at the fetch.
    db_.query("UPDATE assessment_questions SET shown_at_ms = ? WHERE session_id = ? AND "
              "question_index = ? AND answered_at_ms IS NULL AND (shown_at_ms IS NULL OR "
              "shown_at_ms > ?)",
        { at_ms, session_id, std::int64_t { index }, at_ms });
}

bool AssessmentsRepository::use_hint(const std::string& session_id, int index)
{
    return db_.query("UPDATE assessment_questions SET hint_used = 1 WHERE session_id = ? AND "
                     "question_index = ? AND hint_used = 0 AND answered_at_ms IS NULL AND EXISTS "
                     "(SELECT 1 FROM assessment_sessions WHERE id = ? AND status = 'in_progress' "
                     "AND progress = ?)",
                  { session_id, std::int64_t { index }, session_id, std::int64_t { index } })
               .changes
        == 1;
}

bool AssessmentsRepository::answer(const std::string& session_id, int index, const AnswerRecord& a,
    const std::optional<AssessmentQuestionRow>& next,
    const std::optional<CompletionRecord>& completion)
{
    bool stored = false;
    db_.transaction([&] {
        // The guard: only the answer to the question being asked moves the session on.
        const auto moved = completion
            ? db_.query("UPDATE assessment_sessions SET progress = progress + 1, status = "
                        "'completed', completed_at_ms = ?, rating = ?, rating_low = ?, "
                        "rating_high = ?, correct = ? WHERE id = ? AND status = 'in_progress' "
                        "AND progress = ?",
                { a.answered_at_ms, std::int64_t { completion->rating },
                    std::int64_t { completion->rating_low },
                    std::int64_t { completion->rating_high }, std::int64_t { completion->correct },
                    session_id, std::int64_t { index } })
            : db_.query("UPDATE assessment_sessions SET progress = progress + 1 WHERE id = ? AND "
                        "status = 'in_progress' AND progress = ?",
                { session_id, std::int64_t { index } });
        if (moved.changes != 1)
            return;
        db_.query("UPDATE assessment_questions SET answered_at_ms = ?, answer = ?, correct = ?, "
                  "time_spent_ms = ? WHERE session_id = ? AND question_index = ?",
            { a.answered_at_ms, a.answer, std::int64_t { a.correct ? 1 : 0 }, a.time_spent_ms,
                session_id, std::int64_t { index } });
        if (next)
            insert_question(db_, session_id, *next);
        if (completion && completion->seed_user)
            seed_puzzle_rating(
                *completion->seed_user, completion->rating, completion->seed_deviation);
        stored = true;
    });
    return stored;
}

void AssessmentsRepository::abandon(const std::string& session_id)
{
    db_.query("UPDATE assessment_sessions SET status = 'abandoned' WHERE id = ? AND status = "
              "'in_progress'",
        { session_id });
}

bool AssessmentsRepository::claim(
    const std::string& session_id, std::int64_t user_id, std::int64_t now_ms)
{
    return db_.query("UPDATE assessment_sessions SET user_id = ?, claimed_at_ms = ? WHERE id = ? "
                     "AND user_id IS NULL AND status = 'completed' AND claimed_at_ms IS NULL",
                  { user_id, now_ms, session_id })
               .changes
        == 1;
}

std::vector<AssessmentSessionRow> AssessmentsRepository::completed(
    std::int64_t user_id, const std::string& kind)
{
    std::vector<AssessmentSessionRow> out;
    for (const auto& r : db_.query(std::string("SELECT ") + kSessionColumns
                                    + " FROM assessment_sessions WHERE user_id = ? AND kind = ? "
                                      "AND status = 'completed' ORDER BY completed_at_ms DESC, id",
                                { user_id, kind })
                             .rows)
        out.push_back(session_from(r));
    return out;
}

std::set<std::string> AssessmentsRepository::seen_puzzles(std::int64_t user_id)
{
    std::set<std::string> seen;
    for (const auto& r :
        db_.query("SELECT q.puzzle_id FROM assessment_questions q JOIN "
                  "assessment_sessions s ON s.id = q.session_id WHERE s.user_id = ? "
                  "UNION SELECT puzzle_id FROM puzzle_attempts WHERE user_id = ?",
               { user_id, user_id })
            .rows)
        seen.insert(r.text(0));
    return seen;
}

bool AssessmentsRepository::seed_puzzle_rating(
    std::int64_t user_id, double rating, double deviation)
{
    return db_.query("INSERT INTO puzzle_ratings (user_id, rating, rating_deviation, volatility) "
                     "VALUES (?, ?, ?, 0.09) ON CONFLICT (user_id) DO NOTHING",
                  { user_id, rating, deviation })
               .changes
        == 1;
}

std::vector<PoolPuzzle> assessment_pool(Database& db, double target, int limit)
{
    std::vector<PoolPuzzle> out;
    for (const auto& r : db.query("SELECT id, rating, themes FROM puzzles WHERE source = 'academy' "
                                  "ORDER BY ABS(rating - ?), id LIMIT ?",
                               { target, std::int64_t { limit } })
                             .rows) {
        const auto& v = r.values.at(1);
        const double rating = std::holds_alternative<double>(v) ? std::get<double>(v)
                                                                : static_cast<double>(r.integer(1));
        out.push_back({ r.text(0), rating, r.text(2) });
    }
    return out;
}

} // namespace academy::store
