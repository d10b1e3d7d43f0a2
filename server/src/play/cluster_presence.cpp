// Who is online across the nodes, direct challenges whose two sides are on different nodes, and
// spectator counts a node without the room can show (play/cluster.hpp).
//
// Presence is one Redis hash per account, `academy:presence:<username in lower case>`, with a
// field per signed-in socket ("<node>:<socket>") whose value says who it is. A node that dies
// leaves its fields behind; readers skip (and delete) the fields of nodes without an alive key,
// so a dead node's players stop being online within the alive key's lifetime (3 s).
//
// A challenge lives on the challenger's node, which names itself at the end of the challenge id;
// an answer from a socket on another node travels there over the bus, and what the challenge
// sends to sockets of other nodes (received, closed, the game's start) travels back as events.
#include "bus/fields.hpp"
#include "play/cluster.hpp"
#include "play/sessions.hpp"
#include "store/users_repository.hpp"

#include <spdlog/spdlog.h>

#include <charconv>

namespace academy::play {

namespace {

    constexpr const char* kSpectators = "academy:spectators";

    // Usernames are unique in any case: the key is the store's case-insensitive one.
    std::string presence_key(std::string_view username)
    {
        return "academy:presence:" + store::lower_key(username);
    }

    std::optional<std::uint64_t> number(std::string_view text)
    {
        std::uint64_t v = 0;
        auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec != std::errc {} || p != text.data() + text.size() || text.empty())
            return std::nullopt;
        return v;
    }

} // namespace

std::optional<std::string> challenge_node(std::string_view challenge_id)
{
    // Ours are "c" + 16 hex digits + "-" + a node: anything much longer is a client's invention,
    // answered here as unknown rather than carried to another node.
    if (challenge_id.size() > 48)
        return std::nullopt;
    const auto dash = challenge_id.rfind('-');
    if (dash == std::string_view::npos)
        return std::nullopt;
    const auto node = challenge_id.substr(dash + 1);
    // Node names are numbers: anything else is no node (and never a channel to publish on).
    if (!number(node) || node.size() > 19)
        return std::nullopt;
    return std::string(node);
}

void Cluster::signed_in(const Player& player, std::uint64_t peer)
{
    if (!shared() || player.guest)
        return;
    try {
        // Waited for: once the socket hears it is signed in, every node sees it online.
        bus_.hash_set(presence_key(player.username), node() + ":" + std::to_string(peer),
            bus::pack({ player.id, player.username, player.display_name }));
    } catch (const std::exception& e) {
        spdlog::error("play: presence of {}: {}", player.username, e.what());
    }
}

void Cluster::signed_out(const std::string& username, std::uint64_t peer)
{
    if (!shared())
        return;
    try {
        bus_.hash_del(presence_key(username), node() + ":" + std::to_string(peer));
    } catch (const std::exception& e) {
        spdlog::error("play: presence of {}: {}", username, e.what());
    }
}

void Cluster::refresh_presence()
{
    // A counter this node started: back at 1 only when Redis lost it (restarted empty, or a day
    // went by). Only then are the fields written again, so a socket that signed out meanwhile
    // is not brought back online by a stale list.
    try {
        if (bus_.hit("academy:presence-mark:" + node(), 86'400'000) != 1)
            return;
    } catch (const std::exception&) {
        return;
    }
    for (const auto& [peer, player] : sessions_->accounts())
        bus_.hash_set_later(presence_key(player.username), node() + ":" + std::to_string(peer),
            bus::pack({ player.id, player.username, player.display_name }));
}

std::vector<RemoteSocket> Cluster::signed_in_elsewhere(std::string_view username)
{
    std::vector<RemoteSocket> out;
    if (!shared())
        return out;
    const auto key = presence_key(username);
    std::vector<std::pair<std::string, RemoteSocket>> found; // field -> socket
    std::vector<std::string> nodes;
    for (const auto& [field, value] : bus_.hash_all(key)) {
        const auto colon = field.find(':');
        const auto f = bus::unpack(value);
        if (colon == std::string::npos || !f || f->size() != 3)
            continue;
        RemoteSocket r;
        r.node = field.substr(0, colon);
        const auto peer = number(std::string_view(field).substr(colon + 1));
        if (r.node == node() || !peer)
            continue; // this node's own sockets: Sessions knows them first-hand
        r.peer = *peer;
        r.player.id = (*f)[0];
        r.player.username = (*f)[1];
        r.player.display_name = (*f)[2];
        nodes.push_back(alive_key(r.node));
        found.emplace_back(field, std::move(r));
    }
    if (found.empty())
        return out;
    // One round trip for the alive keys of every node named.
    const auto alive = bus_.holders(nodes);
    for (std::size_t i = 0; i < found.size(); ++i) {
        if (i < alive.size() && alive[i]) {
            out.push_back(std::move(found[i].second));
            continue;
        }
        try {
            bus_.hash_del(key, found[i].first); // its node died
        } catch (const std::exception&) {
        }
    }
    return out;
}

bool Cluster::forward_answer(
    const Caller& s, ChallengeAnswer answer, const std::string& challenge_id)
{
    if (!shared())
        return false;
    const auto holder = challenge_node(challenge_id);
    if (!holder || *holder == node())
        return false;
    const auto& p = *s.player;
    const char kind = static_cast<char>(answer);
    bus_.publish(node_channel(*holder),
        bus::pack({ "answer", node(), std::to_string(s.peer->id()), p.id, p.username,
            p.display_name, std::to_string(p.rating), p.guest ? "1" : "0", s.token,
            std::string_view(&kind, 1), challenge_id }));
    return true;
}

void Cluster::on_answer(const std::vector<std::string_view>& m)
{
    if (m.size() != 11 || m[9].size() != 1 || !answer_)
        return;
    const auto peer = number(m[2]);
    const char kind = m[9][0];
    if (!peer || (kind != 'a' && kind != 'd' && kind != 'c'))
        return;
    const std::string from_node(m[1]);
    Caller caller;
    caller.peer = remote_peer(from_node, *peer);
    Player p;
    p.id = m[3];
    p.username = m[4];
    p.display_name = m[5];
    p.rating = static_cast<int>(number(m[6]).value_or(1500));
    p.guest = m[7] == "1";
    caller.player = std::move(p);
    caller.token = m[8];
    answer_(caller, static_cast<ChallengeAnswer>(kind), std::string(m[10]), from_node, *peer);
}

void Cluster::spectators(const std::string& game_id, std::size_t count)
{
    if (!shared())
        return;
    if (count == 0)
        bus_.hash_del_later(kSpectators, game_id);
    else
        bus_.hash_set_later(kSpectators, game_id, std::to_string(count));
}

std::optional<std::size_t> Cluster::spectators_of(const std::string& game_id)
{
    if (!shared())
        return std::nullopt;
    try {
        if (const auto v = bus_.hash_get(kSpectators, game_id))
            if (const auto n = number(*v))
                return static_cast<std::size_t>(*n);
        return std::size_t { 0 };
    } catch (const std::exception& e) {
        spdlog::error("play: spectators of {}: {}", game_id, e.what());
        return std::nullopt;
    }
}

} // namespace academy::play
