// What the engine benchmarks share (`academy bench bots`, `academy bench computer-games`): their
// pool and Stockfish options, clients on a thread each, and a level's reply times summed up.
#pragma once

#include <CLI/CLI.hpp>

#include <cstddef>
#include <functional>
#include <vector>

namespace academy::app {

struct Config;

// --pool (Stockfish processes) and --stockfish (the binary).
void add_engine_options(CLI::App& command, int& pool, Config& config);

// Runs `client(i)` for each i in [0, clients) on a thread of its own and waits for them all.
void on_threads(int clients, const std::function<void(int)>& client);

// Reply times in milliseconds: how many, the median, the 95th percentile and the longest.
struct ReplyTimes {
    std::size_t count = 0;
    double p50 = 0;
    double p95 = 0;
    double max = 0;
};
ReplyTimes reply_times(std::vector<double> ms);

} // namespace academy::app
