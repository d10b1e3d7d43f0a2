#pragma once

// A fake of the AI provider's Messages API (Anthropic's POST /v1/messages) on a loopback port,
// for the coach's tests: it checks what the real API checks (the x-api-key and
// anthropic-version headers, the body's model, max_tokens, temperature, system and one user
// message) and answers in the real shapes: a message with one text block, 401
// authentication_error for a wrong key, 400 invalid_request_error, and on request 500 api_error,
// 529 overloaded_error or an answer slower than the client waits. It is the product's own
// HttpServer, whose router serves only /api/..., so the fake lives under
// /api/fake-anthropic and the client's base URL carries that path.
#include "../support/loopback.hpp"
#include "net/http_server.hpp"
#include "net/ws_protocol.hpp"

#include <nlohmann/json.hpp>

#include <atomic>
#include <mutex>
#include <thread>

namespace academy::test {

struct FakeMessagesApi {
    enum class Mode { Ok, Fail500, Overloaded529, Slow };

    std::string key = "sk-ant-api03-fake-key-for-tests_0123456789";
    std::atomic<Mode> mode { Mode::Ok };
    std::chrono::milliseconds slow_by { 1500 };

    std::mutex mutex;
    int calls = 0;
    nlohmann::json last_body;
    std::map<std::string, std::string> last_headers;

    std::filesystem::path dir = temp_folder("fake-ai");
    std::unique_ptr<net::HttpServer> server;

    FakeMessagesApi()
    {
        auto router = std::make_shared<net::Router>();
        router->add("POST", "/api/fake-anthropic/v1/messages",
            [this](net::ApiRequest& req) { return answer(req); });
        net::ServerOptions options;
        options.address = "127.0.0.1";
        options.port = 0;
        options.web_root = dir;
        options.threads = 1;
        options.handle_signals = false;
        server = std::make_unique<net::HttpServer>(
            options, router, std::make_shared<net::WsProtocol>());
        server->start();
    }
    ~FakeMessagesApi()
    {
        server->shutdown();
        server->wait();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }

    std::string url() const
    {
        return "http://127.0.0.1:" + std::to_string(server->port()) + "/api/fake-anthropic";
    }

    static net::ApiResponse reply(unsigned status, const nlohmann::json& body)
    {
        net::ApiResponse res;
        res.status = status;
        res.body = body.dump();
        return res;
    }
    static net::ApiResponse error(unsigned status, const char* type, const char* message)
    {
        return reply(status,
            { { "type", "error" }, { "error", { { "type", type }, { "message", message } } } });
    }

    net::ApiResponse answer(const net::ApiRequest& req)
    {
        {
            std::lock_guard lock(mutex);
            ++calls;
            last_body = req.json;
            last_headers = req.headers;
        }
        if (req.header("x-api-key") != key)
            return error(401, "authentication_error", "invalid x-api-key");
        if (req.header("anthropic-version") != "2023-06-01")
            return error(400, "invalid_request_error", "anthropic-version: header is required");
        const auto& b = req.json;
        const bool shape = b.is_object() && b.contains("model") && b["model"].is_string()
            && b.contains("max_tokens") && b["max_tokens"].is_number_integer()
            && b["max_tokens"].get<int>() > 0 && b.contains("temperature")
            && b["temperature"].is_number() && b.contains("system") && b["system"].is_string()
            && b.contains("messages") && b["messages"].is_array() && b["messages"].size() == 1
            && b["messages"][0].value("role", "") == "user" && b["messages"][0].contains("content")
            && b["messages"][0]["content"].is_string();
        if (!shape)
            return error(400, "invalid_request_error", "messages: malformed request");
        switch (mode.load()) {
        case Mode::Fail500:
            return error(500, "api_error", "Internal server error");
        case Mode::Overloaded529:
            return error(529, "overloaded_error", "Overloaded");
        case Mode::Slow:
            std::this_thread::sleep_for(slow_by);
            break;
        case Mode::Ok:
            break;
        }
        // The words prove the round trip: a fixed voice and the facts line it was given.
        const std::string content = b["messages"][0]["content"];
        const auto facts = content.find("Facts from the engine and the rules: ");
        const std::string text = "Fake coach voice: "
            + (facts == std::string::npos ? std::string("no facts") : content.substr(facts + 37));
        return reply(200,
            { { "id", "msg_fake_0001" }, { "type", "message" }, { "role", "assistant" },
                { "model", b["model"] },
                { "content", nlohmann::json::array({ { { "type", "text" }, { "text", text } } }) },
                { "stop_reason", "end_turn" }, { "stop_sequence", nullptr },
                { "usage", { { "input_tokens", content.size() / 4 }, { "output_tokens", 20 } } } });
    }
};

} // namespace academy::test
