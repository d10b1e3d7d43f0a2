#include "net/play_socket.hpp"

#include "net/play_json.hpp"

#include <spdlog/spdlog.h>

#include <mutex>

namespace academy::net {

using json = nlohmann::json;

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
        void send(const play::Event& event) override
        {
            if (auto c = connection_.lock())
                c->send_frame(std::make_shared<const std::string>(encode_frame(event)));
        }
        void send(const play::SharedEvent& event) override
        {
            if (auto c = connection_.lock())
                c->send_frame(event.bytes([](const play::Event& e) { return encode_frame(e); }));
        }
        void send_frame(std::shared_ptr<const std::string> bytes) override
        {
            if (auto c = connection_.lock())
                c->send_frame(std::move(bytes));
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

    void send_error(const play::Caller& s, std::string message, std::string_view event)
    {
        s.peer->send(play::ErrorEvent { std::move(message), std::string(event), {} });
    }

    // What every play event shares: the socket's session is opened by its first event, `data`
    // must be an object, every event but authenticate wants a signed-in socket, and a handler
    // that throws is answered with the catalogue's server error. `name` is the event as received.
    template <class Body> PlayHandler checked(std::string name, bool needs_player, Body body)
    {
        return [name = std::move(name), needs_player, body = std::move(body)](
                   play::PlayService& service, const std::shared_ptr<play::Peer>& peer,
                   const json& data) {
            const auto s = service.caller(peer);
            if (!data.is_object()) {
                send_error(s, "Malformed message: \"data\" must be an object", name);
                return;
            }
            try {
                if (needs_player && !s.player) {
                    send_error(s, "Not authenticated: send authenticate with a token first", name);
                    return;
                }
                body(service, s, data);
            } catch (const std::exception& e) {
                spdlog::error("play: {} failed: {}", name, e.what());
                send_error(s, "Server error. Please try again later.", name);
            }
        };
    }

    // The game a frame names; one that names none is answered "Missing gameId" for `action`.
    std::optional<std::string> game_of(
        const play::Caller& s, const json& data, std::string_view action)
    {
        auto id = game_id_field(data);
        if (!id)
            send_error(s, "Missing gameId", action);
        return id;
    }

    // An event that names a game and nothing else; `action` is the name its errors carry.
    using GameAction = void (play::PlayService::*)(const play::Caller&, const std::string&);
    PlayHandler game_action(std::string name, std::string action, GameAction method)
    {
        return checked(std::move(name), true,
            [action = std::move(action), method](
                play::PlayService& service, const play::Caller& s, const json& data) {
                if (const auto id = game_of(s, data, action))
                    (service.*method)(s, *id);
            });
    }

    PlayHandler authenticate()
    {
        return checked("authenticate", false,
            [](play::PlayService& service, const play::Caller& s, const json& data) {
                std::optional<std::string> token;
                if (const auto t = data.find("token"); t != data.end() && t->is_string())
                    token = t->get<std::string>();
                service.authenticate(s, token);
            });
    }

    PlayHandler join_matchmaking()
    {
        return checked("join_matchmaking", true,
            [](play::PlayService& service, const play::Caller& s, const json& data) {
                const auto* tc = time_control_field(data);
                if (!tc) {
                    send_error(s,
                        "Unknown time control: choose one of 1+0, 2+1, 3+0, 3+2, 5+0, 5+3, 10+0, "
                        "15+10, 30+0",
                        "join_matchmaking");
                    return;
                }
                service.join_matchmaking(s, *tc);
            });
    }

    PlayHandler leave_matchmaking()
    {
        return checked("leave_matchmaking", true,
            [](play::PlayService& service, const play::Caller& s, const json&) {
                service.leave_matchmaking(s);
            });
    }

    PlayHandler make_move()
    {
        return checked("make_move", true,
            [](play::PlayService& service, const play::Caller& s, const json& data) {
                const auto id = game_of(s, data, "make_move");
                if (!id)
                    return;
                play::MoveRequest request { *id, std::nullopt, std::nullopt };
                if (const auto mv = data.find("move"); mv != data.end())
                    request.uci = move_field(*mv);
                if (const auto t = data.find("timeLeft"); t != data.end() && t->is_number())
                    request.time_left = t->get<std::int64_t>();
                service.make_move(s, request);
            });
    }

    PlayHandler chat(std::string name)
    {
        return checked(std::move(name), true,
            [](play::PlayService& service, const play::Caller& s, const json& data) {
                if (const auto id = game_of(s, data, "send_chat_message"))
                    service.send_chat_message(s, { *id, chat_text_field(data) });
            });
    }

    PlayHandler join_game(std::string name, bool reconnect)
    {
        return checked(std::move(name), true,
            [reconnect](play::PlayService& service, const play::Caller& s, const json& data) {
                const auto id = game_id_field(data);
                if (!id) {
                    s.peer->send(play::JoinGameError { {}, "Missing gameId" });
                    return;
                }
                service.join_game(s, *id, reconnect);
            });
    }

    PlayHandler challenge_player()
    {
        return checked("challenge_player", true,
            [](play::PlayService& service, const play::Caller& s, const json& data) {
                const auto name = data.find("username");
                if (name == data.end() || !name->is_string() || name->get<std::string>().empty()
                    || name->get<std::string>().size() > 64) {
                    send_error(s, "Missing username", "challenge_player");
                    return;
                }
                const auto* tc = time_control_field(data);
                if (!tc) {
                    send_error(s,
                        "Unknown time control: choose one of 1+0, 2+1, 3+0, 3+2, 5+0, 5+3, 10+0, "
                        "15+10, 30+0",
                        "challenge_player");
                    return;
                }
                service.challenge(s, name->get<std::string>(), *tc);
            });
    }

    // accept_challenge, decline_challenge, cancel_challenge: {challengeId}.
    using ChallengeAction = void (play::PlayService::*)(const play::Caller&, const std::string&);
    PlayHandler challenge_action(std::string name, ChallengeAction method)
    {
        return checked(name, true,
            [name, method](play::PlayService& service, const play::Caller& s, const json& data) {
                const auto id = data.find("challengeId");
                if (id == data.end() || !id->is_string() || id->get<std::string>().empty()) {
                    send_error(s, "Missing challengeId", name);
                    return;
                }
                (service.*method)(s, id->get<std::string>());
            });
    }

} // namespace

const std::map<std::string, PlayHandler, std::less<>>& play_handlers()
{
    using S = play::PlayService;
    static const std::map<std::string, PlayHandler, std::less<>> handlers {
        { "authenticate", authenticate() },
        { "join_matchmaking", join_matchmaking() },
        { "leave_matchmaking", leave_matchmaking() },
        { "challenge_player", challenge_player() },
        { "accept_challenge", challenge_action("accept_challenge", &S::accept_challenge) },
        { "decline_challenge", challenge_action("decline_challenge", &S::decline_challenge) },
        { "cancel_challenge", challenge_action("cancel_challenge", &S::cancel_challenge) },
        { "make_move", make_move() },
        { "offer_draw", game_action("offer_draw", "offer_draw", &S::offer_draw) },
        { "accept_draw", game_action("accept_draw", "accept_draw", &S::accept_draw) },
        { "decline_draw", game_action("decline_draw", "decline_draw", &S::decline_draw) },
        { "resign_game", game_action("resign_game", "resign_game", &S::resign) },
        { "resign", game_action("resign", "resign_game", &S::resign) },
        { "abort_game", game_action("abort_game", "abort_game", &S::abort_game) },
        { "claim_victory", game_action("claim_victory", "claim_victory", &S::claim_victory) },
        { "send_chat_message", chat("send_chat_message") },
        { "chat_message", chat("chat_message") },
        { "join_game", join_game("join_game", false) },
        { "reconnect_to_game", join_game("reconnect_to_game", true) },
        { "join_game_as_spectator",
            game_action(
                "join_game_as_spectator", "join_game_as_spectator", &S::join_as_spectator) },
        { "leave_game_as_spectator",
            game_action(
                "leave_game_as_spectator", "leave_game_as_spectator", &S::leave_as_spectator) },
    };
    return handlers;
}

void add_play_socket(WsProtocol& protocol, play::PlayService& service)
{
    auto peers = std::make_shared<Peers>();
    service.set_event_encoder([](const play::Event& e) { return encode_frame(e); });
    for (const auto& [name, handler] : play_handlers())
        protocol.on(name,
            [&service, peers, &handler = handler](const std::shared_ptr<WsConnection>& c,
                const json& data) { handler(service, peers->get(c), data); });
    auto previous = protocol.on_close;
    protocol.on_close = [&service, peers, previous](const std::shared_ptr<WsConnection>& c) {
        if (previous)
            previous(c);
        if (peers->remove(c->id()))
            service.disconnected(c->id());
    };
}

} // namespace academy::net
