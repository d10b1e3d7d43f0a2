#include "net/ws_session.hpp"

#include <spdlog/spdlog.h>

namespace academy::net {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;

WsSession::WsSession(websocket::stream<beast::tcp_stream> ws,
    std::shared_ptr<const WsProtocol> protocol, const ServerLimits& limits,
    ConnectionRegistry& registry)
    : ws_(std::move(ws))
    , protocol_(std::move(protocol))
    , limits_(limits)
    , registry_(registry)
{
}

WsSession::~WsSession()
{
    if (id_)
        registry_.remove(id_);
}

asio::awaitable<void> WsSession::run(beast::http::request<beast::http::string_body>& upgrade)
{
    id_ = registry_.add(shared_from_this());
    beast::get_lowest_layer(ws_).expires_never();
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.read_message_max(limits_.ws_message_limit);
    ws_.text(true);

    beast::error_code ec;
    co_await ws_.async_accept(upgrade, asio::redirect_error(asio::use_awaitable, ec));
    if (ec)
        co_return;

    auto self = shared_from_this();
    beast::flat_buffer buffer;
    for (;;) {
        co_await ws_.async_read(buffer, asio::redirect_error(asio::use_awaitable, ec));
        if (ec) {
            if (ec == websocket::error::message_too_big)
                spdlog::debug(
                    "ws {}: message over {} bytes, closing", id_, limits_.ws_message_limit);
            break;
        }
        if (!ws_.got_text()) {
            send_error("Malformed message: binary frames are not supported");
        } else {
            const auto frame = beast::buffers_to_string(buffer.data());
            try {
                protocol_->dispatch(self, frame);
            } catch (const std::exception& e) {
                spdlog::error("ws {}: handler failed: {}", id_, e.what());
                send_error("Server error. Please try again later.");
            }
        }
        buffer.consume(buffer.size());
    }
    if (protocol_->on_close)
        protocol_->on_close(self);
}

void WsSession::send_frame(std::shared_ptr<const std::string> frame)
{
    asio::post(ws_.get_executor(), [self = shared_from_this(), frame = std::move(frame)]() mutable {
        if (self->closing_)
            return;
        if (self->queue_.size() >= self->limits_.ws_send_queue_limit
            || self->queued_bytes_ + frame->size() > self->limits_.ws_send_queue_bytes) {
            // A client that cannot keep up would hold memory without bound: drop it. Bytes count
            // as well as frames: a few large frames weigh more than many small ones.
            spdlog::warn("ws {}: send queue full, disconnecting", self->id_);
            self->close_now(websocket::close_code::policy_error);
            return;
        }
        // Counted in full for each socket: the bound is what one client has not yet read.
        self->queued_bytes_ += frame->size();
        self->queue_.push_back(std::move(frame));
        if (!self->writing_)
            self->write_next();
    });
}

void WsSession::write_next()
{
    if (queue_.empty()) {
        writing_ = false;
        if (pending_close_)
            close_now(*pending_close_);
        return;
    }
    writing_ = true;
    ws_.async_write(asio::buffer(*queue_.front()),
        [self = shared_from_this()](beast::error_code ec, std::size_t) {
            self->queued_bytes_ -= self->queue_.front()->size();
            self->queue_.pop_front();
            if (ec) {
                self->writing_ = false;
                self->queue_.clear();
                self->queued_bytes_ = 0;
                return;
            }
            self->write_next();
        });
}

void WsSession::close_now(websocket::close_reason reason)
{
    // Beast allows one write at a time and a close counts as a write: wait for it.
    if (writing_) {
        if (!pending_close_)
            pending_close_ = reason;
        return;
    }
    if (closing_)
        return;
    closing_ = true;
    queue_.clear();
    queued_bytes_ = 0;
    ws_.async_close(reason, [self = shared_from_this()](beast::error_code) {});
}

void WsSession::close(std::string_view reason)
{
    // Posted after any frame sent before it (one strand, in order): those are written first.
    asio::post(ws_.get_executor(), [self = shared_from_this(), reason = std::string(reason)] {
        self->close_now(websocket::close_reason(websocket::close_code::policy_error, reason));
    });
}

void WsSession::close_for_shutdown()
{
    asio::post(ws_.get_executor(),
        [self = shared_from_this()] { self->close_now(websocket::close_code::going_away); });
}

} // namespace academy::net
