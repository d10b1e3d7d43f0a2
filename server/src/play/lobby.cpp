#include "play/lobby.hpp"

#include "play/cluster.hpp"
#include "play/game_rooms.hpp"
#include "play/sessions.hpp"

#include <algorithm>
#include <cmath>

#include <spdlog/spdlog.h>

namespace academy::play {

Lobby::Lobby(PlayContext& context, store::Database& db, Sessions& sessions, GameRooms& rooms)
    : context_(context)
    , ratings_(db)
    , sessions_(sessions)
    , rooms_(rooms)
    , random_(std::random_device {}())
{
}

void Lobby::start()
{
    context_.after(context_.options.pool_tick_ms, [this] { pool_tick(); });
}

int Lobby::rating_of(const Player& p, const std::string& speed)
{
    if (p.guest)
        return p.rating > 0 ? p.rating : 1500;
    if (auto r = ratings_.find(p.id, speed))
        return static_cast<int>(std::lround(r->rating.rating));
    return static_cast<int>(rating::kDefaultRating);
}

std::optional<std::string> Lobby::signed_in(
    std::uint64_t peer_id, bool switched, const std::string& user_id)
{
    if (context_.cluster->shared()) {
        if (switched)
            remove_peer(peer_id);
        return context_.cluster->playing_game(user_id);
    }
    std::lock_guard lock(mutex_);
    if (switched)
        remove_from_pool(peer_id);
    if (auto g = playing_.find(user_id); g != playing_.end())
        return g->second;
    return std::nullopt;
}

void Lobby::join_matchmaking(const Caller& s, const TimeControl& tc)
{
    if (!sessions_.recheck(s, "join_matchmaking"))
        return;
    Seeker seeker { s.peer->id(), *s.player, rating_of(*s.player, tc.type), context_.now(), {} };
    if (context_.cluster->shared()) {
        shared_join(s, tc, seeker);
        return;
    }
    std::lock_guard lock(mutex_);
    if (auto g = playing_.find(s.player->id); g != playing_.end()) {
        s.peer->send(
            ErrorEvent { "You are already playing a game", "join_matchmaking", g->second });
        return;
    }
    // One seek per player: a second join (from any socket) replaces the first.
    for (auto& [name, pool] : pools_)
        std::erase_if(pool, [&](const Seeker& k) { return k.player.id == s.player->id; });
    pools_[tc.name].push_back(seeker);
    s.peer->send(MatchmakingJoined { tc, seeker.rating, pools_[tc.name].size() });
    pair_pools();
}

void Lobby::leave_matchmaking(const Caller& s)
{
    if (context_.cluster->shared()) {
        shared_leave(s.player->id, std::nullopt);
        {
            std::lock_guard lock(mutex_);
            shared_seeks_.erase(s.peer->id());
        }
        s.peer->send(MatchmakingLeft {});
        return;
    }
    {
        std::lock_guard lock(mutex_);
        remove_from_pool(s.peer->id());
        for (auto& [name, pool] : pools_)
            std::erase_if(pool, [&](const Seeker& k) { return k.player.id == s.player->id; });
    }
    s.peer->send(MatchmakingLeft {});
}

void Lobby::remove_peer(std::uint64_t peer_id)
{
    if (context_.cluster->shared()) {
        std::optional<std::string> user;
        {
            std::lock_guard lock(mutex_);
            if (auto it = shared_seeks_.find(peer_id); it != shared_seeks_.end()) {
                user = it->second;
                shared_seeks_.erase(it);
            }
        }
        if (user)
            shared_leave(*user, peer_id);
    }
    std::lock_guard lock(mutex_);
    remove_from_pool(peer_id);
    std::vector<std::string> gone;
    for (const auto& [id, c] : challenges_)
        if (c.from.peer_id == peer_id)
            gone.push_back(id);
    for (const auto& id : gone)
        close_challenge(id, "gone");
}

void Lobby::remove_from_pool(std::uint64_t peer_id)
{
    for (auto& [name, pool] : pools_)
        std::erase_if(pool, [&](const Seeker& k) { return k.peer_id == peer_id; });
}

// Pairs the two closest seekers whose rating gap fits both their windows; a window widens with
// the time its owner has waited. Never a player with themselves or someone already playing.
void Lobby::pair_pools()
{
    const auto now = context_.now();
    const auto& options = context_.options;
    auto window = [&](const Seeker& k) {
        return options.pool_window_base
            + options.pool_window_per_second * static_cast<int>((now - k.since) / 1000);
    };
    for (auto& [name, pool] : pools_) {
        const TimeControl* tc = nullptr;
        for (const auto& t : time_controls())
            if (t.name == name)
                tc = &t;
        for (auto& [a, b] : take_pairs(pool, window))
            if (!playing_.count(a.player.id) && !playing_.count(b.player.id))
                begin_game(a, b, *tc, {}, true);
    }
}

std::vector<std::pair<Seeker, Seeker>> take_pairs(
    std::vector<Seeker>& pool, const std::function<int(const Seeker&)>& window)
{
    std::vector<std::pair<Seeker, Seeker>> pairs;
    std::sort(pool.begin(), pool.end(),
        [](const Seeker& a, const Seeker& b) { return a.since < b.since; });
    for (std::size_t i = 0; i < pool.size();) {
        std::size_t best = pool.size();
        int best_gap = 0;
        for (std::size_t j = 0; j < pool.size(); ++j) {
            if (j == i || pool[j].player.id == pool[i].player.id)
                continue;
            const int gap = std::abs(pool[i].rating - pool[j].rating);
            if (gap > window(pool[i]) || gap > window(pool[j]))
                continue;
            if (best == pool.size() || gap < best_gap) {
                best = j;
                best_gap = gap;
            }
        }
        if (best == pool.size()) {
            ++i;
            continue;
        }
        pairs.emplace_back(pool[i], pool[best]);
        pool.erase(pool.begin() + std::max(i, best));
        pool.erase(pool.begin() + std::min(i, best));
    }
    return pairs;
}

void Lobby::pool_tick()
{
    if (context_.cluster->shared()) {
        if (context_.stopped)
            return;
        std::vector<std::string> all;
        for (const auto& t : time_controls())
            all.push_back(t.name);
        try {
            shared_wave(all);
        } catch (const std::exception& e) {
            spdlog::error("play: pairing wave failed: {}", e.what());
        }
        context_.after(context_.options.pool_tick_ms, [this] { pool_tick(); });
        return;
    }
    std::lock_guard lock(mutex_);
    if (context_.stopped)
        return;
    pair_pools();
    context_.after(context_.options.pool_tick_ms, [this] { pool_tick(); });
}

std::string Lobby::begin_game(
    Seeker a, Seeker b, const TimeControl& tc, std::string_view fen, bool random_colors)
{
    if (random_colors && (random_() & 1))
        std::swap(a, b);
    // Nobody can be in two pools or two games.
    for (auto& [name, pool] : pools_)
        std::erase_if(pool, [&](const Seeker& k) {
            return k.player.id == a.player.id || k.player.id == b.player.id;
        });
    const auto id = rooms_.create_game(a, b, tc, fen);
    playing_[a.player.id] = id;
    playing_[b.player.id] = id;
    context_.cluster->playing({ a.player.id, b.player.id }, id);
    return id;
}

std::optional<std::string> Lobby::start_game(
    std::uint64_t white_peer, std::uint64_t black_peer, const TimeControl& tc, std::string_view fen)
{
    std::lock_guard lock(mutex_);
    const auto white = sessions_.player_of(white_peer);
    const auto black = sessions_.player_of(black_peer);
    if (!white || !black)
        return std::nullopt;
    if (playing_.count(white->id) || playing_.count(black->id))
        return std::nullopt;
    const auto now = context_.now();
    return begin_game(Seeker { white_peer, *white, white->rating, now, {} },
        Seeker { black_peer, *black, black->rating, now, {} }, tc, fen, false);
}

void Lobby::playing(const std::array<Player, 2>& players, const std::string& game_id)
{
    context_.cluster->playing({ players[0].id, players[1].id }, game_id);
    std::lock_guard lock(mutex_);
    for (const auto& p : players)
        playing_[p.id] = game_id;
}

void Lobby::game_over(const std::array<Player, 2>& players, const std::string& game_id)
{
    context_.cluster->not_playing({ players[0].id, players[1].id }, game_id);
    std::lock_guard lock(mutex_);
    for (const auto& p : players)
        if (auto it = playing_.find(p.id); it != playing_.end() && it->second == game_id)
            playing_.erase(it);
}

std::size_t Lobby::seeking()
{
    std::lock_guard lock(mutex_);
    std::size_t n = 0;
    for (auto& [name, pool] : pools_)
        n += pool.size();
    return n;
}

} // namespace academy::play
