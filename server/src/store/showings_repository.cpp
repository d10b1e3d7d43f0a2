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
    return count_one_more(Counter::hints, user_id, puzzle_id, now_ms);
}

int ShowingsRepository::add_mistake(
    std::int64_t user_id, const std::string& puzzle_id, std::int64_t now_ms)
{
    return count_one_more(Counter::mistakes, user_id, puzzle_id, now_ms);
}

int ShowingsRepository::count_one_more(
    Counter counter, std::int64_t user_id, const std::string& puzzle_id, std::int64_t now_ms)
{
    // The column is one of two names fixed here, never a caller's text.
    const std::string column = counter == Counter::hints ? "hints" : "mistakes";
    const auto r = db_.query("INSERT INTO puzzle_showings (user_id, puzzle_id, shown_at, " + column
            + ") VALUES (?, ?, ?, 1) ON CONFLICT (user_id, puzzle_id) DO UPDATE SET " + column
            + " = puzzle_showings." + column + " + 1 RETURNING " + column,
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
