// The coach's optional AI voice: a client of the provider's Messages API (Anthropic's
// POST /v1/messages). It sends the grounded coach's facts (learn/coach/ai_prompt.hpp) and reads
// back the first text block. The key is a parameter of each call: it goes into the x-api-key
// header and nowhere else (never into a log line, an exception text or storage).
#pragma once

#include "learn/coach/ai_prompt.hpp"

#include <chrono>
#include <optional>
#include <string>

namespace academy::net {

struct AiOptions {
    std::string url = "https://api.anthropic.com"; // the endpoint is url + "/v1/messages"
    std::string model = "claude-haiku-4-5";
    // The operator's key (--ai-key-file), used when the player sends none; empty: none.
    std::string operator_key;
    // The whole call; past it the grounded coach answers alone.
    std::chrono::milliseconds timeout { 10'000 };
};

enum class AiFailure {
    None,
    Timeout, // no answer within AiOptions::timeout
    Unreachable, // no connection, TLS failure
    Rejected, // 401/403: the key was refused
    ProviderError, // any other non-OK status (429, 500, 529 overloaded, ...)
    BadAnswer, // OK, but no text block in the answer
};

struct AiAnswer {
    std::optional<std::string> text; // the provider's words, trimmed; set when failure is None
    AiFailure failure = AiFailure::None;
    unsigned status = 0; // the provider's HTTP status, when it answered
};

// The API version header the client speaks.
inline constexpr const char* kAnthropicVersion = "2023-06-01";
// The longest reply text kept (max_tokens already bounds it; this bounds a misbehaving server).
inline constexpr std::size_t kMaxAiText = 2000;

// One call; never throws (every failure is a value, the caller falls back).
AiAnswer ask_ai(
    const AiOptions& options, const std::string& key, const learn::coach::AiPrompt& prompt);

std::string_view ai_failure_name(AiFailure failure);

} // namespace academy::net
