#include "net/assessment_routes.hpp"

#include "accounts/rate_limiter.hpp"
#include "learn/assessment/assessment_service.hpp"
#include "net/assessment_json.hpp"
#include "net/auth_middleware.hpp"
#include "net/request_reader.hpp"

#include <memory>
#include <variant>

namespace academy::net {

using Problem = learn::AssessmentProblem::Kind;
using learn::TestKind;
using nlohmann::json;

namespace {

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
            return bad_request("That move is not legal");
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

    // The session id of the path: 32 lower-case hex digits; anything else is no session.
    std::optional<std::string> session_id(const ApiRequest& req)
    {
        auto path = RequestReader::path(req);
        auto id = path.field<std::string>(
            "sessionId", { .min = 32, .max = 32, .chars = "0123456789abcdef" });
        return path ? std::optional<std::string>(std::move(id)) : std::nullopt;
    }
    const learn::AssessmentProblem kNoSession { Problem::not_found, std::nullopt };

    // The answer and hint bodies: an object, which must be sent.
    const BodyRule kAnswerBody { .required = true, .message = "Send a JSON object" };

    // The question a body names, when it names one (a hint must; an answer may).
    std::optional<int> optional_question_index(RequestReader& in)
    {
        const auto index = in.field<std::optional<std::int64_t>>(
            "questionIndex", { .message = "questionIndex must be a whole number" });
        if (in && index && (*index < 0 || *index >= learn::kPositionsPerTest))
            in.fail(
                "questionIndex must be from 0 to " + std::to_string(learn::kPositionsPerTest - 1));
        return index ? std::optional<int>(static_cast<int>(*index)) : std::nullopt;
    }

    int question_index(RequestReader& in)
    {
        const auto index = optional_question_index(in);
        if (in && !index)
            in.fail("questionIndex must be a whole number");
        return index.value_or(0);
    }

    // An answer: the specification's body is `move` and `timeSpent`; `questionIndex`, when sent,
    // guards against a replay. `timeSpent` is the browser's word, stored and never scored.
    struct Answer {
        std::optional<int> question_index;
        std::string move;
        std::optional<double> time_spent;
    };

    Answer read_answer(RequestReader& in)
    {
        Answer a;
        a.question_index = optional_question_index(in);
        a.move = in.field<std::string>("move",
            { .min = 1,
                .max = 16,
                .message = "move must be a string: a move, 'timeout' or 'skip'" });
        a.time_spent = in.field<std::optional<double>>("timeSpent",
            { .min = 0, .message = "timeSpent must be a number of seconds, 0 or more" });
        return a;
    }

