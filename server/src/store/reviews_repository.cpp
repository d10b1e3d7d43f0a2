#include "store/reviews_repository.hpp"

namespace academy::store {

namespace {

    constexpr const char* kColumns
        = "id, game_key, source, game_ref, owner_id, initial_fen, moves, white_name, black_name, "
          "result, player_color, status, total_positions, depth, error, created_at, finished_at, "
          "requester";

    Value optional_int(const std::optional<std::int64_t>& v)
    {
        return v ? Value { *v } : Value { nullptr };
    }
    Value optional_int(const std::optional<int>& v)
    {
        return v ? Value { std::int64_t { *v } } : Value { nullptr };
    }

    ReviewRecord read_review(const Row& r)
    {
        ReviewRecord out;
        out.id = r.text(0);
        out.game_key = r.text(1);
        out.source = r.text(2);
        out.game_ref = r.text(3);
        if (!r.is_null(4))
            out.owner_id = r.integer(4);
        out.initial_fen = r.text(5);
        out.moves = r.text(6);
        out.white_name = r.text(7);
        out.black_name = r.text(8);
        out.result = r.text(9);
        out.player_color = r.text(10);
        out.status = r.text(11);
        out.total_positions = static_cast<int>(r.integer(12));
        out.depth = static_cast<int>(r.integer(13));
        out.error = r.text(14);
        out.created_at = r.integer(15);
        if (!r.is_null(16))
            out.finished_at = r.integer(16);
        out.requester = r.text(17);
        return out;
    }

    std::optional<ReviewRecord> first(const QueryResult& result)
    {
        if (result.rows.empty())
            return std::nullopt;
        return read_review(result.rows.front());
    }

} // namespace

ReviewRecord ReviewsRepository::create_or_get(const ReviewRecord& r)
{
    db_.query(std::string("INSERT INTO game_reviews (") + kColumns
            + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
              "ON CONFLICT DO NOTHING",
        { r.id, r.game_key, r.source, r.game_ref, optional_int(r.owner_id), r.initial_fen, r.moves,
            r.white_name, r.black_name, r.result, r.player_color, r.status,
            std::int64_t { r.total_positions }, std::int64_t { r.depth }, r.error, r.created_at,
            optional_int(r.finished_at), r.requester });
    if (auto stored = find_by_key(r.game_key))
        return *stored;
    // Only a conflict on the id (a random id drawn twice) leaves no row for the key.
    throw StoreError("review id collision");
}

std::optional<ReviewRecord> ReviewsRepository::find(const std::string& id)
{
    return first(
        db_.query(std::string("SELECT ") + kColumns + " FROM game_reviews WHERE id = ?", { id }));
}

std::optional<ReviewRecord> ReviewsRepository::find_by_key(const std::string& game_key)
{
    return first(db_.query(
        std::string("SELECT ") + kColumns + " FROM game_reviews WHERE game_key = ?", { game_key }));
}

std::optional<ReviewRecord> ReviewsRepository::next_queued()
{
    // At most max_pending reviews are queued, and each requester's turn is one indexed MAX.
    return first(db_.query(std::string("SELECT ") + kColumns
        + " FROM game_reviews q WHERE q.status = 'queued' ORDER BY COALESCE((SELECT "
          "MAX(s.started_at) FROM game_reviews s WHERE s.requester = q.requester), 0), "
          "q.created_at, q.id LIMIT 1"));
}

void ReviewsRepository::start(const std::string& id, std::int64_t started_at)
{
    db_.query("UPDATE game_reviews SET status = 'running', error = '', started_at = ? WHERE id = ?",
        { started_at, id });
}

void ReviewsRepository::set_status(const std::string& id, const std::string& status,
    const std::string& error, std::optional<std::int64_t> finished_at)
{
    db_.query("UPDATE game_reviews SET status = ?, error = ?, finished_at = ? WHERE id = ?",
        { status, error, optional_int(finished_at), id });
}

int ReviewsRepository::requeue_running()
{
    return static_cast<int>(
        db_.query("UPDATE game_reviews SET status = 'queued' WHERE status = 'running'").changes);
}

void ReviewsRepository::save_position(const std::string& review_id, const ReviewPositionRecord& p)
{
    db_.query("INSERT INTO game_review_positions (review_id, ply, score_cp, mate, best_move, pv, "
              "second_cp, second_mate) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
              "ON CONFLICT (review_id, ply) DO UPDATE SET score_cp = excluded.score_cp, "
              "mate = excluded.mate, best_move = excluded.best_move, pv = excluded.pv, "
              "second_cp = excluded.second_cp, second_mate = excluded.second_mate",
        { review_id, std::int64_t { p.ply }, std::int64_t { p.score.cp },
            optional_int(p.score.mate), p.best_move, p.pv,
            optional_int(p.second ? std::optional<int>(p.second->cp) : std::nullopt),
            optional_int(p.second ? p.second->mate : std::nullopt) });
}

std::vector<ReviewPositionRecord> ReviewsRepository::positions(const std::string& review_id)
{
    const auto rows = db_.query("SELECT ply, score_cp, mate, best_move, pv, second_cp, second_mate "
                                "FROM game_review_positions WHERE review_id = ? ORDER BY ply",
        { review_id });
    std::vector<ReviewPositionRecord> out;
    for (const auto& r : rows.rows) {
        ReviewPositionRecord p;
        p.ply = static_cast<int>(r.integer(0));
        p.score.cp = static_cast<int>(r.integer(1));
        if (!r.is_null(2))
            p.score.mate = static_cast<int>(r.integer(2));
        p.best_move = r.text(3);
        p.pv = r.text(4);
        if (!r.is_null(5)) {
            p.second = engine::Score { static_cast<int>(r.integer(5)), std::nullopt };
            if (!r.is_null(6))
                p.second->mate = static_cast<int>(r.integer(6));
        }
        out.push_back(std::move(p));
    }
    return out;
}

int ReviewsRepository::position_count(const std::string& review_id)
{
    return static_cast<int>(
        db_.query("SELECT COUNT(*) FROM game_review_positions WHERE review_id = ?", { review_id })
            .rows.at(0)
            .integer(0));
}

int ReviewsRepository::pending_count(const std::string& requester)
{
    return static_cast<int>(db_.query("SELECT COUNT(*) FROM game_reviews WHERE requester = ? AND "
                                      "status IN ('queued', 'running')",
                                   { requester })
                                .rows.at(0)
                                .integer(0));
}

int ReviewsRepository::pending_count()
{
    return static_cast<int>(
        db_.query("SELECT COUNT(*) FROM game_reviews WHERE status IN ('queued', 'running')")
            .rows.at(0)
            .integer(0));
}

} // namespace academy::store
