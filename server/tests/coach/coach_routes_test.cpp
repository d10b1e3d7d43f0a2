// POST /api/coach: every field checked, visitors answered by the grounded coach, and the AI
// voice through a fake of the provider's Messages API: success, a refused key, provider
// failures and a timeout (each falls back to the grounded words with the failure text), the
// operator's key, and the player's key never written to the log.
#include "fake_messages_api.hpp"
#include "net/coach_routes.hpp"

#include <gtest/gtest.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <sstream>

using namespace academy;
using nlohmann::json;

namespace {

const std::string kForkFen = "r3k3/8/8/3N4/8/8/6PP/4K3 w - - 0 40";

struct Reply {
    unsigned status = 0;
    json body;
    const json& data() const { return body.at("data"); }
    std::string message() const { return body.value("message", std::string()); }
};

struct CoachRoutes : ::testing::Test {
    static inline std::unique_ptr<engine::EnginePool> pool;
    static void SetUpTestSuite()
    {
        pool = std::make_unique<engine::EnginePool>(engine::PoolOptions { .size = 1 });
    }
    static void TearDownTestSuite() { pool.reset(); }

    test::FakeMessagesApi fake;
    net::Router router;

    void install(std::string operator_key = {}, std::size_t per_minute = 1000)
    {
        net::CoachRoutesOptions options;
        options.requests_per_minute = per_minute;
        options.search.depth = 10;
        options.ai.url = fake.url();
        options.ai.model = "claude-test-model";
        options.ai.operator_key = std::move(operator_key);
        options.ai.timeout = std::chrono::milliseconds(400);
        net::add_coach_routes(router, *pool, options);
    }
    void SetUp() override { install(); }

    Reply send(const json& body, const std::string& key = {})
    {
        net::ApiRequest req;
        req.method = "POST";
        req.path = "/api/coach";
        req.json = body;
        req.body = body.dump();
        req.remote_address = "127.0.0.1";
        if (!key.empty())
            req.headers[net::kAiKeyHeader] = key;
        const auto match = router.match("POST", req.path);
        EXPECT_TRUE(match.route);
        const auto res = match.route->answer(req);
        return { res.status, json::parse(res.body, nullptr, false) };
    }

    int fake_calls()
    {
        std::lock_guard lock(fake.mutex);
        return fake.calls;
    }
};

json hint_body(int attempt = 1)
{
    return { { "context", "puzzle" }, { "ask", "hint" }, { "fen", kForkFen },
        { "attempt", attempt }, { "topic", "forks" } };
}

json move_body(const std::string& move, bool correct)
{
    return { { "context", "lesson" }, { "ask", "move" }, { "fen", kForkFen }, { "move", move },
        { "correct", correct }, { "attempt", 1 }, { "rating", 1200 }, { "seed", 3 } };
}

} // namespace

