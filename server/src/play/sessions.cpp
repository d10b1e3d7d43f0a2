#include "play/sessions.hpp"

#include "play/cluster.hpp"
#include "play/game_rooms.hpp"
#include "play/lobby.hpp"
#include "store/users_repository.hpp"

namespace academy::play {

Sessions::Sessions(PlayContext& context, Lobby& lobby, GameRooms& rooms, TokenVerifier verify)
    : context_(context)
    , lobby_(lobby)
    , rooms_(rooms)
    , verify_(std::move(verify))
{
}

Caller Sessions::caller(const std::shared_ptr<Peer>& peer)
{
    std::lock_guard lock(mutex_);
    auto& slot = sessions_[peer->id()];
    if (!slot) {
        slot = std::make_shared<Session>();
        slot->peer = peer;
    }
    return Caller { slot->peer, slot->player, slot->token };
}

namespace {
    constexpr std::string_view kInvalidToken = "Invalid or expired token";
    constexpr std::string_view kSessionsEnded
        = "Signed out: this account's sessions were ended. Please sign in again.";
} // namespace

void Sessions::authenticate(const Caller& s, const std::optional<std::string>& token)
{
    std::optional<Player> player;
    int rating = 0;
    bool ended = false;
    for (;;) {
        const auto epoch = ends_.load();
        player = token ? verify_(*token) : std::nullopt;
        if (!player)
            break;
        rating = lobby_.rating_of(*player, "blitz"); // a store read: before any lock
        std::lock_guard lock(mutex_);
        // An account's sessions ended while the token was checked: check it again, since it
        // may be one of that account's (its generation has moved on in the store by now).
        if (ends_.load() != epoch)
            continue;
        if (auto it = sessions_.find(s.peer->id()); it != sessions_.end()) {
            ended = it->second->ended;
            if (!ended) {
                it->second->player = *player;
                it->second->token = *token;
            }
        }
        break;
    }
    if (!player || ended) {
        s.peer->send(AuthenticationFailed { std::string(ended ? kSessionsEnded : kInvalidToken) });
        return;
    }
    // Presence across nodes (a no-op on one node): the account this socket left, and its new one.
    if (s.player && s.player->id != player->id && !s.player->guest)
        context_.cluster->signed_out(s.player->username, s.peer->id());
    context_.cluster->signed_in(*player, s.peer->id());
    Authenticated reply { *player, std::nullopt };
    reply.user.rating = rating;
    reply.active_game_id
        = lobby_.signed_in(s.peer->id(), s.player && s.player->id != player->id, player->id);
    s.peer->send(reply);
}

std::size_t Sessions::end_account(const std::string& player_id)
{
    std::vector<std::pair<std::shared_ptr<Peer>, std::string>> ended; // the socket, its username
    {
        std::lock_guard lock(mutex_);
        ++ends_;
        for (auto& [id, session] : sessions_)
            if (session->player && !session->player->guest && session->player->id == player_id) {
                ended.emplace_back(session->peer, session->player->username);
                session->player.reset();
                session->token.clear();
                session->ended = true;
            }
    }
    for (const auto& [peer, username] : ended) {
        lobby_.remove_peer(peer->id()); // its seek goes now, not when the close is through
        context_.cluster->signed_out(username, peer->id());
        peer->send(AuthenticationFailed { std::string(kSessionsEnded) });
        peer->close();
    }
    return ended.size();
}

bool Sessions::recheck(const Caller& s, std::string_view event)
{
    if (s.player->guest)
        return true;
    const auto& check = recheck_ ? recheck_ : verify_;
    const auto current = check(s.token);
    if (current && current->id == s.player->id)
        return true;
    {
        std::lock_guard lock(mutex_);
        if (auto it = sessions_.find(s.peer->id()); it != sessions_.end())
            it->second->player.reset();
    }
    context_.cluster->signed_out(s.player->username, s.peer->id());
    s.peer->send(ErrorEvent { std::string(kInvalidToken), std::string(event), {} });
    return false;
}

std::pair<Caller, std::set<std::string>> Sessions::disconnected(std::uint64_t peer_id)
{
    lobby_.remove_peer(peer_id);
    std::pair<Caller, std::set<std::string>> out;
    {
        std::lock_guard lock(mutex_);
        auto it = sessions_.find(peer_id);
        if (it == sessions_.end())
            return {};
        auto& s = *it->second;
        out = { Caller { s.peer, s.player, s.token }, std::move(s.games) };
        sessions_.erase(it);
    }
    if (out.first.player && !out.first.player->guest)
        context_.cluster->signed_out(out.first.player->username, peer_id);
    return out;
}

std::vector<std::pair<Caller, std::string>> Sessions::in_games(const std::set<std::string>& games)
{
    std::vector<std::pair<Caller, std::string>> out;
    if (games.empty())
        return out;
    std::lock_guard lock(mutex_);
    for (const auto& [id, s] : sessions_)
        for (const auto& g : s->games)
            if (games.count(g))
                out.emplace_back(Caller { s->peer, s->player, s->token }, g);
    return out;
}

std::shared_ptr<Peer> Sessions::enter_game(std::uint64_t peer_id, const std::string& game_id)
{
    std::lock_guard lock(mutex_);
    auto it = sessions_.find(peer_id);
    if (it == sessions_.end())
        return nullptr;
    it->second->games.insert(game_id);
    return it->second->peer;
}

std::optional<Player> Sessions::player_of(std::uint64_t peer_id)
{
    std::lock_guard lock(mutex_);
    auto it = sessions_.find(peer_id);
    return it == sessions_.end() ? std::nullopt : it->second->player;
}

std::size_t Sessions::count()
{
    std::lock_guard lock(mutex_);
    return sessions_.size();
}

std::vector<std::pair<std::shared_ptr<Peer>, Player>> Sessions::signed_in_as(
    std::string_view username)
{
    const auto wanted = store::lower_key(username);
    std::vector<std::pair<std::shared_ptr<Peer>, Player>> out;
    std::lock_guard lock(mutex_);
    for (const auto& [id, session] : sessions_)
        if (session->player && !session->player->guest
            && store::lower_key(session->player->username) == wanted)
            out.emplace_back(session->peer, *session->player);
    return out;
}

std::vector<std::pair<std::uint64_t, Player>> Sessions::accounts()
{
    std::vector<std::pair<std::uint64_t, Player>> out;
    std::lock_guard lock(mutex_);
    for (const auto& [id, session] : sessions_)
        if (session->player && !session->player->guest)
            out.emplace_back(id, *session->player);
    return out;
}

std::shared_ptr<Peer> Sessions::peer(std::uint64_t peer_id)
{
    std::lock_guard lock(mutex_);
    auto it = sessions_.find(peer_id);
    return it == sessions_.end() ? nullptr : it->second->peer;
}

} // namespace academy::play
