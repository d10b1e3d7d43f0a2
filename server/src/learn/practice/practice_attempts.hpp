// Practice attempts in progress, held in memory by the server with an expiry: the attempt's
// position, moves and status never leave the server, so a client can only propose moves.
#pragma once

#include "learn/practice/practice_judge.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace academy::learn::practice {

struct AttemptBookOptions {
    std::int64_t idle_ms = 2 * 60 * 60 * 1000; // an attempt untouched this long is forgotten
    std::size_t capacity = 20'000; // beyond it, the attempt idle longest is forgotten first
};

class AttemptBook {
public:
    explicit AttemptBook(AttemptBookOptions options = {})
        : options_(options)
    {
    }

    // A new attempt with an unguessable id (128 random bits, hex).
    Attempt open(const PracticePosition& position, std::int64_t user_id, std::int64_t now_ms);

    // Runs `fn` on the attempt while holding it alone (two moves sent at once are judged one
    // after the other); false when there is no such attempt or it has expired.
    bool with(const std::string& id, std::int64_t now_ms, const std::function<void(Attempt&)>& fn);

    std::size_t size();

private:
    struct Entry {
        std::mutex mutex;
        Attempt attempt;
        std::int64_t touched_ms = 0;
    };
    void evict(std::int64_t now_ms);

    AttemptBookOptions options_;
    std::mutex mutex_;
    std::map<std::string, std::shared_ptr<Entry>> entries_;
};

} // namespace academy::learn::practice
