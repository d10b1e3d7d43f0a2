// The Redis bus (`--redis redis://host:port[/db]`), over hiredis: a few command connections for
// leases and shared state, one publishing thread that pipelines every queued PUBLISH, and one
// subscribed connection whose thread delivers messages. Leases are `SET key node NX PX ttl`,
// renewed and released by small Lua scripts that compare the holder first.
#pragma once

#include "bus/bus.hpp"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

struct redisContext;
struct redisReply;

namespace academy::bus {

struct RedisAddress {
    std::string host = "127.0.0.1";
    int port = 6379;
    int db = 0;
};
// Parses "redis://host:port[/db]"; throws std::invalid_argument with what is wrong.
RedisAddress parse_redis_url(const std::string& url);

class RedisBus final : public Bus {
public:
    explicit RedisBus(RedisAddress address);
    ~RedisBus() override;

    bool shared() const override { return true; }
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
    void hash_set_later(
        const std::string& key, const std::string& field, std::string value) override;
    void hash_del_later(const std::string& key, const std::string& field) override;
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
    struct ContextDeleter {
        void operator()(redisContext* c) const;
    };
    struct ReplyDeleter {
        void operator()(redisReply* r) const;
    };
    using Context = std::unique_ptr<redisContext, ContextDeleter>;
    using Reply = std::unique_ptr<redisReply, ReplyDeleter>;
    struct Pooled {
        std::mutex mutex;
        Context context;
    };

    Context connect() const; // throws when Redis cannot be reached
    // One command on a pooled connection (reconnecting once if the connection broke); throws
    // on a network or Redis error.
    Reply command(const std::vector<std::string>& argv);
    Reply command_on(Pooled& slot, const std::vector<std::string>& argv);
    std::vector<std::optional<std::string>> optionals(const Reply& reply) const;
    std::vector<std::string> strings(const Reply& reply) const;
    void publisher();
    void subscriber();

    RedisAddress address_;
    std::string node_;
    std::vector<std::unique_ptr<Pooled>> pool_;
    Pooled lease_; // renewals only: never queued behind the pool's commands
    std::atomic<std::size_t> next_ { 0 };

    std::mutex mutex_;
    std::condition_variable wake_;
    // Commands for the publishing thread (PUBLISH, and the *_later ones), in order.
    std::deque<std::vector<std::string>> outbox_;
    void post(std::vector<std::string> argv);
    std::multimap<std::string, Handler> handlers_;
    bool stopping_ = false;
    std::atomic<bool> subscribed_ = false;
    std::thread publisher_;
    std::thread subscriber_;
};

} // namespace academy::bus
