#include "net/engine_routes.hpp"

#include "accounts/rate_limiter.hpp"
#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "engine/bot_levels.hpp"
#include "learn/explain/educational_bot.hpp"
#include "learn/explain/engine_explain.hpp"
#include "net/rate_limit_answer.hpp"

#include <algorithm>
#include <charconv>
#include <functional>
#include <memory>

namespace academy::net {

namespace {

    using nlohmann::json;

    json level_json(const engine::BotLevel& level)
    {
        return { { "level", level.level }, { "name", level.name }, { "elo", level.elo } };
    }

    // The FEN of a request body, or the 400 answer explaining why there is none.
    std::variant<std::string, ApiResponse> body_fen(const ApiRequest& req)
    {
        if (!req.json.is_object() || !req.json.contains("fen") || !req.json["fen"].is_string())
            return ApiResponse::error(400, "A FEN string is required", "invalid_fen");
        std::string fen = req.json["fen"].get<std::string>();
        auto parsed = chess::parse_fen(fen);
        if (!parsed)
            return ApiResponse::error(400, parsed.error().message, "invalid_fen");
        // Normalised, so the engine always sees six fields.
        return chess::to_fen(parsed.value());
    }

    // An optional whole-number field: absent (or null) is `fallback`; any other type, or a value
    // outside [lo, hi], is a 400 naming the field.
    std::variant<int, ApiResponse> int_field(
        const json& body, const char* name, int fallback, int lo, int hi)
    {
        const auto it = body.find(name);
        if (it == body.end() || it->is_null())
            return fallback;
        if (!it->is_number_integer() || it->get<std::int64_t>() < lo
            || it->get<std::int64_t>() > hi)
            return ApiResponse::error(400,
                std::string(name) + " must be a whole number from " + std::to_string(lo) + " to "
                    + std::to_string(hi),
                "validation_error");
        return it->get<int>();
    }

    // A score on the wire: centipawns from the mover's side, or {"mate": n}.
    json score_json(const learn::explain::Score& s)
    {
        if (s.mate)
            return { { "mate", *s.mate } };
        return s.cp;
    }

    json educational_json(const learn::explain::EducationalMove& m, const engine::BotLevel& level)
    {
        json alternatives = json::array();
        for (const auto& a : m.alternatives)
            alternatives.push_back({ { "move", a.move }, { "san", a.san },
                { "evaluation", score_json(a.evaluation) }, { "why", a.why } });
        return { { "move", m.move }, { "san", m.san }, { "evaluation", score_json(m.evaluation) },
            { "depth", m.depth }, { "time", m.time_ms },
            { "educational",
                { { "explanation", m.explanation }, { "difficulty", m.difficulty },
                    { "alternatives", std::move(alternatives) },
                    { "teachingPoint", m.teaching_point }, { "category", m.category },
                    { "motifs", m.motifs } } },
            { "personality", level.personality }, { "educationalFocus", level.educational_focus },
            { "level", level.level }, { "fallback", m.fallback } };
    }

    // The analysis search a request asks for: depth 12 by default, 3 s of thinking, 5 s before
    // 'Position analysis timeout'; a deeper request is refused rather than allowed to hold an
    // engine.
    std::variant<engine::SearchLimits, ApiResponse> analysis_limits(const json& body)
    {
        const auto depth = int_field(body, "depth", 12, 1, kMaxAnalysisDepth);
        if (auto* answer = std::get_if<ApiResponse>(&depth))
            return std::move(*answer);
        const auto multipv = int_field(body, "multipv", 1, 1, 5);
        if (auto* answer = std::get_if<ApiResponse>(&multipv))
            return std::move(*answer);
        engine::SearchLimits limits;
        limits.depth = std::get<int>(depth);
        limits.multipv = std::get<int>(multipv);
        limits.movetime_ms = 3000;
        limits.timeout = std::chrono::milliseconds(5000);
        limits.timeout_message = "Position analysis timeout";
        return limits;
    }

