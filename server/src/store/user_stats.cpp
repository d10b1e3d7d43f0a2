#include "store/user_stats.hpp"

#include <chrono>
#include <cmath>

namespace academy::store {

UserStats load_user_stats(Database& db, std::int64_t user_id, std::int64_t now_ms)
{
    const auto id = std::to_string(user_id);
    UserStats stats;
    for (const auto& row :
        db.query("SELECT speed, rating, games FROM player_ratings WHERE user_id = ?", { id })
            .rows) {
        const auto& v = row.values[1];
        const double rating = std::holds_alternative<double>(v)
            ? std::get<double>(v)
            : static_cast<double>(row.integer(1));
        stats.ratings[row.text(0)] = static_cast<int>(std::lround(rating));
        stats.rated_games[row.text(0)] = static_cast<int>(row.integer(2));
    }
    const auto totals
        = db.query("SELECT COUNT(*),"
                   " SUM(CASE WHEN (white_id = ? AND score = '1-0') OR (black_id = ? AND score = "
                   "'0-1') THEN 1 ELSE 0 END),"
                   " SUM(CASE WHEN (white_id = ? AND score = '0-1') OR (black_id = ? AND score = "
                   "'1-0') THEN 1 ELSE 0 END),"
                   " SUM(CASE WHEN score = '1/2-1/2' THEN 1 ELSE 0 END)"
                   " FROM live_games WHERE (white_id = ? OR black_id = ?) AND status <> 'active'"
                   " AND score IN ('1-0', '0-1', '1/2-1/2')",
            { id, id, id, id, id, id });
    if (!totals.rows.empty()) {
        const auto& row = totals.rows.front();
        stats.live_games = row.integer(0);
        stats.wins = row.is_null(1) ? 0 : row.integer(1);
        stats.losses = row.is_null(2) ? 0 : row.integer(2);
        stats.draws = row.is_null(3) ? 0 : row.integer(3);
    }
    const auto computer = db.query("SELECT COUNT(*),"
                                   " COALESCE(SUM(CASE WHEN result = 'win' THEN 1 ELSE 0 END), 0),"
                                   " COALESCE(SUM(CASE WHEN result = 'lose' THEN 1 ELSE 0 END), 0),"
                                   " COALESCE(SUM(CASE WHEN result = 'draw' THEN 1 ELSE 0 END), 0)"
                                   " FROM computer_games WHERE user_id = ?",
        { user_id });
    if (!computer.rows.empty()) {
        const auto& row = computer.rows.front();
        stats.computer_games = row.integer(0);
        stats.wins += row.integer(1);
        stats.losses += row.integer(2);
        stats.draws += row.integer(3);
    }
    stats.games_played = stats.live_games + stats.computer_games;
    const auto week = db.query(
        "SELECT tc_type, SUM(CASE WHEN white_id = ? THEN white_rating_diff ELSE black_rating_diff "
        "END)"
        " FROM live_games WHERE (white_id = ? OR black_id = ?) AND rated = 1 AND ended_at >= ?"
        " AND (white_rating_diff IS NOT NULL OR black_rating_diff IS NOT NULL) GROUP BY tc_type",
        { id, id, id, now_ms - std::int64_t { 7 } * 24 * 3600 * 1000 });
    for (const auto& row : week.rows)
        if (!row.is_null(1))
            stats.weekly_changes[row.text(0)] = static_cast<int>(row.integer(1));
    return stats;
}

std::optional<std::string> main_speed(const UserStats& stats)
{
    std::optional<std::string> best;
    int most = 0;
    for (const auto& [speed, games] : stats.rated_games)
        if (games > most && stats.ratings.count(speed)) {
            most = games;
            best = speed;
        }
    return best;
}

void forget_user_in_games(Database& db, std::int64_t user_id)
{
    const auto id = std::to_string(user_id);
    // Unique even if SQLite hands the same id to a later account that is deleted too.
    const std::string gone = "deleted-" + id + "-"
        + std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::system_clock::now().time_since_epoch())
                             .count());
    db.query("UPDATE live_games SET white_id = ?, white_username = ?, white_display_name = ? WHERE "
             "white_id = ? "
             "AND white_guest = 0",
        { gone, std::string(deleted_account_name), std::string(deleted_account_name), id });
    db.query("UPDATE live_games SET black_id = ?, black_username = ?, black_display_name = ? WHERE "
             "black_id = ? "
             "AND black_guest = 0",
        { gone, std::string(deleted_account_name), std::string(deleted_account_name), id });
    db.query(
        "UPDATE live_game_chat SET user_id = ?, username = ?, display_name = ? WHERE user_id = ?",
        { gone, std::string(deleted_account_name), std::string(deleted_account_name), id });
    db.query("DELETE FROM player_ratings WHERE user_id = ?", { id });
}

} // namespace academy::store
