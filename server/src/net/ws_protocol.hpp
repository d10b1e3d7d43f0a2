#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>

namespace academy::net {

// One WebSocket client as the protocol handlers see it. Sending is thread-safe and never blocks:
// frames queue on the connection's strand with one write in flight.
class WsConnection {
public:
    virtual ~WsConnection() = default;
    virtual std::uint64_t id() const = 0;
    // Queues a whole frame. Shared, so that one event for many sockets is serialised once and
    // the same bytes wait in every socket's queue.
    virtual void send_frame(std::shared_ptr<const std::string> frame) = 0;
    // Closes the connection (code 1008, reason `reason`) once the frames queued before are
    // written. Thread-safe and never blocks.
    virtual void close(std::string_view reason) = 0;
    void send(std::string_view event, const nlohmann::json& data);
    void send_error(std::string_view message) { send("error", { { "message", message } }); }
};

// The text of a frame, {"event": ..., "data": ...}; invalid UTF-8 is replaced, never thrown on.
std::string ws_frame(std::string_view event, const nlohmann::json& data);

using WsEventHandler
    = std::function<void(const std::shared_ptr<WsConnection>&, const nlohmann::json& data)>;

// Event name -> handler, the way lila dispatches socket messages. Unknown events and malformed
// frames are answered with an `error` event and the connection stays open.
class WsProtocol {
public:
    WsProtocol();
    void on(std::string event, WsEventHandler handler);
    // Called on the connection's strand for every text frame received.
    void dispatch(const std::shared_ptr<WsConnection>& connection, std::string_view frame) const;
    std::function<void(const std::shared_ptr<WsConnection>&)> on_close;

private:
    std::map<std::string, WsEventHandler, std::less<>> handlers_;
};

} // namespace academy::net
