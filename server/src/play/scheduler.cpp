#include "play/scheduler.hpp"

namespace academy::play {

ThreadScheduler::ThreadScheduler()
    : thread_([this] { run(); })
{
}

ThreadScheduler::~ThreadScheduler()
{
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    thread_.join();
}

void ThreadScheduler::after(std::chrono::milliseconds delay, std::function<void()> task)
{
    {
        std::lock_guard lock(mutex_);
        queue_.emplace(std::chrono::steady_clock::now() + delay, std::move(task));
    }
    wake_.notify_all();
}

void ThreadScheduler::run()
{
    std::unique_lock lock(mutex_);
    while (!stopping_) {
        if (queue_.empty()) {
            wake_.wait(lock);
            continue;
        }
        const auto due = queue_.begin()->first;
        if (std::chrono::steady_clock::now() < due) {
            wake_.wait_until(lock, due);
            continue;
        }
        auto task = std::move(queue_.begin()->second);
        queue_.erase(queue_.begin());
        lock.unlock();
        task();
        lock.lock();
    }
}

void ManualScheduler::after(std::chrono::milliseconds delay, std::function<void()> task)
{
    std::lock_guard lock(mutex_);
    queue_.emplace(now_ + delay.count(), std::move(task));
}

void ManualScheduler::advance(std::int64_t ms)
{
    std::unique_lock lock(mutex_);
    const auto target = now_ + ms;
    while (!queue_.empty() && queue_.begin()->first <= target) {
        now_ = std::max(now_.load(), queue_.begin()->first);
        auto task = std::move(queue_.begin()->second);
        queue_.erase(queue_.begin());
        lock.unlock();
        task();
        lock.lock();
    }
    now_ = target;
}

} // namespace academy::play
