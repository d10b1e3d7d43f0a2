#include "store/computer_games_repository.hpp"

namespace academy::store {

std::int64_t ComputerGamesRepository::insert(const NewComputerGame& game)
{
    return db_
        .query("INSERT INTO computer_games (user_id, level, color, result, initial_fen, moves, "
               "player_moves, points, pgn, created_at, started_at) "
               "VALUES (?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?) RETURNING id",
            { game.user_id, std::int64_t { game.level }, game.color, game.result, game.moves,
                std::int64_t { game.player_moves }, std::int64_t { game.points }, game.pgn,
                game.created_at, game.started_at })
        .rows.at(0)
        .integer(0);
}

ComputerGameStats ComputerGamesRepository::stats(std::int64_t user_id)
{
    const auto rows = db_.query("SELECT COUNT(*), "
                                "COALESCE(SUM(CASE WHEN result = 'win' THEN 1 ELSE 0 END), 0), "
                                "COALESCE(SUM(CASE WHEN result = 'lose' THEN 1 ELSE 0 END), 0), "
                                "COALESCE(SUM(CASE WHEN result = 'draw' THEN 1 ELSE 0 END), 0), "
                                "COALESCE(SUM(player_moves), 0), "
                                "COALESCE(MAX(CASE WHEN result = 'win' THEN level ELSE 0 END), 0), "
                                "COALESCE(SUM(points), 0) FROM computer_games WHERE user_id = ?",
        { user_id });
    const auto& r = rows.rows.at(0);
    return { r.integer(0), r.integer(1), r.integer(2), r.integer(3), r.integer(4), r.integer(5),
        r.integer(6) };
}

std::vector<ComputerGameRecord> ComputerGamesRepository::recent(std::int64_t user_id, int limit)
{
    const auto rows = db_.query("SELECT id, level, color, result, player_moves, points, created_at "
                                "FROM computer_games WHERE user_id = ? "
                                "ORDER BY created_at DESC, id DESC LIMIT ?",
        { user_id, std::int64_t { limit } });
    std::vector<ComputerGameRecord> games;
    for (const auto& r : rows.rows)
        games.push_back({ r.integer(0), static_cast<int>(r.integer(1)), r.text(2), r.text(3),
            static_cast<int>(r.integer(4)), static_cast<int>(r.integer(5)), r.integer(6) });
    return games;
}

std::optional<StoredComputerGame> ComputerGamesRepository::find(std::int64_t id)
{
    const auto rows = db_.query(
        "SELECT id, user_id, level, color, result, moves FROM computer_games WHERE id = ?", { id });
    if (rows.rows.empty())
        return std::nullopt;
    const auto& r = rows.rows.front();
    return StoredComputerGame { r.integer(0), r.integer(1), static_cast<int>(r.integer(2)),
        r.text(3), r.text(4), r.text(5) };
}

namespace {

    constexpr std::string_view kInPlayColumns
        = "SELECT id, user_id, level, color, moves, started_at FROM computer_games_in_play ";

    std::optional<ComputerGameInPlay> one_in_play(const QueryResult& rows)
    {
        if (rows.rows.empty())
            return std::nullopt;
        const auto& r = rows.rows.front();
        return ComputerGameInPlay { r.integer(0), r.integer(1), static_cast<int>(r.integer(2)),
            r.text(3), r.text(4), r.integer(5) };
    }

} // namespace

std::optional<ComputerGameInPlay> ComputerGamesRepository::in_play(std::int64_t id)
{
    return one_in_play(db_.query(std::string(kInPlayColumns) + "WHERE id = ?", { id }));
}

std::optional<ComputerGameInPlay> ComputerGamesRepository::in_play_of(std::int64_t user_id)
{
    return one_in_play(db_.query(std::string(kInPlayColumns) + "WHERE user_id = ?", { user_id }));
}

std::optional<std::int64_t> ComputerGamesRepository::start(
    const ComputerGameInPlay& game, std::int64_t now_ms)
{
    const auto rows = db_.query(
        "INSERT INTO computer_games_in_play (user_id, level, color, moves, started_at, "
        "updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING RETURNING id",
        { game.user_id, std::int64_t { game.level }, game.color, game.moves, now_ms, now_ms });
    if (rows.rows.empty())
        return std::nullopt;
    return rows.rows.front().integer(0);
}

bool ComputerGamesRepository::advance(
    std::int64_t id, const std::string& seen, const std::string& moves, std::int64_t now_ms)
{
    return db_.query("UPDATE computer_games_in_play SET moves = ?, updated_at = ? "
                     "WHERE id = ? AND moves = ?",
                  { moves, now_ms, id, seen })
               .changes
        == 1;
}

std::optional<std::int64_t> ComputerGamesRepository::finish(
    std::int64_t id, const std::string& seen, const NewComputerGame& finished)
{
    std::optional<std::int64_t> stored;
    db_.transaction([&] {
        if (!abandon(id, seen))
            return;
        stored = insert(finished);
    });
    return stored;
}

bool ComputerGamesRepository::abandon(std::int64_t id, const std::string& seen)
{
    return db_.query("DELETE FROM computer_games_in_play WHERE id = ? AND moves = ?", { id, seen })
               .changes
        == 1;
}

} // namespace academy::store
