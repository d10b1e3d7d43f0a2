#include "app/bench_bots.hpp"

#include "app/config.hpp"
#include "app/engine_bench.hpp"
#include "app/serve_command.hpp"
#include "engine/bot_levels.hpp"
#include "learn/explain/educational_bot.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <iterator>
#include <thread>
#include <vector>

namespace academy::app {

namespace {

    struct BenchBotsOptions {
        int concurrency = 20;
        int pool = 20;
        int requests = 60;
        int first_level = 1;
        int last_level = 10;
    };

    // Positions of each phase, so the bot meets openings, middlegames, tactics and endings.
    const char* const kPositions[] = {
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
        "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 w - - 0 7",
        "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 2 11",
        "2r2rk1/pp3ppp/2n1b3/3pP3/3P4/P1N2N2/1P3PPP/R3R1K1 b - - 2 18",
        "8/5pk1/6p1/3R4/7P/6P1/r4PK1/8 w - - 0 40",
        "8/8/4k3/3p4/3K4/4P3/8/8 w - - 0 50",
        "r3k3/8/8/3N4/8/8/6PP/4K3 w - - 0 40",
    };

    struct LevelFigures {
        int fallbacks = 0;
        int busy = 0;
        ReplyTimes times;
    };

    // `requests` bot moves at `level`, `concurrency` at a time, each timed from the call to the
    // answer (queueing for an engine included). Each client is a player of its own, as the
    // server's learners are (the pool shares its engines per requester).
    LevelFigures measure(
        engine::EnginePool& pool, const engine::BotLevel& level, int requests, int concurrency)
    {
        std::atomic<int> next { 0 }, fallbacks { 0 }, busy { 0 };
        std::vector<std::vector<double>> times(static_cast<std::size_t>(concurrency));
        on_threads(concurrency, [&](int c) {
            for (int i = next++; i < requests; i = next++) {
                const std::string fen = kPositions[i % std::size(kPositions)];
                const auto start = std::chrono::steady_clock::now();
                try {
                    const auto m = learn::explain::educational_move(pool,
                        engine::RequesterKey::server("bench-bots-" + std::to_string(c)), fen,
                        level);
                    fallbacks += m.fallback ? 1 : 0;
                    times[static_cast<std::size_t>(c)].push_back(
                        std::chrono::duration<double, std::milli>(
                            std::chrono::steady_clock::now() - start)
                            .count());
                } catch (const engine::PoolBusy&) {
                    ++busy;
                }
            }
        });
        std::vector<double> all;
        for (const auto& t : times)
            all.insert(all.end(), t.begin(), t.end());
        return { fallbacks, busy, reply_times(std::move(all)) };
    }

    int run(const Config& config, const BenchBotsOptions& o)
    {
        // The engines' own warnings (a fallback's cause) would break the table; errors still show.
        spdlog::set_level(spdlog::level::err);
        engine::EnginePool pool({ .stockfish_path = config.stockfish_path,
            .size = o.pool,
            .max_queue = std::max(16, o.concurrency) });
        std::printf("educational bot: %d requests per level, %d in flight, %d Stockfish "
                    "processes, %u cores\n",
            o.requests, o.concurrency, o.pool, std::thread::hardware_concurrency());
        // Start every engine before measuring: a first request pays the process start-up.
        measure(pool, *engine::find_bot_level(1), o.pool, o.pool);
        std::printf("%-5s %-17s %8s %8s %9s %8s %8s %8s %8s %8s  %s\n", "level", "name", "limit",
            "answered", "fallback", "busy", "p50", "p95", "max", "target", "p95 ok");
        int failed = 0;
        for (int l = o.first_level; l <= o.last_level; ++l) {
            const auto& level = *engine::find_bot_level(l);
            const auto f = measure(pool, level, o.requests, o.concurrency);
            const double target = level.time_limit_ms + 100.0;
            const auto& t = f.times;
            const bool ok = t.p95 <= target && f.busy == 0 && f.fallbacks == 0;
            failed += ok ? 0 : 1;
            std::printf("%-5d %-17s %6dms %8zu %9d %8d %6.0fms %6.0fms %6.0fms %6.0fms  %s\n",
                level.level, std::string(level.name).c_str(), level.time_limit_ms, t.count,
                f.fallbacks, f.busy, t.p50, t.p95, t.max, target, ok ? "yes" : "NO");
            std::fflush(stdout);
        }
        std::printf("%d of %d levels within p95 <= time limit + 100 ms\n",
            o.last_level - o.first_level + 1 - failed, o.last_level - o.first_level + 1);
        return 0;
    }

} // namespace

void add_bench_bots_command(CLI::App& bench, Config& config)
{
    static BenchBotsOptions options;
    auto* bots = bench.add_subcommand("bots",
        "Measure the educational bot's reply time per level (p50, p95, max) with requests in "
        "flight on the engine pool, against each level's time limit (make bench-bots)");
    bots->add_option("--concurrency", options.concurrency, "Requests in flight")
        ->check(CLI::Range(1, 256))
        ->capture_default_str();
    bots->add_option("--requests", options.requests, "Bot moves per level")
        ->check(CLI::Range(1, 100'000))
        ->capture_default_str();
    bots->add_option("--from", options.first_level, "First level")
        ->check(CLI::Range(1, 10))
        ->capture_default_str();
    bots->add_option("--to", options.last_level, "Last level")
        ->check(CLI::Range(1, 10))
        ->capture_default_str();
    add_engine_options(*bots, options.pool, config);
    bots->callback([&config] { run_guarded([&] { return run(config, options); }); });
}

} // namespace academy::app
