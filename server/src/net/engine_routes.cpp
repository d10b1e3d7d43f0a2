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
#include "net/request_reader.hpp"
#include "net/requester.hpp"

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

    constexpr std::string_view kFenRequired = "A FEN string is required";

    // The request's FEN, normalised so the engine always sees six fields; empty, with the
    // reader's problem set (code invalid_fen), when there is none or it breaks the rules.
    std::string read_fen(RequestReader& in)
    {
        const auto fen
            = in.field<std::string>("fen", { .message = kFenRequired, .code = "invalid_fen" });
        if (!in)
            return {};
        auto parsed = chess::parse_fen(fen);
        if (!parsed) {
            in.fail(parsed.error().message, "invalid_fen");
            return {};
        }
        return chess::to_fen(parsed.value());
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
    engine::SearchLimits analysis_limits(RequestReader& in)
    {
        engine::SearchLimits limits;
        limits.depth = in.field<std::optional<int>>("depth", { .min = 1, .max = kMaxAnalysisDepth })
                           .value_or(12);
        limits.multipv
            = in.field<std::optional<int>>("multipv", { .min = 1, .max = 5 }).value_or(1);
        limits.movetime_ms = 3000;
        limits.timeout = std::chrono::milliseconds(5000);
        limits.timeout_message = "Position analysis timeout";
        return limits;
    }

    // GET /api/bots: the levels, from the pawn up.
    ApiResponse list_bots(ApiRequest&)
    {
        json list = json::array();
        for (const auto& level : engine::bot_levels())
            list.push_back(level_json(level));
        return ApiResponse::ok({ { "bots", list } });
    }

    // GET /api/bots/{level}: one level in full.
    ApiResponse bot_level(ApiRequest& req)
    {
        // The whole segment is the number: "3abc" or "3.5" is no level 3.
        const auto& text = req.params["level"];
        int n = 0;
        if (const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
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
    }

    // POST /api/bots/move {fen, level?}: the bot's move, explained.
    ApiResponse bot_move(engine::EnginePool& pool, ApiRequest& req)
    {
        RequestReader in(req);
        if (!in)
            return ApiResponse::error(400, kFenRequired, "invalid_fen");
        // No level is the default level, 5 (docs/bots-and-coach.md, "Educational bot levels");
        // anything but a whole number 1..10 is refused, null included.
        const FieldRule level_rule { .message = engine::kBadBotLevel, .code = "invalid_level" };
        const auto number = in.shape("level") == Shape::absent ? engine::kDefaultBotLevel
                                                               : in.field<int>("level", level_rule);
        const auto* level = in ? engine::find_bot_level(number) : nullptr;
        if (!level)
            return ApiResponse::error(400, engine::kBadBotLevel, "invalid_level");
        const auto fen = read_fen(in);
        if (!in)
            return in.problem();
        try {
            const auto move
                = learn::explain::educational_move(pool, requester_key(req), fen, *level);
            return ApiResponse::ok(educational_json(move, *level));
        } catch (const engine::EngineError& e) {
            // The only error bot moves raise past their fallback: no legal move.
            return ApiResponse::error(422, e.what(), "no_legal_moves");
        }
    }

    // POST /api/explain {fen, move}: a move explained, with the engine's evaluations.
    ApiResponse explain_move(engine::EnginePool& pool, ApiRequest& req)
    {
        RequestReader in(req);
        if (!in)
            return ApiResponse::error(400, kFenRequired, "invalid_fen");
        const auto fen = read_fen(in);
        const auto text = in.field<std::string>("move",
            { .min = 1,
                .max = 16,
                .message = "A move is required (UCI or SAN)",
                .code = "invalid_move" });
        if (!in)
            return in.problem();
        // UCI first ("e2e4"), then SAN ("e4", "Nf3"), as the practice boards send either.
        const auto position = chess::parse_fen(fen).value();
        auto move = chess::parse_uci_move(position, text);
        if (!move)
            move = chess::parse_san(position, text);
        if (!move)
            return ApiResponse::error(400, "That move is not legal", "illegal_move");
        auto r = learn::explain::explain_with_engine(
            pool, requester_key(req), fen, chess::move_to_uci(move.value()));
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
    }

    // POST /api/analysis {fen, depth?, multipv?}: the engine's line and evaluation.
    ApiResponse analyse(engine::EnginePool& pool, ApiRequest& req)
    {
        RequestReader in(req);
        if (!in)
            return ApiResponse::error(400, kFenRequired, "invalid_fen");
        const auto fen = read_fen(in);
        const auto limits = analysis_limits(in);
        if (!in)
            return in.problem();
        const auto position = chess::parse_fen(fen);
        if (chess::generate_legal(position.value()).empty())
            return ApiResponse::error(400, engine::kNoLegalMoves, "no_legal_moves");
        try {
            const auto r = pool.search(requester_key(req), fen, limits);
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
    }

    // What the POSTs that wait for an engine share: engine time is the scarce thing, so every
    // such route draws on one budget per address, runs on the engine threads, waits for an engine
    // on its requester's fair share of the pool (net/requester), and answers 503 when the pool's
    // line (or the requester's part of it) is full, whatever the route.
    struct Engines {
        Engines(engine::EnginePool& p, std::size_t requests_per_minute)
            : pool(p)
            , limiter(requests_per_minute, std::chrono::seconds(60))
        {
        }
        engine::EnginePool& pool;
        accounts::RateLimiter limiter;
    };

    Handler engine_post(
        std::shared_ptr<Engines> engines, ApiResponse (*handle)(engine::EnginePool&, ApiRequest&))
    {
        return [engines = std::move(engines), handle](ApiRequest& req) {
            if (auto wait = engines->limiter.hit(req.remote_address))
                return too_many_requests(*wait);
            try {
                return handle(engines->pool, req);
            } catch (const engine::PoolBusy&) {
                return ApiResponse::error(503);
            }
        };
    }

} // namespace

void add_engine_routes(Router& router, engine::EnginePool& pool, EngineRoutesOptions options)
{
    // Bot moves, explanations and analyses share one budget per address.
    auto engines = std::make_shared<Engines>(pool, options.requests_per_minute);
    router.add("GET", "/api/bots", list_bots, Execution::network);
    router.add("GET", "/api/bots/{level}", bot_level, Execution::network);
    router.add("POST", "/api/bots/move", engine_post(engines, bot_move), Execution::engine);
    router.add("POST", "/api/explain", engine_post(engines, explain_move), Execution::engine);
    router.add("POST", "/api/analysis", engine_post(engines, analyse), Execution::engine);
}

} // namespace academy::net
