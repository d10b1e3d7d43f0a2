// Game rooms: creating, storing and restoring games, the room's writes and announcements, server
// clocks and timers. What a player does in a room: room_actions.cpp; joins and spectators:
// room_presence.cpp; the end of a game: game_end.cpp; what the clients are shown: room_views.cpp.
#include "play/game_rooms.hpp"
#include "play/cluster.hpp"

#include "play/lobby.hpp"
#include "play/room_text.hpp"
#include "play/sessions.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace academy::play {

GameRooms::GameRooms(PlayContext& context, store::Database& db, Lobby& lobby, Sessions& sessions)
    : context_(context)
    , lobby_(lobby)
    , sessions_(sessions)
    , games_(db)
    , ratings_(db)
    , writer_(db,
          store::GroupCommitWriter::Options { .max_batch = context.options.write_batch_max,
              .done_threads = context.options.announce_threads })
    , random_(std::random_device {}())
{
}

void GameRooms::restore()
{
    // With a shared bus the games of a restarted node are taken over by whichever node finds
    // them without a lease (play/cluster.cpp), this one among them.
    if (context_.cluster->shared())
        return;
    for (const auto& record : games_.active()) {
        try {
            restore_game(record);
        } catch (const std::exception& e) {
            spdlog::error("could not restore game {}: {}", record.id, e.what());
        }
    }
    std::size_t restored = 0;
    {
        std::lock_guard lock(mutex_);
        restored = rooms_.size();
    }
    if (restored)
        spdlog::info("restored {} active live games", restored);
}

void GameRooms::start_heartbeat()
{
    // Each room beats once per clock_heartbeat_ms, counted from its own last move or beat, but
    // the rooms are looked at eight times as often: the beats of thousands of games then spread
    // over the period instead of reaching the group commit as one burst, which the moves queued
    // behind it would wait for (tens of milliseconds on PostgreSQL).
    context_.after(std::max<std::int64_t>(1, context_.options.clock_heartbeat_ms / 8),
        [this] { clock_heartbeat(); });
}

void GameRooms::stop()
{
    // Every move already accepted is written (and announced) before the service goes.
    writer_.stop();
    const auto st = writer_.stats();
    if (st.jobs)
        spdlog::info(
            "play: {} writes in {} commits (largest {}, longest {:.1f} ms, {:.0f} ms in all)",
            st.jobs, st.batches, st.largest_batch, st.longest_commit_ms, st.commit_ms);
}

void GameRooms::flush() { writer_.flush(); }

std::string GameRooms::create_game(
    const Seeker& a, const Seeker& b, const TimeControl& tc, std::string_view fen)
{
    auto room = std::make_shared<Room>();
    if (!fen.empty()) {
        auto g = chess::Game::from_fen(fen);
        if (!g)
            throw std::invalid_argument(g.error().message);
        room->game = std::move(g.value());
        room->record.initial_fen = std::string(fen);
    }
    auto& r = room->record;
    r.id = new_game_id();
    auto fill = [](store::GamePlayerRecord& rec, const Seeker& s) {
        rec = { s.player.id, s.player.username, s.player.display_name, s.rating, s.player.guest };
    };
    fill(r.white, a);
    fill(r.black, b);
    r.tc_name = tc.name;
    r.tc_type = tc.type;
    r.tc_initial = tc.initial;
    r.tc_increment = tc.increment;
    r.rated = !a.player.guest && !b.player.guest;
    r.white_ms = r.black_ms = std::int64_t { tc.initial } * 1000;
    r.created_at = epoch_ms();

    room->tc = tc;
    room->clock = Clock(tc.initial, tc.increment);
    room->players = { a.player, b.player };
    room->turn_started = context_.now();
    room->peers[chess::White] = seat(a, r.id);
    room->peers[chess::Black] = seat(b, r.id);
    context_.cluster->game_created(r.id);
    // Locked before anyone else can see it, so the lobby never waits for a room that others can
    // see (ThreadSanitizer reports this as a lock-order inversion; no other thread can hold that
    // mutex yet).
    std::lock_guard room_lock(room->mutex);
    {
        std::lock_guard lock(mutex_);
        rooms_[r.id] = room;
    }
    Room* rp = room.get();
    auto stored = r;
    // The players hear of the game once it is stored.
    write(
        *rp, [this, stored] { games_.create(stored); },
        [this, rp](bool ok) {
            Room& ref = *rp;
            if (!ok) {
                ref.ended = true;
                ref.record.status = "ended";
                lobby_.game_over(ref.players, ref.record.id);
                for (auto& peer : ref.peers)
                    if (peer)
                        peer->send(ErrorEvent {
                            "Could not start the game, please try again", "join_matchmaking", {} });
                ++ref.generation; // no timer of this game does anything any more
                context_.cluster->game_finished(ref.record.id);
                std::lock_guard lock(mutex_);
                if (auto it = rooms_.find(ref.record.id);
                    it != rooms_.end() && it->second.get() == rp)
                    rooms_.erase(it);
                return;
            }
            const auto now = context_.now();
            for (const auto c : { chess::White, chess::Black })
                if (ref.peers[c])
                    ref.peers[c]->send(GameStarted { ref.record.id, c, state_view(ref, now) });
        });
    arm(*rp);
    return r.id;
}

