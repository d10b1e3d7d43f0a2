#include "store/boards_repository.hpp"

#include <cmath>

namespace academy::store {

namespace {

    double real(const Row& row, std::size_t c)
    {
        const auto& v = row.values.at(c);
        if (const auto* d = std::get_if<double>(&v))
            return *d;
        return static_cast<double>(row.integer(c));
    }

    // The bucket of a score, as the triggers of migration 0060 compute it (CAST AS INTEGER).
    std::int64_t bucket_of(double score) { return static_cast<std::int64_t>(score); }
    constexpr std::int64_t kCoarse = 100; // level-1 buckets hold 100 level-0 buckets

    bool by_country(const BoardScope& scope) { return !scope.country.empty(); }

    std::vector<UnlockRow> unlock_rows(const QueryResult& result)
    {
        std::vector<UnlockRow> out;
        for (const auto& r : result.rows)
            out.push_back({ r.integer(0), r.text(1), r.text(2), r.text(3), r.integer(4) });
        return out;
    }

    constexpr const char* kUnlockColumns
        = "SELECT a.user_id, u.username, u.display_name, a.achievement_id, a.unlocked_at "
          "FROM achievement_unlocks a JOIN users u ON u.id = a.user_id ";

} // namespace

std::string id_list(const std::vector<std::int64_t>& ids)
{
    std::string text = "[";
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (i > 0)
            text += ',';
        text += std::to_string(ids[i]);
    }
    return text + "]";
}

std::vector<BoardEntry> BoardsRepository::page(
    const BoardScope& scope, std::int64_t offset, int limit)
{
    std::vector<BoardEntry> out;
    if (limit <= 0 || offset < 0)
        return out;
    // Where the page starts: walk the 100-point buckets from the top, then the 1-point buckets of
    // the one holding the offset, so that the entries query only skips players of one bucket.
    std::optional<double> below; // scores strictly under this
    std::int64_t skip = offset;
    if (offset > 0) {
        std::int64_t seen = 0;
        std::optional<std::int64_t> coarse;
        for (const auto& r :
            db_.query("SELECT bucket, players FROM board_counts WHERE board = ? AND scope = ? AND "
                      "level = 1 AND players > 0 ORDER BY bucket DESC",
                   { scope.board, scope.country })
                .rows) {
            if (seen + r.integer(1) > offset) {
                coarse = r.integer(0);
                break;
            }
            seen += r.integer(1);
        }
        if (!coarse)
            return out;
        std::optional<std::int64_t> fine;
        for (const auto& r :
            db_.query("SELECT bucket, players FROM board_counts WHERE board = ? "
                      "AND scope = ? AND level = 0 AND bucket >= ? AND bucket < ? "
                      "AND players > 0 ORDER BY bucket DESC",
                   { scope.board, scope.country, *coarse * kCoarse, *coarse * kCoarse + kCoarse })
                .rows) {
            if (seen + r.integer(1) > offset) {
                fine = r.integer(0);
                break;
            }
            seen += r.integer(1);
        }
        if (!fine)
            return out;
        below = static_cast<double>(*fine + 1);
        skip = offset - seen;
    }
    const double ceiling = below.value_or(HUGE_VAL);
    const auto rows = by_country(scope)
        ? db_.query("SELECT user_id, score FROM board_entries WHERE board = ? AND country = ? AND "
                    "score < ? ORDER BY score DESC, user_id LIMIT ? OFFSET ?",
            { scope.board, scope.country, ceiling, std::int64_t { limit }, skip })
        : db_.query("SELECT user_id, score FROM board_entries WHERE board = ? AND score < ? "
                    "ORDER BY score DESC, user_id LIMIT ? OFFSET ?",
            { scope.board, ceiling, std::int64_t { limit }, skip });
    for (const auto& r : rows.rows)
        out.push_back({ r.integer(0), real(r, 1) });
    return out;
}

std::int64_t BoardsRepository::players(const BoardScope& scope)
{
    return db_
        .query("SELECT COALESCE(SUM(players), 0) FROM board_counts WHERE board = ? AND "
               "scope = ? AND level = 1",
            { scope.board, scope.country })
        .rows.front()
        .integer(0);
}

