#include "store/practice_progress_repository.hpp"

#include <algorithm>

namespace academy::store {

std::map<std::string, PracticeBest> PracticeProgressRepository::list(std::int64_t user_id)
{
    std::map<std::string, PracticeBest> out;
    for (const auto& r : db_.query("SELECT position_id, best_stars, wins FROM practice_progress "
                                   "WHERE user_id = ?",
                                { user_id })
                             .rows)
        out[r.text(0)] = { static_cast<int>(r.integer(1)), static_cast<int>(r.integer(2)) };
    return out;
}

PracticeWinStars PracticeProgressRepository::record_win(
    std::int64_t user_id, const std::string& position_id, int stars, std::int64_t now_ms)
{
    PracticeWinStars win;
    const std::int64_t s { stars };
    // Portable SQL (SQLite and PostgreSQL): insert-if-absent, then keep the better of the two.
    db_.transaction([&] {
        const auto before = db_.query("SELECT best_stars FROM practice_progress WHERE user_id = ? "
                                      "AND position_id = ?",
            { user_id, position_id });
        win.previous_stars = before.rows.empty() ? 0 : static_cast<int>(before.rows[0].integer(0));
        db_.query(
            "INSERT INTO practice_progress (user_id, position_id, best_stars, wins, "
            "first_won_at_ms, updated_at_ms) VALUES (?, ?, ?, 0, ?, ?) ON CONFLICT DO NOTHING",
            { user_id, position_id, s, now_ms, now_ms });
        db_.query("UPDATE practice_progress SET wins = wins + 1, updated_at_ms = ?, best_stars = "
                  "CASE WHEN best_stars < ? THEN ? ELSE best_stars END WHERE user_id = ? AND "
                  "position_id = ?",
            { now_ms, s, s, user_id, position_id });
        win.best_stars = std::max(win.previous_stars, stars);
    });
    return win;
}

} // namespace academy::store
