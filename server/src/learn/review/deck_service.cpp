#include "learn/review/deck_service.hpp"

#include "chess/fen.hpp"
#include "chess/game.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "learn/progress/progress_rules.hpp"
#include "puzzler/puzzle.hpp"
#include "store/wall_clock.hpp"

#include <algorithm>

namespace academy::learn::review {

namespace {

    DeckProblem not_found() { return { 404, "Card not found", "not_found" }; }

    // Replays the player's moves against the line, with the line's replies between them. Each must
    // be legal (else an error), and equal to the line's move, except that on the line's last move
    // any checkmate is right (as in the puzzle library). Returns how many matched; `game` is left
    // after the last move checked, before its reply.
    struct Replay {
        int matched = 0;
        bool wrong = false;
        std::optional<DeckProblem> problem;
    };
    Replay replay(chess::Game& game, const std::vector<std::string>& line,
        const std::vector<std::string>& moves)
    {
        Replay out;
        const std::size_t solver_moves = (line.size() + 1) / 2;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (i >= solver_moves) {
                out.problem = DeckProblem { 400, "More moves than the line has" };
                return out;
            }
            if (i > 0)
                game.play_uci(line[2 * i - 1]); // the opponent's forced reply
            const auto move = chess::parse_uci_move(game.position(), moves[i]);
            if (!move) {
                out.problem = DeckProblem { 400, "That move is not legal" };
                return out;
            }
            const std::string expected = line[2 * i];
            const bool same = chess::move_to_uci(move.value()) == expected;
            const bool last = i + 1 == solver_moves;
            game.play(move.value());
            const bool mates = game.status().reason == chess::Reason::Checkmate;
            if (!same && !(last && mates)) {
                out.wrong = true;
                return out;
            }
            ++out.matched;
        }
        return out;
    }

} // namespace

DeckCardView card_view(const store::DeckCardRecord& c)
{
    DeckCardView v;
    v.id = c.id;
    v.fen = c.fen;
    const auto pos = chess::parse_fen(c.fen);
    v.side = pos && pos.value().side_to_move() == chess::Black ? "black" : "white";
    v.motif = c.motif;
    v.themes = puzzler::split_words(c.themes);
    v.move_class = c.move_class;
    v.source = c.source;
    v.game_id = c.source == "pgn" ? "" : c.game_ref;
    v.review_id = c.review_id;
    v.ply = c.ply;
    v.solver_moves = static_cast<int>((puzzler::split_words(c.line).size() + 1) / 2);
    v.created_at = c.created_at;
    v.due_at = c.due_at;
    v.repetitions = c.repetitions;
    v.interval_days = c.interval_days;
    v.ease = c.ease;
    v.lapses = c.lapses;
    return v;
}

DeckService::DeckService(store::Database& db, std::function<std::int64_t()> now_ms)
    : db_(db)
    , now_ms_(now_ms ? std::move(now_ms) : std::function<std::int64_t()>(store::wall_clock_ms))
{
}

DeckOverview DeckService::overview(std::int64_t user_id, int offset, int limit)
{
    store::DeckRepository deck(db_);
    DeckOverview out;
    out.counts = deck.counts(user_id, now_ms_());
    for (const auto& c : deck.page(user_id, offset, limit))
        out.cards.push_back(card_view(c));
    return out;
}

std::pair<store::DeckCounts, std::optional<DeckCardView>> DeckService::next(std::int64_t user_id)
{
    store::DeckRepository deck(db_);
    const auto now = now_ms_();
    const auto card = deck.next_due(user_id, now);
    if (card)
        deck.mark_shown(card->id, now);
    return { deck.counts(user_id, now),
        card ? std::optional<DeckCardView>(card_view(*card)) : std::nullopt };
}

Result<store::DeckCardRecord, DeckProblem> DeckService::due_card(
    std::int64_t user_id, std::int64_t card_id, std::int64_t now)
{
    auto card = store::DeckRepository(db_).find(card_id);
    // Someone else's card is "not found", not "forbidden": ids say nothing about other decks.
    if (!card || card->user_id != user_id)
        return not_found();
    if (card->due_at > now)
        return DeckProblem { 409, "This card is not due yet", "conflict" };
    return *card;
}