std::optional<double> BoardsRepository::score_of(const BoardScope& scope, std::int64_t user_id)
{
    const auto found
        = db_.query("SELECT score, country FROM board_entries WHERE board = ? AND user_id = ?",
            { scope.board, user_id });
    if (found.rows.empty())
        return std::nullopt;
    const auto& row = found.rows.front();
    if (by_country(scope) && (row.is_null(1) || row.text(1) != scope.country))
        return std::nullopt;
    return real(row, 0);
}

std::int64_t BoardsRepository::above(const BoardScope& scope, double score)
{
    const std::int64_t fine = bucket_of(score);
    const std::int64_t coarse = fine / kCoarse;
    const auto hi = static_cast<double>(fine + 1);
    // One look-up: the 100-point buckets above the score's, the 1-point buckets above it within
    // its own, and within its own 1-point bucket the higher scores only, never the ties (a range
    // of the index that is empty for whole-number scores such as XP).
    const auto r = by_country(scope)
        ? db_.query(
            "SELECT (SELECT COALESCE(SUM(players), 0) FROM board_counts WHERE board = ?1 "
            "AND scope = ?2 AND level = 1 AND bucket > ?3) + (SELECT COALESCE(SUM(players), "
            "0) FROM board_counts WHERE board = ?1 AND scope = ?2 AND level = 0 AND bucket > "
            "?4 AND bucket < ?5) + (SELECT COUNT(*) FROM board_entries WHERE board = ?1 AND "
            "country = ?2 AND score > ?6 AND score < ?7)",
            { scope.board, scope.country, coarse, fine, (coarse + 1) * kCoarse, score, hi })
        : db_.query(
            "SELECT (SELECT COALESCE(SUM(players), 0) FROM board_counts WHERE board = ?1 "
            "AND scope = ?2 AND level = 1 AND bucket > ?3) + (SELECT COALESCE(SUM(players), "
            "0) FROM board_counts WHERE board = ?1 AND scope = ?2 AND level = 0 AND bucket > "
            "?4 AND bucket < ?5) + (SELECT COUNT(*) FROM board_entries WHERE board = ?1 AND "
            "score > ?6 AND score < ?7)",
            { scope.board, scope.country, coarse, fine, (coarse + 1) * kCoarse, score, hi });
    return r.rows.front().integer(0);
}

std::optional<std::int64_t> BoardsRepository::place(const BoardScope& scope, std::int64_t user_id)
{
    const auto score = score_of(scope, user_id);
    if (!score)
        return std::nullopt;
    return above(scope, *score) + 1;
}

std::map<std::int64_t, double> BoardsRepository::scores(
    const std::string& board, const std::vector<std::int64_t>& user_ids)
{
    std::map<std::int64_t, double> out;
    if (user_ids.empty())
        return out;
    for (const auto& r : db_.query("SELECT user_id, score FROM board_entries WHERE board = ? AND "
                                   "user_id IN (SELECT value FROM json_each(?))",
                                { board, id_list(user_ids) })
                             .rows)
        out[r.integer(0)] = real(r, 1);
    return out;
}

std::map<std::int64_t, PlayerLine> BoardsRepository::lines(
    const std::vector<std::int64_t>& user_ids, const std::string& speed,
    const std::string& xp_board)
{
    std::map<std::int64_t, PlayerLine> out;
    if (user_ids.empty())
        return out;
    const auto rows = db_.query(
        "SELECT u.id, u.username, u.display_name, u.country, COALESCE(t.level, 0), "
        "COALESCE(t.total_xp, 0), (SELECT score FROM board_entries WHERE board = ? AND user_id = "
        "u.id), r.rating, r.deviation, COALESCE(r.games, 0) FROM users u "
        "LEFT JOIN progress_totals t ON t.user_id = u.id "
        "LEFT JOIN player_ratings r ON r.user_id = CAST(u.id AS TEXT) AND r.speed = ? "
        "WHERE u.id IN (SELECT value FROM json_each(?))",
        { xp_board, speed, id_list(user_ids) });
    for (const auto& r : rows.rows) {
        PlayerLine line;
        line.user_id = r.integer(0);
        line.username = r.text(1);
        line.display_name = r.text(2);
        if (!r.is_null(3))
            line.country = r.text(3);
        line.level = static_cast<int>(r.integer(4));
        line.total_xp = r.integer(5);
        line.xp_week = r.is_null(6) ? 0 : std::llround(real(r, 6));
        if (!r.is_null(7))
            line.rating = real(r, 7);
        if (!r.is_null(8))
            line.deviation = real(r, 8);
        line.rated_games = static_cast<int>(r.integer(9));
        out[line.user_id] = std::move(line);
    }
    return out;
}

