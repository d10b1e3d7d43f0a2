#include "net/ws_protocol.hpp"

#include "net/request_reader.hpp"

#include <chrono>
#include <cmath>

namespace academy::net {

WsProtocol::WsProtocol()
{
    // Heartbeat: the client sends `ping` every 25 s and marks the connection healthy on `pong`.
    on("ping", [](const std::shared_ptr<WsConnection>& c, const nlohmann::json& data) {
        const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::system_clock::now().time_since_epoch())
                             .count();
        nlohmann::json reply { { "serverTime", now } };
        // Echoed back, so it must be what it says — a number — and never a payload the server
        // would store in every queued pong (issue 11: 60 KB timestamps pinned 67 MB per socket).
        RequestReader in(data);
        const auto timestamp = in.field<std::optional<double>>(
            "timestamp", { .message = "Malformed ping: timestamp must be a number" });
        if (!in && in.shape("timestamp") != Shape::absent) {
            c->send_error(in.message());
            return;
        }
        if (timestamp) {
            // As sent: a whole number stays one (Date.now() in the browser).
            const double t = *timestamp;
            reply["timestamp"] = std::floor(t) == t && std::fabs(t) < 9e15
                ? nlohmann::json(static_cast<std::int64_t>(t))
                : nlohmann::json(t);
        }
        c->send("pong", reply);
    });
}

std::string ws_frame(std::string_view event, const nlohmann::json& data)
{
    return nlohmann::json { { "event", event }, { "data", data } }.dump(
        -1, ' ', false, nlohmann::json::error_handler_t::replace);
}

void WsConnection::send(std::string_view event, const nlohmann::json& data)
{
    send_frame(std::make_shared<const std::string>(ws_frame(event, data)));
}

void WsProtocol::on(std::string event, WsEventHandler handler)
{
    handlers_[std::move(event)] = std::move(handler);
}

void WsProtocol::dispatch(
    const std::shared_ptr<WsConnection>& connection, std::string_view frame) const
{
    const auto message = nlohmann::json::parse(frame, nullptr, false);
    RequestReader in(message); // no place: every frame of live play comes this way
    if (!in) {
        connection->send_error(
            "Malformed message: expected a JSON object {\"event\": ..., \"data\": ...}");
        return;
    }
    const auto name = in.field<std::string>("event");
    if (!in) {
        connection->send_error("Malformed message: missing \"event\" name");
        return;
    }
    const auto handler = handlers_.find(name);
    if (handler == handlers_.end()) {
        connection->send_error("Unknown event '" + name + "'");
        return;
    }
    static const nlohmann::json empty = nlohmann::json::object();
    const auto data = message.find("data");
    handler->second(connection, data == message.end() ? empty : *data);
}

} // namespace academy::net
