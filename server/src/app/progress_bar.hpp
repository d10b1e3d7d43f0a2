// "[#####.....] 12/40 games, 7 puzzles, ETA 3m12s" redrawn in place on stderr, for the long
// offline commands.
#pragma once

#include <chrono>
#include <mutex>
#include <string>

namespace academy::app {

class ProgressBar {
public:
    ProgressBar(int total, std::string unit);
    // Safe to call from several threads (the puzzle tools report from their workers).
    void update(int done, const std::string& extra);

private:
    int total_;
    std::string unit_;
    std::chrono::steady_clock::time_point start_;
    std::mutex mutex_;
};

} // namespace academy::app