    // A POST that waits for an engine: engine time is the scarce thing, so every such route
    // draws on one budget per address (`limiter`), runs on the engine threads, and answers 503
    // when every engine is busy, whatever the route.
    void add_engine_post(Router& router, std::string path,
        std::shared_ptr<accounts::RateLimiter> limiter,
        std::function<ApiResponse(ApiRequest&)> handle)
    {
        router.add(
            "POST", std::move(path),
            [limiter = std::move(limiter), handle = std::move(handle)](ApiRequest& req) {
                if (auto wait = limiter->hit(req.remote_address))
                    return too_many_requests(*wait);
                try {
                    return handle(req);
                } catch (const engine::PoolBusy&) {
                    return ApiResponse::error(503);
                }
            },
            Execution::engine);
    }

} // namespace

void add_engine_routes(Router& router, engine::EnginePool& pool, EngineRoutesOptions options)
{
    // Bot moves, explanations and analyses share one budget per address.
    auto limiter = std::make_shared<accounts::RateLimiter>(
        options.requests_per_minute, std::chrono::seconds(60));

    router.add(
        "GET", "/api/bots",
        [](ApiRequest&) {
            json list = json::array();
            for (const auto& level : engine::bot_levels())
                list.push_back(level_json(level));
            return ApiResponse::ok({ { "bots", list } });
        },
        Execution::network);

    router.add(
        "GET", "/api/bots/{level}",
        [](ApiRequest& req) {
            // The whole segment is the number: "3abc" or "3.5" is no level 3.
            const auto& text = req.params["level"];
            int n = 0;
            if (const auto [end, error]
                = std::from_chars(text.data(), text.data() + text.size(), n);
                error != std::errc {} || end != text.data() + text.size())
                n = 0;
            const auto* level = engine::find_bot_level(n);
            if (!level)
                return ApiResponse::error(400, engine::kBadBotLevel, "invalid_level");
            json data = level_json(*level);
            data["depth"] = level->depth;
            data["timeLimit"] = level->time_limit_ms;
            data["personality"] = level->personality;
            data["educationalFocus"] = level->educational_focus;
            return ApiResponse::ok(std::move(data));
        },
        Execution::network);

    add_engine_post(router, "/api/bots/move", limiter, [&pool](ApiRequest& req) {
        if (!req.json.is_object())
            return ApiResponse::error(400, "A FEN string is required", "invalid_fen");
        // No level is learning.md §9's default (5); anything but a whole number 1..10 is
        // refused, null included.
        const auto level_field = req.json.find("level");
        const auto* level = level_field == req.json.end()
            ? engine::find_bot_level(engine::kDefaultBotLevel)
            : level_field->is_number_integer() && level_field->get<std::int64_t>() >= 1
                && level_field->get<std::int64_t>() <= 100
            ? engine::find_bot_level(level_field->get<int>())
            : nullptr;
        if (!level)
            return ApiResponse::error(400, engine::kBadBotLevel, "invalid_level");
        auto fen = body_fen(req);
        if (auto* answer = std::get_if<ApiResponse>(&fen))
            return std::move(*answer);
        try {
            const auto move
                = learn::explain::educational_move(pool, std::get<std::string>(fen), *level);
            return ApiResponse::ok(educational_json(move, *level));
        } catch (const engine::EngineError& e) {
            // The only error bot moves raise past their fallback: no legal move.
            return ApiResponse::error(422, e.what(), "no_legal_moves");
        }
    });

    add_engine_post(router, "/api/explain", limiter, [&pool](ApiRequest& req) {
        auto fen = body_fen(req);
        if (auto* answer = std::get_if<ApiResponse>(&fen))
            return std::move(*answer);
        const auto text = req.json.find("move");
        if (text == req.json.end() || !text->is_string() || text->get<std::string>().empty()
            || text->get<std::string>().size() > 16)
            return ApiResponse::error(400, "A move is required (UCI or SAN)", "invalid_move");
        // UCI first ("e2e4"), then SAN ("e4", "Nf3"), as the practice boards send either.
        const auto position = chess::parse_fen(std::get<std::string>(fen)).value();
        auto move = chess::parse_uci_move(position, text->get<std::string>());
        if (!move)
            move = chess::parse_san(position, text->get<std::string>());
        if (!move)
            return ApiResponse::error(400, "That move is not legal", "illegal_move");
        auto r = learn::explain::explain_with_engine(
            pool, std::get<std::string>(fen), chess::move_to_uci(move.value()));
        if (!r)
            return ApiResponse::error(400, "That move is not legal", "illegal_move");
        const auto& e = r.value();
        const auto& x = e.explanation;
        return ApiResponse::ok({ { "move", x.facts.uci }, { "san", x.san },
            { "explanation", x.text }, { "motifs", x.motifs },
            { "evaluationBefore", e.before ? score_json(*e.before) : json(nullptr) },
            { "evaluationAfter", e.after ? score_json(*e.after) : json(nullptr) },
            { "evaluationText", x.evaluation_text },
            { "bestMove", e.best_move.empty() ? json(nullptr) : json(e.best_move) },
            { "teachingPoint", x.teaching_point }, { "category", x.category } });
    });

    add_engine_post(router, "/api/analysis", limiter, [&pool](ApiRequest& req) {
        auto fen = body_fen(req);
        if (auto* answer = std::get_if<ApiResponse>(&fen))
            return std::move(*answer);
        const auto limits = analysis_limits(req.json);
        if (auto* answer = std::get_if<ApiResponse>(&limits))
            return std::move(*answer);
        const auto position = chess::parse_fen(std::get<std::string>(fen));
        if (chess::generate_legal(position.value()).empty())
            return ApiResponse::error(400, engine::kNoLegalMoves, "no_legal_moves");
        try {
            const auto r
                = pool.search(std::get<std::string>(fen), std::get<engine::SearchLimits>(limits));
            // The line in SAN too, cut at the first move the rules core would refuse.
            json san = json::array();
            chess::Position p = position.value();
            for (const auto& uci : r.pv) {
                auto m = chess::parse_uci_move(p, uci);
                if (!m)
                    break;
                san.push_back(chess::to_san(p, m.value()));
                p.do_move(m.value());
            }
            json data { { "bestMove", r.best_move }, { "evaluation", r.score.cp / 100.0 },
                { "principalVariation", r.pv }, { "principalVariationSan", std::move(san) },
                { "depth", r.depth } };
            if (r.score.mate)
                data["mate"] = *r.score.mate;
            return ApiResponse::ok(std::move(data));
        } catch (const engine::EngineError& e) {
            return ApiResponse::error(504, e.what(), "engine_error");
        }
    });
}

} // namespace academy::net
