#include "app/engine_bench.hpp"

#include "app/config.hpp"

#include <algorithm>
#include <cmath>
#include <thread>

namespace academy::app {

void add_engine_options(CLI::App& command, int& pool, Config& config)
{
    command.add_option("--pool", pool, "Stockfish processes in the pool")
        ->check(CLI::Range(1, 256))
        ->capture_default_str();
    command.add_option("--stockfish", config.stockfish_path, "The Stockfish binary")
        ->capture_default_str();
}

void on_threads(int clients, const std::function<void(int)>& client)
{
    std::vector<std::thread> threads;
    threads.reserve(static_cast<std::size_t>(clients));
    for (int i = 0; i < clients; ++i)
        threads.emplace_back(client, i);
    for (auto& t : threads)
        t.join();
}

namespace {

    // The nearest-rank percentile of sorted times.
    double percentile(const std::vector<double>& sorted, double p)
    {
        if (sorted.empty())
            return 0;
        const auto i
            = static_cast<std::size_t>(std::ceil(p * static_cast<double>(sorted.size())) - 1);
        return sorted[std::min(i, sorted.size() - 1)];
    }

} // namespace

ReplyTimes reply_times(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return { ms.size(), percentile(ms, 0.50), percentile(ms, 0.95), ms.empty() ? 0 : ms.back() };
}

} // namespace academy::app
