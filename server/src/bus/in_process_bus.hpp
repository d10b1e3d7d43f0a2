// The default bus: one node, everything in this process's memory. Messages are delivered on a
// thread of its own, like the Redis bus's, so code written against one behaves on the other.
#pragma once

#include "bus/bus.hpp"

#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <set>
#include <thread>

namespace academy::bus {

class InProcessBus final : public Bus {
public:
    InProcessBus() = default;
    ~InProcessBus() override { stop(); }

    bool shared() const override { return false; }
    const std::string& node() const override { return node_; }
    void subscribe(const std::string& channel, Handler handler) override;
    void start() override;
    void stop() override;
    void publish(const std::string& channel, std::string payload) override;

    bool acquire(const std::string& key, std::int64_t ttl_ms) override;
    std::vector<std::string> acquire_free(
        const std::vector<std::string>& keys, std::int64_t ttl_ms) override;
    std::vector<std::string> renew(
        const std::vector<std::string>& keys, std::int64_t ttl_ms) override;
    void release(const std::string& key) override;
    std::optional<std::string> holder(const std::string& key) override;
    std::vector<std::optional<std::string>> holders(const std::vector<std::string>& keys) override;

    void hash_set(const std::string& key, const std::string& field, std::string value) override;
    bool hash_del(const std::string& key, const std::string& field) override;
    std::optional<std::string> hash_get(const std::string& key, const std::string& field) override;
    // In memory nothing waits: done at once.
    void hash_set_later(
        const std::string& key, const std::string& field, std::string value) override
    {
        hash_set(key, field, std::move(value));
    }
    void hash_del_later(const std::string& key, const std::string& field) override
    {
        hash_del(key, field);
    }
    std::vector<std::pair<std::string, std::string>> hash_all(const std::string& key) override;
    std::vector<std::optional<std::string>> hash_get_many(
        const std::string& key, const std::vector<std::string>& fields) override;
    std::size_t hash_set_only(const std::string& key, const std::vector<std::string>& others,
        const std::string& field, std::string value) override;
    std::vector<bool> hash_take_pairs(const std::string& key,
        const std::vector<std::pair<std::string, std::string>>& pairs) override;
    std::size_t hash_size(const std::string& key) override;
    void set_add(const std::string& key, const std::string& member) override;
    void set_remove(const std::string& key, const std::string& member) override;
    std::vector<std::string> set_members(const std::string& key) override;
    std::int64_t hit(const std::string& key, std::int64_t window_ms) override;

private:
    using Time = std::chrono::steady_clock::time_point;
    bool held(const std::string& key, Time now); // mutex_ held

    const std::string node_ = "0";
    std::mutex mutex_;
    std::condition_variable wake_;
    std::multimap<std::string, Handler> handlers_;
    std::deque<std::pair<std::string, std::string>> queue_;
    bool stopping_ = false;
    std::thread worker_;
    std::map<std::string, Time> leases_; // key -> expiry (this node holds them all)
    std::map<std::string, std::map<std::string, std::string>> hashes_;
    std::map<std::string, std::set<std::string>> sets_;
    std::map<std::string, std::pair<Time, std::int64_t>> counters_; // key -> (expiry, count)
};

} // namespace academy::bus
