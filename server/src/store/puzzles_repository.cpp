#include "store/puzzles_repository.hpp"

#include "store/text.hpp"
#include "store/wall_clock.hpp"

namespace academy::store {

namespace {

    constexpr const char* kColumns
        = "id, fen, moves, rating, rating_deviation, volatility, popularity, plays, "
          "themes, game_url, opening_tags, source";
    constexpr std::size_t kBatch = 80; // rows per INSERT: 12 x 80 parameters, under SQLite's limit

    double real(const Row& r, std::size_t i)
    {
        if (const auto* d = std::get_if<double>(&r.values[i]))
            return *d;
        return static_cast<double>(r.integer(i));
    }

    StoredPuzzle from_row(const Row& r)
    {
        StoredPuzzle p;
        p.id = r.text(0);
        p.fen = r.text(1);
        p.moves = r.text(2);
        p.rating = real(r, 3);
        p.rating_deviation = real(r, 4);
        p.volatility = real(r, 5);
        p.popularity = static_cast<int>(r.integer(6));
        p.plays = static_cast<int>(r.integer(7));
        p.themes = trim(r.text(8));
        p.game_url = r.text(9);
        p.opening_tags = r.text(10);
        p.source = r.text(11);
        return p;
    }

    // The LIKE pattern that finds `theme` as one whole word of the padded themes column; '%' and
    // '_' in the theme are matched as themselves, not as wildcards (the LIKE says ESCAPE '\').
    std::string theme_pattern(std::string_view theme)
    {
        std::string out = "% ";
        for (const char c : theme) {
            if (c == '%' || c == '_' || c == '\\')
                out += '\\';
            out += c;
        }
        return out + " %";
    }

