#include "net/coach_routes.hpp"

#include "accounts/rate_limiter.hpp"
#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "net/rate_limit_answer.hpp"
#include "net/request_reader.hpp"
#include "net/requester.hpp"

#include <algorithm>
#include <variant>

namespace academy::net {

namespace {

    using nlohmann::json;
    namespace coach = learn::coach;

    // The request as the coach takes it, or the 400 that says which field is wrong.
    std::variant<coach::CoachRequest, ApiResponse> parse_request(const ApiRequest& req)
    {
        RequestReader in(req);
        coach::CoachRequest r;
        r.context = in.choice<coach::Context>("context",
            { { "puzzle", coach::Context::Puzzle }, { "lesson", coach::Context::Lesson },
                { "practice", coach::Context::Practice }, { "review", coach::Context::Review } },
            "context must be one of puzzle, lesson, practice, review");
        r.ask = in.choice<coach::Ask>("ask",
            { { "move", coach::Ask::Move }, { "hint", coach::Ask::Hint },
                { "analysis", coach::Ask::Analysis } },
            "ask must be one of move, hint, analysis");
        const auto fen = in.field<std::string>(
            "fen", { .message = "A FEN string is required", .code = "invalid_fen" });
        if (!in)
            return in.problem();
        auto position = chess::parse_fen(fen);
        if (!position)
            return ApiResponse::error(400, position.error().message, "invalid_fen");
        r.fen = chess::to_fen(position.value()); // normalised: the engine sees six fields
        if (chess::generate_legal(position.value()).empty())
            return ApiResponse::error(422, "No moves available!", "no_legal_moves");

        // The move: UCI ("e2e4") or SAN ("Nf3"), as the boards send either; required for a move,
        // allowed for an analysis, refused for a hint (a hint is about the position).
        const FieldRule move_rule { .min = 1,
            .max = 16,
            .message = "A move is required (UCI or SAN)",
            .code = "invalid_move" };
        if (r.ask == coach::Ask::Hint && in.has("move"))
            in.fail("A hint is about the position: send no move", "invalid_move");
        const auto move = r.ask == coach::Ask::Move
            ? in.field<std::string>("move", move_rule)
            : in.field<std::optional<std::string>>("move", move_rule).value_or("");
        if (!in)
            return in.problem();
        if (!move.empty()) {
            auto m = chess::parse_uci_move(position.value(), move);
            if (!m)
                m = chess::parse_san(position.value(), move);
            if (!m)
                return ApiResponse::error(400, "That move is not legal", "illegal_move");
            r.move = chess::move_to_uci(m.value());
        }

        const FieldRule correct_rule { .message = "correct must be true or false" };
        if (r.ask == coach::Ask::Move)
            r.correct = in.field<bool>("correct", correct_rule);
        else
            in.field<std::optional<bool>>("correct", correct_rule); // type-checked, not read
        r.attempt = in.field<std::optional<int>>("attempt", { .min = 1, .max = 1000 }).value_or(1);
        r.rating = in.field<std::optional<int>>("rating", { .min = 0, .max = 4000 });
        // JavaScript's safe integers: the browser's seed survives the trip unchanged.
        r.seed = static_cast<std::uint64_t>(
            in.field<std::optional<std::int64_t>>(
                  "seed", { .min = 0, .max = static_cast<double>((std::int64_t { 1 } << 53) - 1) })
                .value_or(0));
        const FieldRule topic_rule { .max = 80,
            .message = "topic must be a text of at most 80 characters" };
        auto topic = in.field<std::optional<std::string>>("topic", topic_rule);
        // Printable text only: it goes into the provider's prompt.
        if (topic && std::any_of(topic->begin(), topic->end(), [](char c) {
                return static_cast<unsigned char>(c) < 0x20;
            }))
            in.fail(std::string(topic_rule.message));
        if (!in)
            return in.problem();
        if (topic)
            r.topic = std::move(*topic);
        return r;
    }

