#include "app/bench_computer_games.hpp"

#include "app/config.hpp"
#include "app/engine_bench.hpp"
#include "app/serve_command.hpp"
#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/uci.hpp"
#include "engine/computer_levels.hpp"
#include "net/computer_levels_json.hpp"
#include "play/computer_play.hpp"
#include "store/migrations.hpp"

#include <spdlog/spdlog.h>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <optional>
#include <random>
#include <thread>
#include <vector>

namespace academy::app {

namespace {

    struct Options {
        int games = 200;
        int pool = 2;
        int queue = kServeEngineQueue; // the engine pool's wait queue, as `academy serve` has it
        int seconds = 60;
        int think_ms = 3000;
        std::uint64_t seed = 29;
    };

    using Clock = std::chrono::steady_clock;

    double ms_since(Clock::time_point start)
    {
        return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    }

    // What the players saw, per level.
    struct Samples {
        std::mutex mutex;
        std::vector<std::vector<double>> times
            = std::vector<std::vector<double>>(engine::kComputerLevels);
        std::vector<int> busy = std::vector<int>(engine::kComputerLevels);
        std::atomic<int> finished { 0 };

        void add(int level, double ms)
        {
            std::lock_guard lock(mutex);
            times[static_cast<std::size_t>(level - 1)].push_back(ms);
        }
        void refused(int level)
        {
            std::lock_guard lock(mutex);
            ++busy[static_cast<std::size_t>(level - 1)];
        }
    };

    // One player: games at `level` one after another until `until`, a random legal move after a
    // think of 0.5 to 1.5 times `think_ms`; every request that waits for the engine is timed.
    void player(play::ComputerPlay& play, std::int64_t account, int level, Clock::time_point until,
        int think_ms, std::uint64_t seed, Samples& samples)
    {
        std::mt19937_64 rng(seed);
        auto think = [&] {
            const auto ms = std::uniform_int_distribution<int>(think_ms / 2, think_ms * 3 / 2)(rng);
            std::this_thread::sleep_for(std::chrono::milliseconds(ms));
        };
        // Players start over the first think, not all in the same millisecond.
        think();
        while (Clock::now() < until) {
            const auto color = rng() % 2 == 0 ? play::ColorChoice::White : play::ColorChoice::Black;
            std::optional<play::ComputerGameView> game;
            try {
                const auto started = Clock::now();
                const auto answer = play.start(account, level, color);
                if (const auto* s = std::get_if<play::ComputerStart>(&answer)) {
                    if (s->computer_move)
                        samples.add(level, ms_since(started));
                    game = s->game;
                }
            } catch (const engine::EngineError&) { // busy (PoolBusy) or failed
                samples.refused(level);
            }
            if (!game) {
                think();
                continue;
            }
            std::string fen = game->fen;
            while (Clock::now() < until) {
                think();
                const auto position = chess::parse_fen(fen);
                const auto legal = chess::generate_legal(position.value());
                const auto uci = chess::move_to_uci(legal[rng() % legal.size()]);
                try {
                    const auto started = Clock::now();
                    const auto answer = play.move(account, game->id, uci);
                    const double ms = ms_since(started);
                    const auto* x = std::get_if<play::ComputerExchange>(&answer);
                    if (!x)
                        break;
                    if (x->reply)
                        samples.add(level, ms);
                    if (x->end) {
                        ++samples.finished;
                        break;
                    }
                    fen = x->fen;
                } catch (const engine::EngineError&) {
                    samples.refused(level); // busy or failed: the player tries again
                }
            }
        }
    }