Result<DeckAnswer, DeckProblem> DeckService::answer(
    std::int64_t user_id, std::int64_t card_id, const AnswerInput& input)
{
    const auto now = now_ms_();
    auto found = due_card(user_id, card_id, now);
    if (!found)
        return found.error();
    if (input.moves.empty())
        return DeckProblem { 400, "moves must be a list of moves" };
    const auto& card = found.value();
    const auto line = puzzler::split_words(card.line);
    auto game = chess::Game::from_fen(card.fen);
    if (!game || line.empty())
        return DeckProblem { 500, "This card cannot be played", "server_error" };
    const auto r = replay(game.value(), line, input.moves);
    if (r.problem)
        return *r.problem;
    store::DeckRepository deck(db_);
    DeckAnswer out;
    out.moves_done = r.matched;
    if (r.wrong) {
        deck.add_miss(card.id);
        out.verdict = CardVerdict::wrong;
        return out;
    }
    const int solver_moves = static_cast<int>((line.size() + 1) / 2);
    if (r.matched < solver_moves) {
        const auto& reply = line[static_cast<std::size_t>(2 * r.matched - 1)];
        out.verdict = CardVerdict::next;
        out.reply_uci = reply;
        out.reply_san = chess::to_san(
            game.value().position(), chess::parse_uci_move(game.value().position(), reply).value());
        return out;
    }
    const bool first_try = card.misses == 0 && !card.hinted;
    // The server's time, from its serving of the card; a card it never served is untimed.
    const std::int64_t ms = card.shown_at
        ? std::clamp<std::int64_t>(now - *card.shown_at, 0, kUntimedMs)
        : kUntimedMs;
    out.grade = grade_for(true, card.misses, card.hinted, ms);
    const auto after
        = schedule({ card.repetitions, card.interval_days, card.ease, card.lapses }, out.grade);
    store::DeckGrading g { card.id, user_id, now, static_cast<int>(out.grade), true, first_try, ms,
        after.repetitions, after.interval_days, after.ease, after.lapses, due_after(after, now) };
    if (!deck.grade(g))
        return DeckProblem { 409, "This card is not due yet", "conflict" };
    out.verdict = CardVerdict::solved;
    out.next_due_at = g.due_at;
    out.interval_days = after.interval_days;
    out.xp = xp_for_event(PuzzleSolved { first_try, static_cast<double>(ms) / 1000.0 });
    out.explanation = card.explanation;
    return out;
}

Result<DeckHint, DeckProblem> DeckService::hint(
    std::int64_t user_id, std::int64_t card_id, const std::vector<std::string>& moves)
{
    auto found = due_card(user_id, card_id, now_ms_());
    if (!found)
        return found.error();
    const auto& card = found.value();
    const auto line = puzzler::split_words(card.line);
    auto game = chess::Game::from_fen(card.fen);
    if (!game || line.empty())
        return DeckProblem { 500, "This card cannot be played", "server_error" };
    const auto r = replay(game.value(), line, moves);
    if (r.problem)
        return *r.problem;
    const int solver_moves = static_cast<int>((line.size() + 1) / 2);
    if (r.wrong || r.matched >= solver_moves)
        return DeckProblem { 400, "The moves must be the line's so far" };
    store::DeckRepository(db_).set_hinted(card.id);
    return DeckHint { line[static_cast<std::size_t>(2 * r.matched)].substr(0, 2) };
}

Result<DeckSolution, DeckProblem> DeckService::give_up(std::int64_t user_id, std::int64_t card_id)
{
    const auto now = now_ms_();
    auto found = due_card(user_id, card_id, now);
    if (!found)
        return found.error();
    const auto& card = found.value();
    DeckSolution out;
    out.line_uci = puzzler::split_words(card.line);
    auto game = chess::Game::from_fen(card.fen);
    if (!game)
        return DeckProblem { 500, "This card cannot be played", "server_error" };
    for (const auto& m : out.line_uci) {
        const auto move = chess::parse_uci_move(game.value().position(), m);
        if (!move)
            break;
        out.line_san.push_back(chess::to_san(game.value().position(), move.value()));
        game.value().play(move.value());
    }
    const auto after
        = schedule({ card.repetitions, card.interval_days, card.ease, card.lapses }, Grade::again);
    store::DeckGrading g { card.id, user_id, now, static_cast<int>(Grade::again), false, false, 0,
        after.repetitions, after.interval_days, after.ease, after.lapses, due_after(after, now) };
    if (!store::DeckRepository(db_).grade(g))
        return DeckProblem { 409, "This card is not due yet", "conflict" };
    out.explanation = card.explanation;
    out.next_due_at = g.due_at;
    return out;
}

} // namespace academy::learn::review
