#include "net/play_json.hpp"

#include "net/ws_protocol.hpp"

namespace academy::net {

using json = nlohmann::json;

namespace {

    const char* color_name(chess::Color c) { return c == chess::White ? "white" : "black"; }
    const char* turn_letter(chess::Color c) { return c == chess::White ? "w" : "b"; }

    json player_json(const play::GamePlayer& p)
    {
        json j { { "id", p.id }, { "username", p.username }, { "displayName", p.display_name },
            { "rating", p.rating }, { "guest", p.guest } };
        if (p.rating_diff)
            j["ratingDiff"] = *p.rating_diff;
        return j;
    }

    json legal_moves_json(const play::LegalMoves& moves)
    {
        json dests = json::object();
        for (const auto& [from, tos] : moves)
            dests[from] = tos;
        return dests;
    }

    json chat_json(const play::ChatLine& c)
    {
        return { { "userId", c.user_id }, { "username", c.username },
            { "displayName", c.display_name }, { "message", c.message },
            { "timestamp", c.timestamp } };
    }

    json time_control_json(const play::TimeControl& tc)
    {
        return { { "name", tc.name }, { "initial", tc.initial }, { "increment", tc.increment },
            { "type", tc.type } };
    }

    json from_to(const std::string& uci)
    {
        return { { "from", uci.substr(0, 2) }, { "to", uci.substr(2, 2) } };
    }

