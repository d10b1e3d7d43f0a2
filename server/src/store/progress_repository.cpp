#include "store/progress_repository.hpp"

#include "store/wall_clock.hpp"

namespace academy::store {

std::vector<SolvedPuzzleRow> ProgressRepository::solved_puzzles(std::int64_t user_id)
{
    // created_at is SQLite's CURRENT_TIMESTAMP (UTC text, whole seconds).
    std::vector<SolvedPuzzleRow> out;
    // created_at is SQLite's timestamp text on both databases; read here, not by SQL, whose date
    // functions differ between them.
    for (const auto& r : db_.query("SELECT a.id, a.created_at, "
                                   "a.first_attempt, a.time_ms FROM puzzle_attempts a "
                                   "WHERE a.user_id = ? AND a.solved = 1 AND a.id = "
                                   "(SELECT MIN(b.id) FROM puzzle_attempts b WHERE b.user_id = "
                                   "a.user_id AND b.puzzle_id = a.puzzle_id AND b.solved = 1)",
                                { user_id })
                             .rows)
        out.push_back({ r.integer(0), parse_sqlite_timestamp(r.text(1)).value_or(0) * 1000,
            r.integer(2) != 0, r.integer(3) });
    return out;
}

std::vector<FinishedGameRow> ProgressRepository::computer_games(std::int64_t user_id)
{
    // created_at (the end) and started_at are Unix seconds; started_at is 0 for games stored
    // before the server played them (migration 0013).
    std::vector<FinishedGameRow> out;
    for (const auto& r : db_.query("SELECT id, created_at, result, started_at FROM computer_games "
                                   "WHERE user_id = ?",
                                { user_id })
                             .rows)
        out.push_back(
            { std::to_string(r.integer(0)), r.integer(1) * 1000, r.text(2), r.integer(3) * 1000 });
    return out;
}

std::vector<CompletedLessonRow> ProgressRepository::completed_lessons(std::int64_t user_id)
{
    std::vector<CompletedLessonRow> out;
    for (const auto& r :
        db_.query("SELECT lesson_id, completed_at_ms, COALESCE(first_accuracy, 0), "
                  "started_at_ms FROM lesson_progress WHERE user_id = ? AND "
                  "completed_at_ms IS NOT NULL ORDER BY completed_at_ms, lesson_id",
               { user_id })
            .rows)
        out.push_back({ r.text(0), r.integer(1), static_cast<int>(r.integer(2)), r.integer(3) });
    return out;
}

std::vector<WonPracticeRow> ProgressRepository::won_practice(std::int64_t user_id)
{
    std::vector<WonPracticeRow> out;
    for (const auto& r : db_.query("SELECT position_id, first_won_at_ms FROM practice_progress "
                                   "WHERE user_id = ? ORDER BY first_won_at_ms, position_id",
                                { user_id })
                             .rows)
        out.push_back({ r.text(0), r.integer(1) });
    return out;
}

std::vector<FinishedGameRow> ProgressRepository::live_games(std::int64_t user_id)
{
    // Live games name players by the account id as text (guests have other ids).
    const auto id = std::to_string(user_id);
    std::vector<FinishedGameRow> out;
    for (const auto& r : db_.query("SELECT id, COALESCE(ended_at, created_at), CASE "
                                   "WHEN score = '1/2-1/2' THEN 'draw' "
                                   "WHEN (white_id = ?) = (score = '1-0') THEN 'win' "
                                   "ELSE 'lose' END, created_at "
                                   "FROM live_games WHERE (white_id = ? OR black_id = ?) "
                                   "AND status <> 'active' AND score IN ('1-0', '0-1', '1/2-1/2')",
                                { id, id, id })
                             .rows)
        out.push_back({ r.text(0), r.integer(1), r.text(2), r.integer(3) });
    return out;
}

std::vector<TimedAnswerRow> ProgressRepository::timed_answers(std::int64_t user_id)
{
    std::vector<TimedAnswerRow> out;
    // created_at is SQLite's timestamp text on both databases (see solved_puzzles).
    for (const auto& r :
        db_.query("SELECT created_at, time_ms FROM puzzle_attempts WHERE user_id = ?", { user_id })
            .rows)
        out.push_back({ parse_sqlite_timestamp(r.text(0)).value_or(0) * 1000, r.integer(1) });
    for (const auto& r :
        db_.query("SELECT at_ms, ms FROM deck_reviews WHERE user_id = ?", { user_id }).rows)
        out.push_back({ r.integer(0), r.integer(1) });
    return out;
}

int ProgressRepository::utc_offset_minutes(std::int64_t user_id)
{
    const auto r = db_.query("SELECT utc_offset_minutes FROM users WHERE id = ?", { user_id });
    return r.rows.empty() ? 0 : static_cast<int>(r.rows.front().integer(0));
}

ProgressRepository::Calendar ProgressRepository::calendar(std::int64_t user_id)
{
    const auto r = db_.query("SELECT u.utc_offset_minutes, COALESCE(v.version, 0) FROM users u "
                             "LEFT JOIN progress_versions v ON v.user_id = u.id WHERE u.id = ?",
        { user_id });
    if (r.rows.empty())
        return {};
    return { static_cast<int>(r.rows.front().integer(0)), r.rows.front().integer(1) };
}

void ProgressRepository::set_utc_offset_minutes(std::int64_t user_id, int minutes)
{
    db_.query("UPDATE users SET utc_offset_minutes = ? WHERE id = ?",
        { std::int64_t { minutes }, user_id });
}

} // namespace academy::store
