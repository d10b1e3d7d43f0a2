#include "net/practice_routes.hpp"

#include "accounts/rate_limiter.hpp"
#include "learn/practice/practice_attempts.hpp"
#include "learn/practice/practice_engine.hpp"
#include "learn/practice/practice_progress.hpp"
#include "net/auth_middleware.hpp"
#include "net/rate_limit_answer.hpp"
#include "net/request_reader.hpp"
#include "net/requester.hpp"
#include "store/wall_clock.hpp"

#include <spdlog/spdlog.h>

namespace academy::net {

namespace lp = learn::practice;
using nlohmann::json;

namespace {

    inline constexpr std::string_view kAttemptNotFound
        = "Practice attempt not found: it may have expired. Start a new attempt.";
    inline constexpr std::string_view kAttemptOver = "This attempt is over: start a new one";
    inline constexpr std::string_view kBadMove
        = "move must be a string: a move in UCI (e2e4) or SAN (Nf3)";

    const char* color_name(chess::Color c) { return c == chess::White ? "white" : "black"; }

    json goal_json(const lp::Goal& goal)
    {
        json g { { "kind", lp::goal_kind_name(goal.kind) } };
        if (goal.moves > 0)
            g["moves"] = goal.moves;
        if (goal.kind == lp::GoalKind::gain_material)
            g["material"] = goal.material;
        return g;
    }

    chess::Color player_of(const lp::PracticePosition& p)
    {
        return p.fen.find(" b ") == std::string::npos ? chess::White : chess::Black;
    }

    json summary_json(const lp::PracticePosition& p, int best)
    {
        return { { "id", p.id }, { "title", p.title }, { "goal", goal_json(p.goal) },
            { "goalText", lp::goal_text(p.goal, player_of(p)) }, { "stars", best },
            { "completed", best > 0 } };
    }

    json position_json(const lp::PracticePosition& p, int best)
    {
        return { { "id", p.id }, { "section", p.section }, { "title", p.title },
            { "description", p.description }, { "fen", p.fen }, { "goal", goal_json(p.goal) },
            { "goalText", lp::goal_text(p.goal, player_of(p)) },
            { "playerColor", color_name(player_of(p)) }, { "botLevel", p.bot_level },
            { "stars", json::array({ p.stars3, p.stars2 }) }, { "hint", p.hint },
            { "bestStars", best }, { "completed", best > 0 } };
    }

    struct Context {
        Context(store::Database& d, std::shared_ptr<const lp::Catalogue> c, engine::EnginePool& p,
            const PracticeRoutesOptions& o)
            : db(d)
            , catalogue(std::move(c))
            , pool(p)
            , test_engine(o.engine)
            , attempts({ .idle_ms = o.attempt_idle_ms })
            , limiter(o.requests_per_minute, std::chrono::seconds(60))
            , now_ms(o.now_ms ? o.now_ms : std::function<std::int64_t()>(store::wall_clock_ms))
        {
        }
        store::Database& db;
        std::shared_ptr<const lp::Catalogue> catalogue;
        engine::EnginePool& pool;
        std::shared_ptr<lp::PracticeEngine> test_engine;
        lp::AttemptBook attempts;
        accounts::RateLimiter limiter;
        std::function<std::int64_t()> now_ms;
    };

    // GET /api/practice: the sections and their positions, with the player's best stars.
    ApiResponse list_positions(Context& c, ApiRequest& req)
    {
        const auto user = learner_id_or_visitor(req);
        const auto best = user ? lp::best_stars(c.db, user) : std::map<std::string, int> {};
        json sections = json::array();
        for (const auto& s : c.catalogue->sections) {
            json positions = json::array();
            for (const auto& id : s.positions)
                if (const auto* p = c.catalogue->find(id)) {
                    const auto it = best.find(id);
                    positions.push_back(summary_json(*p, it == best.end() ? 0 : it->second));
                }
            sections.push_back({ { "id", s.id }, { "title", s.title },
                { "description", s.description }, { "positions", positions } });
        }
        return ApiResponse::ok({ { "sections", sections } });
    }

    // GET /api/practice/{id}: one position.
    ApiResponse get_position(Context& c, ApiRequest& req)
    {
        const auto* p = c.catalogue->find(req.params["id"]);
        if (!p)
            return ApiResponse::error(404);
        const auto user = learner_id_or_visitor(req);
        int best = 0;
        if (user) {
            const auto all = lp::best_stars(c.db, user);
            if (const auto it = all.find(p->id); it != all.end())
                best = it->second;
        }
        return ApiResponse::ok(position_json(*p, best));
    }

