// Work over a list of puzzles shared by a pool of threads, each with its own Stockfish: the
// offline tools' searches are independent and single-threaded, so one engine per core is the
// fastest way through a library.
#pragma once

#include "puzzler/engine_process.hpp"

#include <cstddef>
#include <functional>
#include <string>

namespace academy::puzzler {

// `requested` workers, or one per core when it is 0 or less.
int worker_count(int requested);

// Calls `work(engine, i)` once for every i in [0, count), on worker_count(threads) threads that
// each start their own engine from `stockfish`; `done(n)`, when set, after each item with the
// number finished so far. Both are called from the worker threads. Each engine has `hash_mb` MB
// of hash.
void for_each_with_engine(std::size_t count, int threads, const std::string& stockfish,
    const std::function<void(EngineProcess&, std::size_t)>& work,
    const std::function<void(int)>& done = {}, int hash_mb = 16);

} // namespace academy::puzzler
