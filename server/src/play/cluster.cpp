#include "play/cluster.hpp"

#include "bus/fields.hpp"
#include "play/game_rooms.hpp"
#include "play/sessions.hpp"

#include <spdlog/spdlog.h>

#include <charconv>
#include <condition_variable>

namespace academy::play {

namespace {

    constexpr const char* kBroadcast = "academy:nodes";
    constexpr const char* kLiveGames = "academy:live-games";
    constexpr const char* kPlaying = "academy:playing";

    // The game an event is about, if any: a socket that hears of a game takes part in it.
    std::string game_of(const Event& event)
    {
        return std::visit(
            [](const auto& e) -> std::string {
                if constexpr (requires { e.game_id; })
                    return e.game_id;
                else
                    return {};
            },
            event);
    }

    std::uint64_t to_u64(std::string_view text)
    {
        std::uint64_t v = 0;
        std::from_chars(text.data(), text.data() + text.size(), v);
        return v;
    }

    std::string_view strip(std::string_view key, std::string_view prefix)
    {
        return key.substr(std::min(prefix.size(), key.size()));
    }

    // The gathering open on this thread, if any (Cluster::Gathering).
    thread_local Cluster::Gathering* t_gathering = nullptr;

} // namespace

Cluster::Gathering::Gathering(Cluster& cluster)
    : cluster_(cluster)
    , outer_(t_gathering)
{
    t_gathering = this;
}

Cluster::Gathering::~Gathering()
{
    t_gathering = outer_;
    for (const auto& p : parcels_) {
        try {
            cluster_.bus_.publish(cluster_.node_channel(p.node),
                bus::pack({ "to", cluster_.node(), p.locals, p.game, *p.bytes }));
        } catch (const std::exception& e) {
            spdlog::error("play: an event for node {} was not published: {}", p.node, e.what());
        }
    }
}

void Cluster::Gathering::add(const std::string& node, const std::string& game,
    const std::shared_ptr<const std::string>& bytes, std::uint64_t local)
{
    for (auto& p : parcels_)
        if (p.bytes == bytes && p.node == node && p.game == game) {
            p.locals += ',';
            p.locals += std::to_string(local);
            return;
        }
    parcels_.push_back({ node, game, bytes, std::to_string(local) });
}

// A socket of another node as a room sees it: what the room sends it is made into bytes here,
// once per room event, and published to that node, which hands them to the socket.
class Cluster::RemotePeer final : public Peer {
public:
    RemotePeer(Cluster& cluster, std::string node, std::uint64_t local, std::uint64_t id)
        : cluster_(cluster)
        , node_(std::move(node))
        , local_(local)
        , id_(id)
    {
    }
    std::uint64_t id() const override { return id_; }
    void send(const Event& event) override
    {
        if (cluster_.encoder_)
            deliver(game_of(event), std::make_shared<const std::string>(cluster_.encoder_(event)));
    }
    void send(const SharedEvent& event) override
    {
        if (cluster_.encoder_)
            deliver(game_of(event.event()), event.bytes(cluster_.encoder_));
    }
    const std::string& node() const { return node_; }
    std::set<std::string> games()
    {
        std::lock_guard lock(mutex_);
        return games_;
    }

private:
    void deliver(const std::string& game, const std::shared_ptr<const std::string>& bytes)
    {
        if (!game.empty()) {
            std::lock_guard lock(mutex_);
            games_.insert(game);
        }
        if (t_gathering && &t_gathering->cluster_ == &cluster_) {
            t_gathering->add(node_, game, bytes, local_);
            return;
        }
        const auto local = std::to_string(local_);
        cluster_.bus_.publish(cluster_.node_channel(node_),
            bus::pack({ "to", cluster_.node(), local, game, *bytes }));
    }

