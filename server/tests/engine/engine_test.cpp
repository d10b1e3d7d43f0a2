#include "chess/fen.hpp"
#include "chess/uci.hpp"
#include "engine/bot_levels.hpp"
#include "engine/engine_pool.hpp"
#include "net/engine_routes.hpp"

#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <future>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

using namespace academy;
using namespace std::chrono_literals;

namespace {

const std::string kStockfish = "/usr/games/stockfish";
const std::string kItalian = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";

// The tests' own requester of the engine pool.
const auto kTester = engine::RequesterKey::server("test");

engine::PoolOptions pool_options(int size = 1)
{
    engine::PoolOptions o;
    o.stockfish_path = kStockfish;
    o.size = size;
    return o;
}

// Waits (up to 5 s) until a killed process has really died: on a busy machine the kernel may take
// longer than a fixed pause to make it a zombie, and the test is about what the pool does after.
void wait_until_dead(pid_t pid)
{
    for (int i = 0; i < 500; ++i) {
        std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
        std::string line;
        if (!std::getline(stat, line))
            return;
        const auto close = line.rfind(')');
        // A zombie leader whose other threads still run is not yet reported by waitpid.
        const auto tasks = std::distance(
            std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/task"),
            std::filesystem::directory_iterator {});
        if (close != std::string::npos && close + 2 < line.size() && line[close + 2] == 'Z'
            && tasks <= 1)
            return;
        std::this_thread::sleep_for(10ms);
    }
}

bool legal(const std::string& fen, const std::string& uci)
{
    auto pos = chess::parse_fen(fen);
    return pos && chess::parse_uci_move(pos.value(), uci).ok();
}

net::ApiResponse call(net::Router& router, const std::string& method, const std::string& path,
    nlohmann::json body = nullptr)
{
    auto match = router.match(method, path);
    EXPECT_NE(match.route, nullptr) << method << " " << path;
    net::ApiRequest req;
    req.method = method;
    req.path = path;
    req.params = match.params;
    req.json = std::move(body);
    return match.route->answer(req);
}

} // namespace

TEST(EnginePool, EveryEducationalLevelAnswersALegalMoveWithinItsLimit)
{
    engine::EnginePool pool(pool_options());
    for (const auto& level : engine::bot_levels()) {
        const auto started = engine::Clock::now();
        const auto move = engine::bot_move(pool, kTester, kItalian, level);
        const auto took = engine::Clock::now() - started;
        EXPECT_TRUE(legal(kItalian, move.move))
            << "level " << level.level << " played " << move.move;
        EXPECT_FALSE(move.explanation.has_value())
            << "level " << level.level << " fell back to a random move";
        // Time limit plus the one-second timeout margin (and engine start-up on the first call).
        EXPECT_LT(took, std::chrono::milliseconds(level.time_limit_ms + 1000 + 2000))
            << "level " << level.level;
        EXPECT_LE(move.depth, level.depth);
    }
}

TEST(EnginePool, AKilledEngineIsReplacedBeforeTheNextRequest)
{
    engine::EnginePool pool(pool_options());
    engine::SearchLimits limits;
    limits.depth = 4;
    EXPECT_FALSE(pool.search(kTester, std::string(chess::kStartFen), limits).best_move.empty());
    const auto before = pool.pids();
    ASSERT_EQ(before.size(), 1u);
    ::kill(before[0], SIGKILL);
    wait_until_dead(before[0]);

    const auto r = pool.search(kTester, kItalian, limits);
    EXPECT_TRUE(legal(kItalian, r.best_move));
    const auto after = pool.pids();
    ASSERT_EQ(after.size(), 1u);
    EXPECT_NE(after[0], before[0]);
}

TEST(EnginePool, AnEngineKilledMidSearchFailsItsRequestCleanly)
{
    engine::EnginePool pool(pool_options());
    engine::SearchLimits warm;
    warm.depth = 1;
    pool.search(kTester, std::string(chess::kStartFen), warm);
    const auto pid = pool.pids().at(0);

    engine::SearchLimits long_search;
    long_search.movetime_ms = 8000;
    auto pending = std::async(
        std::launch::async, [&] { return pool.search(kTester, kItalian, long_search); });
    std::this_thread::sleep_for(300ms);
    ::kill(pid, SIGKILL);
    ASSERT_EQ(pending.wait_for(3s), std::future_status::ready);
    EXPECT_THROW(pending.get(), engine::EngineError);

    // The next request gets a fresh process.
    EXPECT_TRUE(legal(kItalian, pool.search(kTester, kItalian, warm).best_move));
}

