#include "net/coach_routes.hpp"

#include "accounts/rate_limiter.hpp"
#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "net/rate_limit_answer.hpp"

#include <algorithm>
#include <variant>

namespace academy::net {

namespace {

    using nlohmann::json;
    namespace coach = learn::coach;

    ApiResponse invalid(const std::string& message, const char* code = "validation_error")
    {
        return ApiResponse::error(400, message, code);
    }

    // A field that must be one of `names` (each standing for the value at its index).
    template <class Enum>
    std::variant<Enum, ApiResponse> enum_field(const json& body, const char* name,
        std::initializer_list<std::pair<const char*, Enum>> names)
    {
        std::string list;
        for (const auto& [text, value] : names)
            list += (list.empty() ? "" : ", ") + std::string(text);
        const auto it = body.find(name);
        if (it != body.end() && it->is_string())
            for (const auto& [text, value] : names)
                if (*it == text)
                    return value;
        return invalid(std::string(name) + " must be one of " + list);
    }

    // An optional whole number in [lo, hi]; absent or null is `fallback`.
    std::variant<std::int64_t, ApiResponse> int_field(
        const json& body, const char* name, std::int64_t fallback, std::int64_t lo, std::int64_t hi)
    {
        const auto it = body.find(name);
        if (it == body.end() || it->is_null())
            return fallback;
        if (!it->is_number_integer() || it->get<std::int64_t>() < lo
            || it->get<std::int64_t>() > hi)
            return invalid(std::string(name) + " must be a whole number from " + std::to_string(lo)
                + " to " + std::to_string(hi));
        return it->get<std::int64_t>();
    }

    // The request as the coach takes it, or the 400 that says which field is wrong.
    std::variant<coach::CoachRequest, ApiResponse> parse_request(const json& body)
    {
        if (!body.is_object())
            return invalid("A JSON object is required");
        coach::CoachRequest r;
        auto context = enum_field<coach::Context>(body, "context",
            { { "puzzle", coach::Context::Puzzle }, { "lesson", coach::Context::Lesson },
                { "practice", coach::Context::Practice }, { "review", coach::Context::Review } });
        if (auto* bad = std::get_if<ApiResponse>(&context))
            return std::move(*bad);
        r.context = std::get<coach::Context>(context);
        auto ask = enum_field<coach::Ask>(body, "ask",
            { { "move", coach::Ask::Move }, { "hint", coach::Ask::Hint },
                { "analysis", coach::Ask::Analysis } });
        if (auto* bad = std::get_if<ApiResponse>(&ask))
            return std::move(*bad);
        r.ask = std::get<coach::Ask>(ask);

        if (!body.contains("fen") || !body["fen"].is_string())
            return invalid("A FEN string is required", "invalid_fen");
        auto position = chess::parse_fen(body["fen"].get<std::string>());
        if (!position)
            return invalid(position.error().message, "invalid_fen");
        r.fen = chess::to_fen(position.value()); // normalised: the engine sees six fields
        if (chess::generate_legal(position.value()).empty())
            return ApiResponse::error(422, "No moves available!", "no_legal_moves");

        // The move: UCI ("e2e4") or SAN ("Nf3"), as the boards send either; required for a move,
        // allowed for an analysis, refused for a hint (a hint is about the position).
        const auto move = body.find("move");
        const bool has_move = move != body.end() && !move->is_null();
        if (has_move) {
            if (r.ask == coach::Ask::Hint)
                return invalid("A hint is about the position: send no move", "invalid_move");
            if (!move->is_string() || move->get<std::string>().empty()
                || move->get<std::string>().size() > 16)
                return invalid("A move is required (UCI or SAN)", "invalid_move");
            auto m = chess::parse_uci_move(position.value(), move->get<std::string>());
            if (!m)
                m = chess::parse_san(position.value(), move->get<std::string>());
            if (!m)
                return invalid("That move is not legal", "illegal_move");
            r.move = chess::move_to_uci(m.value());
        } else if (r.ask == coach::Ask::Move) {
            return invalid("A move is required (UCI or SAN)", "invalid_move");
        }

        const auto correct = body.find("correct");
        if (r.ask == coach::Ask::Move) {
            if (correct == body.end() || !correct->is_boolean())
                return invalid("correct must be true or false");
            r.correct = correct->get<bool>();
        } else if (correct != body.end() && !correct->is_null() && !correct->is_boolean()) {
            return invalid("correct must be true or false");
        }

        auto attempt = int_field(body, "attempt", 1, 1, 1000);
        if (auto* bad = std::get_if<ApiResponse>(&attempt))
            return std::move(*bad);
        r.attempt = static_cast<int>(std::get<std::int64_t>(attempt));
        auto rating = int_field(body, "rating", coach::kDefaultRating, 0, 4000);
        if (auto* bad = std::get_if<ApiResponse>(&rating))
            return std::move(*bad);
        r.rating = static_cast<int>(std::get<std::int64_t>(rating));
        // JavaScript's safe integers: the browser's seed survives the trip unchanged.
        auto seed = int_field(body, "seed", 0, 0, (std::int64_t { 1 } << 53) - 1);
        if (auto* bad = std::get_if<ApiResponse>(&seed))
            return std::move(*bad);
        r.seed = static_cast<std::uint64_t>(std::get<std::int64_t>(seed));

        const auto topic = body.find("topic");
        if (topic != body.end() && !topic->is_null()) {
            if (!topic->is_string() || topic->get<std::string>().size() > 80)
                return invalid("topic must be a text of at most 80 characters");
            // Printable text only: it goes into the provider's prompt.
            const auto text = topic->get<std::string>();
            if (std::any_of(text.begin(), text.end(),
                    [](char c) { return static_cast<unsigned char>(c) < 0x20; }))
                return invalid("topic must be a text of at most 80 characters");
            r.topic = text;
        }
        return r;
    }

