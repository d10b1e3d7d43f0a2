#include "net/review_routes.hpp"

#include "accounts/rate_limiter.hpp"
#include "learn/review/mistake_text.hpp"
#include "net/auth_middleware.hpp"
#include "net/rate_limit_answer.hpp"
#include "net/request_reader.hpp"
#include "net/requester.hpp"

#include <algorithm>
#include <cmath>

namespace academy::net {

namespace {

    using nlohmann::json;
    namespace rv = learn::review;

    ApiResponse problem(const rv::ReviewProblem& p)
    {
        auto answer = ApiResponse::error(static_cast<unsigned>(p.status), p.message, p.code);
        // Too many of the requester's reviews waiting: a review takes seconds to a minute.
        if (p.status == 429)
            answer.headers.emplace_back("Retry-After", "30");
        return answer;
    }

    rv::Requester requester(const ApiRequest& req)
    {
        rv::Requester who { .key = requester_key(req) };
        if (const auto user = authenticate(req)) {
            who.subject = user->subject;
            if (!user->guest && user->id > 0)
                who.account_id = user->id;
        }
        return who;
    }

    bool all_digits(const std::string& s)
    {
        return !s.empty() && s.size() <= 18
            && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    }

    // The request's game: exactly one of gameId (a computer game's number, or a live game's id)
    // and pgn (text), every field type-checked.
    std::variant<rv::ReviewSource, ApiResponse> read_source(const ApiRequest& req)
    {
        RequestReader in(req);
        if (in.has("gameId") == in.has("pgn"))
            in.fail("A gameId or a PGN is required");
        rv::ReviewSource source;
        if (in.has("pgn")) {
            source.kind = rv::ReviewSource::Kind::Pgn;
            source.pgn = in.field<std::string>("pgn", { .min = 1, .message = "PGN must be text" });
            source.color = in.field<std::optional<std::string>>("color",
                                 { .one_of = { "white", "black" },
                                     .message = "color must be white or black" })
                               .value_or("");
        } else if (in.shape("gameId") == Shape::number) {
            source.kind = rv::ReviewSource::Kind::ComputerGame;
            source.computer_game_id = in.field<std::int64_t>(
                "gameId", { .min = 1, .message = "gameId must be a game's id" });
        } else {
            const FieldRule id_rule {
                .min = 1, .max = 64, .message = "gameId must be a game's id"
            };
            source.kind = rv::ReviewSource::Kind::LiveGame;
            source.live_game_id = in.field<std::string>("gameId", id_rule);
            const auto& text = source.live_game_id;
            if (!std::all_of(text.begin(), text.end(),
                    [](char c) { return std::isalnum(static_cast<unsigned char>(c)); }))
                in.fail(std::string(id_rule.message));
            if (in && all_digits(text))
                source.computer_game_id = std::stoll(text);
        }
        if (!in)
            return in.problem();
        return source;
    }

    json eval_json(const engine::Score& e)
    {
        json out { { "cp", e.cp },
            { "winPercent",
                std::round(engine::win_percent(e, engine::WinCap::Lichess) * 10) / 10 } };
        out["mate"] = e.mate ? json(*e.mate) : json(nullptr);
        return out;
    }

    json optional_number(const std::optional<double>& v)
    {
        return v ? json(std::round(*v * 10) / 10) : json(nullptr);
    }

} // namespace

json review_json(const rv::ReviewView& view)
{
    const auto& r = view.record;
    json data { { "id", r.id }, { "status", r.status }, { "source", r.source },
        { "gameId", r.game_ref.empty() ? json(nullptr) : json(r.game_ref) },
        { "initialFen", r.initial_fen.empty() ? json(nullptr) : json(r.initial_fen) },
        { "white", r.white_name }, { "black", r.black_name }, { "result", r.result },
        { "playerColor", view.viewer_color.empty() ? json(nullptr) : json(view.viewer_color) },
        { "depth", r.depth },
        { "progress", { { "analysed", view.analysed }, { "total", view.total } } } };
    if (r.status == "failed")
        data["error"] = "The engine could not finish this review";
    if (!view.review)
        return data;
    const auto& review = *view.review;
    json moves = json::array();
    json mistakes = json::array();
    std::map<std::string, std::map<std::string, int>> counts;
    for (const auto& m : review.moves) {
        const std::string colour = m.color == chess::White ? "white" : "black";
        const std::string cls(rv::move_class_name(m.move_class));
        ++counts[colour][cls];
        json move { { "ply", m.ply }, { "color", colour }, { "uci", m.uci }, { "san", m.san },
            { "fenBefore", m.fen_before }, { "fen", m.fen_after }, { "eval", eval_json(m.eval) },
            { "bestMove", m.best_uci.empty() ? json(nullptr) : json(m.best_uci) },
            { "bestSan", m.best_san.empty() ? json(nullptr) : json(m.best_san) },
            { "bestLine", m.best_line }, { "class", cls },
            { "winDrop", std::round(m.win_drop * 10) / 10 } };
        if (!m.explanation.empty()) {
            move["motif"] = m.motif.empty() ? json(nullptr) : json(m.motif);
            move["explanation"] = m.explanation;
        }
        moves.push_back(std::move(move));
        if (m.move_class == rv::MoveClass::Mistake || m.move_class == rv::MoveClass::Blunder
            || m.move_class == rv::MoveClass::Inaccuracy)
            mistakes.push_back({ { "ply", m.ply }, { "color", colour }, { "class", cls },
                { "fen", m.fen_before }, { "san", m.san }, { "bestSan", m.best_san },
                { "motif", m.motif.empty() ? json(nullptr) : json(m.motif) },
                { "explanation", m.explanation } });
    }
    json summary = json::object();
    for (const char* colour : { "white", "black" }) {
        json c = json::object();
        for (const auto cls : { rv::MoveClass::Book, rv::MoveClass::Brilliant, rv::MoveClass::Best,
                 rv::MoveClass::Excellent, rv::MoveClass::Good, rv::MoveClass::Inaccuracy,
                 rv::MoveClass::Mistake, rv::MoveClass::Blunder }) {
            const std::string name(rv::move_class_name(cls));
            c[name] = counts[colour][name];
        }
        summary[colour] = c;
    }
    data["startEval"] = eval_json(review.start_eval);
    data["moves"] = moves;
    data["mistakes"] = mistakes;
    data["summary"] = summary;
    data["accuracy"] = { { "white", optional_number(review.accuracy.white) },
        { "black", optional_number(review.accuracy.black) } };
    data["keyMoments"] = review.key_moments;
    data["opening"] = review.opening_name.empty()
        ? json(nullptr)
        : json { { "eco", review.opening_eco }, { "name", review.opening_name } };
    return data;
}

namespace {

