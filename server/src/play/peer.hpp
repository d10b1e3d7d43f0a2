// A socket as the play service sees it. net/play_socket.cpp implements Peer over a WebSocket.
#pragma once

#include "play/events.hpp"

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>

namespace academy::play {

// One event bound for several sockets (everyone in a room). Whoever delivers it makes its wire
// bytes once, on the first send, and hands the same bytes to every socket: a move watched by a
// hundred spectators is serialised once, not a hundred times. play/ never looks at the bytes.
class SharedEvent {
public:
    explicit SharedEvent(Event event)
        : event_(std::move(event))
    {
    }
    SharedEvent(const SharedEvent&) = delete;
    SharedEvent& operator=(const SharedEvent&) = delete;

    const Event& event() const { return event_; }
    // The bytes `encode(event())` makes, made by the first caller only.
    template <class Encode> std::shared_ptr<const std::string> bytes(Encode&& encode) const
    {
        std::call_once(
            once_, [&] { bytes_ = std::make_shared<const std::string>(encode(event_)); });
        return bytes_;
    }

private:
    Event event_;
    mutable std::once_flag once_;
    mutable std::shared_ptr<const std::string> bytes_;
};

class Peer {
public:
    virtual ~Peer() = default;
    virtual std::uint64_t id() const = 0;
    // Thread-safe and never blocks: the service sends while it holds a room's lock.
    virtual void send(const Event& event) = 0;
    // A room's event: the same for every socket of the room.
    virtual void send(const SharedEvent& event) { send(event.event()); }
    // Bytes another node already made for this socket (play/cluster.cpp): sent as they are.
    virtual void send_frame(std::shared_ptr<const std::string> bytes) { (void)bytes; }
    // Closes the socket once what was sent before is written (its account's sessions ended).
    // Thread-safe and never blocks. A socket of another node is closed by its own node.
    virtual void close() { }
};

} // namespace academy::play