    // One overload per event: its name and its data.
    struct Wire {
        std::pair<std::string_view, json> operator()(const play::ErrorEvent& e) const
        {
            json data { { "message", e.message } };
            if (!e.event.empty())
                data["event"] = e.event;
            if (!e.game_id.empty())
                data["gameId"] = e.game_id;
            return { "error", std::move(data) };
        }
        std::pair<std::string_view, json> operator()(const play::Authenticated& e) const
        {
            const auto& u = e.user;
            json data { { "success", true },
                { "user",
                    { { "id", u.id }, { "username", u.username }, { "displayName", u.display_name },
                        { "rating", u.rating }, { "guest", u.guest } } } };
            if (e.active_game_id)
                data["activeGameId"] = *e.active_game_id;
            return { "authenticated", std::move(data) };
        }
        std::pair<std::string_view, json> operator()(const play::AuthenticationFailed& e) const
        {
            return { "authenticated", { { "success", false }, { "message", e.message } } };
        }
        std::pair<std::string_view, json> operator()(const play::MatchmakingJoined& e) const
        {
            const auto& tc = e.time_control;
            return { "matchmaking_joined",
                { { "timeControl",
                      { { "name", tc.name }, { "initial", tc.initial },
                          { "increment", tc.increment }, { "type", tc.type } } },
                    { "rating", e.rating }, { "poolSize", e.pool_size } } };
        }
        std::pair<std::string_view, json> operator()(const play::MatchmakingLeft&) const
        {
            return { "matchmaking_left", json::object() };
        }
        std::pair<std::string_view, json> operator()(const play::GameStarted& e) const
        {
            return { "game_started",
                { { "gameId", e.game_id }, { "playerColor", color_name(e.color) },
                    { "gameState", to_json(e.state) } } };
        }
        std::pair<std::string_view, json> operator()(const play::MoveMade& e) const
        {
            return { "move_made",
                { { "gameId", e.game_id },
                    { "move",
                        { { "from", e.uci.substr(0, 2) }, { "to", e.uci.substr(2, 2) },
                            { "uci", e.uci }, { "san", e.san } } },
                    { "lastMove", from_to(e.uci) }, { "position", e.fen },
                    { "whiteTime", e.white_ms }, { "blackTime", e.black_ms },
                    { "turn", turn_letter(e.turn) }, { "moveNumber", e.move_number },
                    { "ply", e.ply }, { "clockRunning", e.clock_running },
                    { "gameResult", e.result_text ? json(*e.result_text) : json(nullptr) },
                    { "legalMoves", legal_moves_json(e.legal_moves) } } };
        }
        std::pair<std::string_view, json> operator()(const play::GameEnded& e) const
        {
            json changes = nullptr;
            if (e.rating_changes) {
                auto one = [](const play::RatingChange& c) {
                    return json { { "rating", c.rating }, { "diff", c.diff },
                        { "provisional", c.provisional } };
                };
                changes = { { "white", one((*e.rating_changes)[0]) },
                    { "black", one((*e.rating_changes)[1]) } };
            }
            return { "game_ended",
                { { "gameId", e.game_id }, { "result", e.result_text }, { "score", e.score },
                    { "reason", e.reason },
                    { "winner", e.winner ? json(color_name(*e.winner)) : json(nullptr) },
                    { "whiteTime", e.white_ms }, { "blackTime", e.black_ms },
                    { "ratingChanges", std::move(changes) } } };
        }
        std::pair<std::string_view, json> operator()(const play::DrawOffered& e) const
        {
            return { "draw_offered", { { "gameId", e.game_id }, { "by", color_name(e.by) } } };
        }
        std::pair<std::string_view, json> operator()(const play::DrawDeclined& e) const
        {
            return { "draw_declined", { { "gameId", e.game_id }, { "by", color_name(e.by) } } };
        }
        std::pair<std::string_view, json> operator()(const play::ChatPosted& e) const
        {
            return { "chat_message",
                { { "gameId", e.game_id }, { "message", chat_json(e.line) } } };
        }
        std::pair<std::string_view, json> operator()(const play::GameJoined& e) const
        {
            return { e.rejoined ? "game_rejoined" : "game_joined",
                { { "success", true }, { "gameId", e.game_id }, { "gameState", to_json(e.state) },
                    { "playerColor", e.color ? color_name(*e.color) : "spectator" } } };
        }
        std::pair<std::string_view, json> operator()(const play::JoinGameError& e) const
        {
            json data { { "message", e.message } };
            if (!e.game_id.empty())
                data["gameId"] = e.game_id;
            return { "join_game_error", std::move(data) };
        }
        std::pair<std::string_view, json> operator()(const play::SpectatorCount& e) const
        {
            return { "spectator_count", { { "gameId", e.game_id }, { "count", e.count } } };
        }
        std::pair<std::string_view, json> operator()(const play::SpectatorLeft& e) const
        {
            return { "spectator_left", { { "gameId", e.game_id } } };
        }
        std::pair<std::string_view, json> operator()(const play::OpponentDisconnected& e) const
        {
            return { "opponent_disconnected",
                { { "gameId", e.game_id }, { "color", color_name(e.color) },
                    { "timeoutSeconds", e.timeout_seconds } } };
        }
        std::pair<std::string_view, json> operator()(const play::ChallengeSent& e) const
        {
            return { "challenge_sent",
                { { "challengeId", e.challenge_id },
                    { "to",
                        { { "username", e.to_username }, { "displayName", e.to_display_name } } },
                    { "timeControl", time_control_json(e.time_control) },
                    { "expiresInMs", e.expires_in_ms } } };
        }
        std::pair<std::string_view, json> operator()(const play::ChallengeReceived& e) const
        {
            return { "challenge_received",
                { { "challengeId", e.challenge_id },
                    { "from",
                        { { "id", e.from.id }, { "username", e.from.username },
                            { "displayName", e.from.display_name }, { "rating", e.from.rating } } },
                    { "timeControl", time_control_json(e.time_control) },
                    { "expiresInMs", e.expires_in_ms } } };
        }
        std::pair<std::string_view, json> operator()(const play::ChallengeClosed& e) const
        {
            return { "challenge_closed",
                { { "challengeId", e.challenge_id }, { "reason", e.reason } } };
        }
        std::pair<std::string_view, json> operator()(const play::OpponentReconnected& e) const
        {
            return { "opponent_reconnected",
                { { "gameId", e.game_id }, { "color", color_name(e.color) } } };
        }
    };

