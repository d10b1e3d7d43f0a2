#pragma once

#include "bus/bus.hpp"

#include <chrono>
#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace academy::accounts {

// A sliding-window limit: at most `max_hits` per `window` per key (an IP, an e-mail).
// Thread-safe; memory is bounded by forgetting keys whose window has passed.
class RateLimiter {
public:
    using Clock = std::chrono::steady_clock;

    RateLimiter(std::size_t max_hits, std::chrono::seconds window);

    // Counts a hit; when the key is over its limit returns how long to wait (the hit is not
    // counted).
    std::optional<std::chrono::seconds> hit(
        const std::string& key, Clock::time_point now = Clock::now());

    // With a shared bus (several nodes on Redis), counts in a fixed window of the bus under
    // `name`, so every node sees the same hits; the local window stays the fallback when the bus
    // fails. The bus must outlive the limiter.
    void share(bus::Bus* bus, std::string name)
    {
        shared_ = bus && bus->shared() ? bus : nullptr;
        name_ = std::move(name);
    }

private:
    std::size_t max_hits_;
    std::chrono::seconds window_;
    std::mutex mutex_;
    std::unordered_map<std::string, std::deque<Clock::time_point>> hits_;
    Clock::time_point last_sweep_ {};
    bus::Bus* shared_ = nullptr;
    std::string name_;
};

} // namespace academy::accounts
