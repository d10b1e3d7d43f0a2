#include "puzzler/engine_workers.hpp"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace academy::puzzler {

int worker_count(int requested)
{
    if (requested > 0)
        return requested;
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

void for_each_with_engine(std::size_t count, int threads, const std::string& stockfish,
    const std::function<void(EngineProcess&, std::size_t)>& work,
    const std::function<void(int)>& done, int hash_mb)
{
    // Items are handed out one at a time: search times vary a lot from puzzle to puzzle, so
    // fixed shares would leave workers idle.
    std::atomic<std::size_t> next { 0 };
    std::atomic<int> finished { 0 };
    auto worker = [&] {
        EngineProcess engine(stockfish, hash_mb);
        for (std::size_t i = next++; i < count; i = next++) {
            work(engine, i);
            const int n = ++finished;
            if (done)
                done(n);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < worker_count(threads); ++t)
        pool.emplace_back(worker);
    for (auto& t : pool)
        t.join();
}

} // namespace academy::puzzler
