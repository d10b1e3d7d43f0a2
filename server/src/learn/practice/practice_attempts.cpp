#include "learn/practice/practice_attempts.hpp"

#include <random>

namespace academy::learn::practice {

namespace {

    std::string random_id()
    {
        static std::mutex mutex;
        static std::random_device device;
        std::lock_guard lock(mutex);
        static const char* hex = "0123456789abcdef";
        std::string id;
        for (int i = 0; i < 4; ++i) {
            auto word = device();
            for (int j = 0; j < 8; ++j, word >>= 4)
                id += hex[word & 15];
        }
        return id;
    }

} // namespace

void AttemptBook::evict(std::int64_t now_ms)
{
    // Called with mutex_ held. Entries being judged keep their shared_ptr alive.
    for (auto it = entries_.begin(); it != entries_.end();)
        if (now_ms - it->second->touched_ms > options_.idle_ms)
            it = entries_.erase(it);
        else
            ++it;
    while (entries_.size() >= options_.capacity && !entries_.empty()) {
        auto oldest = entries_.begin();
        for (auto it = entries_.begin(); it != entries_.end(); ++it)
            if (it->second->touched_ms < oldest->second->touched_ms)
                oldest = it;
        entries_.erase(oldest);
    }
}

Attempt AttemptBook::open(
    const PracticePosition& position, std::int64_t user_id, std::int64_t now_ms)
{
    auto entry = std::make_shared<Entry>();
    entry->touched_ms = now_ms;
    std::lock_guard lock(mutex_);
    evict(now_ms);
    std::string id;
    do
        id = random_id();
    while (entries_.count(id));
    entry->attempt = start_attempt(position, id, user_id);
    entries_.emplace(id, entry);
    return entry->attempt;
}

bool AttemptBook::with(
    const std::string& id, std::int64_t now_ms, const std::function<void(Attempt&)>& fn)
{
    std::shared_ptr<Entry> entry;
    {
        std::lock_guard lock(mutex_);
        const auto it = entries_.find(id);
        if (it == entries_.end())
            return false;
        if (now_ms - it->second->touched_ms > options_.idle_ms) {
            entries_.erase(it);
            return false;
        }
        it->second->touched_ms = now_ms;
        entry = it->second;
    }
    std::lock_guard hold(entry->mutex);
    fn(entry->attempt);
    return true;
}

std::size_t AttemptBook::size()
{
    std::lock_guard lock(mutex_);
    return entries_.size();
}

} // namespace academy::learn::practice