void GameRooms::restore_game(const store::GameRecord& record)
{
    const TimeControl* tc = find_time_control(record.tc_initial, record.tc_increment);
    if (!tc)
        return;
    auto room = std::make_shared<Room>();
    room->record = record;
    room->tc = *tc;
    room->clock = Clock(tc->initial, tc->increment);
    if (!record.initial_fen.empty())
        room->game = chess::Game::from_fen(record.initial_fen).value();
    for (const auto& m : games_.moves(record.id)) {
        auto played = room->game.play_uci(m.uci);
        if (!played)
            throw std::runtime_error(
                "stored move " + m.uci + " is illegal: " + played.error().message);
        room->moves.push_back({ m.uci, m.san, m.white_ms, m.black_ms, ++room->next_serial });
    }
    room->chat = games_.chat(record.id);
    const auto& w = record.white;
    const auto& b = record.black;
    room->players = { Player { w.id, w.username, w.display_name, w.rating, w.guest },
        Player { b.id, b.username, b.display_name, b.rating, b.guest } };
    const auto turn = room->turn();
    // The downtime is given back, the thinking before the crash is not: the clocks are those of
    // the last heartbeat after the last move (or of the move itself), and the side to move gets
    // a fixed grace on top, once per restart.
    auto white_ms = room->moves.empty() ? record.white_ms : room->moves.back().white_ms;
    auto black_ms = room->moves.empty() ? record.black_ms : room->moves.back().black_ms;
    if (const auto beat = games_.clock(record.id);
        beat && beat->ply == static_cast<int>(room->moves.size())) {
        white_ms = beat->white_ms;
        black_ms = beat->black_ms;
    }
    room->clock.set(white_ms, black_ms, turn);
    room->clock.add(turn, context_.options.restart_grace_ms);
    const auto now = context_.now();
    if (room->moves.size() >= 2)
        room->clock.start(turn, now);
    room->turn_started = now;
    room->disconnected_at = { now, now };
    lobby_.playing(room->players, record.id);
    std::lock_guard room_lock(room->mutex);
    {
        std::lock_guard lock(mutex_);
        rooms_[record.id] = room;
    }
    arm(*room);
}

void GameRooms::clock_heartbeat()
{
    if (context_.stopped)
        return;
    std::vector<RoomPtr> rooms;
    {
        std::lock_guard lock(mutex_);
        rooms.reserve(rooms_.size());
        for (const auto& [id, room] : rooms_)
            rooms.push_back(room);
    }
    const auto now = context_.now();
    for (const auto& room : rooms) {
        std::lock_guard lock(room->mutex);
        // A move in flight carries its own clocks; a quick mover needs no heartbeat.
        if (room->ended || room->ending || !room->clock.running() || !room->clock_before.empty()
            || now - std::max(room->turn_started, room->heartbeat_at)
                < context_.options.clock_heartbeat_ms)
            continue;
        room->heartbeat_at = now;
        const store::ClockRecord beat { static_cast<int>(room->moves.size()),
            std::max<std::int64_t>(0, room->clock.remaining(chess::White, now)),
            std::max<std::int64_t>(0, room->clock.remaining(chess::Black, now)), epoch_ms() };
        write(
            *room, [this, id = room->record.id, beat] { games_.save_clock(id, beat); },
            [](bool) {});
    }
    start_heartbeat();
}

