#include "app/progress_bar.hpp"

#include <cstdio>

namespace academy::app {

ProgressBar::ProgressBar(int total, std::string unit)
    : total_(total)
    , unit_(std::move(unit))
    , start_(std::chrono::steady_clock::now())
{
}

void ProgressBar::update(int done, const std::string& extra)
{
    std::lock_guard lock(mutex_);
    const double elapsed
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    const double eta = done > 0 ? elapsed / done * (total_ - done) : 0;
    const int width = 30;
    const int filled = total_ > 0 ? done * width / total_ : width;
    std::string bar(static_cast<std::size_t>(filled), '#');
    bar.resize(width, '.');
    std::fprintf(stderr, "\r[%s] %d/%d %s%s, elapsed %dm%02ds, ETA %dm%02ds ", bar.c_str(), done,
        total_, unit_.c_str(), extra.c_str(), int(elapsed) / 60, int(elapsed) % 60, int(eta) / 60,
        int(eta) % 60);
    if (done == total_)
        std::fprintf(stderr, "\n");
    std::fflush(stderr);
}

} // namespace academy::app
