#include "net/assessment_routes.hpp"

#include "accounts/rate_limiter.hpp"
#include "learn/assessment/assessment_service.hpp"
#include "net/assessment_json.hpp"
#include "net/auth_middleware.hpp"

#include <memory>
#include <variant>

namespace academy::net {

using Problem = learn::AssessmentProblem::Kind;
using learn::TestKind;
using nlohmann::json;

namespace {

    ApiResponse bad(std::string_view message)
    {
        return ApiResponse::error(400, message, "validation_error");
    }

    ApiResponse refusal_response(const learn::AssessmentProblem& r, TestKind kind)
    {
        const bool calibration = kind == TestKind::calibration;
        switch (r.kind) {
        case Problem::not_found:
            return ApiResponse::error(
                404, calibration ? "Calibration not found" : "Assessment not found", "not_found");
        case Problem::no_test:
            return ApiResponse::error(404,
                calibration ? "No calibration in progress" : "No assessment in progress",
                "not_found");
        case Problem::finished:
            return ApiResponse::error(409,
                calibration ? "This calibration is already completed"
                            : "This assessment is already completed",
                "test_finished");
        case Problem::replay:
            return ApiResponse::error(
                409, "This position has already been answered", "already_answered");
        case Problem::illegal_move:
            return bad("That move is not legal");
        case Problem::bad_time_spent:
            return bad("timeSpent must be the seconds spent, from 0 to the time limit");
        case Problem::retake_too_soon: {
            ApiResponse res = ApiResponse::error(
                403, "The assessment can be taken once every few months", "retake_too_soon");
            auto body = json::parse(res.body);
            body["retakeAvailableAt"] = r.retake_available_at_ms.value_or(0);
            res.body = body.dump();
            return res;
        }
        case Problem::no_positions:
            return ApiResponse::error(503, "No positions are left for this test", "no_positions");
        case Problem::not_completed:
            return calibration
                ? ApiResponse::error(404, "No completed calibration", "not_found")
                : ApiResponse::error(409, "The assessment is not finished yet", "not_completed");
        case Problem::already_claimed:
            return ApiResponse::error(
                409, "This assessment has already been claimed", "already_claimed");
        case Problem::no_more_hints:
            return ApiResponse::error(409, "No more hints available!", "no_more_hints");
        }
        return ApiResponse::error(400);
    }

    // Session ids are 32 lower-case hex digits; anything else is no session.
    bool session_id_shape(const std::string& id)
    {
        return id.size() == 32 && id.find_first_not_of("0123456789abcdef") == std::string::npos;
    }

    struct AnswerInput {
        int question_index = 0;
        std::string move;
        double time_spent = 0;
    };

    std::optional<ApiResponse> read_index(const json& body, int& index)
    {
        if (!body.is_object())
            return bad("Send a JSON object");
        if (!body.contains("questionIndex") || !body["questionIndex"].is_number_integer())
            return bad("questionIndex must be a whole number");
        const auto i = body["questionIndex"].get<std::int64_t>();
        if (i < 0 || i >= learn::kPositionsPerTest)
            return bad("questionIndex must be from 0 to 11");
        index = static_cast<int>(i);
        return std::nullopt;
    }

    std::variant<AnswerInput, ApiResponse> read_answer(const json& body)
    {
        AnswerInput in;
        if (auto problem = read_index(body, in.question_index))
            return *problem;
        if (!body.contains("move") || !body["move"].is_string())
            return bad("move must be a string: a move, 'timeout' or 'skip'");
        in.move = body["move"].get<std::string>();
        if (in.move.empty() || in.move.size() > 16)
            return bad("move must be a string: a move, 'timeout' or 'skip'");
        if (!body.contains("timeSpent") || !body["timeSpent"].is_number())
            return bad("timeSpent must be a number of seconds");
        in.time_spent = body["timeSpent"].get<double>();
        return in;
    }

    template <typename T, typename F>
    ApiResponse respond(
        const Result<T, learn::AssessmentProblem>& outcome, TestKind kind, F&& to_json)
    {
        if (!outcome)
            return refusal_response(outcome.error(), kind);
        return ApiResponse::ok(to_json(outcome.value()));
    }

    json started_json(const learn::Started& s, bool with_session)
    {
        json out = question_json(s.question);
        out["status"] = "in_progress";
        if (with_session)
            out["sessionId"] = s.session_id;
        return out;
    }

