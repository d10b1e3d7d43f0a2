#include "store/progress_repository.hpp"

#include "store/wall_clock.hpp"

#include <charconv>
#include <set>
#include <sstream>

namespace academy::store {

std::string encode_moves(const std::vector<StoredMove>& moves)
{
    std::string out;
    for (const auto& m : moves) {
        if (!out.empty())
            out += ' ';
        out += m.touch ? '1' : '0';
        out += m.drag ? 'd' : 't';
        out += m.missed ? '1' : '0';
        out += ':';
        out += std::to_string(m.ms);
    }
    return out;
}

std::vector<StoredMove> decode_moves(const std::string& text)
{
    std::vector<StoredMove> out;
    std::istringstream in(text);
    std::string item;
    while (in >> item) {
        if (item.size() < 5 || item[3] != ':')
            continue;
        StoredMove m;
        m.touch = item[0] == '1';
        m.drag = item[1] == 'd';
        m.missed = item[2] == '1';
        const auto* end = item.data() + item.size();
        if (std::from_chars(item.data() + 4, end, m.ms).ptr != end)
            continue;
        out.push_back(m);
    }
    return out;
}

namespace {

    // Thrown inside the transaction to roll the batch back.
    struct DayFull {
        std::string day;
    };

} // namespace

InsertedBatch ProgressRepository::insert_all(std::int64_t user_id,
    const std::vector<ProgressEventRow>& events, std::int64_t created_at_seconds, int max_per_day)
{
    InsertedBatch batch;
    std::set<std::string> days;
    for (const auto& e : events)
        days.insert(e.day);
    try {
        db_.transaction([&] {
            batch = {};
            for (const auto& e : events) {
                const auto changed
                    = db_.query("INSERT INTO progress_events (user_id, event_id, kind, "
                                "at_ms, day, lesson_id, accuracy, minutes, moves, created_at) "
                                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                             { user_id, e.event_id, e.kind, e.at_ms, e.day, e.lesson_id,
                                 std::int64_t { e.accuracy }, std::int64_t { e.minutes },
                                 encode_moves(e.moves), created_at_seconds })
                          .changes;
                ++(changed > 0 ? batch.stored : batch.duplicates);
            }
            // Counted after the inserts, so resent events (duplicates) never count twice.
            for (const auto& day : days)
                if (db_.query("SELECT COUNT(*) FROM progress_events WHERE user_id = ? AND day = ?",
                           { user_id, day })
                        .rows[0]
                        .integer(0)
                    > max_per_day)
                    throw DayFull { day };
        });
    } catch (const DayFull& full) {
        return { 0, 0, full.day };
    }
    return batch;
}

std::vector<ProgressEventRow> ProgressRepository::list(std::int64_t user_id)
{
    std::vector<ProgressEventRow> out;
    for (const auto& r :
        db_.query("SELECT event_id, kind, at_ms, day, lesson_id, accuracy, minutes, "
                  "moves FROM progress_events WHERE user_id = ? "
                  "ORDER BY at_ms, event_id",
               { user_id })
            .rows)
        out.push_back({ r.text(0), r.text(1), r.integer(2), r.text(3), r.text(4),
            static_cast<int>(r.integer(5)), static_cast<int>(r.integer(6)),
            decode_moves(r.text(7)) });
    return out;
}

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
    std::vector<FinishedGameRow> out;
    for (const auto& r :
        db_.query(
               "SELECT id, created_at, result FROM computer_games WHERE user_id = ?", { user_id })
            .rows)
        out.push_back({ std::to_string(r.integer(0)), r.integer(1) * 1000, r.text(2) });
    return out;
}

std::vector<CompletedLessonRow> ProgressRepository::completed_lessons(std::int64_t user_id)
{
    std::vector<CompletedLessonRow> out;
    for (const auto& r :
        db_.query("SELECT p.lesson_id, p.completed_at_ms, COALESCE(p.first_accuracy, 0) "
                  "FROM lesson_progress p WHERE p.user_id = ? AND p.completed_at_ms IS NOT NULL "
                  "AND NOT EXISTS (SELECT 1 FROM progress_events e WHERE e.user_id = p.user_id "
                  "AND e.kind = 'lesson_completed' AND e.lesson_id = p.lesson_id) "
                  "ORDER BY p.completed_at_ms, p.lesson_id",
               { user_id })
            .rows)
        out.push_back({ r.text(0), r.integer(1), static_cast<int>(r.integer(2)) });
    return out;
}

std::vector<CompletedLessonRow> ProgressRepository::reported_lessons(std::int64_t user_id)
{
    std::vector<CompletedLessonRow> out;
    for (const auto& r :
        db_.query("SELECT lesson_id, MIN(at_ms), MAX(accuracy) FROM progress_events "
                  "WHERE user_id = ? AND kind = 'lesson_completed' "
                  "GROUP BY lesson_id ORDER BY lesson_id",
               { user_id })
            .rows)
        out.push_back({ r.text(0), r.integer(1), static_cast<int>(r.integer(2)) });
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
                                   "ELSE 'lose' END "
                                   "FROM live_games WHERE (white_id = ? OR black_id = ?) "
                                   "AND status <> 'active' AND score IN ('1-0', '0-1', '1/2-1/2')",
                                { id, id, id })
                             .rows)
        out.push_back({ r.text(0), r.integer(1), r.text(2) });
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
