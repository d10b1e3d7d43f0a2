#include "net/deck_routes.hpp"

#include "net/auth_middleware.hpp"
#include "net/move_list.hpp"

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

    ApiResponse bad(std::string_view message)
    {
        return ApiResponse::error(400, message, "validation_error");
    }

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
        const auto user = authenticate_account(req);
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

    // `moves`: the solver's moves of this try (at least one unless `allow_empty`).
    std::variant<std::vector<std::string>, ApiResponse> read_moves(
        const json& body, bool allow_empty)
    {
        std::vector<std::string> moves;
        if (const auto problem = read_uci_moves(body, allow_empty ? 0 : 1, kMaxMoves, moves))
            return bad(*problem);
        return moves;
    }

    const char* verdict_name(rv::CardVerdict o)
    {
        switch (o) {
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

void add_deck_routes(Router& router, store::Database& db, DeckRoutesOptions options)
{
    auto service = std::make_shared<rv::DeckService>(db, options.now_ms);

    router.add("GET", "/api/deck", [service](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        auto number = [&](const char* name, int fallback, int lo, int hi) -> std::optional<int> {
            const auto text = req.query_param(name);
            if (!text || text->empty())
                return fallback;
            if (text->size() > 6 || !std::all_of(text->begin(), text->end(), [](char c) {
                    return c >= '0' && c <= '9';
                }))
                return std::nullopt;
            const int v = std::stoi(*text);
            if (v < lo || v > hi)
                return std::nullopt;
            return v;
        };
        const auto offset = number("offset", 0, 0, 100'000);
        if (!offset)
            return bad("offset must be a number of cards");
        const auto limit = number("limit", kPageSize, 1, kMaxPageSize);
        if (!limit)
            return bad("limit must be a number from 1 to 100");
        const auto overview = service->overview(user->id, *offset, *limit);
        json data = counts_json(overview.counts);
        json cards = json::array();
        for (const auto& c : overview.cards)
            cards.push_back(deck_card_json(c));
        data["cards"] = cards;
        data["offset"] = *offset;
        data["limit"] = *limit;
        return ApiResponse::ok(data);
    });

    router.add("GET", "/api/deck/next", [service](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        const auto [counts, card] = service->next(user->id);
        json data = counts_json(counts);
        data["card"] = card ? deck_card_json(*card) : json(nullptr);
        return ApiResponse::ok(data);
    });

    router.add("POST", "/api/deck/{cardId}/attempt", [service](ApiRequest& req) {
        auto target = card_request(req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user, id] = std::get<CardRequest>(target);
        const auto& body = req.json;
        auto moves = read_moves(body, false);
        if (auto* answer = std::get_if<ApiResponse>(&moves))
            return std::move(*answer);
        rv::AnswerInput in;
        in.moves = std::move(std::get<std::vector<std::string>>(moves));
        // Older clients send their own hint flag and time: still type-checked, never read (the
        // server records the hints it gives and times the showing from GET /api/deck/next).
        if (const auto h = body.find("hinted"); h != body.end() && !h->is_null()) {
            if (!h->is_boolean())
                return bad("hinted must be true or false");
        }
        if (const auto ms = body.find("ms"); ms != body.end() && !ms->is_null()) {
            if (!ms->is_number_integer() || ms->get<std::int64_t>() < 0
                || ms->get<std::int64_t>() > kMaxMs)
                return bad("ms must be a whole number of milliseconds");
        }
        auto result = service->answer(user, id, in);
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
    });

    router.add("POST", "/api/deck/{cardId}/hint", [service](ApiRequest& req) {
        auto target = card_request(req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user, id] = std::get<CardRequest>(target);
        auto moves = read_moves(req.json, true);
        if (auto* answer = std::get_if<ApiResponse>(&moves))
            return std::move(*answer);
        auto result = service->hint(user, id, std::get<std::vector<std::string>>(moves));
        if (!result)
            return problem(result.error());
        return ApiResponse::ok({ { "square", result.value().square } });
    });

    router.add("POST", "/api/deck/{cardId}/solution", [service](ApiRequest& req) {
        auto target = card_request(req);
        if (auto* answer = std::get_if<ApiResponse>(&target))
            return std::move(*answer);
        const auto [user, id] = std::get<CardRequest>(target);
        auto result = service->give_up(user, id);
        if (!result)
            return problem(result.error());
        const auto& s = result.value();
        return ApiResponse::ok({ { "line", s.line_uci }, { "lineSan", s.line_san },
            { "explanation", s.explanation }, { "nextDueAt", s.next_due_at } });
    });
}

} // namespace academy::net