void GameRooms::write(Room& room, store::GroupCommitWriter::Write w, std::function<void(bool)> done)
{
    const auto seq = ++room.writes_queued;
    room.waiting.emplace_back(seq, std::move(done));
    auto self = room.shared_from_this();
    auto on_commit = [this, self, seq](bool ok) {
        std::lock_guard lock(self->mutex);
        committed(*self, seq, ok);
    };
    if (!writer_.submit(room.record.id, std::move(w), std::move(on_commit))) {
        // Stopped: nothing is written any more (and everything queued before has been).
        spdlog::warn("play: a write for game {} came after shutdown", room.record.id);
        committed(room, seq, false);
    }
}

void GameRooms::committed(Room& room, std::uint64_t seq, bool ok)
{
    // (Only a write refused at shutdown can be reported before an earlier one.)
    room.writes_done = std::max(room.writes_done, seq);
    while (!room.waiting.empty() && room.waiting.front().first <= seq) {
        auto [at, fn] = std::move(room.waiting.front());
        room.waiting.pop_front();
        try {
            fn(at == seq ? ok : true);
        } catch (const std::exception& e) {
            spdlog::error("play: after the write of game {}: {}", room.record.id, e.what());
        }
    }
}

void GameRooms::after_commit(Room& room, std::function<void()> fn)
{
    if (room.writes_done == room.writes_queued) {
        fn();
        return;
    }
    room.waiting.emplace_back(room.writes_queued, [fn = std::move(fn)](bool) { fn(); });
}

void GameRooms::broadcast(Room& room, Event event)
{
    Room* rp = &room;
    after_commit(
        room, [this, rp, event = std::move(event)]() mutable { send_now(*rp, std::move(event)); });
}

void GameRooms::tell(Room& room, const std::shared_ptr<Peer>& peer, Event event)
{
    after_commit(room, [peer, event = std::move(event)] { peer->send(event); });
}

void GameRooms::send_now(Room& room, Event event)
{
    const SharedEvent shared(std::move(event)); // serialised once for the whole room
    // Sockets of other nodes hear of it in one message per node.
    const Cluster::Gathering gathering(*context_.cluster);
    for (auto& p : room.peers)
        if (p)
            p->send(shared);
    for (auto it = room.spectators.begin(); it != room.spectators.end();) {
        if (auto p = it->second.lock()) {
            p->send(shared);
            ++it;
        } else {
            it = room.spectators.erase(it);
        }
    }
}

// One game timer per room at a time: a deadline later than the pending timer's waits for it
// (it re-arms when it falls early), so a move costs no timer; an earlier one replaces it.
void GameRooms::arm(Room& room)
{
    if (room.ended || context_.stopped) {
        ++room.generation;
        room.timer_due = -1;
        return;
    }
    const auto now = context_.now();
    std::int64_t delay;
    if (room.moves.size() < 2) {
        delay = room.turn_started + context_.options.first_move_timeout_ms - now;
    } else {
        const auto turn = room.clock.turn();
        delay = room.clock.remaining(turn, now) + room.clock.quota(turn);
    }
    delay = std::max<std::int64_t>(delay, 0) + 1;
    if (room.timer_due >= 0 && room.timer_due <= now + delay)
        return;
    const auto generation = ++room.generation;
    room.timer_due = now + delay;
    context_.after(delay, [this, id = room.record.id, generation] { on_timer(id, generation); });
}

