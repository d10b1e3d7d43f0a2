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
        void close() override
        {
            if (auto c = connection_.lock())
                c->close("signed out");
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

    constexpr std::string_view kUnknownTimeControl
        = "Unknown time control: choose one of 1+0, 2+1, 3+0, 3+2, 5+0, 5+3, 10+0, 15+10, 30+0";

    // What every play event shares: the socket's session is opened by its first event, `data`
    // must be an object, every event but authenticate wants a signed-in socket, and a handler
    // that throws is answered with the catalogue's server error. `name` is the event as received.
    // The handler reads `data` through one RequestReader (no place: this is the live-play path).
    template <class Body> PlayHandler checked(std::string name, bool needs_player, Body body)
    {
        return [name = std::move(name), needs_player, body = std::move(body)](
                   play::PlayService& service, const std::shared_ptr<play::Peer>& peer,
                   const json& data) {
            const auto s = service.caller(peer);
            RequestReader in(data);
            if (!in) {
                send_error(s, "Malformed message: \"data\" must be an object", name);
                return;
            }
            try {
                if (needs_player && !s.player) {
                    send_error(s, "Not authenticated: send authenticate with a token first", name);
                    return;
                }
                body(service, s, in);
            } catch (const std::exception& e) {
                spdlog::error("play: {} failed: {}", name, e.what());
                send_error(s, "Server error. Please try again later.", name);
            }
        };
    }

    // The game a frame names; one that names none is answered "Missing gameId" for `action`.
    std::optional<std::string> game_of(
        const play::Caller& s, RequestReader& in, std::string_view action)
    {
        auto id = game_id_field(in);
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
                play::PlayService& service, const play::Caller& s, RequestReader& in) {
                if (const auto id = game_of(s, in, action))
                    (service.*method)(s, *id);
            });
    }

    // authenticate {token?}: a token that is not text is no token.
    void authenticate(play::PlayService& service, const play::Caller& s, RequestReader& in)
    {
        const auto token = in.field<std::optional<std::string>>("token");
        service.authenticate(s, in ? token : std::nullopt);
    }

    // join_matchmaking {timeControl: {initial, increment}}
    void join_matchmaking(play::PlayService& service, const play::Caller& s, RequestReader& in)
    {
        const auto* tc = time_control_field(in);
        if (!tc) {
            send_error(s, std::string(kUnknownTimeControl), "join_matchmaking");
            return;
        }
        service.join_matchmaking(s, *tc);
    }

    void leave_matchmaking(play::PlayService& service, const play::Caller& s, RequestReader&)
    {
        service.leave_matchmaking(s);
    }

    // make_move {gameId, move, timeLeft?}: a malformed move reaches the service as none, which
    // answers it with its own words; a timeLeft that is no number is ignored.
    void make_move(play::PlayService& service, const play::Caller& s, RequestReader& in)
    {
        const auto id = game_of(s, in, "make_move");
        if (!id)
            return;
        play::MoveRequest request { *id, move_field(in), std::nullopt };
        const auto time_left
            = in.field<std::optional<double>>("timeLeft", { .min = -9e15, .max = 9e15 });
        if (in && time_left)
            request.time_left = static_cast<std::int64_t>(*time_left);
        service.make_move(s, request);
    }

    // send_chat_message / chat_message {gameId, message}
    void chat(play::PlayService& service, const play::Caller& s, RequestReader& in)
    {
        if (const auto id = game_of(s, in, "send_chat_message"))
            service.send_chat_message(s, { *id, chat_text_field(in) });
    }

    // join_game / reconnect_to_game {gameId}
    PlayHandler join_game(std::string name, bool reconnect)
    {
        return checked(std::move(name), true,
            [reconnect](play::PlayService& service, const play::Caller& s, RequestReader& in) {
                const auto id = game_id_field(in);
                if (!id) {
                    s.peer->send(play::JoinGameError { {}, "Missing gameId" });
                    return;
                }
                service.join_game(s, *id, reconnect);
            });
    }

    // challenge_player {username, timeControl}
    void challenge_player(play::PlayService& service, const play::Caller& s, RequestReader& in)
    {
        const auto name = in.field<std::string>("username", { .min = 1, .max = 64 });
        if (!in) {
            send_error(s, "Missing username", "challenge_player");
            return;
        }
        const auto* tc = time_control_field(in);
        if (!tc) {
            send_error(s, std::string(kUnknownTimeControl), "challenge_player");
            return;
        }
        service.challenge(s, name, *tc);
    }

    // accept_challenge, decline_challenge, cancel_challenge: {challengeId}.
    using ChallengeAction = void (play::PlayService::*)(const play::Caller&, const std::string&);
    PlayHandler challenge_action(std::string name, ChallengeAction method)
    {
        return checked(name, true,
            [name, method](play::PlayService& service, const play::Caller& s, RequestReader& in) {
                const auto id = in.field<std::string>("challengeId", { .min = 1 });
                if (!in) {
                    send_error(s, "Missing challengeId", name);
                    return;
                }
                (service.*method)(s, id);
            });
    }

} // namespace

const std::map<std::string, PlayHandler, std::less<>>& play_handlers()
{
    using S = play::PlayService;
    static const std::map<std::string, PlayHandler, std::less<>> handlers {
        { "authenticate", checked("authenticate", false, authenticate) },
        { "join_matchmaking", checked("join_matchmaking", true, join_matchmaking) },
        { "leave_matchmaking", checked("leave_matchmaking", true, leave_matchmaking) },
        { "challenge_player", checked("challenge_player", true, challenge_player) },
        { "accept_challenge", challenge_action("accept_challenge", &S::accept_challenge) },
        { "decline_challenge", challenge_action("decline_challenge", &S::decline_challenge) },
        { "cancel_challenge", challenge_action("cancel_challenge", &S::cancel_challenge) },
        { "make_move", checked("make_move", true, make_move) },
        { "offer_draw", game_action("offer_draw", "offer_draw", &S::offer_draw) },
        { "accept_draw", game_action("accept_draw", "accept_draw", &S::accept_draw) },
        { "decline_draw", game_action("decline_draw", "decline_draw", &S::decline_draw) },
        { "resign_game", game_action("resign_game", "resign_game", &S::resign) },
        { "resign", game_action("resign", "resign_game", &S::resign) },
        { "abort_game", game_action("abort_game", "abort_game", &S::abort_game) },
        { "claim_victory", game_action("claim_victory", "claim_victory", &S::claim_victory) },
        { "send_chat_message", checked("send_chat_message", true, chat) },
        { "chat_message", checked("chat_message", true, chat) },
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