    // The player's key from its header: absent is fine; anything but a plausible key is a 400,
    // since it would go into an outgoing header.
    std::variant<std::string, ApiResponse> player_key(const ApiRequest& req)
    {
        const auto key = req.header(kAiKeyHeader);
        if (key.empty())
            return std::string();
        if (!key.starts_with(kAiKeyPrefix))
            return invalid("Claude API keys should start with \"sk-ant-\"", "invalid_ai_key");
        if (key.size() > kMaxAiKeyLength || !std::all_of(key.begin(), key.end(), [](char c) {
                return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '-' || c == '_';
            }))
            return invalid("That is not a Claude API key", "invalid_ai_key");
        return key;
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
            { "voice", "coach" }, { "facts", std::move(facts) }, { "aiError", nullptr } };
    }

} // namespace

void add_coach_routes(Router& router, engine::EnginePool& pool, CoachRoutesOptions options)
{
    auto limiter = std::make_shared<accounts::RateLimiter>(
        options.requests_per_minute, std::chrono::seconds(60));
    router.add(
        "POST", "/api/coach",
        [&pool, limiter, options](ApiRequest& req) {
            if (auto wait = limiter->hit(req.remote_address))
                return too_many_requests(*wait);
            auto parsed = parse_request(req.json);
            if (auto* bad = std::get_if<ApiResponse>(&parsed))
                return std::move(*bad);
            auto key = player_key(req);
            if (auto* bad = std::get_if<ApiResponse>(&key))
                return std::move(*bad);
            const auto& request = std::get<coach::CoachRequest>(parsed);
            try {
                const auto grounded = coach::coach(pool, request, options.search);
                if (!grounded)
                    return invalid(grounded.error().message, "illegal_move");
                json data = response_json(grounded.value());
                const std::string& use = std::get<std::string>(key).empty()
                    ? options.ai.operator_key
                    : std::get<std::string>(key);
                if (!use.empty()) {
                    const auto answer
                        = ask_ai(options.ai, use, coach::ai_prompt(request, grounded.value()));
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
        },
        Execution::engine);
}

} // namespace academy::net
