// Sessions, authentication and matchmaking. Game rooms: game_room.cpp.
#include "play/play_service.hpp"
#include "play/room.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>
#include <set>

namespace academy::play {

PlayService::PlayService(store::Database& db, TokenVerifier verify, Scheduler& scheduler,
    TimeSource now, PlayOptions options)
    : games_(db)
    , ratings_(db)
    , verify_(std::move(verify))
    , scheduler_(scheduler)
    , now_(std::move(now))
    , options_(options)
    , writer_(db,
          store::GroupCommitWriter::Options {
              .max_batch = options.write_batch_max, .done_threads = options.announce_threads })
    , alive_(std::make_shared<bool>(true))
    , alive_weak_(alive_)
    , random_(std::random_device {}())
{
}

PlayService::~PlayService() { stop(); }

void PlayService::start()
{
    for (const auto& record : games_.active()) {
        try {
            restore_game(record);
        } catch (const std::exception& e) {
            spdlog::error("could not restore game {}: {}", record.id, e.what());
        }
    }
    std::size_t restored = 0;
    {
        std::lock_guard lock(rooms_mutex_);
        restored = rooms_.size();
    }
    if (restored)
        spdlog::info("restored {} active live games", restored);
    std::weak_ptr<bool> alive = alive_weak_;
    scheduler_.after(std::chrono::milliseconds(options_.pool_tick_ms), [this, alive] {
        if (alive.lock())
            pool_tick();
    });
    scheduler_.after(std::chrono::milliseconds(options_.clock_heartbeat_ms), [this, alive] {
        if (alive.lock())
            clock_heartbeat();
    });
}

void PlayService::stop()
{
    {
        std::lock_guard lock(lobby_mutex_);
        if (stopped_.exchange(true))
            return;
        alive_.reset();
    }
    // Every move already accepted is written (and announced) before the service goes.
    writer_.stop();
    const auto st = writer_.stats();
    if (st.jobs)
        spdlog::info(
            "play: {} writes in {} commits (largest {}, longest {:.1f} ms, {:.0f} ms in all)",
            st.jobs, st.batches, st.largest_batch, st.longest_commit_ms, st.commit_ms);
}

void PlayService::flush() { writer_.flush(); }

Caller PlayService::caller(const std::shared_ptr<Peer>& peer)
{
    std::lock_guard lock(sessions_mutex_);
    auto& slot = sessions_[peer->id()];
    if (!slot) {
        slot = std::make_shared<Session>();
        slot->peer = peer;
    }
    return Caller { slot->peer, slot->player, slot->token };
}

void PlayService::send_error(
    const Caller& s, std::string_view message, std::string_view event, const std::string& game_id)
{
    s.peer->send(ErrorEvent { std::string(message), std::string(event), game_id });
}

void PlayService::authenticate(const Caller& s, const std::optional<std::string>& token)
{
    std::optional<Player> player;
    if (token)
        player = verify_(*token);
    if (!player) {
        s.peer->send(AuthenticationFailed { "Invalid or expired token" });
        return;
    }
    const int rating = player_rating(*player, "blitz"); // a store read: before any lock
    {
        std::lock_guard lock(sessions_mutex_);
        if (auto it = sessions_.find(s.peer->id()); it != sessions_.end()) {
            it->second->player = *player;
            it->second->token = *token;
        }
    }
    Authenticated reply { *player, std::nullopt };
    reply.user.rating = rating;
    {
        std::lock_guard lock(lobby_mutex_);
        if (s.player && s.player->id != player->id)
            remove_from_pool(s.peer->id());
        if (auto g = playing_.find(player->id); g != playing_.end())
            reply.active_game_id = g->second;
    }
    s.peer->send(reply);
}

int PlayService::player_rating(const Player& p, const std::string& speed)
{
    if (p.guest)
        return p.rating > 0 ? p.rating : 1500;
    if (auto r = ratings_.find(p.id, speed))
        return static_cast<int>(std::lround(r->rating.rating));
    return static_cast<int>(rating::kDefaultRating);
}

void PlayService::join_matchmaking(const Caller& s, const TimeControl& tc_asked)
{
    const TimeControl* tc = &tc_asked;
    if (!s.player->guest) {
        const auto& recheck = recheck_ ? recheck_ : verify_;
        const auto current = recheck(s.token);
        if (!current || current->id != s.player->id) {
            {
                std::lock_guard lock(sessions_mutex_);
                if (auto it = sessions_.find(s.peer->id()); it != sessions_.end())
                    it->second->player.reset();
            }
            send_error(s, "Invalid or expired token", "join_matchmaking");
            return;
        }
    }
    Seeker seeker { s.peer->id(), *s.player, player_rating(*s.player, tc->type), now_() };
    std::lock_guard lock(lobby_mutex_);
    if (auto g = playing_.find(s.player->id); g != playing_.end()) {
        send_error(s, "You are already playing a game", "join_matchmaking", g->second);
        return;
    }
    // One seek per player: a second join (from any socket) replaces the first.
    for (auto& [name, pool] : pools_)
        std::erase_if(pool, [&](const Seeker& k) { return k.player.id == s.player->id; });
    pools_[tc->name].push_back(seeker);
    s.peer->send(MatchmakingJoined { *tc, seeker.rating, pools_[tc->name].size() });
    pair_pools();
}

void PlayService::leave_matchmaking(const Caller& s)
{
    {
        std::lock_guard lock(lobby_mutex_);
        remove_from_pool(s.peer->id());
        for (auto& [name, pool] : pools_)
            std::erase_if(pool, [&](const Seeker& k) { return k.player.id == s.player->id; });
    }
    s.peer->send(MatchmakingLeft {});
}

void PlayService::remove_from_pool(std::uint64_t peer_id)
{
    for (auto& [name, pool] : pools_)
        std::erase_if(pool, [&](const Seeker& k) { return k.peer_id == peer_id; });
}

// Pairs the two closest seekers whose rating gap fits both their windows; a window widens with
// the time its owner has waited. Never a player with themselves or someone already playing.
void PlayService::pair_pools()
{
    const auto now = now_();
    auto window = [&](const Seeker& k) {
        return options_.pool_window_base
            + options_.pool_window_per_second * static_cast<int>((now - k.since) / 1000);
    };
    for (auto& [name, pool] : pools_) {
        const TimeControl* tc = nullptr;
        for (const auto& t : time_controls())
            if (t.name == name)
                tc = &t;
        bool paired = true;
        while (paired && pool.size() >= 2) {
            paired = false;
            std::sort(pool.begin(), pool.end(),
                [](const Seeker& a, const Seeker& b) { return a.since < b.since; });
            for (std::size_t i = 0; i < pool.size() && !paired; ++i) {
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
                if (best != pool.size()) {
                    Seeker a = pool[i], b = pool[best];
                    pool.erase(pool.begin() + std::max(i, best));
                    pool.erase(pool.begin() + std::min(i, best));
                    if (playing_.count(a.player.id) || playing_.count(b.player.id))
                        continue;
                    create_game(a, b, *tc);
                    paired = true;
                }
            }
        }
    }
}

void PlayService::pool_tick()
{
    std::lock_guard lock(lobby_mutex_);
    if (stopped_)
        return;
    pair_pools();
    std::weak_ptr<bool> alive = alive_weak_;
    scheduler_.after(std::chrono::milliseconds(options_.pool_tick_ms), [this, alive] {
        if (alive.lock())
            pool_tick();
    });
}

void PlayService::disconnected(std::uint64_t peer_id)
{
    {
        std::lock_guard lock(lobby_mutex_);
        remove_from_pool(peer_id);
    }
    std::set<std::string> games;
    {
        std::lock_guard lock(sessions_mutex_);
        auto it = sessions_.find(peer_id);
        if (it == sessions_.end())
            return;
        games = std::move(it->second->games);
        sessions_.erase(it);
    }
    const auto now = now_();
    for (const auto& id : games) {
        auto room = find_room(id);
        if (!room)
            continue;
        std::lock_guard lock(room->mutex);
        if (room->spectators.erase(peer_id))
            broadcast(*room, SpectatorCount { id, room->spectators.size() });
        for (int c = 0; c < 2; ++c) {
            if (room->peers[c] && room->peers[c]->id() == peer_id) {
                room->peers[c].reset();
                if (room->ended)
                    continue;
                room->disconnected_at[c] = now;
                if (auto& other = room->peers[1 - c])
                    tell(*room, other,
                        OpponentDisconnected {
                            id, chess::Color(c), options_.reconnect_window_ms / 1000 });
            }
        }
    }
}

PlayService::RoomPtr PlayService::find_room(const std::string& game_id)
{
    std::lock_guard lock(rooms_mutex_);
    auto it = rooms_.find(game_id);
    return it == rooms_.end() ? nullptr : it->second;
}

void PlayService::remember_game(std::uint64_t peer_id, const std::string& game_id)
{
    std::lock_guard lock(sessions_mutex_);
    if (auto it = sessions_.find(peer_id); it != sessions_.end())
        it->second->games.insert(game_id);
}

PlayStats PlayService::stats()
{
    PlayStats st;
    {
        std::lock_guard lock(sessions_mutex_);
        st.sessions = sessions_.size();
    }
    {
        std::lock_guard lock(lobby_mutex_);
        for (auto& [n, pool] : pools_)
            st.seeking += pool.size();
    }
    std::vector<RoomPtr> rooms;
    {
        std::lock_guard lock(rooms_mutex_);
        for (auto& [id, room] : rooms_)
            rooms.push_back(room);
    }
    for (auto& room : rooms) {
        std::lock_guard lock(room->mutex);
        st.active_games += room->ended ? 0 : 1;
    }
    st.moves = moves_played_;
    return st;
}

std::string PlayService::new_game_id()
{
    static constexpr char kAlphabet[] = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    for (;;) {
        std::string id;
        for (int i = 0; i < 10; ++i)
            id += kAlphabet[random_() % (sizeof(kAlphabet) - 1)];
        std::lock_guard lock(rooms_mutex_);
        if (!rooms_.count(id))
            return id;
    }
}

} // namespace academy::play
