#include "store/showings_repository.hpp"

namespace academy::store {

namespace {

    // A row of (shown_at, hints, mistakes).
    PuzzleShowing showing_of(const Row& row)
    {
        return { row.integer(0), static_cast<int>(row.integer(1)),
            static_cast<int>(row.integer(2)) };
    }

} // namespace

void ShowingsRepository::served(std::int64_t user_id, const std::string& puzzle_id,
    std::int64_t now_ms, std::int64_t forget_before_ms)
{
    db_.query("DELETE FROM puzzle_showings WHERE user_id = ? AND shown_at < ?",
        { user_id, forget_before_ms });
    db_.query("INSERT INTO puzzle_showings (user_id, puzzle_id, shown_at, hints) "
              "VALUES (?, ?, ?, 0) ON CONFLICT (user_id, puzzle_id) DO NOTHING",
        { user_id, puzzle_id, now_ms });
}

std::optional<PuzzleShowing> ShowingsRepository::find(
    std::int64_t user_id, const std::string& puzzle_id)
{
    const auto r = db_.query(
        "SELECT shown_at, hints, mistakes FROM puzzle_showings WHERE user_id = ? AND puzzle_id = ?",
        { user_id, puzzle_id });
    if (r.rows.empty())
        return std::nullopt;
    return showing_of(r.rows[0]);
}

int ShowingsRepository::add_hint(
    std::int64_t user_id, const std::string& puzzle_id, std::int64_t now_ms)
{
    const auto r = db_.query("INSERT INTO puzzle_showings (user_id, puzzle_id, shown_at, hints) "
                             "VALUES (?, ?, ?, 1) ON CONFLICT (user_id, puzzle_id) DO UPDATE "
                             "SET hints = puzzle_showings.hints + 1 RETURNING hints",
        { user_id, puzzle_id, now_ms });
    return r.rows.empty() ? 1 : static_cast<int>(r.rows[0].integer(0));
}

int ShowingsRepository::add_mistake(
    std::int64_t user_id, const std::string& puzzle_id, std::int64_t now_ms)
{
    const auto r = db_.query("INSERT INTO puzzle_showings (user_id, puzzle_id, shown_at, mistakes) "
                             "VALUES (?, ?, ?, 1) ON CONFLICT (user_id, puzzle_id) DO UPDATE "
                             "SET mistakes = puzzle_showings.mistakes + 1 RETURNING mistakes",
        { user_id, puzzle_id, now_ms });
    return r.rows.empty() ? 1 : static_cast<int>(r.rows[0].integer(0));
}

std::optional<PuzzleShowing> ShowingsRepository::take(
    std::int64_t user_id, const std::string& puzzle_id)
{
    const auto r = db_.query("DELETE FROM puzzle_showings WHERE user_id = ? AND puzzle_id = ? "
                             "RETURNING shown_at, hints, mistakes",
        { user_id, puzzle_id });
    if (r.rows.empty())
        return std::nullopt;
    return showing_of(r.rows[0]);
}

} // namespace academy::store
