#include "app/bench_fair_engine.hpp"

#include "app/config.hpp"
#include "app/engine_bench.hpp"
#include "app/serve_command.hpp"
#include "engine/bot_levels.hpp"
#include "engine/engine_pool.hpp"
#include "net/engine_routes.hpp"

#include <spdlog/spdlog.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <mutex>
#include <thread>
#include <vector>

namespace academy::app {

namespace {

    struct Options {
        int pool = 2; // as `academy serve` (--engine-pool)
        int analyses = 4; // threads of the address that analyses
        int depth = 20;
        int multipv = 5;
        int level = 3;
        int moves = 20; // bot moves timed, alone and under the analyses
        int think_ms = 250; // the learner's pause between two moves
    };

    // Positions the learner's game passes through, and the one the analyses look at.
    const char* const kGame[] = {
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
        "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 w - - 0 7",
        "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 2 11",
        "2r2rk1/pp3ppp/2n1b3/3pP3/3P4/P1N2N2/1P3PPP/R3R1K1 b - - 2 18",
        "8/5pk1/6p1/3R4/7P/6P1/r4PK1/8 w - - 0 40",
    };
    const char* const kAnalysed = "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 2 11";
    const char* const kAnalyst = "203.0.113.7";
    const char* const kLearner = "198.51.100.2";

    using Clock = std::chrono::steady_clock;

    double ms_since(Clock::time_point start)
    {
        return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    }

    net::ApiResponse post(const net::Router& router, const std::string& path,
        const nlohmann::json& body, const std::string& from)
    {
        const auto match = router.match("POST", path);
        net::ApiRequest req;
        req.method = "POST";
        req.path = path;
        req.json = body;
        req.remote_address = from;
        return match.route->answer(req);
    }

    struct Moves {
        std::vector<double> ms;
        std::vector<double> search_ms; // of which Stockfish searched (the answer's "time")
        int fallbacks = 0;
        int refused = 0;
    };

    // The learner's bot moves, one after another with a pause between, each timed from the
    // request to the answer (waiting for an engine included).
    Moves play(const net::Router& router, const Options& o)
    {
        Moves out;
        for (int i = 0; i < o.moves; ++i) {
            const auto started = Clock::now();
            const auto r = post(router, "/api/bots/move",
                { { "fen", kGame[static_cast<std::size_t>(i) % std::size(kGame)] },
                    { "level", o.level } },
                kLearner);
            const double ms = ms_since(started);
            if (r.status != 200) {
                ++out.refused;
            } else {
                out.ms.push_back(ms);
                const auto data = nlohmann::json::parse(r.body)["data"];
                out.search_ms.push_back(data.value("time", 0.0));
                if (data.value("fallback", false))
                    ++out.fallbacks;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(o.think_ms));
        }
        return out;
    }

    void print(const char* what, const Moves& m, int limit_ms)
    {
        const auto reply = reply_times(m.ms);
        const auto search = reply_times(m.search_ms);
        std::printf(
            "%-24s %6.0f ms %6.0f ms %6.0f ms %8zu %8d %8d   %6.0f ms %6.0f ms  (limit %d ms)\n",
            what, reply.p50, reply.p95, reply.max, reply.count, m.fallbacks, m.refused, search.p95,
            search.max, limit_ms);
    }

