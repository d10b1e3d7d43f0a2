// Running out of file descriptors without spinning (issue 11): the server raises its own soft
// limit, keeps its connection cap below it so the 503 answer fires before accept() fails, and
// logs repeated failures at most once a second.
#pragma once

#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>

namespace academy::net {

// Raises the soft RLIMIT_NOFILE to the hard limit and returns the soft limit now in force.
std::size_t raise_descriptor_limit();

// Descriptors kept for everything but client connections: the database, engine pipes, static
// files, the listening socket, logs.
inline constexpr std::size_t kReservedDescriptors = 128;

// The connection cap to use: the configured one, but never so high that connections could
// exhaust `descriptor_limit` (at most the limit less the reserve, or half a small limit).
std::size_t connection_cap(std::size_t configured, std::size_t descriptor_limit);

// A warning that may repeat very fast (an accept loop out of descriptors): written at most once a
// second, with how many were left out.
class RateLimitedLog {
public:
    explicit RateLimitedLog(std::string what)
        : what_(std::move(what))
    {
    }
    void report(const std::string& detail);
    std::size_t written() const { return written_; }

private:
    std::string what_;
    std::mutex mutex_;
    std::chrono::steady_clock::time_point last_ {};
    std::size_t suppressed_ = 0;
    std::size_t written_ = 0;
};

} // namespace academy::net