    template <typename T, typename F>
    ApiResponse respond(
        const Result<T, learn::AssessmentProblem>& result, TestKind kind, F&& to_json)
    {
        if (!result)
            return refusal_response(result.error(), kind);
        return ApiResponse::ok(to_json(result.value()));
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

    // Resolves the session of the path and the viewer, or answers.
    struct Caller {
        std::string session;
        std::optional<std::int64_t> user;
    };
    std::variant<Caller, ApiResponse> caller(const ApiRequest& req)
    {
        auto viewer = optional_account(req, true);
        if (auto* error = std::get_if<ApiResponse>(&viewer))
            return *error;
        auto id = session_id(req);
        if (!id)
            return refusal_response(kNoSession, TestKind::assessment);
        return Caller { std::move(*id), std::get<std::optional<std::int64_t>>(viewer) };
    }

    // --- Calibration (docs/assessment.md): bearer authentication required.

    ApiResponse calibration_start(Context& c, ApiRequest& req)
    {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        auto query = RequestReader::query(req);
        const bool fresh
            = query.field<std::optional<bool>>("restart", { .message = "restart must be 1 or 0" })
                  .value_or(false);
        if (!query)
            return query.problem();
        return respond(c.service.start(TestKind::calibration, user->id, fresh),
            TestKind::calibration, [](const learn::Started& s) { return started_json(s, false); });
    }

    ApiResponse calibration_submit(Context& c, ApiRequest& req)
    {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        RequestReader in(req, kAnswerBody);
        const auto answer = read_answer(in);
        if (!in)
            return in.problem();
        const auto session = c.service.open_session(TestKind::calibration, user->id);
        if (!session) {
            const bool done = c.service.latest_result(TestKind::calibration, user->id).ok();
            return refusal_response({ done ? Problem::finished : Problem::no_test, std::nullopt },
                TestKind::calibration);
        }
        return respond(c.service.answer(TestKind::calibration, *session, user->id,
                           answer.question_index, answer.move, answer.time_spent),
            TestKind::calibration, answer_feedback_json);
    }

    ApiResponse calibration_result(Context& c, ApiRequest& req)
    {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        return respond(c.service.latest_result(TestKind::calibration, user->id),
            TestKind::calibration, calibration_result_json);
    }

    // --- Strength assessment: visitors too (their session id is their handle).

    ApiResponse assessment_start(Context& c, ApiRequest& req)
    {
        auto viewer = optional_account(req, true);
        if (auto* error = std::get_if<ApiResponse>(&viewer))
            return *error;
        const auto user = std::get<std::optional<std::int64_t>>(viewer);
        if (!user && c.visitor_starts.hit("assessment:" + req.remote_address))
            return ApiResponse::error(429);
        return respond(c.service.start(TestKind::assessment, user, false), TestKind::assessment,
            [](const learn::Started& s) { return started_json(s, true); });
    }

    ApiResponse assessment_history(Context& c, ApiRequest& req)
    {
        const auto user = authenticate_learner(req);
        if (!user)
            return ApiResponse::error(401);
        return ApiResponse::ok(history_json(c.service.history(user->id)));
    }

    ApiResponse assessment_current(Context& c, ApiRequest& req)
    {
        auto who = caller(req);
        if (auto* error = std::get_if<ApiResponse>(&who))
            return *error;
        const auto& [session, user] = std::get<Caller>(who);
        const auto current = c.service.current(TestKind::assessment, session, user);
        if (!current && current.error().kind == Problem::finished)
            return ApiResponse::ok({ { "sessionId", session }, { "status", "completed" } });
        return respond(current, TestKind::assessment,
            [](const learn::Started& s) { return started_json(s, true); });
    }

    ApiResponse assessment_hint(Context& c, ApiRequest& req)
    {
        auto who = caller(req);
        if (auto* error = std::get_if<ApiResponse>(&who))
            return *error;
        const auto& [session, user] = std::get<Caller>(who);
        RequestReader in(req, kAnswerBody);
        const auto index = question_index(in);
        if (!in)
            return in.problem();
        return respond(c.service.hint(TestKind::assessment, session, user, index),
            TestKind::assessment, [](const std::string& square) {
                return json { { "square", square } };
            });
    }

    ApiResponse assessment_answer(Context& c, ApiRequest& req)
    {
        auto who = caller(req);
        if (auto* error = std::get_if<ApiResponse>(&who))
            return *error;
        const auto& [session, user] = std::get<Caller>(who);
        RequestReader in(req, kAnswerBody);
        const auto answer = read_answer(in);
        if (!in)
            return in.problem();
        return respond(c.service.answer(TestKind::assessment, session, user, answer.question_index,
                           answer.move, answer.time_spent),
            TestKind::assessment, answer_feedback_json);
    }

    ApiResponse assessment_result(Context& c, ApiRequest& req)
    {
        auto who = caller(req);
        if (auto* error = std::get_if<ApiResponse>(&who))
            return *error;
        const auto& [session, user] = std::get<Caller>(who);
        return respond(c.service.result(TestKind::assessment, session, user), TestKind::assessment,
            assessment_result_json);
    }

    ApiResponse assessment_claim(Context& c, ApiRequest& req)
    {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        const auto id = session_id(req);
        if (!id)
            return refusal_response(kNoSession, TestKind::assessment);
        if (const auto refusal = c.service.claim(*id, user->id))
            return refusal_response(*refusal, TestKind::assessment);
        return ApiResponse::ok({ { "ok", true } });
    }

    // --- The end-to-end tests' answers (`academy serve --test-clock` only).

    ApiResponse the_answer(const std::optional<std::string>& san)
    {
        return san ? ApiResponse::ok({ { "move", *san } })
                   : ApiResponse::error(404, "No question is being asked", "not_found");
    }

    ApiResponse assessment_answer_for_tests(learn::AssessmentService& service, ApiRequest& req)
    {
        auto viewer = optional_account(req, true);
        if (auto* error = std::get_if<ApiResponse>(&viewer))
            return *error;
        return the_answer(service.current_answer(TestKind::assessment, req.params.at("sessionId"),
            std::get<std::optional<std::int64_t>>(viewer)));
    }

    ApiResponse calibration_answer_for_tests(learn::AssessmentService& service, ApiRequest& req)
    {
        const auto user = authenticate_account(req);
        if (!user)
            return ApiResponse::error(401);
        const auto session = service.open_session(TestKind::calibration, user->id);
        return the_answer(session
                ? service.current_answer(TestKind::calibration, *session, user->id)
                : std::nullopt);
    }

} // namespace

void add_assessment_routes(Router& router, store::Database& db, AssessmentRoutesOptions options)
{
    const auto context = std::make_shared<Context>(db, options);
    constexpr auto blocking = Execution::blocking;
    router.add("GET", "/api/calibration/start", with(context, calibration_start), blocking);
    router.add("POST", "/api/calibration/submit-move", with(context, calibration_submit), blocking);
    router.add("GET", "/api/calibration/result", with(context, calibration_result), blocking);
    router.add("POST", "/api/assessment/start", with(context, assessment_start), blocking);
    router.add("GET", "/api/assessment/history", with(context, assessment_history), blocking);
    router.add("GET", "/api/assessment/{sessionId}", with(context, assessment_current), blocking);
    router.add(
        "POST", "/api/assessment/{sessionId}/hint", with(context, assessment_hint), blocking);
    router.add(
        "POST", "/api/assessment/{sessionId}/answer", with(context, assessment_answer), blocking);
    router.add(
        "GET", "/api/assessment/{sessionId}/result", with(context, assessment_result), blocking);
    router.add(
        "POST", "/api/assessment/{sessionId}/claim", with(context, assessment_claim), blocking);
}

void add_assessment_test_routes(
    Router& router, store::Database& db, AssessmentRoutesOptions options)
{
    const auto service = std::make_shared<learn::AssessmentService>(db, options.now_ms);
    constexpr auto blocking = Execution::blocking;
    router.add("GET", "/api/test/assessment/{sessionId}/answer",
        with(service, assessment_answer_for_tests), blocking);
    router.add("GET", "/api/test/calibration/answer", with(service, calibration_answer_for_tests),
        blocking);
}

} // namespace academy::net
