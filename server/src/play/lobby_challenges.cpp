// Direct challenges (play/lobby.hpp). A challenge lives in the lobby of the challenger's node.
// With a shared bus the challenged player may be signed in on any node (Cluster's presence): the
// challenge is sent to their sockets there, its id names its node ("c<hex>-<node>"), and their
// answer travels back to it over the bus (Cluster::forward_answer); an accepted challenge
// starts its game on the challenger's node, with the other socket seated from afar, as a wave of
// the shared pools does.
#include "play/cluster.hpp"
#include "play/game_rooms.hpp"
#include "play/lobby.hpp"
#include "play/sessions.hpp"

#include <cstdio>
#include <set>

namespace academy::play {

namespace {

    constexpr const char* kNotOpen = "This challenge is no longer open";

    const char* event_of(ChallengeAnswer a)
    {
        switch (a) {
        case ChallengeAnswer::Accept:
            return "accept_challenge";
        case ChallengeAnswer::Decline:
            return "decline_challenge";
        case ChallengeAnswer::Cancel:
            break;
        }
        return "cancel_challenge";
    }

} // namespace

std::vector<std::optional<std::string>> Lobby::shared_games_of(const std::vector<std::string>& ids)
{
    if (context_.cluster->shared())
        return context_.cluster->playing_games(ids);
    return std::vector<std::optional<std::string>>(ids.size());
}

void Lobby::add_local_games(
    const std::vector<std::string>& ids, std::vector<std::optional<std::string>>& games)
{
    games.resize(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (const auto it = playing_.find(ids[i]); !games[i] && it != playing_.end())
            games[i] = it->second;
}

void Lobby::challenge(const Caller& s, const std::string& username, const TimeControl& tc)
{
    constexpr const char* event = "challenge_player";
    if (s.player->guest) {
        s.peer->send(ErrorEvent { "Sign in to challenge a player", event, {} });
        return;
    }
    auto& cluster = *context_.cluster;
    const auto targets = sessions_.signed_in_as(username);
    const auto elsewhere = cluster.signed_in_elsewhere(username); // Redis: before any lock
    if (targets.empty() && elsewhere.empty()) {
        s.peer->send(ErrorEvent { username + " is not online", event, {} });
        return;
    }
    const Player to = targets.empty() ? elsewhere.front().player : targets.front().second;
    if (to.id == s.player->id) {
        s.peer->send(ErrorEvent { "You cannot challenge yourself", event, {} });
        return;
    }
    // Ratings are store reads, who plays what may be a Redis read: both before the lock.
    const Seeker from { s.peer->id(), *s.player, rating_of(*s.player, tc.type), context_.now(),
        {} };
    const std::vector<std::string> ids { s.player->id, to.id };
    auto busy = shared_games_of(ids);
    std::vector<std::shared_ptr<Peer>> remote;
    for (const auto& r : elsewhere)
        if (r.player.id == to.id)
            remote.push_back(cluster.remote_peer(r.node, r.peer));
    std::lock_guard lock(mutex_);
    add_local_games(ids, busy);
    if (busy[0]) {
        s.peer->send(ErrorEvent { "You are already playing a game", event, *busy[0] });
        return;
    }
    if (busy[1]) {
        s.peer->send(ErrorEvent { to.username + " is playing a game", event, {} });
        return;
    }
    std::vector<std::string> replaced;
    for (const auto& [id, c] : challenges_)
        if (c.from.player.id == s.player->id)
            replaced.push_back(id);
    for (const auto& id : replaced)
        close_challenge(id, "cancelled");
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(random_()));
    const std::string id
        = std::string("c") + text + (cluster.shared() ? "-" + cluster.node() : std::string());
    challenges_[id] = Challenge { from, to.id, to.username, tc, remote };
    const auto lifetime = challenge_lifetime_ms;
    s.peer->send(ChallengeSent { id, to.username, to.display_name, tc, lifetime });
    Player shown = *s.player;
    shown.rating = from.rating;
    const ChallengeReceived received { id, shown, tc, lifetime };
    for (const auto& [peer, player] : targets)
        peer->send(received);
    for (const auto& peer : remote)
        peer->send(received);
    context_.after(lifetime, [this, id] {
        std::lock_guard later(mutex_);
        if (challenges_.count(id))
            close_challenge(id, "expired");
    });
}

void Lobby::accept_challenge(const Caller& s, const std::string& challenge_id)
{
    if (!context_.cluster->forward_answer(s, ChallengeAnswer::Accept, challenge_id))
        answer_challenge(s, ChallengeAnswer::Accept, challenge_id, {}, s.peer->id());
}

void Lobby::decline_challenge(const Caller& s, const std::string& challenge_id)
{
    if (!context_.cluster->forward_answer(s, ChallengeAnswer::Decline, challenge_id))
        answer_challenge(s, ChallengeAnswer::Decline, challenge_id, {}, s.peer->id());
}

void Lobby::cancel_challenge(const Caller& s, const std::string& challenge_id)
{
    if (!context_.cluster->forward_answer(s, ChallengeAnswer::Cancel, challenge_id))
        answer_challenge(s, ChallengeAnswer::Cancel, challenge_id, {}, s.peer->id());
}

void Lobby::answer_challenge(const Caller& s, ChallengeAnswer answer,
    const std::string& challenge_id, const std::string& node, std::uint64_t peer)
{
    const char* event = event_of(answer);
    std::optional<Challenge> found;
    {
        std::lock_guard lock(mutex_);
        if (auto it = challenges_.find(challenge_id); it != challenges_.end())
            found = it->second;
    }
    // Only the challenged may answer, only the challenger cancel.
    const bool allowed = found
        && (answer == ChallengeAnswer::Cancel ? found->from.player.id == s.player->id
                                              : found->to_user_id == s.player->id);
    if (!allowed) {
        s.peer->send(ErrorEvent { kNotOpen, event, {} });
        return;
    }
    if (answer != ChallengeAnswer::Accept) {
        std::lock_guard lock(mutex_);
        close_challenge(
            challenge_id, answer == ChallengeAnswer::Decline ? "declined" : "cancelled", s.peer);
        return;
    }
    // The answering socket as a seat: this node's own, or one on the node the answer came from.
    const Seeker me { peer, *s.player, rating_of(*s.player, found->time_control.type),
        context_.now(), node };
    const std::vector<std::string> ids { s.player->id, found->from.player.id };
    auto busy = shared_games_of(ids);
    std::lock_guard lock(mutex_);
    add_local_games(ids, busy);
    const auto it = challenges_.find(challenge_id);
    if (it == challenges_.end()) {
        s.peer->send(ErrorEvent { kNotOpen, event, {} });
        return;
    }
    const auto challenger = sessions_.player_of(it->second.from.peer_id);
    if (!challenger || challenger->id != it->second.from.player.id) {
        close_challenge(challenge_id, "gone", s.peer);
        s.peer->send(ErrorEvent { kNotOpen, event, {} });
        return;
    }
    if (busy[0] || busy[1]) {
        s.peer->send(ErrorEvent { "One of you is already playing a game", event, {} });
        return;
    }
    const Challenge c = it->second;
    challenges_.erase(it);
    begin_game(c.from, me, c.time_control, {}, true);
}

void Lobby::close_challenge(
    const std::string& id, const std::string& reason, const std::shared_ptr<Peer>& also)
{
    const auto it = challenges_.find(id);
    if (it == challenges_.end())
        return;
    const Challenge c = it->second;
    challenges_.erase(it);
    const ChallengeClosed closed { id, reason };
    std::set<std::uint64_t> told;
    auto tell = [&](const std::shared_ptr<Peer>& peer) {
        if (peer && told.insert(peer->id()).second)
            peer->send(closed);
    };
    tell(sessions_.peer(c.from.peer_id));
    for (const auto& [peer, player] : sessions_.signed_in_as(c.to_username))
        if (player.id == c.to_user_id)
            tell(peer);
    for (const auto& peer : c.remote_to)
        tell(peer);
    tell(also);
}

} // namespace academy::play