void GameRooms::on_timer(const std::string& game_id, std::uint64_t generation)
{
    auto holder = find_room(game_id);
    if (!holder || context_.stopped)
        return;
    std::lock_guard lock(holder->mutex);
    Room& room = *holder;
    if (room.ended) {
        // Ended rooms leave memory after a while; the store keeps them.
        if (generation == room.generation) {
            std::lock_guard rooms_lock(mutex_);
            if (auto it = rooms_.find(game_id); it != rooms_.end() && it->second == holder)
                rooms_.erase(it);
        }
        return;
    }
    if (generation != room.generation)
        return;
    room.timer_due = -1;
    if (room.ending)
        return; // the move that ends the game is being stored; a failure re-arms
    const auto now = context_.now();
    if (room.moves.size() < 2) {
        if (now - room.turn_started >= context_.options.first_move_timeout_ms) {
            end_game(room, GameResult::aborted(), "aborted", "Game aborted");
            return;
        }
    } else {
        const auto turn = room.clock.turn();
        if (room.clock.remaining(turn, now) + room.clock.quota(turn) <= 0) {
            flag(room, turn);
            return;
        }
    }
    arm(room);
}

// `turn` ran out of time: a loss, or a draw when the other side has no mating material.
void GameRooms::flag(Room& room, chess::Color turn)
{
    const auto result = room.game.timeout(turn);
    if (result.reason == chess::Reason::TimeoutVsInsufficientMaterial)
        end_game(room, GameResult::drawn(), "timeout_vs_insufficient_material",
            draw_text(result.reason));
    else
        end_game(room, GameResult::won_by(~turn), "timeout",
            std::string(color_title(~turn)) + " wins on time");
}

GameRooms::LockedRoom GameRooms::room_for(
    const Caller& s, const std::string& game_id, std::string_view action, bool need_player)
{
    LockedRoom locked;
    locked.room = find_room(game_id);
    if (!locked.room) {
        s.peer->send(ErrorEvent { "Game not found", std::string(action), game_id });
        return {};
    }
    locked.lock = std::unique_lock(locked.room->mutex);
    Room& room = *locked.room;
    locked.color = room.color_of(s.player->id);
    if (need_player && !locked.color) {
        s.peer->send(
            ErrorEvent { "You are not a player in this game", std::string(action), game_id });
        return {};
    }
    if (need_player && (room.ended || room.ending)) {
        s.peer->send(ErrorEvent { "The game is over", std::string(action), game_id });
        return {};
    }
    return locked;
}

RoomPtr GameRooms::find_room(const std::string& game_id)
{
    std::lock_guard lock(mutex_);
    auto it = rooms_.find(game_id);
    return it == rooms_.end() ? nullptr : it->second;
}

std::size_t GameRooms::active_games()
{
    std::vector<RoomPtr> rooms;
    {
        std::lock_guard lock(mutex_);
        for (auto& [id, room] : rooms_)
            rooms.push_back(room);
    }
    std::size_t active = 0;
    for (auto& room : rooms) {
        std::lock_guard lock(room->mutex);
        active += room->ended ? 0 : 1;
    }
    return active;
}

std::shared_ptr<Peer> GameRooms::seat(const Seeker& seeker, const std::string& game_id)
{
    if (!seeker.node.empty() && seeker.node != context_.cluster->node())
        return context_.cluster->remote_peer(seeker.node, seeker.peer_id);
    return sessions_.enter_game(seeker.peer_id, game_id);
}

bool GameRooms::take_over(const std::string& game_id)
{
    if (has_room(game_id))
        return true;
    const auto record = games_.find(game_id);
    if (!record || record->status != "active")
        return false;
    restore_game(*record);
    return has_room(game_id);
}

void GameRooms::drop(const std::string& game_id)
{
    auto room = find_room(game_id);
    if (!room)
        return;
    std::lock_guard lock(room->mutex);
    ++room->generation; // its timers do nothing any more
    room->timer_due = -1;
    std::lock_guard rooms_lock(mutex_);
    if (auto it = rooms_.find(game_id); it != rooms_.end() && it->second == room)
        rooms_.erase(it);
}

std::string GameRooms::new_game_id()
{
    static constexpr char kAlphabet[] = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    std::lock_guard lock(mutex_);
    for (;;) {
        std::string id;
        for (int i = 0; i < 10; ++i)
            id += kAlphabet[random_() % (sizeof(kAlphabet) - 1)];
        if (!rooms_.count(id))
            return id;
    }
}

} // namespace academy::play
