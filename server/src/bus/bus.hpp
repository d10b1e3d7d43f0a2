// The bus between `academy serve` nodes: publish/subscribe, game ownership leases, a few shared
// maps and counters. The in-process bus (the default) is one node talking to itself; the Redis
// bus (`--redis redis://host:port`) is shared by every node pointed at the same Redis. play/ sees
// only this interface; hiredis stays inside redis_bus.cpp.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace academy::bus {

// Runs on the bus's own thread, one message at a time, in the order they were published (per
// publisher): it must not block for long.
using Handler = std::function<void(std::string_view payload)>;

class Bus {
public:
    virtual ~Bus() = default;

    // Whether other nodes may share it: false for the in-process bus, which lets play/ keep its
    // one-node paths (no forwarding, no shared pools).
    virtual bool shared() const = 0;
    // This node's name among the nodes of the bus: a small number, unique while the bus lives.
    virtual const std::string& node() const = 0;

    // Subscribes before start(); start() begins delivering. stop() ends delivery and publishing
    // (what is queued is sent first).
    virtual void subscribe(const std::string& channel, Handler handler) = 0;
    virtual void start() = 0;
    virtual void stop() = 0;
    // Queues a message for every subscriber of `channel`; never blocks on the network.
    virtual void publish(const std::string& channel, std::string payload) = 0;

    // Leases: a key held by one node until it expires. acquire() takes a free key or extends one
    // this node holds; acquire_free() takes only free keys and returns those it took; renew()
    // extends the keys this node still holds (compare-and-set by node), takes back those that
    // expired without anyone taking them, and returns those another node holds now; release()
    // frees a key only if this node holds it. renew() has a connection of its own on the Redis
    // bus, so a node busy with other commands never lets its leases lapse. It also keeps this
    // node's name from being given to another node after Redis lost its state.
    virtual bool acquire(const std::string& key, std::int64_t ttl_ms) = 0;
    virtual std::vector<std::string> acquire_free(
        const std::vector<std::string>& keys, std::int64_t ttl_ms)
        = 0;
    virtual std::vector<std::string> renew(
        const std::vector<std::string>& keys, std::int64_t ttl_ms)
        = 0;
    virtual void release(const std::string& key) = 0;
    virtual std::optional<std::string> holder(const std::string& key) = 0;
    // The holders of many keys in one round trip (nullopt: free), in the order of `keys`.
    virtual std::vector<std::optional<std::string>> holders(const std::vector<std::string>& keys)
        = 0;

    // Shared hashes (field -> value) and sets.
    virtual void hash_set(const std::string& key, const std::string& field, std::string value) = 0;
    // Removes the field; returns whether it was there.
    virtual bool hash_del(const std::string& key, const std::string& field) = 0;
    virtual std::optional<std::string> hash_get(const std::string& key, const std::string& field)
        = 0;
    // The same two queued behind this node's publishes, never waiting on the network (for
    // figures a room updates under its lock, such as its spectator count).
    virtual void hash_set_later(const std::string& key, const std::string& field, std::string value)
        = 0;
    virtual void hash_del_later(const std::string& key, const std::string& field) = 0;
    virtual std::vector<std::pair<std::string, std::string>> hash_all(const std::string& key) = 0;
    // Many fields of one hash in one round trip, in the order of `fields`.
    virtual std::vector<std::optional<std::string>> hash_get_many(
        const std::string& key, const std::vector<std::string>& fields)
        = 0;
    // Sets `field` in `key` and removes it from every hash of `others`, at once; returns the
    // size of `key` after (a seek that replaces the player's seek in another pool).
    virtual std::size_t hash_set_only(const std::string& key,
        const std::vector<std::string>& others, const std::string& field, std::string value)
        = 0;
    // For each pair of fields, at once: removes both when both are in the hash, else neither.
    // Returns whether each pair was taken (a pairing wave claiming its seekers).
    virtual std::vector<bool> hash_take_pairs(
        const std::string& key, const std::vector<std::pair<std::string, std::string>>& pairs)
        = 0;
    virtual std::size_t hash_size(const std::string& key) = 0;
    virtual void set_add(const std::string& key, const std::string& member) = 0;
    virtual void set_remove(const std::string& key, const std::string& member) = 0;
    virtual std::vector<std::string> set_members(const std::string& key) = 0;

    // A counter that starts at zero and is forgotten `window_ms` after its first hit: adds one
    // and returns the count (fixed-window rate limits shared by every node).
    virtual std::int64_t hit(const std::string& key, std::int64_t window_ms) = 0;
};

// "" or "memory": the in-process bus. "redis://host:port[/db]": Redis (throws a clear error when
// the URL is wrong or Redis cannot be reached).
std::unique_ptr<Bus> open_bus(const std::string& url);

} // namespace academy::bus
