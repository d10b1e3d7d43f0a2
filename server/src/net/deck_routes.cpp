#include "net/deck_routes.hpp"

#include "net/auth_middleware.hpp"
#include "net/request_reader.hpp"

#include <algorithm>
#include <memory>

namespace academy::net {

namespace {

    using nlohmann::json;
    namespace rv = learn::review;

    constexpr int kPageSize = 20;
    constexpr int kMaxPageSize = 100;
    // A card's line has at most puzzler::CheckLimits::max_solver_moves player moves; more is junk.
    constexpr std::size_t kMaxMoves = 20;
    constexpr std::int64_t kMaxMs = 24LL * 3600 * 1000;

    ApiResponse problem(const rv::DeckProblem& p)
    {
        return ApiResponse::error(static_cast<unsigned>(p.status), p.message, p.code);
    }

    ApiResponse card_not_found() { return ApiResponse::error(404, "Card not found", "not_found"); }

    // The path's card id: digits only (anything else names no card).
    std::optional<std::int64_t> card_id(const ApiRequest& req)
    {
        const auto it = req.params.find("cardId");
        if (it == req.params.end() || it->second.empty() || it->second.size() > 18
            || !std::all_of(
                it->second.begin(), it->second.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return std::nullopt;
        return std::stoll(it->second);
    }

    // The signed-in account and the path's card, for the routes on one card; else the answer (401,
    // or 404 for an id that names no card).
    struct CardRequest {
        std::int64_t user_id = 0;
        std::int64_t card_id = 0;
    };
    std::variant<CardRequest, ApiResponse> card_request(const ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        const auto id = card_id(req);
        if (!id)
            return card_not_found();
        return CardRequest { user->id, *id };
    }

    json time_or_null(const std::optional<std::int64_t>& ms)
    {
        return ms ? json(*ms) : json(nullptr);
    }

    json counts_json(const store::DeckCounts& c)
    {
        return { { "due", c.due }, { "total", c.total },
            { "nextDueAt", time_or_null(c.next_due_at) } };
    }

    constexpr std::string_view kNotMoves = "moves must be a list of moves";

    const char* verdict_name(rv::CardVerdict v)
    {
        switch (v) {
        case rv::CardVerdict::wrong:
            return "wrong";
        case rv::CardVerdict::next:
            return "next";
        case rv::CardVerdict::solved:
            return "solved";
        }
        return "wrong";
    }

} // namespace

json deck_card_json(const rv::DeckCardView& c)
{
    return { { "id", c.id }, { "fen", c.fen }, { "color", c.side },
        { "motif", c.motif.empty() ? json(nullptr) : json(c.motif) }, { "themes", c.themes },
        { "class", c.move_class }, { "solverMoves", c.solver_moves },
        { "source",
            { { "kind", c.source },
                { "gameId", c.game_id.empty() ? json(nullptr) : json(c.game_id) },
                { "reviewId", c.review_id }, { "ply", c.ply } } },
        { "createdAt", c.created_at }, { "dueAt", c.due_at }, { "intervalDays", c.interval_days },
        { "repetitions", c.repetitions }, { "ease", c.ease }, { "lapses", c.lapses } };
}

namespace {

    // GET /api/deck?offset&limit: the account's cards, a page at a time, and its counts.
    ApiResponse deck_overview(rv::DeckService& deck, ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        auto query = RequestReader::query(req);
        const auto offset
            = query
                  .field<std::optional<int>>("offset",
                      { .min = 0, .max = 100'000, .message = "offset must be a number of cards" })
                  .value_or(0);
        const auto limit
            = query.field<std::optional<int>>("limit", { .min = 1, .max = kMaxPageSize })
                  .value_or(kPageSize);
        if (!query)
            return query.problem();
        const auto overview = deck.overview(user->id, offset, limit);
        json data = counts_json(overview.counts);
        json cards = json::array();
        for (const auto& c : overview.cards)
            cards.push_back(deck_card_json(c));
        data["cards"] = cards;
        data["offset"] = offset;
        data["limit"] = limit;
        return ApiResponse::ok(data);
    }

    // GET /api/deck/next: the next card due, if any.
    ApiResponse next_card(rv::DeckService& deck, ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        const auto [counts, card] = deck.next(user->id);
        json data = counts_json(counts);
        data["card"] = card ? deck_card_json(*card) : json(nullptr);
        return ApiResponse::ok(data);
    }

    // POST /api/deck/{cardId}/attempt {moves}: the solver's moves so far, judged.
    ApiResponse attempt_card(rv::DeckService& deck, ApiRequest& req)
    {
        auto target = card_request(req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user, id] = std::get<CardRequest>(target);
        RequestReader in(req);
        if (!in)
            return bad_request(kNotMoves);
        rv::AnswerInput input;
        input.moves = in.uci_moves("moves", 1, kMaxMoves, kNotMoves);
        // Older clients send their own hint flag and time: still type-checked, never read (the
        // server records the hints it gives and times the showing from GET /api/deck/next).
        in.field<std::optional<bool>>("hinted");
        in.field<std::optional<std::int64_t>>("ms",
            { .min = 0, .max = kMaxMs, .message = "ms must be a whole number of milliseconds" });
        if (!in)
            return in.problem();
        auto result = deck.answer(user, id, input);
        if (!result)
            return problem(result.error());
        const auto& a = result.value();
        json data { { "result", verdict_name(a.verdict) }, { "movesDone", a.moves_done } };
        if (a.verdict == rv::CardVerdict::next)
            data["reply"] = { { "uci", a.reply_uci }, { "san", a.reply_san } };
        if (a.verdict == rv::CardVerdict::solved) {
            data["grade"] = rv::grade_name(a.grade);
            data["nextDueAt"] = a.next_due_at;
            data["intervalDays"] = a.interval_days;
            data["xp"] = a.xp;
            data["explanation"] = a.explanation;
        }
        return ApiResponse::ok(data);
    }

    // POST /api/deck/{cardId}/hint {moves}: the square of the next move.
    ApiResponse hint_card(rv::DeckService& deck, ApiRequest& req)
    {
        auto target = card_request(req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user, id] = std::get<CardRequest>(target);
        RequestReader in(req);
        if (!in)
            return bad_request(kNotMoves);
        const auto moves = in.uci_moves("moves", 0, kMaxMoves, kNotMoves);
        if (!in)
            return in.problem();
        auto result = deck.hint(user, id, moves);
        if (!result)
            return problem(result.error());
        return ApiResponse::ok({ { "square", result.value().square } });
    }

    // POST /api/deck/{cardId}/solution: the line, and the card is due again soon.
    ApiResponse give_up_card(rv::DeckService& deck, ApiRequest& req)
    {
        auto target = card_request(req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user, id] = std::get<CardRequest>(target);
        auto result = deck.give_up(user, id);
        if (!result)
            return problem(result.error());
        const auto& s = result.value();
        return ApiResponse::ok({ { "line", s.line_uci }, { "lineSan", s.line_san },
            { "explanation", s.explanation }, { "nextDueAt", s.next_due_at } });
    }

} // namespace

void add_deck_routes(Router& router, store::Database& db, DeckRoutesOptions options)
{
    auto deck = std::make_shared<rv::DeckService>(db, options.now_ms);
    router.add("GET", "/api/deck", with(deck, deck_overview));
    router.add("GET", "/api/deck/next", with(deck, next_card));
    router.add("POST", "/api/deck/{cardId}/attempt", with(deck, attempt_card));
    router.add("POST", "/api/deck/{cardId}/hint", with(deck, hint_card));
    router.add("POST", "/api/deck/{cardId}/solution", with(deck, give_up_card));
}

} // namespace academy::net