TEST(EnginePool, ASearchPastItsTimeoutFailsWithTheTimeoutMessage)
{
    engine::EnginePool pool(pool_options());
    engine::SearchLimits limits;
    limits.movetime_ms = 5000;
    limits.timeout = 300ms;
    limits.timeout_message = "Engine timeout";
    try {
        pool.search(kTester, kItalian, limits);
        FAIL() << "expected a timeout";
    } catch (const engine::EngineError& e) {
        EXPECT_STREQ(e.what(), "Engine timeout");
    }
}

TEST(EnginePool, AFullQueueIsRefused)
{
    auto options = pool_options();
    options.max_queue = 0;
    engine::EnginePool pool(options);
    engine::SearchLimits slow;
    slow.movetime_ms = 1500;
    auto busy
        = std::async(std::launch::async, [&] { return pool.search(kTester, kItalian, slow); });
    std::this_thread::sleep_for(300ms);
    engine::SearchLimits quick;
    quick.depth = 1;
    EXPECT_THROW(pool.search(kTester, kItalian, quick), engine::PoolBusy);
    EXPECT_FALSE(busy.get().best_move.empty());
}

TEST(EnginePool, AMissingBinaryMakesTheBotFallBackToARandomLegalMove)
{
    engine::PoolOptions options;
    options.stockfish_path = "/nonexistent/stockfish";
    engine::EnginePool pool(options);
    const auto move = engine::bot_move(pool, kTester, kItalian, *engine::find_bot_level(3));
    EXPECT_TRUE(legal(kItalian, move.move));
    ASSERT_TRUE(move.explanation.has_value());
    EXPECT_NE(move.explanation->find("legal move"), std::string::npos);
}

TEST(EngineRoutes, BotListAndConfig)
{
    engine::EnginePool pool(pool_options());
    net::Router router;
    net::add_engine_routes(router, pool);
    auto list = nlohmann::json::parse(call(router, "GET", "/api/bots").body);
    ASSERT_EQ(list["data"]["bots"].size(), 10u);
    EXPECT_EQ(list["data"]["bots"][0],
        (nlohmann::json { { "level", 1 }, { "name", "Pawn" }, { "elo", 1350 } }));
    auto seven = nlohmann::json::parse(call(router, "GET", "/api/bots/7").body)["data"];
    EXPECT_EQ(seven["name"], "Grandmaster");
    EXPECT_EQ(seven["depth"], 8);
    EXPECT_EQ(seven["timeLimit"], 1500);
    EXPECT_TRUE(seven["personality"].is_string());
    EXPECT_TRUE(seven["educationalFocus"].is_string());
    auto bad = call(router, "GET", "/api/bots/11");
    EXPECT_EQ(bad.status, 400u);
    EXPECT_EQ(nlohmann::json::parse(bad.body)["message"], "Bot level must be between 1 and 10");
}

TEST(EngineRoutes, BotMoveValidatesLevelAndFen)
{
    engine::EnginePool pool(pool_options());
    net::Router router;
    net::add_engine_routes(router, pool);

    auto bad_level = call(router, "POST", "/api/bots/move",
        { { "fen", std::string(chess::kStartFen) }, { "level", 0 } });
    EXPECT_EQ(bad_level.status, 400u);
    EXPECT_EQ(
        nlohmann::json::parse(bad_level.body)["message"], "Bot level must be between 1 and 10");

    auto bad_fen = call(router, "POST", "/api/bots/move",
        { { "fen", "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1" }, { "level", 3 } });
    EXPECT_EQ(bad_fen.status, 400u);
    const auto message = nlohmann::json::parse(bad_fen.body)["message"].get<std::string>();
    EXPECT_EQ(message.rfind("FEN", 0), 0u) << message;

    auto mated = call(router, "POST", "/api/bots/move",
        { { "fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3" },
            { "level", 2 } });
    EXPECT_EQ(mated.status, 422u);
    EXPECT_EQ(nlohmann::json::parse(mated.body)["message"], "No legal moves available");

    auto ok = call(router, "POST", "/api/bots/move", { { "fen", kItalian }, { "level", 2 } });
    ASSERT_EQ(ok.status, 200u) << ok.body;
    auto data = nlohmann::json::parse(ok.body)["data"];
    EXPECT_TRUE(legal(kItalian, data["move"].get<std::string>()));
    EXPECT_TRUE(data["evaluation"].is_number() || data["evaluation"].contains("mate"));
    EXPECT_TRUE(data["depth"].is_number_integer());
    EXPECT_TRUE(data["time"].is_number_integer());
}

