#include "store/games_repository.hpp"

namespace academy::store {

namespace {

    constexpr const char* kColumns
        = "id, white_id, white_username, white_display_name, white_rating, white_guest, "
          "black_id, black_username, black_display_name, black_rating, black_guest, "
          "tc_name, tc_type, tc_initial, tc_increment, rated, status, score, reason, "
          "result_text, white_ms, black_ms, white_rating_diff, black_rating_diff, "
          "created_at, ended_at, initial_fen";

    GameRecord read_game(const Row& r)
    {
        GameRecord g;
        g.id = r.text(0);
        g.white = { r.text(1), r.text(2), r.text(3), static_cast<int>(r.integer(4)),
            r.integer(5) != 0 };
        g.black = { r.text(6), r.text(7), r.text(8), static_cast<int>(r.integer(9)),
            r.integer(10) != 0 };
        g.tc_name = r.text(11);
        g.tc_type = r.text(12);
        g.tc_initial = static_cast<int>(r.integer(13));
        g.tc_increment = static_cast<int>(r.integer(14));
        g.rated = r.integer(15) != 0;
        g.status = r.text(16);
        g.score = r.text(17);
        g.reason = r.text(18);
        g.result_text = r.text(19);
        g.white_ms = r.integer(20);
        g.black_ms = r.integer(21);
        if (!r.is_null(22))
            g.white_rating_diff = static_cast<int>(r.integer(22));
        if (!r.is_null(23))
            g.black_rating_diff = static_cast<int>(r.integer(23));
        g.created_at = r.integer(24);
        if (!r.is_null(25))
            g.ended_at = r.integer(25);
        g.initial_fen = r.text(26);
        return g;
    }

    Value optional_int(const std::optional<int>& v)
    {
        return v ? Value { std::int64_t { *v } } : Value { nullptr };
    }

} // namespace

void GamesRepository::create(const GameRecord& g)
{
    db_.write(std::string("INSERT INTO live_games (") + kColumns
            + ") VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        { g.id, g.white.id, g.white.username, g.white.display_name, std::int64_t { g.white.rating },
            std::int64_t { g.white.guest }, g.black.id, g.black.username, g.black.display_name,
            std::int64_t { g.black.rating }, std::int64_t { g.black.guest }, g.tc_name, g.tc_type,
            std::int64_t { g.tc_initial }, std::int64_t { g.tc_increment },
            std::int64_t { g.rated }, g.status, g.score, g.reason, g.result_text, g.white_ms,
            g.black_ms, optional_int(g.white_rating_diff), optional_int(g.black_rating_diff),
            g.created_at, g.ended_at ? Value { *g.ended_at } : Value { nullptr }, g.initial_fen });
}

void GamesRepository::add_move(const std::string& game_id, const MoveRecord& m)
{
    // One statement per move (the hot path): the clocks live in the move row; live_games gets
    // them at the end, and a restore reads them from the last move.
    db_.write("INSERT INTO live_game_moves (game_id, ply, uci, san, white_ms, black_ms, played_at) "
              "VALUES (?,?,?,?,?,?,?)",
        { game_id, std::int64_t { m.ply }, m.uci, m.san, m.white_ms, m.black_ms, m.played_at });
}

void GamesRepository::add_chat(const std::string& game_id, const ChatRecord& c)
{
    db_.write("INSERT INTO live_game_chat (game_id, seq, user_id, username, display_name, message, "
              "created_at) "
              "VALUES (?,?,?,?,?,?,?)",
        { game_id, std::int64_t { c.seq }, c.user_id, c.username, c.display_name, c.message,
            c.created_at });
}

void GamesRepository::finish(const GameRecord& g)
{
    db_.write(
        "UPDATE live_games SET status = ?, score = ?, reason = ?, result_text = ?, white_ms = ?, "
        "black_ms = ?, white_rating_diff = ?, black_rating_diff = ?, ended_at = ? WHERE id = ?",
        { g.status, g.score, g.reason, g.result_text, g.white_ms, g.black_ms,
            optional_int(g.white_rating_diff), optional_int(g.black_rating_diff),
            g.ended_at ? Value { *g.ended_at } : Value { nullptr }, g.id });
}

void GamesRepository::save_clock(const std::string& game_id, const ClockRecord& c)
{
    db_.write(
        "INSERT INTO live_game_clocks (game_id, ply, white_ms, black_ms, saved_at) "
        "VALUES (?,?,?,?,?) "
        "ON CONFLICT (game_id) DO UPDATE SET ply = excluded.ply, white_ms = excluded.white_ms, "
        "black_ms = excluded.black_ms, saved_at = excluded.saved_at",
        { game_id, std::int64_t { c.ply }, c.white_ms, c.black_ms, c.saved_at });
}

std::optional<ClockRecord> GamesRepository::clock(const std::string& game_id)
{
    auto r = db_.query(
        "SELECT ply, white_ms, black_ms, saved_at FROM live_game_clocks WHERE game_id = ?",
        { game_id });
    if (r.rows.empty())
        return std::nullopt;
    const auto& row = r.rows.front();
    return ClockRecord { static_cast<int>(row.integer(0)), row.integer(1), row.integer(2),
        row.integer(3) };
}

std::optional<GameRecord> GamesRepository::find(const std::string& id)
{
    auto r = db_.query(std::string("SELECT ") + kColumns + " FROM live_games WHERE id = ?", { id });
    if (r.rows.empty())
        return std::nullopt;
    return read_game(r.rows.front());
}

std::vector<MoveRecord> GamesRepository::moves(const std::string& id)
{
    std::vector<MoveRecord> out;
    auto r = db_.query("SELECT ply, uci, san, white_ms, black_ms, played_at FROM live_game_moves "
                       "WHERE game_id = ? "
                       "ORDER BY ply",
        { id });
    for (const auto& row : r.rows)
        out.push_back({ static_cast<int>(row.integer(0)), row.text(1), row.text(2), row.integer(3),
            row.integer(4), row.integer(5) });
    return out;
}

std::vector<ChatRecord> GamesRepository::chat(const std::string& id)
{
    std::vector<ChatRecord> out;
    auto r = db_.query(
        "SELECT seq, user_id, username, display_name, message, created_at FROM live_game_chat "
        "WHERE game_id = ? ORDER BY seq",
        { id });
    for (const auto& row : r.rows)
        out.push_back({ static_cast<int>(row.integer(0)), row.text(1), row.text(2), row.text(3),
            row.text(4), row.integer(5) });
    return out;
}

std::vector<GameRecord> GamesRepository::active()
{
    std::vector<GameRecord> out;
    auto r
        = db_.query(std::string("SELECT ") + kColumns + " FROM live_games WHERE status = 'active'");
    for (const auto& row : r.rows)
        out.push_back(read_game(row));
    return out;
}

std::vector<GameRecord> GamesRepository::by_username(
    const std::string& username, int limit, int offset)
{
    std::vector<GameRecord> out;
    auto r = db_.query(std::string("SELECT ") + kColumns
            + " FROM live_games WHERE white_username = ? OR black_username = ? ORDER BY created_at "
              "DESC "
              "LIMIT ? OFFSET ?",
        { username, username, std::int64_t { limit }, std::int64_t { offset } });
    for (const auto& row : r.rows)
        out.push_back(read_game(row));
    return out;
}

} // namespace academy::store
