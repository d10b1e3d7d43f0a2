#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

namespace academy::net {

// Something the server must be able to close when it shuts down: an idle HTTP keep-alive
// connection or a WebSocket session.
class Closable {
public:
    virtual ~Closable() = default;
    // Posted onto the connection's own strand by the implementation; safe from any thread.
    virtual void close_for_shutdown() = 0;
};

// Every open connection, held weakly, so shutdown can reach them and the limit can count them.
class ConnectionRegistry {
public:
    std::uint64_t add(const std::shared_ptr<Closable>& connection)
    {
        std::lock_guard lock(mutex_);
        const auto id = next_id_++;
        open_[id] = connection;
        return id;
    }
    void remove(std::uint64_t id)
    {
        std::lock_guard lock(mutex_);
        open_.erase(id);
    }
    std::size_t size() const
    {
        std::lock_guard lock(mutex_);
        return open_.size();
    }
    // Copies the weak pointers under the lock and calls out without it (Beast chat-multi style).
    void close_all()
    {
        std::vector<std::weak_ptr<Closable>> targets;
        {
            std::lock_guard lock(mutex_);
            for (auto& [id, weak] : open_)
                targets.push_back(weak);
        }
        for (auto& weak : targets)
            if (auto c = weak.lock())
                c->close_for_shutdown();
    }

private:
    mutable std::mutex mutex_;
    std::uint64_t next_id_ = 1;
    std::map<std::uint64_t, std::weak_ptr<Closable>> open_;
};

} // namespace academy::net
