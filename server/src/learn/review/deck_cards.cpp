#include "learn/review/deck_cards.hpp"

#include "puzzler/engine_process.hpp"
#include "puzzler/tagger.hpp"
#include "store/deck_repository.hpp"
#include "store/games_repository.hpp"
#include "store/users_repository.hpp"

#include <algorithm>
#include <cctype>
#include <memory>
#include <mutex>

namespace academy::learn::review {

namespace {

    std::string lower(std::string text)
    {
        std::transform(text.begin(), text.end(), text.begin(),
            [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return text;
    }

    std::string join(const std::vector<std::string>& words)
    {
        std::string out;
        for (const auto& w : words)
            out += (out.empty() ? "" : " ") + w;
        return out;
    }

    std::optional<std::int64_t> account_of(const store::GamePlayerRecord& p)
    {
        if (p.guest || p.id.empty() || p.id.size() > 18
            || !std::all_of(p.id.begin(), p.id.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return std::nullopt;
        return std::stoll(p.id);
    }

    // The card's motif: the first the tagger finds on the solution, else the one the review named.
    std::string motif_of(const std::vector<std::string>& themes, const ReviewedMove& m)
    {
        static const char* const kPreferred[] = { "mate", "fork", "pin", "skewer",
            "discoveredAttack", "discoveredCheck", "doubleCheck", "promotion" };
        for (const char* p : kPreferred)
            if (std::find(themes.begin(), themes.end(), p) != themes.end())
                return p;
        return themes.empty() ? m.motif : themes.front();
    }

} // namespace

std::vector<DeckOwner> deck_owners(store::Database& db, const store::ReviewRecord& record)
{
    std::vector<DeckOwner> out;
    if (record.source == "computer") {
        if (record.owner_id && (record.player_color == "white" || record.player_color == "black"))
            out.push_back(
                { *record.owner_id, record.player_color == "white" ? chess::White : chess::Black });
    } else if (record.source == "live") {
        if (const auto game = store::GamesRepository(db).find(record.game_ref)) {
            if (const auto white = account_of(game->white))
                out.push_back({ *white, chess::White });
            if (const auto black = account_of(game->black))
                out.push_back({ *black, chess::Black });
        }
    } else if (record.source == "pgn" && record.owner_id
        && (record.player_color == "white" || record.player_color == "black")) {
        out.push_back(
            { *record.owner_id, record.player_color == "white" ? chess::White : chess::Black });
    } else if (record.source == "pgn" && record.owner_id) {
        if (const auto user = store::UsersRepository(db).find_by_id(*record.owner_id)) {
            auto is_me = [&](const std::string& name) {
                const auto n = lower(name);
                return !n.empty() && (n == lower(user->username) || n == lower(user->display_name));
            };
            const bool white = is_me(record.white_name), black = is_me(record.black_name);
            if (white != black)
                out.push_back({ *record.owner_id, white ? chess::White : chess::Black });
        }
    }
    return out;
}

std::vector<const ReviewedMove*> deck_mistakes(const Review& review, chess::Color side)
{
    std::vector<const ReviewedMove*> out;
    for (const auto& m : review.moves)
        if (m.color == side
            && (m.move_class == MoveClass::Mistake || m.move_class == MoveClass::Blunder))
            out.push_back(&m);
    return out;
}

LineCheck verified_line(const DeckOptions& options)
{
    // One engine for the whole review, started only if some position needs checking.
    auto engine = std::make_shared<std::unique_ptr<puzzler::EngineProcess>>();
    return [engine, options](const std::string& fen) -> std::optional<std::vector<std::string>> {
        if (!*engine)
            *engine = std::make_unique<puzzler::EngineProcess>(options.stockfish);
        auto found = puzzler::find_line_after(**engine, fen, {}, options.limits);
        if (!found)
            return std::nullopt;
        return found->solution;
    };
}

int add_cards_from_review(store::Database& db, const store::ReviewRecord& record,
    const Review& review, const LineCheck& check, std::int64_t now_ms)
{
    store::DeckRepository deck(db);
    int added = 0;
    for (const auto& owner : deck_owners(db, record)) {
        for (const ReviewedMove* m : deck_mistakes(review, owner.side)) {
            if (deck.has(owner.account_id, record.game_key, m->ply))
                continue; // idempotent, and no engine time spent twice
            const auto line = check(m->fen_before);
            if (!line || line->empty())
                continue;
            store::DeckCardRecord card;
            card.user_id = owner.account_id;
            card.game_key = record.game_key;
            card.review_id = record.id;
            card.source = record.source;
            card.game_ref = record.game_ref;
            card.ply = m->ply;
            card.fen = m->fen_before;
            card.line = join(*line);
            card.played = m->uci;
            card.move_class = std::string(move_class_name(m->move_class));
            const auto themes = puzzler::tag_move_line(m->fen_before, *line);
            card.themes = join(themes);
            card.motif = motif_of(themes, *m);
            card.explanation = m->explanation;
            card.created_at = now_ms;
            card.due_at = now_ms; // a new card is due at once
            if (deck.add(card))
                ++added;
        }
    }
    return added;
}

} // namespace academy::learn::review