    struct Context {
        Context(store::Database& db, const AssessmentRoutesOptions& o)
            : service(db, o.now_ms)
            , visitor_starts(o.visitor_starts_per_hour, std::chrono::hours(1))
        {
        }
        learn::AssessmentService service;
        accounts::RateLimiter visitor_starts;
    };

} // namespace

void add_assessment_routes(Router& router, store::Database& db, AssessmentRoutesOptions options)
{
    auto ctx = std::make_shared<Context>(db, options);

    // --- Calibration (§7): bearer authentication required.
    router.add("GET", "/api/calibration/start", [ctx](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        const auto restart = req.query_param("restart");
        if (restart && *restart != "1" && *restart != "0" && *restart != "true"
            && *restart != "false")
            return bad("restart must be 1 or 0");
        const bool fresh = restart && (*restart == "1" || *restart == "true");
        return respond(ctx->service.start(TestKind::calibration, user->id, fresh),
            TestKind::calibration, [](const learn::Started& s) { return started_json(s, false); });
    });

    router.add("POST", "/api/calibration/submit-move", [ctx](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        auto input = read_answer(req.json);
        if (auto* problem = std::get_if<ApiResponse>(&input))
            return *problem;
        const auto& in = std::get<AnswerInput>(input);
        const auto session = ctx->service.open_session(TestKind::calibration, user->id);
        if (!session) {
            const bool done = ctx->service.latest_result(TestKind::calibration, user->id).ok();
            return refusal_response({ done ? Problem::finished : Problem::no_test, std::nullopt },
                TestKind::calibration);
        }
        return respond(ctx->service.answer(TestKind::calibration, *session, user->id,
                           in.question_index, in.move, in.time_spent),
            TestKind::calibration, move_outcome_json);
    });

    router.add("GET", "/api/calibration/result", [ctx](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        return respond(ctx->service.latest_result(TestKind::calibration, user->id),
            TestKind::calibration, calibration_result_json);
    });

    // --- Strength assessment: visitors too (their session id is their handle).
    router.add("POST", "/api/assessment/start", [ctx](ApiRequest& req) {
        auto viewer = optional_account(req);
        if (auto* error = std::get_if<ApiResponse>(&viewer))
            return *error;
        const auto user = std::get<std::optional<std::int64_t>>(viewer);
        if (!user && ctx->visitor_starts.hit("assessment:" + req.remote_address))
            return ApiResponse::error(429);
        return respond(ctx->service.start(TestKind::assessment, user, false), TestKind::assessment,
            [](const learn::Started& s) { return started_json(s, true); });
    });

    router.add("GET", "/api/assessment/history", [ctx](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        return ApiResponse::ok(history_json(ctx->service.history(user->id)));
    });

    // Resolves the session and the viewer, or answers.
    struct Caller {
        std::string session;
        std::optional<std::int64_t> user;
    };
    const auto caller = [](const ApiRequest& req) -> std::variant<Caller, ApiResponse> {
        auto viewer = optional_account(req);
        if (auto* error = std::get_if<ApiResponse>(&viewer))
            return *error;
        const auto& id = req.params.at("sessionId");
        if (!session_id_shape(id))
            return refusal_response({ Problem::not_found, std::nullopt }, TestKind::assessment);
        return Caller { id, std::get<std::optional<std::int64_t>>(viewer) };
    };

    router.add("GET", "/api/assessment/{sessionId}", [ctx, caller](ApiRequest& req) {
        auto c = caller(req);
        if (auto* error = std::get_if<ApiResponse>(&c))
            return *error;
        const auto& [session, user] = std::get<Caller>(c);
        const auto current = ctx->service.current(TestKind::assessment, session, user);
        if (!current && current.error().kind == Problem::finished)
            return ApiResponse::ok({ { "sessionId", session }, { "status", "completed" } });
        return respond(current, TestKind::assessment,
            [](const learn::Started& s) { return started_json(s, true); });
    });

    router.add("POST", "/api/assessment/{sessionId}/hint", [ctx, caller](ApiRequest& req) {
        auto c = caller(req);
        if (auto* error = std::get_if<ApiResponse>(&c))
            return *error;
        const auto& [session, user] = std::get<Caller>(c);
        int index = 0;
        if (auto problem = read_index(req.json, index))
            return *problem;
        return respond(ctx->service.hint(TestKind::assessment, session, user, index),
            TestKind::assessment, [](const std::string& square) {
                return json { { "square", square } };
            });
    });

    router.add("POST", "/api/assessment/{sessionId}/answer", [ctx, caller](ApiRequest& req) {
        auto c = caller(req);
        if (auto* error = std::get_if<ApiResponse>(&c))
            return *error;
        const auto& [session, user] = std::get<Caller>(c);
        auto input = read_answer(req.json);
        if (auto* problem = std::get_if<ApiResponse>(&input))
            return *problem;
        const auto& in = std::get<AnswerInput>(input);
        return respond(ctx->service.answer(TestKind::assessment, session, user, in.question_index,
                           in.move, in.time_spent),
            TestKind::assessment, move_outcome_json);
    });

    router.add("GET", "/api/assessment/{sessionId}/result", [ctx, caller](ApiRequest& req) {
        auto c = caller(req);
        if (auto* error = std::get_if<ApiResponse>(&c))
            return *error;
        const auto& [session, user] = std::get<Caller>(c);
        return respond(ctx->service.result(TestKind::assessment, session, user),
            TestKind::assessment, assessment_result_json);
    });

    router.add("POST", "/api/assessment/{sessionId}/claim", [ctx](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        const auto& id = req.params.at("sessionId");
        if (!session_id_shape(id))
            return refusal_response({ Problem::not_found, std::nullopt }, TestKind::assessment);
        if (const auto refusal = ctx->service.claim(id, user->id))
            return refusal_response(*refusal, TestKind::assessment);
        return ApiResponse::ok({ { "ok", true } });
    });
}

void add_assessment_test_routes(
    Router& router, store::Database& db, AssessmentRoutesOptions options)
{
    auto service = std::make_shared<learn::AssessmentService>(db, options.now_ms);
    const auto answer = [](const std::optional<std::string>& san) {
        return san ? ApiResponse::ok({ { "move", *san } })
                   : ApiResponse::error(404, "No question is being asked", "not_found");
    };
    router.add(
        "GET", "/api/test/assessment/{sessionId}/answer", [service, answer](ApiRequest& req) {
            auto viewer = optional_account(req);
            if (auto* error = std::get_if<ApiResponse>(&viewer))
                return *error;
            return answer(service->current_answer(TestKind::assessment, req.params.at("sessionId"),
                std::get<std::optional<std::int64_t>>(viewer)));
        });
    router.add("GET", "/api/test/calibration/answer", [service, answer](ApiRequest& req) {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        const auto session = service->open_session(TestKind::calibration, user->id);
        return answer(session ? service->current_answer(TestKind::calibration, *session, user->id)
                              : std::nullopt);
    });
}

} // namespace academy::net
