#include "store/group_commit.hpp"

#include <spdlog/spdlog.h>

#include <chrono>
#include <set>

namespace academy::store {

struct GroupCommitWriter::Lane {
    std::mutex mutex;
    std::condition_variable wake;
    std::deque<std::pair<Done, bool>> queue;
    bool stopping = false;
    std::thread thread;
};

GroupCommitWriter::GroupCommitWriter(Database& db, Options options)
    : db_(db)
    , options_(options)
{
    if (options_.max_batch == 0)
        options_.max_batch = 1;
    if (options_.done_threads == 0)
        options_.done_threads = 1;
    for (std::size_t i = 0; i < options_.done_threads; ++i) {
        auto lane = std::make_unique<Lane>();
        Lane* l = lane.get();
        lane->thread = std::thread([this, l] {
            std::unique_lock lock(l->mutex);
            for (;;) {
                l->wake.wait(lock, [&] { return l->stopping || !l->queue.empty(); });
                if (l->queue.empty())
                    return;
                auto work = std::move(l->queue);
                l->queue.clear();
                lock.unlock();
                for (auto& [done, ok] : work) {
                    try {
                        done(ok);
                    } catch (const std::exception& e) {
                        spdlog::error("after-commit callback failed: {}", e.what());
                    }
                }
                finished(work.size());
                lock.lock();
            }
        });
        lanes_.push_back(std::move(lane));
    }
    thread_ = std::thread([this] { run(); });
}

GroupCommitWriter::~GroupCommitWriter() { stop(); }

bool GroupCommitWriter::submit(std::string key, Write write, Done done)
{
    {
        std::lock_guard lock(mutex_);
        if (stopping_)
            return false;
        queue_.push_back({ std::move(key), std::move(write), std::move(done) });
        ++submitted_;
    }
    wake_.notify_one();
    return true;
}

void GroupCommitWriter::flush()
{
    std::unique_lock lock(mutex_);
    const auto target = submitted_;
    idle_.wait(lock, [&] { return finished_ >= target; });
}

void GroupCommitWriter::stop()
{
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    // The writer drains the queue before it ends, then each lane runs what it was given.
    std::lock_guard join_lock(join_mutex_);
    if (thread_.joinable())
        thread_.join();
    for (auto& lane : lanes_) {
        {
            std::lock_guard lock(lane->mutex);
            lane->stopping = true;
        }
        lane->wake.notify_all();
        if (lane->thread.joinable())
            lane->thread.join();
    }
}

GroupCommitWriter::Stats GroupCommitWriter::stats()
{
    std::lock_guard lock(mutex_);
    return stats_;
}

void GroupCommitWriter::finished(std::uint64_t jobs)
{
    {
        std::lock_guard lock(mutex_);
        finished_ += jobs;
    }
    idle_.notify_all();
}

void GroupCommitWriter::run()
{
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
        if (queue_.empty())
            break; // stopping, and everything queued has been written
        // Everything that queued up while the last batch was being written goes in this one:
        // the busier the service, the more writes share one commit.
        std::deque<Job> batch;
        while (!queue_.empty() && batch.size() < options_.max_batch) {
            batch.push_back(std::move(queue_.front()));
            queue_.pop_front();
        }
        lock.unlock();
        write_batch(batch);
        lock.lock();
    }
}

void GroupCommitWriter::write_batch(std::deque<Job>& batch)
{
    const auto start = std::chrono::steady_clock::now();
    std::vector<char> ok(batch.size(), 1);
    std::uint64_t failed = 0;
    try {
        db_.transaction([&] {
            for (auto& job : batch)
                if (job.write)
                    job.write();
        });
    } catch (const std::exception& e) {
        // One bad job must not fail its neighbours: write them one by one.
        spdlog::warn(
            "group commit of {} writes failed ({}); retrying one by one", batch.size(), e.what());
        std::set<std::string> failed_keys;
        for (std::size_t i = 0; i < batch.size(); ++i) {
            auto& job = batch[i];
            if (!job.key.empty() && failed_keys.count(job.key)) {
                ok[i] = 0;
                continue;
            }
            try {
                if (job.write)
                    db_.transaction(job.write);
            } catch (const std::exception& e2) {
                spdlog::error(
                    "write for {} failed: {}", job.key.empty() ? "-" : job.key, e2.what());
                ok[i] = 0;
                if (!job.key.empty())
                    failed_keys.insert(job.key);
            }
        }
    }
    const auto elapsed
        = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start);
    // Hand the `done`s to their lanes: one lock and one wake-up per lane and batch.
    std::vector<std::deque<std::pair<Done, bool>>> handed(lanes_.size());
    std::uint64_t without_done = 0;
    for (std::size_t i = 0; i < batch.size(); ++i) {
        failed += ok[i] ? 0 : 1;
        if (!batch[i].done) {
            ++without_done;
            continue;
        }
        const auto lane = std::hash<std::string> {}(batch[i].key) % lanes_.size();
        handed[lane].emplace_back(std::move(batch[i].done), ok[i] != 0);
    }
    {
        std::lock_guard lock(mutex_);
        stats_.jobs += batch.size();
        stats_.batches += 1;
        stats_.failed += failed;
        stats_.largest_batch = std::max<std::uint64_t>(stats_.largest_batch, batch.size());
        stats_.commit_ms += elapsed.count();
        stats_.longest_commit_ms = std::max(stats_.longest_commit_ms, elapsed.count());
    }
    for (std::size_t l = 0; l < lanes_.size(); ++l) {
        if (handed[l].empty())
            continue;
        {
            std::lock_guard lock(lanes_[l]->mutex);
            for (auto& item : handed[l])
                lanes_[l]->queue.push_back(std::move(item));
        }
        lanes_[l]->wake.notify_one();
    }
    if (without_done)
        finished(without_done);
}

} // namespace academy::store
