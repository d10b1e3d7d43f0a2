#include "net/review_routes.hpp"

#include "accounts/rate_limiter.hpp"
#include "learn/review/mistake_text.hpp"
#include "net/auth_middleware.hpp"
#include "net/rate_limit_answer.hpp"

#include <algorithm>
#include <cmath>

namespace academy::net {

namespace {

    using nlohmann::json;
    namespace rv = learn::review;

    ApiResponse problem(const rv::ReviewProblem& p)
    {
        return ApiResponse::error(static_cast<unsigned>(p.status), p.message, p.code);
    }

    ApiResponse bad(std::string_view message)
    {
        return ApiResponse::error(400, message, "validation_error");
    }

    rv::Requester requester(const ApiRequest& req)
    {
        rv::Requester who;
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
    std::variant<rv::ReviewSource, ApiResponse> read_source(const json& body)
    {
        if (!body.is_object())
            return bad("A gameId or a PGN is required");
        const auto game = body.find("gameId");
        const auto pgn = body.find("pgn");
        const bool has_game = game != body.end() && !game->is_null();
        const bool has_pgn = pgn != body.end() && !pgn->is_null();
        if (has_game == has_pgn)
            return bad("A gameId or a PGN is required");
        rv::ReviewSource source;
        if (has_pgn) {
            if (!pgn->is_string() || pgn->get_ref<const std::string&>().empty())
                return bad("PGN must be text");
            source.kind = rv::ReviewSource::Kind::Pgn;
            source.pgn = pgn->get<std::string>();
            if (const auto color = body.find("color"); color != body.end() && !color->is_null()) {
                if (!color->is_string()
                    || (color->get_ref<const std::string&>() != "white"
                        && color->get_ref<const std::string&>() != "black"))
                    return bad("color must be white or black");
                source.color = color->get<std::string>();
            }
            return source;
        }
        if (game->is_number_integer() && game->get<std::int64_t>() > 0) {
            source.kind = rv::ReviewSource::Kind::ComputerGame;
            source.computer_game_id = game->get<std::int64_t>();
            return source;
        }
        if (!game->is_string() || game->get_ref<const std::string&>().empty()
            || game->get_ref<const std::string&>().size() > 64)
            return bad("gameId must be a game's id");
        const auto& text = game->get_ref<const std::string&>();
        if (!std::all_of(text.begin(), text.end(),
                [](char c) { return std::isalnum(static_cast<unsigned char>(c)); }))
            return bad("gameId must be a game's id");
        source.kind = rv::ReviewSource::Kind::LiveGame;
        source.live_game_id = text;
        if (all_digits(text))
            source.computer_game_id = std::stoll(text);
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

void add_review_routes(Router& router, rv::ReviewService& reviews, ReviewRoutesOptions options)
{
    auto limiter = std::make_shared<accounts::RateLimiter>(
        options.requests_per_minute, std::chrono::seconds(60));

    router.add("POST", "/api/reviews", [&reviews, limiter](ApiRequest& req) {
        auto source = read_source(req.json);
        if (auto* answer = std::get_if<ApiResponse>(&source))
            return std::move(*answer);
        if (auto wait = limiter->hit(req.remote_address))
            return too_many_requests(*wait);
        const auto who = requester(req);
        auto& s = std::get<rv::ReviewSource>(source);
        auto result = reviews.request(s, who);
        // A numeric id that is no live game may be one of the asker's computer games.
        if (!result && result.error().status == 404 && s.kind == rv::ReviewSource::Kind::LiveGame
            && s.computer_game_id > 0) {
            s.kind = rv::ReviewSource::Kind::ComputerGame;
            result = reviews.request(s, who);
        }
        if (!result)
            return problem(result.error());
        const auto& ticket = result.value();
        return ApiResponse::ok({ { "id", ticket.id }, { "status", ticket.status } });
    });

    router.add("GET", "/api/reviews/{id}", [&reviews](ApiRequest& req) {
        const auto& id = req.params["id"];
        if (id.empty() || id.size() > 64)
            return ApiResponse::error(404, "Review not found", "not_found");
        auto view = reviews.get(id, requester(req));
        if (!view)
            return problem(view.error());
        return ApiResponse::ok(review_json(view.value()));
    });

    router.add(
        "POST", "/api/reviews/{id}/attempts",
        [&reviews, limiter](ApiRequest& req) {
            const auto& id = req.params["id"];
            if (id.empty() || id.size() > 64)
                return ApiResponse::error(404, "Review not found", "not_found");
            if (!req.json.is_object())
                return bad("A ply and a move are required");
            const auto ply = req.json.find("ply");
            if (ply == req.json.end() || !ply->is_number_integer() || ply->get<std::int64_t>() < 1
                || ply->get<std::int64_t>() > 10'000)
                return bad("ply must be a move number of the game");
            const auto move = req.json.find("move");
            if (move == req.json.end() || !move->is_string()
                || move->get_ref<const std::string&>().size() < 4
                || move->get_ref<const std::string&>().size() > 5)
                return bad("move must be a UCI move");
            if (auto wait = limiter->hit(req.remote_address))
                return too_many_requests(*wait);
            try {
                auto result = reviews.check_attempt(
                    id, ply->get<int>(), move->get<std::string>(), requester(req));
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
        },
        Execution::engine);
}

} // namespace academy::net
