#include "net/ws_protocol.hpp"

#include <chrono>

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
        if (data.is_object() && data.contains("timestamp") && !data["timestamp"].is_null()) {
            if (!data["timestamp"].is_number()) {
                c->send_error("Malformed ping: timestamp must be a number");
                return;
            }
            reply["timestamp"] = data["timestamp"];
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
    if (message.is_discarded() || !message.is_object()) {
        connection->send_error(
            "Malformed message: expected a JSON object {\"event\": ..., \"data\": ...}");
        return;
    }
    const auto event = message.find("event");
    if (event == message.end() || !event->is_string()) {
        connection->send_error("Malformed message: missing \"event\" name");
        return;
    }
    const auto name = event->get<std::string>();
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
