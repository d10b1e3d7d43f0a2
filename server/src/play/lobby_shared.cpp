// The pools with a shared bus: every node's seekers in one hash per time control (field: the
// player, so a player seeks once), paired in waves by whichever node holds the pool lock. The
// games a wave starts are owned by the node that made it; seekers on other nodes take part
// through the bus (play/cluster.hpp).
#include "bus/fields.hpp"
#include "play/cluster.hpp"
#include "play/game_rooms.hpp"
#include "play/lobby.hpp"
#include "play/sessions.hpp"

#include <charconv>

namespace academy::play {

namespace {

    constexpr const char* kPoolLock = "academy:pool-lock";
    // Joins pair at once while the pool is this small; larger pools wait for the next tick.
    constexpr std::size_t kPairOnJoinMax = 64;

    std::string encode(const Seeker& k, const std::string& node)
    {
        const auto peer = std::to_string(k.peer_id);
        const auto rating = std::to_string(k.rating);
        const auto since = std::to_string(k.since);
        return bus::pack({ node, peer, k.player.id, k.player.username, k.player.display_name,
            k.player.guest ? "1" : "0", rating, since });
    }

    std::optional<Seeker> decode(std::string_view text)
    {
        const auto f = bus::unpack(text);
        if (!f || f->size() != 8)
            return std::nullopt;
        auto number = [](std::string_view s) {
            long long v = 0;
            std::from_chars(s.data(), s.data() + s.size(), v);
            return v;
        };
        const auto& m = *f;
        Seeker k;
        k.node = m[0];
        k.peer_id = static_cast<std::uint64_t>(number(m[1]));
        k.player
            = Player { std::string(m[2]), std::string(m[3]), std::string(m[4]), 1500, m[5] == "1" };
        k.rating = static_cast<int>(number(m[6]));
        k.player.rating = k.rating;
        k.since = number(m[7]);
        return k;
    }

} // namespace

void Lobby::shared_join(const Caller& s, const TimeControl& tc, const Seeker& local)
{
    auto& cluster = *context_.cluster;
    auto& bus = cluster.bus();
    if (auto g = cluster.playing_game(s.player->id)) {
        s.peer->send(ErrorEvent { "You are already playing a game", "join_matchmaking", *g });
        return;
    }
    // Waiting times are compared across nodes: wall-clock milliseconds.
    Seeker seeker = local;
    seeker.since = epoch_ms();
    for (const auto& t : time_controls())
        if (t.name != tc.name)
            bus.hash_del(Cluster::pool_key(t.name), s.player->id);
    bus.hash_set(Cluster::pool_key(tc.name), s.player->id, encode(seeker, cluster.node()));
    {
        std::lock_guard lock(mutex_);
        shared_seeks_[s.peer->id()] = s.player->id;
    }
    const auto size = bus.hash_size(Cluster::pool_key(tc.name));
    s.peer->send(MatchmakingJoined { tc, seeker.rating, size });
    if (size >= 2 && size <= kPairOnJoinMax)
        shared_wave({ tc.name });
}

void Lobby::shared_leave(const std::string& user_id, std::optional<std::uint64_t> only_peer)
{
    auto& cluster = *context_.cluster;
    auto& bus = cluster.bus();
    for (const auto& t : time_controls()) {
        const auto key = Cluster::pool_key(t.name);
        if (only_peer) {
            // A socket that went away withdraws its own seek, not one its player made since
            // from another socket.
            const auto value = bus.hash_get(key, user_id);
            const auto k = value ? decode(*value) : std::nullopt;
            if (!k || k->node != cluster.node() || k->peer_id != *only_peer)
                continue;
        }
        bus.hash_del(key, user_id);
    }
}

void Lobby::shared_wave(const std::vector<std::string>& tc_names)
{
    auto& cluster = *context_.cluster;
    auto& bus = cluster.bus();
    // One wave at a time across the nodes: its decisions are the only ones.
    if (!bus.acquire(kPoolLock, 5'000))
        return;
    struct Release {
        bus::Bus& bus;
        ~Release()
        {
            try {
                bus.release(kPoolLock);
            } catch (const std::exception&) {
            }
        }
    } release { bus };
    const auto now = epoch_ms();
    const auto& options = context_.options;
    auto window = [&](const Seeker& k) {
        return options.pool_window_base
            + options.pool_window_per_second * static_cast<int>((now - k.since) / 1000);
    };
    for (const auto& name : tc_names) {
        const TimeControl* tc = nullptr;
        for (const auto& t : time_controls())
            if (t.name == name)
                tc = &t;
        if (!tc)
            continue;
        const auto key = Cluster::pool_key(name);
        std::vector<Seeker> pool;
        for (const auto& [user, value] : bus.hash_all(key))
            if (auto k = decode(value))
                pool.push_back(std::move(*k));
        if (pool.size() < 2)
            continue;
        for (auto& [a, b] : take_pairs(pool, window)) {
            // Either may have left since the pool was read; the other seeks on.
            const bool has_a = bus.hash_del(key, a.player.id);
            const bool has_b = bus.hash_del(key, b.player.id);
            if (!has_a || !has_b) {
                if (has_a)
                    bus.hash_set(key, a.player.id, encode(a, a.node));
                if (has_b)
                    bus.hash_set(key, b.player.id, encode(b, b.node));
                continue;
            }
            if (cluster.playing_game(a.player.id) || cluster.playing_game(b.player.id))
                continue;
            std::lock_guard lock(mutex_);
            for (auto* k : { &a, &b })
                if (k->node == cluster.node())
                    shared_seeks_.erase(k->peer_id);
            begin_game(a, b, *tc, {}, true);
        }
    }
}

} // namespace academy::play
