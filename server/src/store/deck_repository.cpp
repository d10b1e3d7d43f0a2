#include "store/deck_repository.hpp"

namespace academy::store {

namespace {

    constexpr const char* kColumns
        = "id, user_id, game_key, review_id, source, game_ref, ply, fen, line, played, "
          "move_class, motif, themes, explanation, created_at, due_at, repetitions, "
          "interval_days, ease, lapses, misses, hinted, last_graded_at, shown_at";

    double real(const Value& v)
    {
        if (const auto* d = std::get_if<double>(&v))
            return *d;
        if (const auto* i = std::get_if<std::int64_t>(&v))
            return static_cast<double>(*i);
        return 0;
    }

    DeckCardRecord read_card(const Row& r)
    {
        DeckCardRecord c;
        c.id = r.integer(0);
        c.user_id = r.integer(1);
        c.game_key = r.text(2);
        c.review_id = r.text(3);
        c.source = r.text(4);
        c.game_ref = r.text(5);
        c.ply = static_cast<int>(r.integer(6));
        c.fen = r.text(7);
        c.line = r.text(8);
        c.played = r.text(9);
        c.move_class = r.text(10);
        c.motif = r.text(11);
        c.themes = r.text(12);
        c.explanation = r.text(13);
        c.created_at = r.integer(14);
        c.due_at = r.integer(15);
        c.repetitions = static_cast<int>(r.integer(16));
        c.interval_days = static_cast<int>(r.integer(17));
        c.ease = real(r.values.at(18));
        c.lapses = static_cast<int>(r.integer(19));
        c.misses = static_cast<int>(r.integer(20));
        c.hinted = r.integer(21) != 0;
        if (!r.is_null(22))
            c.last_graded_at = r.integer(22);
        if (!r.is_null(23))
            c.shown_at = r.integer(23);
        return c;
    }

    std::string select() { return std::string("SELECT ") + kColumns + " FROM deck_cards "; }

} // namespace

bool DeckRepository::add(const DeckCardRecord& c)
{
    return db_.query("INSERT INTO deck_cards (user_id, game_key, review_id, source, game_ref, ply, "
                     "fen, line, played, move_class, motif, themes, explanation, created_at, "
                     "due_at, repetitions, interval_days, ease, lapses, misses, hinted) VALUES "
                     "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, 0, 0, 0) "
                     "ON CONFLICT (user_id, game_key, ply) DO NOTHING",
                  { c.user_id, c.game_key, c.review_id, c.source, c.game_ref,
                      std::int64_t { c.ply }, c.fen, c.line, c.played, c.move_class, c.motif,
                      c.themes, c.explanation, c.created_at, c.due_at, c.ease })
               .changes
        > 0;
}

bool DeckRepository::has(std::int64_t user_id, const std::string& game_key, int ply)
{
    return !db_.query("SELECT 1 FROM deck_cards WHERE user_id = ? AND game_key = ? AND ply = ?",
                   { user_id, game_key, std::int64_t { ply } })
                .rows.empty();
}

std::optional<DeckCardRecord> DeckRepository::find(std::int64_t card_id)
{
    const auto r = db_.query(select() + "WHERE id = ?", { card_id });
    if (r.rows.empty())
        return std::nullopt;
    return read_card(r.rows.front());
}

DeckCounts DeckRepository::counts(std::int64_t user_id, std::int64_t now_ms)
{
    const auto r = db_.query("SELECT COUNT(*), COUNT(CASE WHEN due_at <= ? THEN 1 END), "
                             "MIN(due_at) FROM deck_cards WHERE user_id = ?",
        { now_ms, user_id });
    DeckCounts out;
    const auto& row = r.rows.at(0);
    out.total = static_cast<int>(row.integer(0));
    out.due = static_cast<int>(row.integer(1));
    if (!row.is_null(2))
        out.next_due_at = row.integer(2);
    return out;
}

std::optional<DeckCardRecord> DeckRepository::next_due(std::int64_t user_id, std::int64_t now_ms)
{
    const auto r
        = db_.query(select() + "WHERE user_id = ? AND due_at <= ? ORDER BY due_at, id LIMIT 1",
            { user_id, now_ms });
    if (r.rows.empty())
        return std::nullopt;
    return read_card(r.rows.front());
}

std::vector<DeckCardRecord> DeckRepository::page(std::int64_t user_id, int offset, int limit)
{
    const auto r = db_.query(select() + "WHERE user_id = ? ORDER BY due_at, id LIMIT ? OFFSET ?",
        { user_id, std::int64_t { limit }, std::int64_t { offset } });
    std::vector<DeckCardRecord> out;
    for (const auto& row : r.rows)
        out.push_back(read_card(row));
    return out;
}

void DeckRepository::add_miss(std::int64_t card_id)
{
    db_.query("UPDATE deck_cards SET misses = misses + 1 WHERE id = ?", { card_id });
}

void DeckRepository::set_hinted(std::int64_t card_id)
{
    db_.query("UPDATE deck_cards SET hinted = 1 WHERE id = ?", { card_id });
}

void DeckRepository::mark_shown(std::int64_t card_id, std::int64_t now_ms)
{
    db_.query("UPDATE deck_cards SET shown_at = ? WHERE id = ? AND shown_at IS NULL",
        { now_ms, card_id });
}

bool DeckRepository::grade(const DeckGrading& g)
{
    bool graded = false;
    db_.transaction([&] {
        graded = db_.query("UPDATE deck_cards SET repetitions = ?, interval_days = ?, ease = ?, "
                           "lapses = ?, due_at = ?, misses = 0, hinted = 0, shown_at = NULL, "
                           "last_graded_at = ? "
                           "WHERE id = ? AND due_at <= ?",
                        { std::int64_t { g.repetitions }, std::int64_t { g.interval_days }, g.ease,
                            std::int64_t { g.lapses }, g.due_at, g.at_ms, g.card_id, g.at_ms })
                     .changes
            > 0;
        if (!graded)
            return;
        db_.query("INSERT INTO deck_reviews (user_id, card_id, at_ms, grade, solved, first_try, "
                  "ms) VALUES (?, ?, ?, ?, ?, ?, ?)",
            { g.user_id, g.card_id, g.at_ms, std::int64_t { g.grade },
                std::int64_t { g.solved ? 1 : 0 }, std::int64_t { g.first_try ? 1 : 0 }, g.ms });
    });
    return graded;
}

std::vector<DeckSolveRow> DeckRepository::solves(std::int64_t user_id)
{
    const auto r = db_.query("SELECT id, at_ms, first_try, ms FROM deck_reviews WHERE user_id = ? "
                             "AND solved = 1 ORDER BY at_ms, id",
        { user_id });
    std::vector<DeckSolveRow> out;
    for (const auto& row : r.rows)
        out.push_back({ row.integer(0), row.integer(1), row.integer(2) != 0, row.integer(3) });
    return out;
}

} // namespace academy::store
