#include "net/ai_client.hpp"

#include "net/http_client.hpp"

#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

namespace academy::net {

namespace {

    using nlohmann::json;

    std::string trimmed(const std::string& s)
    {
        const auto first = s.find_first_not_of(" \t\r\n");
        if (first == std::string::npos)
            return {};
        return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
    }

    // The first text block of a Messages API answer, or nothing.
    std::optional<std::string> first_text(const std::string& body)
    {
        const auto doc = json::parse(body, nullptr, false);
        if (!doc.is_object() || !doc.contains("content") || !doc["content"].is_array())
            return std::nullopt;
        for (const auto& block : doc["content"])
            if (block.is_object() && block.value("type", "") == "text" && block.contains("text")
                && block["text"].is_string()) {
                auto text = trimmed(block["text"].get<std::string>());
                if (text.empty())
                    return std::nullopt;
                if (text.size() > kMaxAiText)
                    text.resize(kMaxAiText);
                return text;
            }
        return std::nullopt;
    }

} // namespace

std::string_view ai_failure_name(AiFailure failure)
{
    switch (failure) {
    case AiFailure::None:
        return "none";
    case AiFailure::Timeout:
        return "timeout";
    case AiFailure::Unreachable:
        return "unreachable";
    case AiFailure::Rejected:
        return "key refused";
    case AiFailure::ProviderError:
        return "provider error";
    case AiFailure::BadAnswer:
        return "bad answer";
    }
    return "unknown";
}

AiAnswer ask_ai(
    const AiOptions& options, const std::string& key, const learn::coach::AiPrompt& prompt)
{
    std::string base = options.url;
    while (!base.empty() && base.back() == '/')
        base.pop_back();
    const json body { { "model", options.model }, { "max_tokens", prompt.max_tokens },
        { "temperature", learn::coach::kAiTemperature }, { "system", prompt.system },
        { "messages", json::array({ { { "role", "user" }, { "content", prompt.user } } }) } };
    ClientRequest request;
    request.method = "POST";
    request.url = base + "/v1/messages";
    request.headers = { { "x-api-key", key }, { "anthropic-version", kAnthropicVersion },
        { "content-type", "application/json" } };
    request.body = body.dump();
    request.timeout = options.timeout;

    AiAnswer answer;
    ClientResponse res;
    try {
        res = http_request(request);
    } catch (const std::exception& e) {
        // The client's messages name the host and the reason, never a header.
        answer.failure
            = dynamic_cast<const HttpTimeout*>(&e) ? AiFailure::Timeout : AiFailure::Unreachable;
        spdlog::warn("AI coach: {} ({}); the grounded coach answers",
            ai_failure_name(answer.failure), e.what());
        return answer;
    }
    answer.status = res.status;
    if (res.status == 401 || res.status == 403)
        answer.failure = AiFailure::Rejected;
    else if (res.status != 200)
        answer.failure = AiFailure::ProviderError;
    else if (!(answer.text = first_text(res.body)))
        answer.failure = AiFailure::BadAnswer;
    if (answer.failure != AiFailure::None) {
        answer.text.reset();
        spdlog::warn("AI coach: {} (HTTP {}); the grounded coach answers",
            ai_failure_name(answer.failure), res.status);
    }
    return answer;
}

} // namespace academy::net
