#include "store/ratings_repository.hpp"

#include "store/savepoint.hpp"

namespace academy::store {

namespace {

    double real(const Row& row, std::size_t c)
    {
        const auto& v = row.values.at(c);
        if (auto* d = std::get_if<double>(&v))
            return *d;
        return static_cast<double>(row.integer(c));
    }

    RatingRecord read(const Row& row)
    {
        return { row.text(0), row.text(1), row.text(2), row.text(3),
            { real(row, 4), real(row, 5), real(row, 6) }, static_cast<int>(row.integer(7)) };
    }

    constexpr const char* kColumns
        = "user_id, speed, username, display_name, rating, deviation, volatility, games";

} // namespace

std::optional<RatingRecord> RatingsRepository::find(
    const std::string& user_id, const std::string& speed)
{
    auto r = db_.query(
        std::string("SELECT ") + kColumns + " FROM player_ratings WHERE user_id = ? AND speed = ?",
        { user_id, speed });
    if (r.rows.empty())
        return std::nullopt;
    return read(r.rows.front());
}

void RatingsRepository::save(const RatingRecord& x, std::int64_t now_ms)
{
    db_.query(
        "INSERT INTO player_ratings (user_id, speed, username, display_name, rating, deviation, "
        "volatility, "
        "games, updated_at) VALUES (?,?,?,?,?,?,?,?,?) ON CONFLICT (user_id, speed) DO UPDATE SET "
        "username = excluded.username, display_name = excluded.display_name, rating = "
        "excluded.rating, "
        "deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games, "
        "updated_at = excluded.updated_at",
        { x.user_id, x.speed, x.username, x.display_name, x.rating.rating, x.rating.deviation,
            x.rating.volatility, std::int64_t { x.games }, now_ms });
}

void RatingsRepository::save_pair(const RatingRecord& a, const RatingRecord& b, std::int64_t now_ms)
{
    Savepoint savepoint(db_, "save_ratings");
    try {
        save(a, now_ms);
        save(b, now_ms);
        savepoint.release();
    } catch (...) {
        savepoint.rollback(); // said aloud: a refused rollback is an error of its own
        throw;
    }
}

std::vector<RatingRecord> RatingsRepository::leaderboard(const std::string& speed, int limit)
{
    std::vector<RatingRecord> out;
    auto r = db_.query(std::string("SELECT ") + kColumns
            + " FROM player_ratings WHERE speed = ? AND deviation < ? ORDER BY rating DESC LIMIT ?",
        { speed, rating::kProvisionalDeviation, std::int64_t { limit } });
    for (const auto& row : r.rows)
        out.push_back(read(row));
    return out;
}

} // namespace academy::store