    int run(const Config& config, const Options& o)
    {
        spdlog::set_level(spdlog::level::err);
        engine::EnginePool pool({ .stockfish_path = config.stockfish_path, .size = o.pool });
        net::Router router;
        net::add_engine_routes(router, pool, { .requests_per_minute = 1'000'000 });
        const auto* level = engine::find_bot_level(o.level);
        std::printf("fair engine: level-%d bot moves from %s, alone and while %s runs %d threads "
                    "of depth-%d %d-line analyses (POST /api/analysis); %d Stockfish processes, "
                    "%u cores\n",
            o.level, kLearner, kAnalyst, o.analyses, o.depth, o.multipv, o.pool,
            std::thread::hardware_concurrency());
        // Start every engine before measuring: a first request pays the process start-up. Searches
        // of moves of games at once, as only they may take every engine.
        {
            engine::SearchLimits warm_up;
            warm_up.movetime_ms = 300;
            warm_up.urgency = engine::Urgency::play;
            on_threads(o.pool, [&](int i) {
                pool.search(engine::RequesterKey::server("warm-up-" + std::to_string(i)), kAnalysed,
                    warm_up);
            });
        }
        std::printf("%-24s %9s %9s %9s %8s %8s %8s   %9s %9s\n", "reply time", "p50", "p95", "max",
            "moves", "fallback", "refused", "search95", "searchmax");
        const auto alone = play(router, o);
        print("alone", alone, level->time_limit_ms);
        std::fflush(stdout);

        std::atomic<bool> stop { false };
        std::atomic<int> answered { 0 }, refused { 0 };
        std::vector<double> analysis_ms;
        std::mutex analysis_mutex;
        // The analysing address's threads run until the learner's moves are timed.
        std::thread analysts([&] {
            on_threads(o.analyses, [&](int) {
                while (!stop) {
                    const auto started = Clock::now();
                    const auto r = post(router, "/api/analysis",
                        { { "fen", kAnalysed }, { "depth", o.depth }, { "multipv", o.multipv } },
                        kAnalyst);
                    if (r.status == 200) {
                        ++answered;
                        std::lock_guard lock(analysis_mutex);
                        analysis_ms.push_back(ms_since(started));
                    } else {
                        ++refused;
                        std::this_thread::sleep_for(std::chrono::milliseconds(100));
                    }
                }
            });
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(500)); // the line fills
        const auto loaded = play(router, o);
        stop = true;
        analysts.join();
        const std::string while_text = "with " + std::to_string(o.analyses) + " analysing";
        print(while_text.c_str(), loaded, level->time_limit_ms);
        std::printf("the analyses: %d answered (p50 %.0f ms each, waiting included), %d refused "
                    "as busy\n",
            answered.load(), reply_times(analysis_ms).p50, refused.load());
        const bool ok = !loaded.ms.empty() && loaded.refused == 0 && loaded.fallbacks == 0
            && reply_times(loaded.ms).p95 <= level->time_limit_ms + 100.0;
        std::printf("level-%d p95 under the analyses %s its time limit + 100 ms\n", o.level,
            ok ? "within" : "NOT within");
        return 0;
    }

} // namespace

void add_bench_fair_engine_command(CLI::App& bench, Config& config)
{
    static Options options;
    auto* cmd = bench.add_subcommand("fair-engine",
        "Time a learner's bot move while another address runs deep analyses on the engine pool "
        "(make bench-fair-engine)");
    add_engine_options(*cmd, options.pool, config);
    cmd->add_option("--analyses", options.analyses, "Threads of the analysing address")
        ->check(CLI::Range(0, 64))
        ->capture_default_str();
    cmd->add_option("--depth", options.depth, "Depth of each analysis")
        ->check(CLI::Range(1, 20))
        ->capture_default_str();
    cmd->add_option("--multipv", options.multipv, "Lines of each analysis")
        ->check(CLI::Range(1, 5))
        ->capture_default_str();
    cmd->add_option("--level", options.level, "The bot's level")
        ->check(CLI::Range(1, 10))
        ->capture_default_str();
    cmd->add_option("--moves", options.moves, "Bot moves timed in each phase")
        ->check(CLI::Range(1, 10'000))
        ->capture_default_str();
    cmd->add_option("--think-ms", options.think_ms, "The learner's pause between moves")
        ->check(CLI::Range(0, 60'000))
        ->capture_default_str();
    cmd->callback([&config] {
        try {
            set_exit_code(run(config, options));
        } catch (const std::exception& e) {
            std::cerr << "academy: " << e.what() << "\n";
            set_exit_code(1);
        }
    });
}

} // namespace academy::app