TEST(EngineRoutes, AnalysisFindsMateInOne)
{
    engine::EnginePool pool(pool_options());
    net::Router router;
    net::add_engine_routes(router, pool);
    // Scholar's mate available: Qxf7#.
    const std::string fen = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    auto res = call(router, "POST", "/api/analysis", { { "fen", fen }, { "depth", 6 } });
    ASSERT_EQ(res.status, 200u) << res.body;
    auto data = nlohmann::json::parse(res.body)["data"];
    EXPECT_EQ(data["bestMove"], "h5f7");
    EXPECT_GT(data["evaluation"].get<double>(), 50);
    EXPECT_EQ(data["principalVariation"][0], "h5f7");
    EXPECT_EQ(data["principalVariationSan"][0], "Qxf7#");
    EXPECT_GE(data["depth"].get<int>(), 1);
}

// Issue 11: wrong types and invalid UTF-8 are 400s, depth is capped, and one address gets a share
// of engine time, not all of it.
TEST(EngineRoutes, EveryFieldIsTypeCheckedAndDepthIsCapped)
{
    engine::EnginePool pool(pool_options());
    net::Router router;
    net::add_engine_routes(router, pool);
    const std::string start(chess::kStartFen);
    const std::vector<std::pair<std::string, nlohmann::json>> analysis { { "fen", 7 },
        { "fen", "\xe2\x99\x9c" },
        { "fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN\xe2 w KQkq - 0 1" }, { "depth", "5" },
        { "depth", 5.5 }, { "depth", 30 }, { "depth", 0 }, { "multipv", "2" }, { "multipv", 9 } };
    for (const auto& [field, value] : analysis) {
        nlohmann::json body { { "fen", start }, { "depth", 2 } };
        body[field] = value;
        const auto r = call(router, "POST", "/api/analysis", body);
        EXPECT_EQ(r.status, 400u) << field << ": " << r.body;
        EXPECT_TRUE(nlohmann::json::parse(r.body, nullptr, false).is_object()) << field;
    }
    for (const nlohmann::json& level :
        { nlohmann::json("5"), nlohmann::json(5.5), nlohmann::json(nullptr) })
        EXPECT_EQ(
            call(router, "POST", "/api/bots/move", { { "fen", start }, { "level", level } }).status,
            400u);
    EXPECT_EQ(call(router, "POST", "/api/bots/move", nlohmann::json::array()).status, 400u);
    EXPECT_EQ(call(router, "POST", "/api/analysis",
                  { { "fen", start }, { "depth", net::kMaxAnalysisDepth } })
                  .status,
        200u);
}

TEST(EngineRoutes, OneAddressIsRateLimited)
{
    engine::EnginePool pool(pool_options());
    net::Router router;
    net::add_engine_routes(router, pool, { .requests_per_minute = 2 });
    const auto ask = [&](const std::string& address) {
        auto match = router.match("POST", "/api/analysis");
        net::ApiRequest req;
        req.method = "POST";
        req.path = "/api/analysis";
        req.remote_address = address;
        req.json = { { "fen", std::string(chess::kStartFen) }, { "depth", 1 } };
        return match.route->answer(req);
    };
    EXPECT_EQ(ask("192.0.2.1").status, 200u);
    EXPECT_EQ(ask("192.0.2.1").status, 200u);
    const auto third = ask("192.0.2.1");
    EXPECT_EQ(third.status, 429u);
    EXPECT_FALSE(third.headers.empty());
    EXPECT_EQ(ask("192.0.2.2").status, 200u);
}

// Issue 11: Stockfish children inherited the server's listening socket. A socket the server holds
// (opened without close-on-exec, as Asio's are) must not appear among the engine's descriptors.
TEST(EnginePool, TheEngineInheritsNoDescriptorOfTheServer)
{
    const int listener = ::socket(AF_INET, SOCK_STREAM, 0); // deliberately without SOCK_CLOEXEC
    ASSERT_GE(listener, 0);
    engine::EnginePool pool(pool_options());
    engine::SearchLimits limits;
    limits.depth = 1;
    ASSERT_FALSE(pool.search(kTester, std::string(chess::kStartFen), limits).best_move.empty());
    const auto pids = pool.pids();
    ASSERT_EQ(pids.size(), 1u);
    std::vector<std::string> extra;
    for (const auto& entry :
        std::filesystem::directory_iterator("/proc/" + std::to_string(pids[0]) + "/fd")) {
        const int fd = std::stoi(entry.path().filename().string());
        if (fd > 2)
            extra.push_back(
                std::to_string(fd) + " -> " + std::filesystem::read_symlink(entry.path()).string());
    }
    ::close(listener);
    EXPECT_TRUE(extra.empty()) << "the engine holds descriptors of the server: " << extra.front();
}
