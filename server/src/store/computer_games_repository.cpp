#include "store/computer_games_repository.hpp"

namespace academy::store {

std::int64_t ComputerGamesRepository::insert(const NewComputerGame& game)
{
    return db_
        .query("INSERT INTO computer_games (user_id, level, color, result, initial_fen, moves, "
               "player_moves, points, "
               "pgn, created_at) VALUES (?, ?, ?, ?, '', ?, ?, ?, ?, ?) RETURNING id",
            { game.user_id, std::int64_t { game.level }, game.color, game.result, game.moves,
                std::int64_t { game.player_moves }, std::int64_t { game.points }, game.pgn,
                game.created_at })
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

} // namespace academy::store