std::map<std::int64_t, RatingChange> BoardsRepository::rating_changes(
    const std::vector<std::int64_t>& user_ids, const std::string& speed, std::int64_t since_ms)
{
    std::map<std::int64_t, RatingChange> out;
    if (user_ids.empty())
        return out;
    // Two index look-ups per player (live_games_white_id, live_games_black_id).
    const auto rows = db_.query(
        "SELECT p.id, SUM(p.diff), SUM(p.games) FROM ("
        " SELECT CAST(g.white_id AS INTEGER) AS id, g.white_rating_diff AS diff, 1 AS games "
        " FROM json_each(?) j JOIN live_games g ON g.white_id = CAST(j.value AS TEXT) "
        " WHERE g.ended_at >= ? AND g.rated = 1 AND g.tc_type = ? "
        " AND g.white_rating_diff IS NOT NULL"
        " UNION ALL"
        " SELECT CAST(g.black_id AS INTEGER), g.black_rating_diff, 1 "
        " FROM json_each(?) j JOIN live_games g ON g.black_id = CAST(j.value AS TEXT) "
        " WHERE g.ended_at >= ? AND g.rated = 1 AND g.tc_type = ? "
        " AND g.black_rating_diff IS NOT NULL"
        ") p GROUP BY p.id",
        { id_list(user_ids), since_ms, speed, id_list(user_ids), since_ms, speed });
    for (const auto& r : rows.rows)
        out[r.integer(0)] = { static_cast<int>(r.integer(1)), static_cast<int>(r.integer(2)) };
    return out;
}

BoardsRepository::ViewerFigures BoardsRepository::viewer(std::int64_t user_id,
    const std::string& speed, const std::string& xp_board, std::int64_t since_ms)
{
    const auto r = db_.query(
        "SELECT (SELECT rating FROM player_ratings WHERE user_id = ?1 AND speed = ?2), "
        "(SELECT score FROM board_entries WHERE board = ?3 AND user_id = ?4), "
        "(SELECT TOTAL(d) FROM (SELECT white_rating_diff AS d FROM live_games WHERE white_id = ?1 "
        "AND ended_at >= ?5 AND rated = 1 AND tc_type = ?2 AND white_rating_diff IS NOT NULL "
        "UNION ALL SELECT black_rating_diff FROM live_games WHERE black_id = ?1 AND ended_at >= ?5 "
        "AND rated = 1 AND tc_type = ?2 AND black_rating_diff IS NOT NULL) AS diffs), "
        "(SELECT COUNT(*) FROM live_games WHERE white_id = ?1 AND ended_at >= ?5 AND rated = 1 AND "
        "tc_type = ?2 AND white_rating_diff IS NOT NULL) + (SELECT COUNT(*) FROM live_games WHERE "
        "black_id = ?1 AND ended_at >= ?5 AND rated = 1 AND tc_type = ?2 AND black_rating_diff IS "
        "NOT NULL)",
        { std::to_string(user_id), speed, xp_board, user_id, since_ms });
    const auto& row = r.rows.front();
    ViewerFigures out;
    if (!row.is_null(0))
        out.rating = real(row, 0);
    if (!row.is_null(1))
        out.xp_week = std::llround(real(row, 1));
    if (row.integer(3) > 0)
        out.change = RatingChange { static_cast<int>(std::lround(real(row, 2))),
            static_cast<int>(row.integer(3)) };
    return out;
}

std::vector<UnlockRow> BoardsRepository::recent_unlocks(int limit)
{
    return unlock_rows(db_.query(std::string(kUnlockColumns)
            + "ORDER BY a.unlocked_at DESC, a.user_id, a.achievement_id LIMIT ?",
        { std::int64_t { limit } }));
}

