#pragma once

// Internal to net/: includes Beast.
#include <utility>

#include "net/connection_registry.hpp"
#include "net/http_server.hpp"
#include "net/ws_protocol.hpp"

#include <boost/asio.hpp>
#include <boost/beast.hpp>

#include <deque>

namespace academy::net {

// One WebSocket client: a read loop (coroutine) and a write queue with one write in flight, both
// on the connection's strand (Beast's chat-multi design).
class WsSession final : public WsConnection,
                        public Closable,
                        public std::enable_shared_from_this<WsSession> {
public:
    WsSession(boost::beast::websocket::stream<boost::beast::tcp_stream> ws,
        std::shared_ptr<const WsProtocol> protocol, const ServerLimits& limits,
        ConnectionRegistry& registry);
    ~WsSession() override;

    // Completes the handshake for the upgrade request, then reads until the client goes.
    boost::asio::awaitable<void> run(
        boost::beast::http::request<boost::beast::http::string_body>& upgrade);

    std::uint64_t id() const override { return id_; }
    void send_frame(std::shared_ptr<const std::string> frame) override;
    void close(std::string_view reason) override;
    void close_for_shutdown() override;

private:
    void write_next();
    void close_now(boost::beast::websocket::close_reason reason);

    boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
    std::shared_ptr<const WsProtocol> protocol_;
    ServerLimits limits_;
    ConnectionRegistry& registry_;
    std::uint64_t id_ = 0;
    std::deque<std::shared_ptr<const std::string>>
        queue_; // frames may be shared with other sockets
    std::size_t queued_bytes_ = 0;
    bool writing_ = false;
    bool closing_ = false;
    std::optional<boost::beast::websocket::close_reason> pending_close_;
};

} // namespace academy::net
