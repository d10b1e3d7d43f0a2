#include "net/play_socket.hpp"

#include <map>
#include <mutex>

namespace academy::net {

namespace {

    // A socket as play/ sees it; holds the connection weakly so a closed socket is not kept alive.
    class SocketPeer final : public play::Peer {
    public:
        explicit SocketPeer(const std::shared_ptr<WsConnection>& c)
            : id_(c->id())
            , connection_(c)
        {
        }
        std::uint64_t id() const override { return id_; }
        void send(std::string_view event, const nlohmann::json& data) override
        {
            if (auto c = connection_.lock())
                c->send(event, data);
        }

    private:
        std::uint64_t id_;
        std::weak_ptr<WsConnection> connection_;
    };

    struct Peers {
        std::mutex mutex;
        std::map<std::uint64_t, std::shared_ptr<SocketPeer>> by_id;

        std::shared_ptr<SocketPeer> get(const std::shared_ptr<WsConnection>& c)
        {
            std::lock_guard lock(mutex);
            auto& p = by_id[c->id()];
            if (!p)
                p = std::make_shared<SocketPeer>(c);
            return p;
        }
        bool remove(std::uint64_t id)
        {
            std::lock_guard lock(mutex);
            return by_id.erase(id) > 0;
        }
    };

} // namespace

void add_play_socket(WsProtocol& protocol, play::PlayService& service)
{
    auto peers = std::make_shared<Peers>();
    for (const auto& name : play::PlayService::events())
        protocol.on(name,
            [&service, peers, name](const std::shared_ptr<WsConnection>& c,
                const nlohmann::json& data) { service.handle(peers->get(c), name, data); });
    auto previous = protocol.on_close;
    protocol.on_close = [&service, peers, previous](const std::shared_ptr<WsConnection>& c) {
        if (previous)
            previous(c);
        if (peers->remove(c->id()))
            service.disconnected(c->id());
    };
}

} // namespace academy::net