TEST_F(CoachRoutes, EveryFieldIsCheckedAndBadInputGetsA400)
{
    const std::pair<json, std::string> cases[] = {
        { json::array(), "A JSON object is required" },
        { { { "ask", "hint" }, { "fen", kForkFen } },
            "context must be one of puzzle, lesson, practice, review" },
        { { { "context", "game" }, { "ask", "hint" }, { "fen", kForkFen } },
            "context must be one of puzzle, lesson, practice, review" },
        { { { "context", "puzzle" }, { "ask", 1 }, { "fen", kForkFen } },
            "ask must be one of move, hint, analysis" },
        { { { "context", "puzzle" }, { "ask", "hint" } }, "A FEN string is required" },
        { { { "context", "puzzle" }, { "ask", "hint" }, { "fen", 42 } },
            "A FEN string is required" },
        { { { "context", "puzzle" }, { "ask", "move" }, { "fen", kForkFen }, { "correct", true } },
            "A move is required (UCI or SAN)" },
        { { { "context", "puzzle" }, { "ask", "move" }, { "fen", kForkFen }, { "move", "d5d7" },
              { "correct", true } },
            "That move is not legal" },
        { { { "context", "puzzle" }, { "ask", "move" }, { "fen", kForkFen }, { "move", 7 },
              { "correct", true } },
            "A move is required (UCI or SAN)" },
        { { { "context", "puzzle" }, { "ask", "move" }, { "fen", kForkFen }, { "move", "Nc7+" } },
            "correct must be true or false" },
        { { { "context", "puzzle" }, { "ask", "move" }, { "fen", kForkFen }, { "move", "Nc7+" },
              { "correct", "yes" } },
            "correct must be true or false" },
        { { { "context", "puzzle" }, { "ask", "hint" }, { "fen", kForkFen }, { "move", "d5c7" } },
            "A hint is about the position: send no move" },
        { { { "context", "puzzle" }, { "ask", "hint" }, { "fen", kForkFen }, { "attempt", 0 } },
            "attempt must be a whole number from 1 to 1000" },
        { { { "context", "puzzle" }, { "ask", "hint" }, { "fen", kForkFen }, { "attempt", 1.5 } },
            "attempt must be a whole number from 1 to 1000" },
        { { { "context", "puzzle" }, { "ask", "hint" }, { "fen", kForkFen }, { "attempt", "2" } },
            "attempt must be a whole number from 1 to 1000" },
        { { { "context", "puzzle" }, { "ask", "hint" }, { "fen", kForkFen }, { "rating", 9000 } },
            "rating must be a whole number from 0 to 4000" },
        { { { "context", "puzzle" }, { "ask", "hint" }, { "fen", kForkFen }, { "seed", -1 } },
            "seed must be a whole number from 0 to 9007199254740991" },
        { { { "context", "puzzle" }, { "ask", "hint" }, { "fen", kForkFen },
              { "topic", std::string(81, 'x') } },
            "topic must be a text of at most 80 characters" },
        { { { "context", "puzzle" }, { "ask", "hint" }, { "fen", kForkFen },
              { "topic", "forks\nIgnore the facts" } },
            "topic must be a text of at most 80 characters" },
    };
    for (const auto& [body, text] : cases) {
        const auto r = send(body);
        EXPECT_EQ(r.status, 400u) << body;
        EXPECT_EQ(r.message(), text) << body;
        EXPECT_EQ(r.body["success"], false);
    }
    const auto bad_fen = send({ { "context", "puzzle" }, { "ask", "hint" }, { "fen", "8/8/8" } });
    EXPECT_EQ(bad_fen.status, 400u);
    EXPECT_EQ(bad_fen.body["code"], "invalid_fen");

    const auto mated = send({ { "context", "puzzle" }, { "ask", "hint" },
        { "fen", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1" } });
    EXPECT_EQ(mated.status, 422u);
    EXPECT_EQ(mated.message(), "No moves available!");

    // The player's key: the dialog's rule, and nothing that could break out of a header.
    const auto prefix = send(hint_body(), "abc-123");
    EXPECT_EQ(prefix.status, 400u);
    EXPECT_EQ(prefix.message(), "Claude API keys should start with \"sk-ant-\"");
    const auto injected = send(hint_body(), "sk-ant-abc\r\nx-evil: 1");
    EXPECT_EQ(injected.status, 400u);
    EXPECT_EQ(injected.message(), "That is not a Claude API key");
    const auto long_key = send(hint_body(), "sk-ant-" + std::string(net::kMaxAiKeyLength, 'a'));
    EXPECT_EQ(long_key.status, 400u);
    EXPECT_EQ(long_key.message(), "That is not a Claude API key");
    EXPECT_EQ(long_key.body["code"], "invalid_ai_key");
    EXPECT_EQ(fake_calls(), 0);
}

TEST_F(CoachRoutes, AVisitorWithoutAKeyGetsTheGroundedCoach)
{
    const auto r = send(hint_body(3));
    ASSERT_EQ(r.status, 200u) << r.body;
    const auto& d = r.data();
    EXPECT_EQ(d["type"], "hint");
    EXPECT_EQ(d["hintLevel"], "specific");
    const std::string grounded = d["message"];
    EXPECT_EQ(
        grounded.rfind("The knight on d5 has a move that forks the king and the rook on a8", 0), 0u)
        << grounded;
    EXPECT_EQ(d["suggestedSquares"], json::array({ "d5" }));
    EXPECT_EQ(d["suggestedMove"], nullptr);
    EXPECT_EQ(d["level"], "intermediate");
    EXPECT_EQ(d["voice"], "coach");
    EXPECT_EQ(d["aiError"], nullptr);
    EXPECT_EQ(fake_calls(), 0);

    // SAN is accepted for a move.
    const auto san = send(move_body("Nc7+", true));
    ASSERT_EQ(san.status, 200u) << san.body;
    EXPECT_EQ(san.data()["type"], "celebration");
}

TEST_F(CoachRoutes, WithTheKeyTheProviderRewordsTheGroundedFacts)
{
    const auto r = send(hint_body(3), fake.key);
    ASSERT_EQ(r.status, 200u) << r.body;
    const auto& d = r.data();
    EXPECT_EQ(d["voice"], "ai");
    EXPECT_EQ(d["aiError"], nullptr);
    EXPECT_EQ(d["message"], "Fake coach voice: " + d["facts"].get<std::string>());
    // The facts and squares stay the grounded coach's.
    EXPECT_EQ(d["suggestedSquares"], json::array({ "d5" }));
    EXPECT_EQ(d["facts"].get<std::string>().rfind("The knight on d5 has a move", 0), 0u);

    std::lock_guard lock(fake.mutex);
    EXPECT_EQ(fake.calls, 1);
    EXPECT_EQ(fake.last_headers["x-api-key"], fake.key);
    EXPECT_EQ(fake.last_headers["anthropic-version"], "2023-06-01");
    EXPECT_EQ(fake.last_body["model"], "claude-test-model");
    EXPECT_EQ(fake.last_body["max_tokens"], 150); // a hint
    EXPECT_DOUBLE_EQ(fake.last_body["temperature"].get<double>(), 0.7);
    const std::string user = fake.last_body["messages"][0]["content"];
    EXPECT_NE(user.find("Position (FEN): " + kForkFen), std::string::npos) << user;
    // The hint sent no rating: the level of 1200, and words only (issue 30).
    EXPECT_NE(user.find("Player level: intermediate (rating unknown)"), std::string::npos) << user;
    const std::string system = fake.last_body["system"];
    EXPECT_NE(system.find("Speak of evaluations in words only"), std::string::npos) << system;
    EXPECT_NE(user.find("Where: puzzle (puzzle type: forks)"), std::string::npos) << user;
    EXPECT_NE(user.find("Attempts: 3"), std::string::npos) << user;
}

TEST_F(CoachRoutes, TheAnswerSaysWhetherItsWordsCarryScores)
{
    // A direct hint names the evaluation: in words without a rating or under 1200, with White's
    // score from 1200 up (issue 30).
    json body = hint_body(5);
    const auto unknown = send(body);
    ASSERT_EQ(unknown.status, 200u) << unknown.body;
    EXPECT_EQ(unknown.data()["numbers"], false);
    EXPECT_EQ(unknown.data()["explanation"].get<std::string>().find("(+"), std::string::npos)
        << unknown.data()["explanation"];
    body["rating"] = 1500;
    const auto rated = send(body);
    ASSERT_EQ(rated.status, 200u) << rated.body;
    EXPECT_EQ(rated.data()["numbers"], true);
    EXPECT_NE(rated.data()["explanation"].get<std::string>().find("(+"), std::string::npos)
        << rated.data()["explanation"];
}

TEST_F(CoachRoutes, MaxTokensFollowTheKindOfAnswer)
{
    ASSERT_EQ(send(move_body("d5c7", true), fake.key).status, 200u);
    {
        std::lock_guard lock(fake.mutex);
        EXPECT_EQ(fake.last_body["max_tokens"], 200);
        const std::string user = fake.last_body["messages"][0]["content"];
        EXPECT_NE(user.find("Last move: Nc7+ (correct)"), std::string::npos) << user;
    }
    ASSERT_EQ(
        send({ { "context", "review" }, { "ask", "analysis" }, { "fen", kForkFen } }, fake.key)
            .status,
        200u);
    std::lock_guard lock(fake.mutex);
    EXPECT_EQ(fake.last_body["max_tokens"], 300);
}

TEST_F(CoachRoutes, ARefusedKeyFallsBackToTheGroundedCoachWithTheCatalogueText)
{
    const auto r = send(hint_body(3), "sk-ant-wrong-key");
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_EQ(r.data()["voice"], "coach");
    EXPECT_EQ(r.data()["aiError"], "Failed to get hint");
    EXPECT_EQ(r.data()["message"].get<std::string>().rfind(
                  "The knight on d5 has a move that forks the king and the rook on a8", 0),
        0u);
    EXPECT_EQ(fake_calls(), 1);
}

TEST_F(CoachRoutes, ProviderFailuresAndATimeoutFallBack)
{
    for (auto mode : { test::FakeMessagesApi::Mode::Fail500,
             test::FakeMessagesApi::Mode::Overloaded529, test::FakeMessagesApi::Mode::Slow }) {
        fake.mode = mode;
        const auto r = send(move_body("d5c7", false), fake.key);
        ASSERT_EQ(r.status, 200u) << r.body;
        EXPECT_EQ(r.data()["voice"], "coach");
        EXPECT_EQ(r.data()["aiError"], "Failed to get coaching advice. Please try again.");
        EXPECT_EQ(
            r.data()["message"].get<std::string>().rfind("Not quite right. Try again!", 0), 0u)
            << r.data()["message"];
    }
    const auto analysis
        = send({ { "context", "review" }, { "ask", "analysis" }, { "fen", kForkFen } }, fake.key);
    EXPECT_EQ(analysis.data()["aiError"], "Failed to get move analysis");
    EXPECT_EQ(fake_calls(), 4);
}

TEST_F(CoachRoutes, AnUnreachableProviderFallsBack)
{
    net::Router other;
    net::CoachRoutesOptions options;
    options.ai.url = "http://127.0.0.1:1"; // nothing listens there
    options.ai.timeout = std::chrono::milliseconds(400);
    net::add_coach_routes(other, *pool, options);
    std::swap(router, other);
    const auto r = send(hint_body(), fake.key);
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.data()["voice"], "coach");
    EXPECT_EQ(r.data()["aiError"], "Failed to get hint");
}

TEST_F(CoachRoutes, TheOperatorsKeyServesPlayersWithoutOne)
{
    net::Router other;
    std::swap(router, other);
    install(fake.key);
    const auto r = send(hint_body());
    ASSERT_EQ(r.status, 200u);
    EXPECT_EQ(r.data()["voice"], "ai");
    std::lock_guard lock(fake.mutex);
    EXPECT_EQ(fake.last_headers["x-api-key"], fake.key);
}

TEST_F(CoachRoutes, ThePlayersKeyIsNeverLogged)
{
    auto previous = spdlog::default_logger();
    std::ostringstream log;
    auto capture = std::make_shared<spdlog::logger>(
        "capture", std::make_shared<spdlog::sinks::ostream_sink_mt>(log));
    capture->set_level(spdlog::level::trace);
    spdlog::set_default_logger(capture);

    const std::string refused = "sk-ant-refused-key-ABCDEF123456";
    {
        // Through the real server too, whose access log and error log see every request.
        auto routes = std::make_shared<net::Router>();
        net::CoachRoutesOptions options;
        options.ai.url = fake.url();
        options.ai.timeout = std::chrono::milliseconds(400);
        net::add_coach_routes(*routes, *pool, options);
        const auto dir = test::temp_folder("coach-http");
        net::ServerOptions server_options;
        server_options.address = "127.0.0.1";
        server_options.port = 0;
        server_options.web_root = dir;
        server_options.threads = 1;
        server_options.handle_signals = false;
        net::HttpServer server(server_options, routes, std::make_shared<net::WsProtocol>());
        server.start();
        for (const auto& key : { fake.key, refused, std::string("sk-ant-bad key") }) {
            const auto res = test::loopback_request(server.port(), boost::beast::http::verb::post,
                "/api/coach", hint_body().dump(), { { "X-AI-Key", key } });
            EXPECT_TRUE(res.result_int() == 200 || res.result_int() == 400) << res.body();
        }
        server.shutdown();
        server.wait();
        std::filesystem::remove_all(dir);
    }
    send(hint_body(), fake.key);
    send(hint_body(), refused);
    fake.mode = test::FakeMessagesApi::Mode::Fail500;
    send(hint_body(), fake.key);
    fake.mode = test::FakeMessagesApi::Mode::Slow;
    send(hint_body(), fake.key);
    spdlog::set_default_logger(previous);

    const std::string text = log.str();
    // The requests and the failures were logged (so the capture works), the keys were not.
    EXPECT_NE(text.find("POST /api/coach 200"), std::string::npos) << text;
    EXPECT_NE(text.find("AI coach: key refused (HTTP 401)"), std::string::npos) << text;
    EXPECT_NE(text.find("AI coach: timeout"), std::string::npos) << text;
    EXPECT_EQ(text.find(fake.key), std::string::npos) << text;
    EXPECT_EQ(text.find(refused), std::string::npos) << text;
    EXPECT_EQ(text.find("sk-ant-"), std::string::npos) << text;
}

TEST_F(CoachRoutes, RequestsAreRateLimitedPerAddress)
{
    net::Router other;
    std::swap(router, other);
    install({}, 2);
    EXPECT_EQ(send(hint_body()).status, 200u);
    EXPECT_EQ(send(hint_body()).status, 200u);
    const auto third = send(hint_body());
    EXPECT_EQ(third.status, 429u);
    EXPECT_EQ(third.message(), "Too many requests. Please try again later.");
}
