// Timers for the play domain without Boost: flag falls, first-move aborts, pool widening.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <thread>

namespace academy::play {

class Scheduler {
public:
    virtual ~Scheduler() = default;
    // Runs `task` once, `delay` from now, on the scheduler's thread (never inline).
    virtual void after(std::chrono::milliseconds delay, std::function<void()> task) = 0;
};

// One thread with a timer queue; tasks run in deadline order. Joined on destruction.
class ThreadScheduler final : public Scheduler {
public:
    ThreadScheduler();
    ~ThreadScheduler() override;
    void after(std::chrono::milliseconds delay, std::function<void()> task) override;

private:
    void run();
    std::mutex mutex_;
    std::condition_variable wake_;
    std::multimap<std::chrono::steady_clock::time_point, std::function<void()>> queue_;
    bool stopping_ = false;
    std::thread thread_;
};

// For tests: time moves only when advance() is called; due tasks run inside advance().
class ManualScheduler final : public Scheduler {
public:
    void after(std::chrono::milliseconds delay, std::function<void()> task) override;
    // Moves time forward by `ms`, running every task that falls due, in order.
    void advance(std::int64_t ms);
    std::int64_t now() const { return now_.load(); }
    std::size_t pending() const { return queue_.size(); }

private:
    std::atomic<std::int64_t> now_ = 1'000'000; // read by the play service's other threads
    std::multimap<std::int64_t, std::function<void()>> queue_;
    std::recursive_mutex mutex_;
};

} // namespace academy::play
