#include "accounts/rate_limiter.hpp"

#include <spdlog/spdlog.h>

namespace academy::accounts {

RateLimiter::RateLimiter(std::size_t max_hits, std::chrono::seconds window)
    : max_hits_(max_hits)
    , window_(window)
{
}

std::optional<std::chrono::seconds> RateLimiter::hit(const std::string& key, Clock::time_point now)
{
    if (shared_) {
        try {
            const auto window_ms = std::chrono::milliseconds(window_).count();
            const auto count = shared_->hit("academy:rate:" + name_ + ":" + key, window_ms);
            if (count > static_cast<std::int64_t>(max_hits_))
                return window_;
            return std::nullopt;
        } catch (const std::exception& e) {
            spdlog::warn(
                "rate limit {}: the shared bus failed ({}); counting here", name_, e.what());
        }
    }
    std::lock_guard lock(mutex_);
    if (now - last_sweep_ > window_) {
        for (auto it = hits_.begin(); it != hits_.end();)
            it = (it->second.empty() || now - it->second.back() >= window_) ? hits_.erase(it)
                                                                            : std::next(it);
        last_sweep_ = now;
    }
    auto& times = hits_[key];
    while (!times.empty() && now - times.front() >= window_)
        times.pop_front();
    if (times.size() >= max_hits_) {
        const auto wait = std::chrono::ceil<std::chrono::seconds>(times.front() + window_ - now);
        return std::max(wait, std::chrono::seconds { 1 });
    }
    times.push_back(now);
    return std::nullopt;
}

} // namespace academy::accounts