    bool is_square(std::string_view t)
    {
        return t.size() == 2 && t[0] >= 'a' && t[0] <= 'h' && t[1] >= '1' && t[1] <= '8';
    }

    bool is_promotion_letter(char c) { return c == 'q' || c == 'r' || c == 'b' || c == 'n'; }

} // namespace

std::string_view event_name(const play::Event& event)
{
    return std::visit(Wire {}, event).first; // names are literals: the view outlives the pair
}

json event_data(const play::Event& event) { return std::visit(Wire {}, event).second; }

std::string encode_frame(const play::Event& event)
{
    auto [name, data] = std::visit(Wire {}, event);
    return ws_frame(name, data);
}

json to_json(const play::GameStateView& v)
{
    json moves = json::array();
    for (const auto& m : v.moves)
        moves.push_back({ { "uci", m.uci }, { "san", m.san }, { "from", m.uci.substr(0, 2) },
            { "to", m.uci.substr(2, 2) }, { "whiteTime", m.white_ms },
            { "blackTime", m.black_ms } });
    json chat = json::array();
    for (const auto& c : v.chat)
        chat.push_back(chat_json(c));
    const auto& tc = v.time_control;
    return { { "gameId", v.game_id }, { "white", player_json(v.white) },
        { "black", player_json(v.black) }, { "turn", turn_letter(v.turn) },
        { "moveNumber", v.move_number }, { "ply", v.ply },
        { "timeControl",
            { { "name", tc.name }, { "type", tc.type }, { "initial", tc.initial },
                { "increment", tc.increment } } },
        { "whiteTime", v.white_ms }, { "blackTime", v.black_ms },
        { "clockRunning", v.clock_running }, { "position", v.fen },
        { "status", v.ended ? "ended" : "active" },
        { "result", v.ended ? json(v.result_text) : json(nullptr) }, { "score", v.score },
        { "reason", v.reason }, { "rated", v.rated }, { "moves", std::move(moves) },
        { "lastMove", v.moves.empty() ? json(nullptr) : from_to(v.moves.back().uci) },
        { "chat", std::move(chat) }, { "spectators", v.spectators },
        { "drawOffer", v.draw_offer ? json(color_name(*v.draw_offer)) : json(nullptr) },
        { "legalMoves", legal_moves_json(v.legal_moves) }, { "whiteConnected", v.white_connected },
        { "blackConnected", v.black_connected } };
}

std::optional<std::string> game_id_field(RequestReader& data)
{
    auto id = data.field<std::string>("gameId");
    if (!data)
        return std::nullopt;
    return id;
}

std::optional<std::string> move_field(RequestReader& data)
{
    std::string uci;
    if (data.shape("move") == Shape::object) {
        auto mv = data.object("move");
        uci = mv.field<std::string>("from", { .min = 2, .max = 2 });
        uci += mv.field<std::string>("to");
        uci += mv.field<std::optional<std::string>>("promotion", { .min = 1, .max = 1 })
                   .value_or(std::string());
    } else {
        uci = data.field<std::string>("move");
    }
    if (!data || (uci.size() != 4 && uci.size() != 5)
        || !is_square(std::string_view(uci).substr(0, 2))
        || !is_square(std::string_view(uci).substr(2, 2))
        || (uci.size() == 5 && !is_promotion_letter(uci[4])))
        return std::nullopt;
    return uci;
}

const play::TimeControl* time_control_field(RequestReader& data)
{
    auto tc = data.object("timeControl");
    const auto initial = tc.field<int>("initial");
    const auto increment = tc.field<int>("increment");
    return data ? play::find_time_control(initial, increment) : nullptr;
}

std::string chat_text_field(RequestReader& data)
{
    std::string text;
    if (data.shape("message") == Shape::object)
        text = data.object("message").field<std::string>("message");
    else
        text = data.field<std::string>("message");
    return data ? text : std::string();
}

} // namespace academy::net