    int run(const Config& config, const Options& o)
    {
        spdlog::set_level(spdlog::level::err);
        const auto dir = std::filesystem::temp_directory_path()
            / ("academy-bench-computer-" + std::to_string(::getpid()));
        std::filesystem::create_directories(dir);
        int code = 0;
        {
            auto db = store::open_database("sqlite:" + (dir / "bench.db").string());
            store::migrate(*db);
            engine::EnginePool pool(
                { .stockfish_path = config.stockfish_path, .size = o.pool, .max_queue = o.queue });
            engine::ComputerEngine computer(pool, net::computer_levels(), o.seed);
            play::ComputerPlay play(
                *db, [&](const std::string& fen, int level, std::int64_t account) {
                    return computer.move(engine::RequesterKey::account(account), fen, level);
                });
            // Start every engine before measuring: a first request pays the process start-up.
            engine::SearchLimits warm_up;
            warm_up.depth = 1;
            for (int i = 0; i < o.pool; ++i)
                pool.search(engine::RequesterKey::server("warm-up-" + std::to_string(i)),
                    std::string(chess::kStartFen), warm_up);

            std::printf("computer games: %d games at once (levels 1-25 in turn), %d Stockfish "
                        "processes, wait queue %d, a think of %d ms +-50%% between moves, %d s, "
                        "%u cores\n",
                o.games, o.pool, o.queue, o.think_ms, o.seconds,
                std::thread::hardware_concurrency());
            std::fflush(stdout);
            Samples samples;
            const auto until = Clock::now() + std::chrono::seconds(o.seconds);
            on_threads(o.games, [&](int g) {
                player(play, g + 1, g % engine::kComputerLevels + 1, until, o.think_ms,
                    o.seed * 1000 + static_cast<std::uint64_t>(g), samples);
            });

            std::printf("%-5s %8s %8s %6s %8s %8s %8s %8s  %s\n", "level", "limit", "replies",
                "busy", "p50", "p95", "max", "target", "p95 ok");
            int within = 0;
            std::size_t replies = 0;
            for (int l = 1; l <= engine::kComputerLevels; ++l) {
                const auto t = reply_times(samples.times[static_cast<std::size_t>(l - 1)]);
                const int limit = engine::reply_limit_ms(net::computer_levels()[l - 1]);
                const double target = limit + 100.0;
                const int busy = samples.busy[static_cast<std::size_t>(l - 1)];
                const bool ok = t.count > 0 && t.p95 <= target && busy == 0;
                within += ok ? 1 : 0;
                replies += t.count;
                std::printf("%-5d %6dms %8zu %6d %6.0fms %6.0fms %6.0fms %6.0fms  %s\n", l, limit,
                    t.count, busy, t.p50, t.p95, t.max, target, ok ? "yes" : "NO");
            }
            std::printf("%zu replies (%.1f a second), %d games finished; %d of 25 levels within "
                        "p95 <= limit + 100 ms with no request refused\n",
                replies, static_cast<double>(replies) / o.seconds, samples.finished.load(), within);
            code = 0;
            db->close();
        }
        std::filesystem::remove_all(dir);
        return code;
    }

} // namespace

void add_bench_computer_games_command(CLI::App& bench, Config& config)
{
    static Options options;
    auto* cmd = bench.add_subcommand("computer-games",
        "Play many games against the computer at once through the server's game service and "
        "print the reply time per level against its time limit (make bench-computer-games)");
    cmd->add_option("--games", options.games, "Games at once (levels 1-25 in turn)")
        ->check(CLI::Range(1, 2000))
        ->capture_default_str();
    cmd->add_option("--queue", options.queue, "Requests that may wait for an engine")
        ->check(CLI::Range(0, 100'000))
        ->capture_default_str();
    cmd->add_option("--seconds", options.seconds, "How long to play")
        ->check(CLI::Range(1, 3600))
        ->capture_default_str();
    cmd->add_option("--think-ms", options.think_ms, "A player's mean think between moves")
        ->check(CLI::Range(0, 600'000))
        ->capture_default_str();
    add_engine_options(*cmd, options.pool, config);
    cmd->callback([&config] { run_guarded([&] { return run(config, options); }); });
}

} // namespace academy::app