std::vector<UnlockRow> BoardsRepository::recent_unlocks_in(const std::string& country, int limit)
{
    return unlock_rows(db_.query(std::string(kUnlockColumns)
            + "WHERE a.country = ? ORDER BY a.unlocked_at DESC, a.user_id, a.achievement_id "
              "LIMIT ?",
        { country, std::int64_t { limit } }));
}

std::vector<UnlockRow> BoardsRepository::recent_unlocks_of(
    const std::vector<std::int64_t>& user_ids, int limit)
{
    if (user_ids.empty())
        return {};
    // The newest first among these players' unlocks, and only those few joined to their names.
    return unlock_rows(db_.query(
        "SELECT a.user_id, u.username, u.display_name, a.achievement_id, a.unlocked_at FROM ("
        "SELECT user_id, achievement_id, unlocked_at FROM achievement_unlocks WHERE user_id IN "
        "(SELECT value FROM json_each(?)) ORDER BY unlocked_at DESC, user_id, achievement_id "
        "LIMIT ?) a JOIN users u ON u.id = a.user_id "
        "ORDER BY a.unlocked_at DESC, a.user_id, a.achievement_id",
        { id_list(user_ids), std::int64_t { limit } }));
}

std::vector<DirtyMark> BoardsRepository::dirty(int limit)
{
    std::vector<DirtyMark> out;
    for (const auto& r :
        db_.query("SELECT user_id, version FROM progress_dirty ORDER BY user_id LIMIT ?",
               { std::int64_t { limit } })
            .rows)
        out.push_back({ r.integer(0), r.integer(1) });
    return out;
}

std::optional<std::int64_t> BoardsRepository::dirty_version(std::int64_t user_id)
{
    const auto r = db_.query("SELECT version FROM progress_dirty WHERE user_id = ?", { user_id });
    if (r.rows.empty())
        return std::nullopt;
    return r.rows.front().integer(0);
}

bool BoardsRepository::save_summary(
    std::int64_t user_id, const ProgressSummary& summary, std::int64_t now_ms)
{
    const auto user = db_.query("SELECT country, role FROM users WHERE id = ?", { user_id });
    if (user.rows.empty())
        return false;
    const Value country = user.rows.front().values.at(0);
    // An anonymous learner has no name to show on a board (docs/progress.md).
    const bool on_boards = user.rows.front().text(1) != "learner";

    std::map<std::string, double> before;
    for (const auto& r : db_.query("SELECT board, score FROM board_entries WHERE user_id = ? AND "
                                   "board >= 'xp:' AND board < 'xp;'",
                                { user_id })
                             .rows)
        before[r.text(0)] = real(r, 1);
    for (const auto& [week, xp] : summary.xp_by_week) {
        const auto board = "xp:" + week;
        const auto it = before.find(board);
        if (it != before.end()) {
            const bool same = it->second == static_cast<double>(xp);
            before.erase(it);
            if (same)
                continue;
        }
        if (xp <= 0 || !on_boards)
            continue;
        db_.query("INSERT INTO board_entries (board, user_id, score, country) VALUES (?, ?, ?, ?) "
                  "ON CONFLICT (board, user_id) DO UPDATE SET score = excluded.score",
            { board, user_id, static_cast<double>(xp), country });
    }
    for (const auto& [board, score] : before) // weeks the ledger no longer has
        db_.query("DELETE FROM board_entries WHERE board = ? AND user_id = ?", { board, user_id });

    db_.query("INSERT INTO progress_totals (user_id, total_xp, level, updated_at) VALUES (?, ?, ?, "
              "?) ON CONFLICT (user_id) DO UPDATE SET total_xp = excluded.total_xp, level = "
              "excluded.level, updated_at = excluded.updated_at",
        { user_id, summary.total_xp, std::int64_t { summary.level }, now_ms });

    db_.query("DELETE FROM achievement_unlocks WHERE user_id = ?", { user_id });
    for (const auto& u : summary.unlocks)
        db_.query("INSERT INTO achievement_unlocks (user_id, achievement_id, unlocked_at, country) "
                  "VALUES (?, ?, ?, ?)",
            { user_id, u.achievement_id, u.unlocked_at_ms, country });
    return true;
}

void BoardsRepository::clear_dirty(std::int64_t user_id, std::int64_t version)
{
    db_.query("DELETE FROM progress_dirty WHERE user_id = ? AND version = ?", { user_id, version });
}

} // namespace academy::store
