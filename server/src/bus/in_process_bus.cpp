#include "bus/in_process_bus.hpp"

namespace academy::bus {

using std::chrono::milliseconds;
using std::chrono::steady_clock;

void InProcessBus::subscribe(const std::string& channel, Handler handler)
{
    std::lock_guard lock(mutex_);
    handlers_.emplace(channel, std::move(handler));
}

void InProcessBus::start()
{
    std::lock_guard lock(mutex_);
    if (worker_.joinable())
        return;
    worker_ = std::thread([this] {
        std::unique_lock lock(mutex_);
        for (;;) {
            wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
            if (queue_.empty())
                return;
            auto [channel, payload] = std::move(queue_.front());
            queue_.pop_front();
            std::vector<Handler*> targets;
            for (auto [it, end] = handlers_.equal_range(channel); it != end; ++it)
                targets.push_back(&it->second);
            lock.unlock();
            for (auto* h : targets)
                (*h)(payload);
            lock.lock();
        }
    });
}

void InProcessBus::stop()
{
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    if (worker_.joinable() && worker_.get_id() != std::this_thread::get_id())
        worker_.join();
}

void InProcessBus::publish(const std::string& channel, std::string payload)
{
    {
        std::lock_guard lock(mutex_);
        if (stopping_)
            return;
        queue_.emplace_back(channel, std::move(payload));
    }
    wake_.notify_one();
}

bool InProcessBus::held(const std::string& key, Time now)
{
    auto it = leases_.find(key);
    if (it == leases_.end())
        return false;
    if (it->second <= now) {
        leases_.erase(it);
        return false;
    }
    return true;
}

bool InProcessBus::acquire(const std::string& key, std::int64_t ttl_ms)
{
    std::lock_guard lock(mutex_);
    leases_[key] = steady_clock::now() + milliseconds(ttl_ms);
    return true;
}

std::vector<std::string> InProcessBus::acquire_free(
    const std::vector<std::string>& keys, std::int64_t ttl_ms)
{
    std::lock_guard lock(mutex_);
    const auto now = steady_clock::now();
    std::vector<std::string> taken;
    for (const auto& k : keys)
        if (!held(k, now)) {
            leases_[k] = now + milliseconds(ttl_ms);
            taken.push_back(k);
        }
    return taken;
}

std::vector<std::string> InProcessBus::renew(
    const std::vector<std::string>& keys, std::int64_t ttl_ms)
{
    std::lock_guard lock(mutex_);
    const auto now = steady_clock::now();
    // One node: nobody else can take a key, so an expired one is simply taken again.
    for (const auto& k : keys)
        leases_[k] = now + milliseconds(ttl_ms);
    return {};
}

void InProcessBus::release(const std::string& key)
{
    std::lock_guard lock(mutex_);
    leases_.erase(key);
}

std::optional<std::string> InProcessBus::holder(const std::string& key)
{
    std::lock_guard lock(mutex_);
    if (held(key, steady_clock::now()))
        return node_;
    return std::nullopt;
}

std::vector<std::optional<std::string>> InProcessBus::holders(const std::vector<std::string>& keys)
{
    std::vector<std::optional<std::string>> out;
    for (const auto& k : keys)
        out.push_back(holder(k));
    return out;
}

void InProcessBus::hash_set(const std::string& key, const std::string& field, std::string value)
{
    std::lock_guard lock(mutex_);
    hashes_[key][field] = std::move(value);
}

bool InProcessBus::hash_del(const std::string& key, const std::string& field)
{
    std::lock_guard lock(mutex_);
    auto it = hashes_.find(key);
    return it != hashes_.end() && it->second.erase(field) > 0;
}

std::optional<std::string> InProcessBus::hash_get(const std::string& key, const std::string& field)
{
    std::lock_guard lock(mutex_);
    auto it = hashes_.find(key);
    if (it == hashes_.end())
        return std::nullopt;
    auto f = it->second.find(field);
    if (f == it->second.end())
        return std::nullopt;
    return f->second;
}

std::vector<std::pair<std::string, std::string>> InProcessBus::hash_all(const std::string& key)
{
    std::lock_guard lock(mutex_);
    auto it = hashes_.find(key);
    if (it == hashes_.end())
        return {};
    return { it->second.begin(), it->second.end() };
}

std::vector<std::optional<std::string>> InProcessBus::hash_get_many(
    const std::string& key, const std::vector<std::string>& fields)
{
    std::vector<std::optional<std::string>> out;
    for (const auto& f : fields)
        out.push_back(hash_get(key, f));
    return out;
}

std::size_t InProcessBus::hash_set_only(const std::string& key,
    const std::vector<std::string>& others, const std::string& field, std::string value)
{
    std::lock_guard lock(mutex_);
    for (const auto& o : others)
        if (auto it = hashes_.find(o); it != hashes_.end())
            it->second.erase(field);
    auto& h = hashes_[key];
    h[field] = std::move(value);
    return h.size();
}

std::vector<bool> InProcessBus::hash_take_pairs(
    const std::string& key, const std::vector<std::pair<std::string, std::string>>& pairs)
{
    std::lock_guard lock(mutex_);
    auto& h = hashes_[key];
    std::vector<bool> out;
    for (const auto& [a, b] : pairs) {
        const bool both = h.count(a) && h.count(b);
        if (both) {
            h.erase(a);
            h.erase(b);
        }
        out.push_back(both);
    }
    return out;
}

std::size_t InProcessBus::hash_size(const std::string& key)
{
    std::lock_guard lock(mutex_);
    auto it = hashes_.find(key);
    return it == hashes_.end() ? 0 : it->second.size();
}

void InProcessBus::set_add(const std::string& key, const std::string& member)
{
    std::lock_guard lock(mutex_);
    sets_[key].insert(member);
}

void InProcessBus::set_remove(const std::string& key, const std::string& member)
{
    std::lock_guard lock(mutex_);
    if (auto it = sets_.find(key); it != sets_.end())
        it->second.erase(member);
}

std::vector<std::string> InProcessBus::set_members(const std::string& key)
{
    std::lock_guard lock(mutex_);
    auto it = sets_.find(key);
    if (it == sets_.end())
        return {};
    return { it->second.begin(), it->second.end() };
}

std::int64_t InProcessBus::hit(const std::string& key, std::int64_t window_ms)
{
    std::lock_guard lock(mutex_);
    const auto now = steady_clock::now();
    auto& [expiry, count] = counters_[key];
    if (expiry <= now) {
        expiry = now + milliseconds(window_ms);
        count = 0;
    }
    return ++count;
}

} // namespace academy::bus
