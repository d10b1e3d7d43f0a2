#include "net/engine_routes.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "engine/bot_levels.hpp"

#include <algorithm>

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

    std::optional<int> int_field(const json& body, const char* name)
    {
        if (!body.is_object() || !body.contains(name))
            return std::nullopt;
        const auto& v = body[name];
        if (v.is_number_integer())
            return v.get<int>();
        if (v.is_number())
            return static_cast<int>(v.get<double>());
        if (v.is_string()) {
            try {
                return std::stoi(v.get<std::string>());
            } catch (...) {
            }
        }
        return std::nullopt;
    }

}  // namespace

void add_engine_routes(Router& router, engine::EnginePool& pool)
{
    router.add("GET", "/api/bots", [](ApiRequest&) {
        json list = json::array();
        for (const auto& level : engine::bot_levels())
            list.push_back(level_json(level));
        return ApiResponse::ok({ { "bots", list } });
    }, Execution::network);

    router.add("GET", "/api/bots/{level}", [](ApiRequest& req) {
        int n = 0;
        try {
            n = std::stoi(req.params["level"]);
        } catch (...) {
        }
        const auto* level = engine::find_bot_level(n);
        if (!level)
            return ApiResponse::error(400, engine::kBadBotLevel, "invalid_level");
        json data = level_json(*level);
        data["depth"] = level->depth;
        data["timeLimit"] = level->time_limit_ms;
        data["personality"] = level->personality;
        data["educationalFocus"] = level->educational_focus;
        return ApiResponse::ok(std::move(data));
    }, Execution::network);

    router.add("POST", "/api/bots/move", [&pool](ApiRequest& req) {
        const auto n = int_field(req.json, "level");
        const auto* level = n ? engine::find_bot_level(*n) : nullptr;
        if (!level)
            return ApiResponse::error(400, engine::kBadBotLevel, "invalid_level");
        auto fen = body_fen(req);
        if (auto* answer = std::get_if<ApiResponse>(&fen))
            return std::move(*answer);
        try {
            const auto move = engine::bot_move(pool, std::get<std::string>(fen), *level);
            json data { { "move", move.move }, { "evaluation", move.evaluation }, { "depth", move.depth },
                { "time", move.time_ms } };
            if (move.explanation)
                data["explanation"] = *move.explanation;
            return ApiResponse::ok(std::move(data));
        } catch (const engine::PoolBusy&) {
            return ApiResponse::error(503);
        } catch (const engine::EngineError& e) {
            return ApiResponse::error(400, e.what(), "no_legal_moves");
        }
    });

    router.add("POST", "/api/analysis", [&pool](ApiRequest& req) {
        auto fen = body_fen(req);
        if (auto* answer = std::get_if<ApiResponse>(&fen))
            return std::move(*answer);
        engine::SearchLimits limits;
        limits.depth = std::clamp(int_field(req.json, "depth").value_or(12), 1, 30);
        limits.multipv = std::clamp(int_field(req.json, "multipv").value_or(1), 1, 5);
        limits.movetime_ms = 3000;
        limits.timeout = std::chrono::milliseconds(5000);
        limits.timeout_message = "Position analysis timeout";
        const auto position = chess::parse_fen(std::get<std::string>(fen));
        if (chess::generate_legal(position.value()).empty())
            return ApiResponse::error(400, engine::kNoLegalMoves, "no_legal_moves");
        try {
            const auto r = pool.search(std::get<std::string>(fen), limits);
            json data { { "bestMove", r.best_move }, { "evaluation", r.score_cp / 100.0 },
                { "principalVariation", r.pv }, { "depth", r.depth } };
            if (r.mate)
                data["mate"] = *r.mate;
            return ApiResponse::ok(std::move(data));
        } catch (const engine::PoolBusy&) {
            return ApiResponse::error(503);
        } catch (const engine::EngineError& e) {
            return ApiResponse::error(504, e.what(), "engine_error");
        }
    });
}

}  // namespace academy::net