    struct Reviews {
        Reviews(rv::ReviewService& s, std::size_t requests_per_minute)
            : service(s)
            , limiter(requests_per_minute, std::chrono::seconds(60))
        {
        }
        rv::ReviewService& service;
        accounts::RateLimiter limiter;
    };

    // POST /api/reviews {gameId | pgn, color?}: a review queued (or the one there is).
    ApiResponse request_review(Reviews& reviews, ApiRequest& req)
    {
        auto source = read_source(req);
        if (auto* answer = std::get_if<ApiResponse>(&source))
            return std::move(*answer);
        if (auto wait = reviews.limiter.hit(req.remote_address))
            return too_many_requests(*wait);
        const auto who = requester(req);
        auto& s = std::get<rv::ReviewSource>(source);
        auto result = reviews.service.request(s, who);
        // A numeric id that is no live game may be one of the asker's computer games.
        if (!result && result.error().status == 404 && s.kind == rv::ReviewSource::Kind::LiveGame
            && s.computer_game_id > 0) {
            s.kind = rv::ReviewSource::Kind::ComputerGame;
            result = reviews.service.request(s, who);
        }
        if (!result)
            return problem(result.error());
        const auto& ticket = result.value();
        return ApiResponse::ok({ { "id", ticket.id }, { "status", ticket.status } });
    }

    // GET /api/reviews/{id}: the review as far as it has got.
    ApiResponse get_review(Reviews& reviews, ApiRequest& req)
    {
        const auto& id = req.params["id"];
        if (id.empty() || id.size() > 64)
            return ApiResponse::error(404, "Review not found", "not_found");
        auto view = reviews.service.get(id, requester(req));
        if (!view)
            return problem(view.error());
        return ApiResponse::ok(review_json(view.value()));
    }

    // POST /api/reviews/{id}/attempts {ply, move}: the player's try at a mistake's better move.
    ApiResponse check_attempt(Reviews& reviews, ApiRequest& req)
    {
        const auto& id = req.params["id"];
        if (id.empty() || id.size() > 64)
            return ApiResponse::error(404, "Review not found", "not_found");
        RequestReader in(req);
        const auto ply = in.field<int>(
            "ply", { .min = 1, .max = 10'000, .message = "ply must be a move number of the game" });
        const auto move = in.field<std::string>(
            "move", { .min = 4, .max = 5, .message = "move must be a UCI move" });
        if (!in)
            return in.problem();
        if (auto wait = reviews.limiter.hit(req.remote_address))
            return too_many_requests(*wait);
        try {
            auto result = reviews.service.check_attempt(id, ply, move, requester(req));
            if (!result)
                return problem(result.error());
            const auto& a = result.value();
            return ApiResponse::ok({ { "correct", a.correct }, { "san", a.san },
                { "bestMove", a.best_uci }, { "bestSan", a.best_san },
                { "class", std::string(rv::move_class_name(a.move_class)) },
                { "eval", eval_json(a.eval) } });
        } catch (const engine::PoolBusy&) {
            return ApiResponse::error(503);
        } catch (const engine::EngineError& e) {
            return ApiResponse::error(504, e.what(), "engine_error");
        }
    }

} // namespace

void add_review_routes(Router& router, rv::ReviewService& service, ReviewRoutesOptions options)
{
    auto reviews = std::make_shared<Reviews>(service, options.requests_per_minute);
    router.add("POST", "/api/reviews", with(reviews, request_review));
    router.add("GET", "/api/reviews/{id}", with(reviews, get_review));
    router.add(
        "POST", "/api/reviews/{id}/attempts", with(reviews, check_attempt), Execution::engine);
}

} // namespace academy::net