    // The player's key from its header: absent is fine; anything but a plausible key is a 400,
    // since it would go into an outgoing header. Its beginning is checked first, for its own words.
    const FieldRule kKeyPrefix { .prefix = kAiKeyPrefix,
        .message = "Claude API keys should start with \"sk-ant-\"",
        .code = "invalid_ai_key" };
    const FieldRule kKeyShape { .max = kMaxAiKeyLength,
        .chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_",
        .message = "That is not a Claude API key",
        .code = "invalid_ai_key" };

    std::variant<std::string, ApiResponse> player_key(const ApiRequest& req)
    {
        auto headers = RequestReader::headers(req);
        auto key = headers.field<std::optional<std::string>>(kAiKeyHeader, kKeyPrefix);
        headers.field<std::optional<std::string>>(kAiKeyHeader, kKeyShape);
        if (!headers)
            return headers.problem();
        return key.value_or(std::string());
    }

    json response_json(const coach::CoachResponse& c)
    {
        std::string facts = c.message;
        if (!c.explanation.empty())
            facts += " " + c.explanation;
        return { { "type", std::string(coach::response_type_name(c.type)) },
            { "message", c.message }, { "explanation", c.explanation },
            { "suggestedMove", c.suggested_move.empty() ? json(nullptr) : json(c.suggested_move) },
            { "suggestedSquares", c.suggested_squares },
            { "hintLevel",
                c.hint_level ? json(std::string(coach::hint_level_name(*c.hint_level)))
                             : json(nullptr) },
            { "level", std::string(coach::player_level_name(c.level)) },
            { "confidence", c.confidence }, { "motifs", c.motifs }, { "advice", c.advice },
            { "numbers", c.numbers }, { "voice", "coach" }, { "facts", std::move(facts) },
            { "aiError", nullptr } };
    }

    struct Coach {
        Coach(engine::EnginePool& p, CoachRoutesOptions o)
            : pool(p)
            , limiter(o.requests_per_minute, std::chrono::seconds(60))
            , options(std::move(o))
        {
        }
        engine::EnginePool& pool;
        accounts::RateLimiter limiter;
        CoachRoutesOptions options;
    };

    // POST /api/coach: the coach's grounded answer, in an AI's voice when a key is at hand.
    ApiResponse ask_coach(Coach& c, ApiRequest& req)
    {
        if (auto wait = c.limiter.hit(req.remote_address))
            return too_many_requests(*wait);
        auto parsed = parse_request(req);
        if (auto* bad = std::get_if<ApiResponse>(&parsed))
            return std::move(*bad);
        auto key = player_key(req);
        if (auto* bad = std::get_if<ApiResponse>(&key))
            return std::move(*bad);
        const auto& request = std::get<coach::CoachRequest>(parsed);
        try {
            const auto grounded
                = coach::coach(c.pool, requester_key(req), request, c.options.search);
            if (!grounded)
                return ApiResponse::error(400, grounded.error().message, "illegal_move");
            json data = response_json(grounded.value());
            const std::string& use = std::get<std::string>(key).empty()
                ? c.options.ai.operator_key
                : std::get<std::string>(key);
            if (!use.empty()) {
                const auto answer
                    = ask_ai(c.options.ai, use, coach::ai_prompt(request, grounded.value()));
                if (answer.text) {
                    data["message"] = *answer.text;
                    data["voice"] = "ai";
                } else {
                    data["aiError"] = std::string(coach::ai_failure_text(request.ask));
                }
            }
            return ApiResponse::ok(std::move(data));
        } catch (const engine::PoolBusy&) {
            return ApiResponse::error(503);
        }
    }

} // namespace

void add_coach_routes(Router& router, engine::EnginePool& pool, CoachRoutesOptions options)
{
    auto c = std::make_shared<Coach>(pool, std::move(options));
    router.add("POST", "/api/coach", with(c, ask_coach), Execution::engine);
}

} // namespace academy::net
