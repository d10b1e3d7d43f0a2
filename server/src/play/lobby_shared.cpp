// The pools with a shared bus: every node's seekers in one hash per time control (field: the
// player, so a player seeks once), paired in waves by whichever node holds the pool lock. The
// games a wave starts are owned by the node that made it; seekers on other nodes take part
// through the bus (play/cluster.hpp).
#include "bus/fields.hpp"
#include "play/cluster.hpp"
#include "play/game_rooms.hpp"
#include "play/lobby.hpp"
#include "play/sessions.hpp"

#include <spdlog/spdlog.h>

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
    // One seek per player: this one replaces any other, in one round trip.
    std::vector<std::string> others;
    for (const auto& t : time_controls())
        if (t.name != tc.name)
            others.push_back(Cluster::pool_key(t.name));
    const auto size = bus.hash_set_only(
        Cluster::pool_key(tc.name), others, s.player->id, encode(seeker, cluster.node()));
    {
        std::lock_guard lock(mutex_);
        shared_seeks_[s.peer->id()] = s.player->id;
    }
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
        auto pairs = take_pairs(pool, window);
        if (pairs.empty())
            continue;
        // A wave of thousands of pairs costs a few round trips, not a few per pair: the pool
        // lock is held briefly and the seekers' games start long before any first-move timeout.
        // Who is already playing (a game whose lease someone holds) is asked for all at once.
        std::vector<std::string> users;
        for (const auto& [a, b] : pairs) {
            users.push_back(a.player.id);
            users.push_back(b.player.id);
        }
        const auto games = cluster.playing_games(users);
        std::vector<std::pair<std::string, std::string>> wanted;
        std::vector<std::pair<Seeker, Seeker>> kept;
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            const bool busy_a = games[2 * i].has_value(), busy_b = games[2 * i + 1].has_value();
            if (busy_a || busy_b) {
                // A stale seek of someone now in a game goes; the other seeks on.
                if (busy_a)
                    bus.hash_del(key, pairs[i].first.player.id);
                if (busy_b)
                    bus.hash_del(key, pairs[i].second.player.id);
                continue;
            }
            wanted.emplace_back(pairs[i].first.player.id, pairs[i].second.player.id);
            kept.push_back(std::move(pairs[i]));
        }
        // Either may have left since the pool was read: such a pair is not taken, and whichever
        // of the two is still there seeks on.
        const auto taken = bus.hash_take_pairs(key, wanted);
        std::lock_guard lock(mutex_);
        for (std::size_t i = 0; i < kept.size(); ++i) {
            if (!taken[i])
                continue;
            auto& [a, b] = kept[i];
            for (auto* k : { &a, &b })
                if (k->node == cluster.node())
                    shared_seeks_.erase(k->peer_id);
            try {
                begin_game(a, b, *tc, {}, true);
            } catch (const std::exception& e) {
                spdlog::error("play: could not start a game: {}", e.what());
            }
        }
    }
}

} // namespace academy::play