    Cluster& cluster_;
    std::string node_;
    std::uint64_t local_;
    std::uint64_t id_;
    std::mutex mutex_;
    std::set<std::string> games_; // the games it has heard of (to leave if its node dies)
};

Cluster::Cluster(PlayContext& context, bus::Bus& bus)
    : context_(context)
    , bus_(bus)
{
}

Cluster::~Cluster() { stop(); }

void Cluster::attach(Sessions& sessions, GameRooms& rooms, Apply apply, AnswerChallenge answer)
{
    sessions_ = &sessions;
    rooms_ = &rooms;
    apply_ = std::move(apply);
    answer_ = std::move(answer);
}

void Cluster::start()
{
    if (!shared() || keeper_.joinable())
        return;
    bus_.subscribe(node_channel(node()), [this](std::string_view m) { on_node_message(m); });
    bus_.subscribe(kBroadcast, [this](std::string_view m) { on_broadcast(m); });
    bus_.start();
    // Two threads: the renewer does nothing but renew (on the bus's lease connection), so no
    // takeover, database read or slow command can make this node's leases lapse while it lives.
    auto every = [this](void (Cluster::*step)()) {
        return std::jthread([this, step](std::stop_token stop) {
            std::mutex m;
            std::condition_variable_any cv;
            while (!stop.stop_requested()) {
                (this->*step)();
                std::unique_lock lock(m);
                cv.wait_for(lock, stop, std::chrono::milliseconds(context_.options.lease_renew_ms),
                    [] { return false; });
            }
        });
    };
    renewer_ = every(&Cluster::renew_leases);
    keeper_ = every(&Cluster::look_after_others);
    spdlog::info("play: node {} on the shared bus", node());
}

void Cluster::stop()
{
    for (auto* t : { &renewer_, &keeper_ })
        if (t->joinable()) {
            t->request_stop();
            t->join();
        }
    if (shared())
        bus_.stop();
}

std::optional<std::string> Cluster::owner_of(const std::string& game_id)
{
    {
        std::lock_guard lock(mutex_);
        if (owned_.count(game_id))
            return node();
        if (auto it = owners_.find(game_id); it != owners_.end())
            return it->second;
    }
    auto holder = bus_.holder(lease_key(game_id));
    if (holder) {
        std::lock_guard lock(mutex_);
        if (owners_.size() > 200'000) // a cache, not a record: finished games pile up
            owners_.clear();
        owners_[game_id] = *holder;
    }
    return holder;
}

void Cluster::forget_owner(const std::string& game_id)
{
    std::lock_guard lock(mutex_);
    owners_.erase(game_id);
}

bool Cluster::forward(const Caller& s, const RoomRequest& r)
{
    using K = RoomRequest::Kind;
    if (!shared() || rooms_->has_room(r.game_id))
        return false;
    // A socket coming (back) to a game asks Redis afresh: the node it remembers may be gone.
    if (r.kind == K::Join || r.kind == K::Rejoin || r.kind == K::Spectate)
        forget_owner(r.game_id);
    auto owner = owner_of(r.game_id);
    if (!owner) {
        if (r.kind == K::Left)
            return true;
        // Nobody holds it: a finished game, or one whose node died and that nobody has taken
        // over yet. Take it here (when the store says it is still on) and handle it here.
        take_over({ r.game_id });
        return false;
    }
    if (*owner == node())
        return false;
    if (r.kind != K::Left && r.kind != K::Unspectate)
        sessions_->enter_game(s.peer->id(), r.game_id);
    // A socket signed out meanwhile (its account's sessions ended) still leaves its games.
    const auto p = s.player.value_or(Player {});
    const char kind = static_cast<char>(r.kind);
    const auto peer = std::to_string(s.peer->id());
    const auto rating = std::to_string(p.rating);
    const auto time_left = r.time_left ? std::to_string(*r.time_left) : std::string();
    bus_.publish(node_channel(*owner),
        bus::pack({ "req", node(), peer, p.id, p.username, p.display_name, rating,
            p.guest ? "1" : "0", s.token, std::string_view(&kind, 1), r.game_id, r.uci ? "1" : "0",
            r.uci.value_or(""), r.time_left ? "1" : "0", time_left, r.text }));
    return true;
}

std::shared_ptr<Peer> Cluster::remote_peer(const std::string& node, std::uint64_t peer)
{
    // Ids of remote sockets never meet this node's own (small, counting up from 1).
    const auto id
        = (std::uint64_t { 1 } << 63) | (to_u64(node) << 40) | (peer & ((1ull << 40) - 1));
    std::lock_guard lock(mutex_);
    auto& slot = remote_peers_[id];
    if (!slot)
        slot = std::make_shared<RemotePeer>(*this, node, peer, id);
    return slot;
}

void Cluster::on_node_message(std::string_view payload)
{
    const auto f = bus::unpack(payload);
    if (!f || f->empty())
        return;
    const auto& m = *f;
    if (m[0] == "to" && m.size() == 5) {
        // An event of a room on another node, for some of this node's sockets (their ids
        // comma-separated): the same bytes for each.
        const std::string game(m[3]);
        if (!game.empty()) {
            std::lock_guard lock(mutex_);
            if (!owned_.count(game))
                owners_[game] = std::string(m[1]);
        }
        const auto frame = std::make_shared<const std::string>(m[4]);
        std::string_view locals = m[2];
        while (!locals.empty()) {
            const auto comma = locals.find(',');
            const auto peer_id = to_u64(locals.substr(0, comma));
            locals
                = comma == std::string_view::npos ? std::string_view {} : locals.substr(comma + 1);
            const auto peer
                = game.empty() ? sessions_->peer(peer_id) : sessions_->enter_game(peer_id, game);
            if (peer)
                peer->send_frame(frame);
        }
        return;
    }
    if (m[0] == "req" && m.size() == 16) {
        // A socket of another node asks one of this node's rooms.
        Caller caller;
        caller.peer = remote_peer(std::string(m[1]), to_u64(m[2]));
        Player p;
        p.id = m[3];
        p.username = m[4];
        p.display_name = m[5];
        p.rating = static_cast<int>(to_u64(m[6]));
        p.guest = m[7] == "1";
        caller.player = std::move(p);
        caller.token = m[8];
        RoomRequest r;
        r.kind = static_cast<RoomRequest::Kind>(m[9].empty() ? 'j' : m[9][0]);
        r.game_id = m[10];
        if (m[11] == "1")
            r.uci = std::string(m[12]);
        if (m[13] == "1")
            r.time_left = static_cast<std::int64_t>(std::stoll(std::string(m[14])));
        r.text = m[15];
        apply_(caller, r);
        return;
    }
    if (m[0] == "answer")
        on_answer(m);
}

void Cluster::sessions_ended(const std::string& player_id)
{
    if (!shared())
        return;
    bus_.publish(kBroadcast, bus::pack({ "ended", node(), player_id }));
}

void Cluster::on_broadcast(std::string_view payload)
{
    const auto f = bus::unpack(payload);
    if (!f || f->size() < 2 || (*f)[1] == node())
        return;
    if ((*f)[0] == "ended") {
        // Another node ended an account's sessions: this node's sockets of it close too.
        if (f->size() == 3)
            sessions_->end_account(std::string((*f)[2]));
        return;
    }
    if ((*f)[0] != "owner")
        return;
    // Another node took these games over: this node's sockets in them join them there.
    std::set<std::string> games;
    {
        std::lock_guard lock(mutex_);
        for (std::size_t i = 2; i < f->size(); ++i) {
            const std::string game((*f)[i]);
            owners_[game] = std::string((*f)[1]);
            games.insert(game);
        }
    }
    rejoin(games);
}

void Cluster::renew_leases()
{
    const auto ttl = context_.options.lease_ttl_ms;
    try {
        std::vector<std::string> keys { alive_key(node()) };
        {
            std::lock_guard lock(mutex_);
            for (const auto& g : owned_)
                keys.push_back(lease_key(g));
        }
        // Leases this node no longer holds (it stalled past their expiry and another node took
        // the games): it lets the games go rather than fight for them.
        std::set<std::string> lost;
        for (const auto& k : bus_.renew(keys, ttl))
            if (k != keys.front())
                lost.insert(std::string(strip(k, lease_key(""))));
        if (!lost.empty()) {
            {
                std::lock_guard lock(mutex_);
                for (const auto& g : lost)
                    owned_.erase(g);
            }
            for (const auto& g : lost) {
                rooms_->drop(g);
                forget_owner(g);
            }
            spdlog::warn("play: node {} lost {} games to other nodes", node(), lost.size());
            rejoin(lost);
        }
    } catch (const std::exception& e) {
        spdlog::error("play: renewing the leases of node {} failed: {}", node(), e.what());
    }
}

void Cluster::look_after_others()
{
    const auto round = rounds_++;
    if (round % 5 == 0) // presence after a Redis restart: within 5 s
        refresh_presence();
    try {
        // Which nodes live: the ones alive last time and any named since (node names count up
        // from 1: academy:node-seq is the last one given; the first round reads them all), in
        // one round trip.
        std::vector<std::string> names(alive_nodes_.begin(), alive_nodes_.end());
        const auto seq = bus_.holder("academy:node-seq");
        const std::uint64_t last = seq ? to_u64(*seq) : 0;
        for (auto n = named_up_to_ + 1; n <= last; ++n)
            names.push_back(std::to_string(n));
        named_up_to_ = std::max(named_up_to_, last);
        std::vector<std::string> keys;
        for (const auto& n : names)
            keys.push_back(alive_key(n));
        const auto alive = bus_.holders(keys);
        std::set<std::string> now_alive;
        bool someone_died = false;
        for (std::size_t i = 0; i < names.size() && i < alive.size(); ++i) {
            if (alive[i])
                now_alive.insert(names[i]);
            else if (alive_nodes_.count(names[i]))
                someone_died = true;
        }
        alive_nodes_ = now_alive;
        // Games nobody holds any more (their node died) are taken over here. Looking through
        // every live game costs Redis milliseconds (thousands of members and keys), during which
        // the moves of every node wait: it is done when a node is seen to die (and the next few
        // rounds, while its leases run out), and every tenth round for leases that lapsed
        // otherwise, not every second.
        if (someone_died)
            scan_rounds_ = 4;
        if (scan_rounds_ > 0 || round % 10 == 0) {
            if (scan_rounds_ > 0)
                --scan_rounds_;
            std::vector<std::string> others;
            const auto live = bus_.set_members(kLiveGames);
            {
                std::lock_guard lock(mutex_);
                for (const auto& g : live)
                    if (!owned_.count(g))
                        others.push_back(g);
            }
            std::vector<std::string> leases;
            for (const auto& g : others)
                leases.push_back(lease_key(g));
            const auto held = bus_.holders(leases);
            std::vector<std::string> orphans;
            for (std::size_t i = 0; i < others.size() && i < held.size(); ++i)
                if (!held[i])
                    orphans.push_back(others[i]);
            take_over(orphans);
        }
        // Sockets of nodes that died have left their games here.
        std::map<std::string, std::vector<std::shared_ptr<RemotePeer>>> by_node;
        {
            std::lock_guard lock(mutex_);
            for (const auto& [id, peer] : remote_peers_)
                by_node[peer->node()].push_back(peer);
        }
        for (const auto& [n, peers] : by_node) {
            if (now_alive.count(n) || bus_.holder(alive_key(n)))
                continue;
            for (const auto& peer : peers) {
                for (const auto& g : peer->games())
                    apply_(Caller { peer, std::nullopt, {} },
                        RoomRequest::about(RoomRequest::Kind::Left, g));
                std::lock_guard lock(mutex_);
                remote_peers_.erase(peer->id());
            }
        }
    } catch (const std::exception& e) {
        spdlog::error("play: looking after the games of other nodes failed: {}", e.what());
    }
}

std::vector<std::string> Cluster::take_over(const std::vector<std::string>& ids)
{
    std::vector<std::string> keys;
    for (const auto& g : ids)
        keys.push_back(lease_key(g));
    std::vector<std::string> here;
    for (const auto& key : bus_.acquire_free(keys, context_.options.lease_ttl_ms)) {
        const std::string game(strip(key, lease_key("")));
        bool active = false;
        try {
            active = rooms_->take_over(game);
        } catch (const std::exception& e) {
            spdlog::error("play: could not take game {} over: {}", game, e.what());
        }
        if (!active) {
            // Finished (or never stored): nothing to own.
            bus_.set_remove(kLiveGames, game);
            bus_.release(key);
            continue;
        }
        std::lock_guard lock(mutex_);
        owned_.insert(game);
        owners_.erase(game);
        here.push_back(game);
    }
    if (!here.empty()) {
        spdlog::info("play: node {} took over {} games", node(), here.size());
        std::vector<std::string_view> fields { "owner", node() };
        fields.insert(fields.end(), here.begin(), here.end());
        bus_.publish(kBroadcast, bus::pack(fields));
        rejoin({ here.begin(), here.end() });
    }
    return here;
}

void Cluster::rejoin(const std::set<std::string>& games)
{
    for (auto& [caller, game] : sessions_->in_games(games)) {
        if (!caller.player)
            continue;
        const auto r = RoomRequest::about(RoomRequest::Kind::Rejoin, game);
        if (!forward(caller, r))
            apply_(caller, r);
    }
}

void Cluster::game_created(const std::string& game_id)
{
    if (!shared())
        return;
    // Held before it counts as owned: the renewer must never see an owned game without its lease
    // (it would take that for a game another node took and drop it).
    if (!bus_.acquire(lease_key(game_id), context_.options.lease_ttl_ms))
        spdlog::error("play: the lease of new game {} is held by another node", game_id);
    {
        std::lock_guard lock(mutex_);
        owned_.insert(game_id);
    }
    bus_.set_add(kLiveGames, game_id);
}

void Cluster::game_finished(const std::string& game_id)
{
    if (!shared())
        return;
    {
        std::lock_guard lock(mutex_);
        if (!owned_.erase(game_id))
            return;
    }
    try {
        spectators(game_id, 0);
        bus_.set_remove(kLiveGames, game_id);
        bus_.release(lease_key(game_id));
    } catch (const std::exception& e) {
        spdlog::error("play: releasing game {}: {}", game_id, e.what());
    }
}

void Cluster::playing(const std::vector<std::string>& user_ids, const std::string& game_id)
{
    if (!shared())
        return;
    for (const auto& u : user_ids)
        bus_.hash_set(kPlaying, u, game_id);
}

void Cluster::not_playing(const std::vector<std::string>& user_ids, const std::string& game_id)
{
    if (!shared())
        return;
    try {
        for (const auto& u : user_ids)
            if (bus_.hash_get(kPlaying, u) == game_id)
                bus_.hash_del(kPlaying, u);
    } catch (const std::exception& e) {
        spdlog::error("play: {}", e.what());
    }
}

std::vector<std::optional<std::string>> Cluster::playing_games(
    const std::vector<std::string>& user_ids)
{
    std::vector<std::optional<std::string>> out(user_ids.size());
    if (!shared() || user_ids.empty())
        return out;
    const auto games = bus_.hash_get_many(kPlaying, user_ids);
    std::vector<std::string> keys;
    std::vector<std::size_t> at;
    for (std::size_t i = 0; i < games.size() && i < out.size(); ++i)
        if (games[i]) {
            keys.push_back(lease_key(*games[i]));
            at.push_back(i);
        }
    const auto held = bus_.holders(keys);
    for (std::size_t j = 0; j < held.size() && j < at.size(); ++j)
        if (held[j])
            out[at[j]] = games[at[j]];
    return out;
}

std::optional<std::string> Cluster::playing_game(const std::string& user_id)
{
    if (!shared())
        return std::nullopt;
    auto game = bus_.hash_get(kPlaying, user_id);
    // A game nobody holds nor plays any more is no reason to refuse a seek.
    if (game && !bus_.holder(lease_key(*game)))
        return std::nullopt;
    return game;
}

} // namespace academy::play
