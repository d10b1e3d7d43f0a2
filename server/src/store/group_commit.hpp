// Group commit: one background thread writes queued jobs to the database, many jobs per
// transaction, and tells each job's submitter afterwards. Callers that must not announce
// something before it is stored (a live move) submit the write and announce from `done`.
#pragma once

#include "store/database.hpp"

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace academy::store {

class GroupCommitWriter {
public:
    // Runs the job's statements on the writer thread, inside the batch's transaction.
    using Write = std::function<void()>;
    // Runs after the transaction holding the write has committed (ok) or after the write failed
    // (not ok); never inline in submit(). The `done`s of one key run in submission order on one
    // of `done_threads` threads, so announcing a batch never holds up the next commit.
    using Done = std::function<void(bool ok)>;

    struct Options {
        std::size_t max_batch = 1024; // jobs per transaction at most
        std::size_t done_threads = 2; // threads that run the `done`s (at least 1)
    };

    explicit GroupCommitWriter(Database& db, Options options);
    explicit GroupCommitWriter(Database& db)
        : GroupCommitWriter(db, Options {})
    {
    }
    ~GroupCommitWriter();
    GroupCommitWriter(const GroupCommitWriter&) = delete;
    GroupCommitWriter& operator=(const GroupCommitWriter&) = delete;

    // Queues a write. Jobs commit in submission order. `key` groups the jobs of one aggregate
    // (a game): their `done`s run in order on one thread, and when a batch fails and is retried
    // job by job, a failed job fails the later jobs of its key in that batch, so no later write
    // lands on top of a missing one. After stop() the job is dropped and submit() returns false.
    bool submit(std::string key, Write write, Done done);
    // Waits until every job submitted before the call has committed and its `done` has run.
    void flush();
    // Writes what is queued and runs its `done`s, then ends the threads. Idempotent.
    void stop();

    struct Stats {
        std::uint64_t jobs = 0;
        std::uint64_t batches = 0;
        std::uint64_t failed = 0;
        std::uint64_t largest_batch = 0;
        double commit_ms = 0; // wall time spent in transactions
        double longest_commit_ms = 0;
    };
    Stats stats();

private:
    struct Job {
        std::string key;
        Write write;
        Done done;
    };
    struct Lane; // a thread running `done`s
    void run();
    void write_batch(std::deque<Job>& batch);
    void finished(std::uint64_t jobs);

    Database& db_;
    Options options_;
    std::mutex mutex_;
    std::condition_variable wake_; // work queued or stopping
    std::condition_variable idle_; // jobs finished
    std::deque<Job> queue_;
    std::uint64_t submitted_ = 0;
    std::uint64_t finished_ = 0;
    bool stopping_ = false;
    Stats stats_;
    std::vector<std::unique_ptr<Lane>> lanes_;
    std::mutex join_mutex_;
    std::thread thread_;
};

} // namespace academy::store