    // POST /api/practice/{id}/attempts: a new attempt at a position.
    ApiResponse open_attempt(Context& c, ApiRequest& req)
    {
        const auto* p = c.catalogue->find(req.params["id"]);
        if (!p)
            return ApiResponse::error(404);
        if (auto wait = c.limiter.hit(req.remote_address))
            return too_many_requests(*wait);
        const auto attempt = c.attempts.open(*p, learner_id_or_visitor(req), c.now_ms());
        return ApiResponse::ok({ { "attemptId", attempt.id }, { "positionId", p->id },
            { "fen", p->fen }, { "goal", goal_json(p->goal) },
            { "goalText", lp::goal_text(p->goal, attempt.player) },
            { "playerColor", color_name(attempt.player) } });
    }

    // POST /api/practice/attempts/{attemptId}/moves {move}: the player's move judged, and the
    // bot's reply.
    ApiResponse play_move(Context& c, ApiRequest& req)
    {
        RequestReader in(req);
        const auto move = in.field<std::string>("move", { .min = 1, .max = 12 });
        if (!in)
            return bad_request(kBadMove); // whatever is wrong with the body, one answer says it
        if (auto wait = c.limiter.hit(req.remote_address))
            return too_many_requests(*wait);
        const auto user = learner_id_or_visitor(req);
        const auto now = c.now_ms();
        std::optional<ApiResponse> answer;
        const bool found = c.attempts.with(req.params["attemptId"], now, [&](lp::Attempt& attempt) {
            // Another account's attempt is no attempt of this player's.
            if (attempt.user_id != 0 && attempt.user_id != user)
                return;
            if (attempt.status != lp::Status::playing) {
                answer = ApiResponse::error(409, kAttemptOver, "attempt_over");
                return;
            }
            const auto* p = c.catalogue->find(attempt.position_id);
            if (!p)
                return;
            try {
                // The judge's searches and the bot's reply are the player's share of the pool.
                lp::PoolEngine pool_engine(c.pool, requester_key(req));
                auto judged = lp::judge_move(
                    attempt, *p, move, c.test_engine ? *c.test_engine : pool_engine);
                if (!judged) {
                    answer = ApiResponse::error(400, judged.error().message, "illegal_move");
                    return;
                }
                const auto& o = judged.value();
                json data { { "status", lp::status_name(o.status) }, { "fen", o.fen },
                    { "userMove", { { "uci", o.user.uci }, { "san", o.user.san } } },
                    { "botMove", nullptr }, { "goalReachable", o.goal_reachable },
                    { "reason", o.reason }, { "movesUsed", o.moves_used }, { "stars", o.stars } };
                if (o.bot)
                    data["botMove"] = { { "uci", o.bot->uci }, { "san", o.bot->san },
                        { "explanation", o.bot->explanation } };
                if (o.status == lp::Status::won && attempt.user_id != 0) {
                    const auto recorded = lp::record_win(c.db, attempt, o.stars, now);
                    data["bestStars"] = recorded.best_stars;
                }
                answer = ApiResponse::ok(std::move(data));
            } catch (const engine::PoolBusy&) {
                answer = ApiResponse::error(503);
            } catch (const engine::EngineError& e) {
                spdlog::warn("practice judge: {}", e.what());
                answer = ApiResponse::error(504,
                    "The engine could not judge this move in time; send it again", "engine_error");
            }
        });
        if (!found || !answer)
            return ApiResponse::error(404, kAttemptNotFound, "not_found");
        return std::move(*answer);
    }

} // namespace

void add_practice_routes(Router& router, store::Database& db, engine::EnginePool& pool,
    std::shared_ptr<const lp::Catalogue> catalogue, PracticeRoutesOptions options)
{
    auto c = std::make_shared<Context>(db, std::move(catalogue), pool, options);
    router.add("GET", "/api/practice", with(c, list_positions));
    router.add("GET", "/api/practice/{id}", with(c, get_position));
    router.add("POST", "/api/practice/{id}/attempts", with(c, open_attempt));
    router.add(
        "POST", "/api/practice/attempts/{attemptId}/moves", with(c, play_move), Execution::engine);
}

} // namespace academy::net