    std::vector<StoredPuzzle> rows(QueryResult&& q)
    {
        std::vector<StoredPuzzle> out;
        out.reserve(q.rows.size());
        for (const auto& r : q.rows)
            out.push_back(from_row(r));
        return out;
    }

} // namespace

void PuzzlesRepository::BulkInserter::add(StoredPuzzle p)
{
    pending_.push_back(std::move(p));
    if (pending_.size() >= kBatch)
        flush();
}

void PuzzlesRepository::BulkInserter::flush()
{
    if (pending_.empty())
        return;
    std::string sql = std::string("INSERT INTO puzzles (") + kColumns + ") VALUES ";
    std::vector<Value> params;
    params.reserve(pending_.size() * 12);
    for (std::size_t i = 0; i < pending_.size(); ++i) {
        sql += i ? ",(?,?,?,?,?,?,?,?,?,?,?,?)" : "(?,?,?,?,?,?,?,?,?,?,?,?)";
        auto& p = pending_[i];
        params.emplace_back(std::move(p.id));
        params.emplace_back(std::move(p.fen));
        params.emplace_back(std::move(p.moves));
        params.emplace_back(p.rating);
        params.emplace_back(p.rating_deviation);
        params.emplace_back(p.volatility);
        params.emplace_back(std::int64_t { p.popularity });
        params.emplace_back(std::int64_t { p.plays });
        params.emplace_back(" " + p.themes + " ");
        params.emplace_back(std::move(p.game_url));
        params.emplace_back(std::move(p.opening_tags));
        params.emplace_back(std::move(p.source));
    }
    // Only rows that change are counted: a library loaded twice writes nothing.
    sql += refresh_unplayed_
        ? " ON CONFLICT (id) DO UPDATE SET rating = excluded.rating, rating_deviation = "
          "excluded.rating_deviation, themes = excluded.themes WHERE puzzles.plays = 0 AND "
          "puzzles.source = excluded.source AND (puzzles.rating <> excluded.rating OR "
          "puzzles.themes <> excluded.themes)"
        : " ON CONFLICT (id) DO NOTHING";
    written_ += db_.query(sql, params).changes;
    pending_.clear();
}

std::int64_t PuzzlesRepository::BulkInserter::finish()
{
    flush();
    return written_;
}

std::int64_t PuzzlesRepository::count(const std::string& source)
{
    auto q = source.empty()
        ? db_.query("SELECT COUNT(*) FROM puzzles")
        : db_.query("SELECT COUNT(*) FROM puzzles WHERE source = ?", { source });
    return q.rows.at(0).integer(0);
}

std::optional<StoredPuzzle> PuzzlesRepository::get(const std::string& id)
{
    auto q = db_.query(std::string("SELECT ") + kColumns + " FROM puzzles WHERE id = ?", { id });
    if (q.rows.empty())
        return std::nullopt;
    return from_row(q.rows[0]);
}

std::vector<StoredPuzzle> PuzzlesRepository::find(const PuzzleQuery& f)
{
    std::string sql
        = std::string("SELECT ") + kColumns + " FROM puzzles WHERE rating >= ? AND rating <= ?";
    std::vector<Value> params { std::int64_t { f.min_rating }, std::int64_t { f.max_rating } };
    if (!f.source.empty()) {
        sql += " AND source = ?";
        params.emplace_back(f.source);
    }
    if (!f.theme.empty()) {
        sql += " AND themes LIKE ? ESCAPE '\\'";
        params.emplace_back(theme_pattern(f.theme));
    }
    if (!f.any_of_themes.empty()) {
        sql += " AND (";
        for (std::size_t i = 0; i < f.any_of_themes.size(); ++i) {
            sql += i ? " OR themes LIKE ? ESCAPE '\\'" : "themes LIKE ? ESCAPE '\\'";
            params.emplace_back(theme_pattern(f.any_of_themes[i]));
        }
        sql += ")";
    }
    sql += " ORDER BY rating, id LIMIT ?";
    params.emplace_back(std::int64_t { f.limit });
    return rows(db_.query(sql, params));
}

std::vector<StoredPuzzle> PuzzlesRepository::all()
{
    return rows(db_.query(std::string("SELECT ") + kColumns + " FROM puzzles ORDER BY id"));
}

std::vector<StoredPuzzle> PuzzlesRepository::near_rating(double rating, std::int64_t user_id,
    const std::string& theme, int min_rating, int max_rating, int limit)
{
    std::string sql = std::string("SELECT ") + kColumns
        + " FROM puzzles WHERE rating >= ? AND rating <= ? AND id NOT IN "
          "(SELECT puzzle_id FROM puzzle_attempts WHERE user_id = ? AND solved = 1)";
    std::vector<Value> params { std::int64_t { min_rating }, std::int64_t { max_rating }, user_id };
    if (!theme.empty()) {
        sql += " AND themes LIKE ? ESCAPE '\\'";
        params.emplace_back(theme_pattern(theme));
    }
    sql += " ORDER BY ABS(rating - ?), id LIMIT ?";
    params.emplace_back(rating);
    params.emplace_back(std::int64_t { limit });
    return rows(db_.query(sql, params));
}

void PuzzlesRepository::update_rating(
    const std::string& id, double rating, double deviation, double volatility)
{
    db_.query("UPDATE puzzles SET rating = ?, rating_deviation = ?, volatility = ?, plays = plays "
              "+ 1 WHERE id = ?",
        { rating, deviation, volatility, id });
}

PlayerPuzzleRating PuzzlesRepository::player_rating(std::int64_t user_id)
{
    auto q = db_.query(
        "SELECT rating, rating_deviation, volatility FROM puzzle_ratings WHERE user_id = ?",
        { user_id });
    if (q.rows.empty())
        return {};
    return { real(q.rows[0], 0), real(q.rows[0], 1), real(q.rows[0], 2) };
}

void PuzzlesRepository::save_player_rating(std::int64_t user_id, const PlayerPuzzleRating& r)
{
    db_.query("INSERT INTO puzzle_ratings (user_id, rating, rating_deviation, volatility, "
              "updated_at) VALUES (?, ?, ?, ?, ?) "
              "ON CONFLICT (user_id) DO UPDATE SET rating = excluded.rating, rating_deviation = "
              "excluded.rating_deviation, volatility = excluded.volatility, updated_at = "
              "excluded.updated_at",
        { user_id, r.rating, r.rating_deviation, r.volatility, sqlite_timestamp(wall_clock_ms()) });
}

bool PuzzlesRepository::has_attempted(std::int64_t user_id, const std::string& puzzle_id)
{
    return !db_.query("SELECT 1 FROM puzzle_attempts WHERE user_id = ? AND puzzle_id = ? LIMIT 1",
                   { user_id, puzzle_id })
                .rows.empty();
}

bool PuzzlesRepository::has_rated_attempt(std::int64_t user_id)
{
    return !db_.query("SELECT 1 FROM puzzle_attempts WHERE user_id = ? AND rating_change <> 0 "
                      "LIMIT 1",
                   { user_id })
                .rows.empty();
}

bool PuzzlesRepository::has_failed(std::int64_t user_id, const std::string& puzzle_id)
{
    return !db_.query("SELECT 1 FROM puzzle_attempts WHERE user_id = ? AND puzzle_id = ? AND "
                      "solved = 0 LIMIT 1",
                   { user_id, puzzle_id })
                .rows.empty();
}

std::vector<std::string> PuzzlesRepository::solved_ids(std::int64_t user_id)
{
    std::vector<std::string> out;
    for (const auto& r :
        db_.query("SELECT DISTINCT puzzle_id FROM puzzle_attempts WHERE user_id = ? AND solved = 1",
               { user_id })
            .rows)
        out.push_back(r.text(0));
    return out;
}

void PuzzlesRepository::record_attempt(std::int64_t user_id, const AttemptRecord& a)
{
    db_.query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, time_ms, "
              "hints_used, rating_change, created_at, mistakes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        { user_id, a.puzzle_id, std::int64_t { a.solved }, std::int64_t { a.first_attempt },
            a.time_ms, std::int64_t { a.hints_used }, a.rating_change,
            sqlite_timestamp(wall_clock_ms()), std::int64_t { a.mistakes } });
}

std::vector<AttemptRecord> PuzzlesRepository::attempts(std::int64_t user_id)
{
    std::vector<AttemptRecord> out;
    auto q = db_.query(
        "SELECT a.puzzle_id, a.solved, a.first_attempt, a.time_ms, a.hints_used, a.rating_change, "
        "p.themes, p.rating, a.mistakes FROM puzzle_attempts a JOIN puzzles p ON p.id = "
        "a.puzzle_id "
        "WHERE a.user_id = ? ORDER BY a.id",
        { user_id });
    for (const auto& r : q.rows) {
        AttemptRecord a;
        a.puzzle_id = r.text(0);
        a.solved = r.integer(1) != 0;
        a.first_attempt = r.integer(2) != 0;
        a.time_ms = r.integer(3);
        a.hints_used = static_cast<int>(r.integer(4));
        a.rating_change = real(r, 5);
        a.themes = trim(r.text(6));
        a.puzzle_rating = real(r, 7);
        a.mistakes = static_cast<int>(r.integer(8));
        out.push_back(std::move(a));
    }
    return out;
}

} // namespace academy::store
