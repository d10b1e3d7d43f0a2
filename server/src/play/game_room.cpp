// Game rooms: creating, storing and restoring games, server clocks and timeouts, the end of a game,
// joins and spectators, and the state the clients are sent. What a player does inside a game
// (moves, draw offers, resignation, abort, victory claims, chat) is in room_actions.cpp.
#include "chess/fen.hpp"
#include "chess/pgn.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "play/play_service.hpp"
#include "play/room.hpp"
#include "play/room_text.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <future>

namespace academy::play {

namespace {

    GamePlayer game_player(const store::GamePlayerRecord& p, const std::optional<int>& diff)
    {
        return { p.id, p.username, p.display_name, p.rating, p.guest, diff };
    }

    LegalMoves legal_moves(const chess::Game& game)
    {
        LegalMoves dests;
        for (const auto m : game.legal_moves()) {
            const auto uci = chess::move_to_uci(m);
            auto& list = dests[uci.substr(0, 2)];
            const auto to = uci.substr(2, 2);
            if (std::find(list.begin(), list.end(), to) == list.end())
                list.push_back(to);
        }
        return dests;
    }

    chess::Color side_to_move(const chess::Game& game)
    {
        return game.position().side_to_move() == chess::White ? chess::White : chess::Black;
    }

} // namespace

std::string PlayService::create_game(
    Seeker a, Seeker b, const TimeControl& tc, std::string_view fen, bool random_colors)
{
    if (random_colors && (random_() & 1))
        std::swap(a, b);
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
    room->turn_started = now_();
    {
        std::lock_guard lock(sessions_mutex_);
        for (int c = 0; c < 2; ++c) {
            const auto peer_id = c == 0 ? a.peer_id : b.peer_id;
            if (auto s = sessions_.find(peer_id); s != sessions_.end()) {
                room->peers[c] = s->second->peer;
                s->second->games.insert(r.id);
            }
        }
    }
    for (int c = 0; c < 2; ++c)
        playing_[room->players[c].id] = r.id;
    // Nobody can be in two pools or two games.
    for (auto& [name, pool] : pools_)
        std::erase_if(pool, [&](const Seeker& k) {
            return k.player.id == a.player.id || k.player.id == b.player.id;
        });
    // Locked before anyone else can see it, so the lobby never waits for a room.
    std::lock_guard room_lock(room->mutex);
    {
        std::lock_guard lock(rooms_mutex_);
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
                {
                    std::lock_guard lock(lobby_mutex_);
                    for (const auto& p : ref.players)
                        if (auto it = playing_.find(p.id);
                            it != playing_.end() && it->second == ref.record.id)
                            playing_.erase(it);
                }
                for (auto& peer : ref.peers)
                    if (peer)
                        peer->send(ErrorEvent {
                            "Could not start the game, please try again", "join_matchmaking", {} });
                ++ref.generation; // no timer of this game does anything any more
                std::lock_guard lock(rooms_mutex_);
                if (auto it = rooms_.find(ref.record.id);
                    it != rooms_.end() && it->second.get() == rp)
                    rooms_.erase(it);
                return;
            }
            const auto now = now_();
            for (int c = 0; c < 2; ++c)
                if (ref.peers[c])
                    ref.peers[c]->send(
                        GameStarted { ref.record.id, chess::Color(c), state_view(ref, now) });
        });
    arm(*rp);
    return r.id;
}

std::optional<std::string> PlayService::start_game(
    std::uint64_t white_peer, std::uint64_t black_peer, const TimeControl& tc, std::string_view fen)
{
    std::lock_guard lobby(lobby_mutex_);
    std::optional<Player> players[2];
    {
        std::lock_guard lock(sessions_mutex_);
        auto w = sessions_.find(white_peer);
        auto b = sessions_.find(black_peer);
        if (w == sessions_.end() || b == sessions_.end())
            return std::nullopt;
        players[0] = w->second->player;
        players[1] = b->second->player;
    }
    if (!players[0] || !players[1])
        return std::nullopt;
    if (playing_.count(players[0]->id) || playing_.count(players[1]->id))
        return std::nullopt;
    return create_game(Seeker { white_peer, *players[0], players[0]->rating, now_() },
        Seeker { black_peer, *players[1], players[1]->rating, now_() }, tc, fen, false);
}

void PlayService::restore_game(const store::GameRecord& record)
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
    const int turn = room->game.position().side_to_move() == chess::White ? 0 : 1;
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
    room->clock.add(turn, options_.restart_grace_ms);
    const auto now = now_();
    if (room->moves.size() >= 2)
        room->clock.start(turn, now);
    room->turn_started = now;
    room->disconnected_at = { now, now };
    {
        std::lock_guard lock(lobby_mutex_);
        for (int c = 0; c < 2; ++c)
            playing_[room->players[c].id] = record.id;
    }
    std::lock_guard room_lock(room->mutex);
    {
        std::lock_guard lock(rooms_mutex_);
        rooms_[record.id] = room;
    }
    arm(*room);
}

void PlayService::clock_heartbeat()
{
    if (stopped_)
        return;
    std::vector<RoomPtr> rooms;
    {
        std::lock_guard lock(rooms_mutex_);
        rooms.reserve(rooms_.size());
        for (const auto& [id, room] : rooms_)
            rooms.push_back(room);
    }
    const auto now = now_();
    for (const auto& room : rooms) {
        std::lock_guard lock(room->mutex);
        // A move in flight carries its own clocks; a quick mover needs no heartbeat.
        if (room->ended || room->ending || !room->clock.running() || !room->clock_before.empty()
            || now - std::max(room->turn_started, room->heartbeat_at) < options_.clock_heartbeat_ms)
            continue;
        room->heartbeat_at = now;
        const store::ClockRecord beat { static_cast<int>(room->moves.size()),
            std::max<std::int64_t>(0, room->clock.remaining(0, now)),
            std::max<std::int64_t>(0, room->clock.remaining(1, now)), epoch_ms() };
        write(
            *room, [this, id = room->record.id, beat] { games_.save_clock(id, beat); },
            [](bool) {});
    }
    std::weak_ptr<bool> alive = alive_weak_;
    scheduler_.after(std::chrono::milliseconds(options_.clock_heartbeat_ms), [this, alive] {
        if (alive.lock())
            clock_heartbeat();
    });
}

void PlayService::write(
    Room& room, store::GroupCommitWriter::Write w, std::function<void(bool)> done)
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

void PlayService::committed(Room& room, std::uint64_t seq, bool ok)
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

void PlayService::after_commit(Room& room, std::function<void()> fn)
{
    if (room.writes_done == room.writes_queued) {
        fn();
        return;
    }
    room.waiting.emplace_back(room.writes_queued, [fn = std::move(fn)](bool) { fn(); });
}

void PlayService::broadcast(Room& room, Event event)
{
    Room* rp = &room;
    after_commit(
        room, [this, rp, event = std::move(event)]() mutable { send_now(*rp, std::move(event)); });
}

void PlayService::tell(Room& room, const std::shared_ptr<Peer>& peer, Event event)
{
    after_commit(room, [peer, event = std::move(event)] { peer->send(event); });
}

// One game timer per room at a time: a deadline later than the pending timer's waits for it
// (it re-arms when it falls early), so a move costs no timer; an earlier one replaces it.
void PlayService::arm(Room& room)
{
    if (room.ended || stopped_) {
        ++room.generation;
        room.timer_due = -1;
        return;
    }
    const auto now = now_();
    std::int64_t delay;
    if (room.moves.size() < 2) {
        delay = room.turn_started + options_.first_move_timeout_ms - now;
    } else {
        const int turn = room.clock.turn();
        delay = room.clock.remaining(turn, now) + room.clock.quota(turn);
    }
    delay = std::max<std::int64_t>(delay, 0) + 1;
    if (room.timer_due >= 0 && room.timer_due <= now + delay)
        return;
    const auto generation = ++room.generation;
    room.timer_due = now + delay;
    std::weak_ptr<bool> alive = alive_weak_;
    const auto id = room.record.id;
    scheduler_.after(std::chrono::milliseconds(delay), [this, alive, id, generation] {
        if (alive.lock())
            on_timer(id, generation);
    });
}

void PlayService::on_timer(const std::string& game_id, std::uint64_t generation)
{
    auto holder = find_room(game_id);
    if (!holder || stopped_)
        return;
    std::lock_guard lock(holder->mutex);
    Room& room = *holder;
    if (room.ended) {
        // Ended rooms leave memory after a while; the store keeps them.
        if (generation == room.generation) {
            std::lock_guard rooms_lock(rooms_mutex_);
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
    const auto now = now_();
    if (room.moves.size() < 2) {
        if (now - room.turn_started >= options_.first_move_timeout_ms) {
            end_game(room, -1, "aborted", "Game aborted");
            return;
        }
    } else {
        const int turn = room.clock.turn();
        if (room.clock.remaining(turn, now) + room.clock.quota(turn) <= 0) {
            flag(room, turn);
            return;
        }
    }
    arm(room);
}

// `turn` ran out of time: a loss, or a draw when the other side has no mating material.
void PlayService::flag(Room& room, int turn)
{
    const auto result = room.game.timeout(turn == 0 ? chess::White : chess::Black);
    if (result.reason == chess::Reason::TimeoutVsInsufficientMaterial)
        end_game(room, 2, "timeout_vs_insufficient_material", draw_text(result.reason));
    else
        end_game(room, 1 - turn, "timeout", std::string(Color_name(1 - turn)) + " wins on time");
}

// winner: 0 white, 1 black, 2 draw, -1 aborted (no result, unrated). The ending, the rating
// updates and the announcement go out after the room's earlier writes, in one write of their own.
void PlayService::end_game(Room& room, int winner, std::string reason, std::string text)
{
    const auto now = now_();
    room.clock.stop(now);
    room.ended = true;
    room.ending.reset();
    auto& r = room.record;
    r.status = "ended";
    r.score = winner == 0 ? "1-0" : winner == 1 ? "0-1" : winner == 2 ? "1/2-1/2" : "*";
    r.reason = std::move(reason);
    r.result_text = std::move(text);
    r.white_ms = std::max<std::int64_t>(0, room.clock.remaining(0, now));
    r.black_ms = std::max<std::int64_t>(0, room.clock.remaining(1, now));
    r.ended_at = epoch_ms();
    {
        std::lock_guard lock(lobby_mutex_);
        for (const auto& p : room.players)
            if (auto it = playing_.find(p.id); it != playing_.end() && it->second == r.id)
                playing_.erase(it);
    }
    struct Outcome {
        store::GameRecord record;
        std::optional<std::array<RatingChange, 2>> rating_changes;
    };
    auto outcome = std::make_shared<Outcome>();
    outcome->record = r;
    const auto players = room.players;
    // On the writer thread, inside its transaction: ratings are read and saved there, so two
    // games of one player ending together are rated one after the other.
    auto store_end = [this, outcome, players, winner] {
        auto& rec = outcome->record;
        if (rec.rated && winner >= 0) {
            try {
                const auto speed = rec.tc_type;
                store::RatingRecord recs[2];
                for (int c = 0; c < 2; ++c) {
                    const auto& p = players[c];
                    recs[c] = ratings_.find(p.id, speed)
                                  .value_or(store::RatingRecord { p.id, speed, p.username,
                                      p.display_name, rating::Rating {}, 0 });
                    recs[c].username = p.username;
                    recs[c].display_name = p.display_name;
                }
                const double white_score = winner == 0 ? 1.0 : winner == 1 ? 0.0 : 0.5;
                const auto w
                    = rating::update_after_game(recs[0].rating, recs[1].rating, white_score);
                const auto b
                    = rating::update_after_game(recs[1].rating, recs[0].rating, 1.0 - white_score);
                const int white_diff
                    = static_cast<int>(std::lround(w.rating) - std::lround(recs[0].rating.rating));
                const int black_diff
                    = static_cast<int>(std::lround(b.rating) - std::lround(recs[1].rating.rating));
                recs[0].rating = w;
                recs[1].rating = b;
                for (auto& one : recs)
                    ++one.games;
                // Both or neither; a failure leaves the game's ending to be stored unrated.
                ratings_.save_pair(recs[0], recs[1], epoch_ms());
                rec.white_rating_diff = white_diff;
                rec.black_rating_diff = black_diff;
                outcome->rating_changes = std::array<RatingChange, 2> {
                    RatingChange { std::lround(w.rating), white_diff, w.provisional() },
                    RatingChange { std::lround(b.rating), black_diff, b.provisional() }
                };
            } catch (const std::exception& e) {
                spdlog::error("rating update for game {} failed: {}", rec.id, e.what());
            }
        }
        games_.finish(rec);
    };
    Room* rp = &room;
    write(room, std::move(store_end), [this, rp, outcome, winner](bool ok) {
        auto& r = rp->record;
        if (!ok)
            spdlog::error("could not store the end of game {}", r.id);
        r.white_rating_diff = outcome->record.white_rating_diff;
        r.black_rating_diff = outcome->record.black_rating_diff;
        std::optional<chess::Color> won;
        if (winner == 0 || winner == 1)
            won = chess::Color(winner);
        send_now(*rp,
            GameEnded { r.id, r.result_text, r.score, r.reason, won, r.white_ms, r.black_ms,
                outcome->rating_changes });
    });
    // Keep the ended room a while for late joins, then let it go.
    const auto generation = ++room.generation;
    room.timer_due = -1;
    std::weak_ptr<bool> alive = alive_weak_;
    const auto id = r.id;
    scheduler_.after(
        std::chrono::milliseconds(options_.ended_room_ttl_ms), [this, alive, id, generation] {
            if (alive.lock())
                on_timer(id, generation);
        });
}

void PlayService::send_now(Room& room, Event event)
{
    const SharedEvent shared(std::move(event)); // serialised once for the whole room
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

GameStateView PlayService::state_view(Room& room, std::int64_t now, bool include_chat)
{
    const auto& r = room.record;
    const auto& pos = room.game.position();
    GameStateView v;
    v.game_id = r.id;
    v.white = game_player(r.white, r.white_rating_diff);
    v.black = game_player(r.black, r.black_rating_diff);
    v.turn = side_to_move(room.game);
    v.move_number = pos.fullmove_number();
    v.ply = room.moves.size();
    v.time_control = TimeControl { r.tc_name, r.tc_initial, r.tc_increment, r.tc_type, {} };
    v.white_ms = std::max<std::int64_t>(0, room.clock.remaining(0, now));
    v.black_ms = std::max<std::int64_t>(0, room.clock.remaining(1, now));
    v.clock_running = !room.ended && room.clock.running();
    v.fen = chess::to_fen(pos);
    v.ended = room.ended;
    v.result_text = r.result_text;
    v.score = r.score;
    v.reason = r.reason;
    v.rated = r.rated;
    v.moves.reserve(room.moves.size());
    for (const auto& m : room.moves)
        v.moves.push_back({ m.uci, m.san, m.white_ms, m.black_ms });
    if (include_chat)
        for (const auto& c : room.chat)
            v.chat.push_back({ c.user_id, c.username, c.display_name, c.message, c.created_at });
    v.spectators = room.spectators.size();
    if (room.draw_offer >= 0)
        v.draw_offer = chess::Color(room.draw_offer);
    if (!room.ended)
        v.legal_moves = legal_moves(room.game);
    v.white_connected = room.peers[0] != nullptr;
    v.black_connected = room.peers[1] != nullptr;
    return v;
}

MoveMade PlayService::move_made(Room& room, std::int64_t now)
{
    const auto& pos = room.game.position();
    const auto& m = room.moves.back();
    return MoveMade { room.record.id, m.uci, m.san, chess::to_fen(pos),
        std::max<std::int64_t>(0, room.clock.remaining(0, now)),
        std::max<std::int64_t>(0, room.clock.remaining(1, now)), side_to_move(room.game),
        pos.fullmove_number(), room.moves.size(), room.clock.running(), std::nullopt,
        legal_moves(room.game) };
}

PlayService::LockedRoom PlayService::room_for(const Caller& s, const std::string& game_id,
    std::string_view action, bool need_player, int* color)
{
    LockedRoom locked;
    locked.room = find_room(game_id);
    if (!locked.room) {
        send_error(s, "Game not found", action, game_id);
        return {};
    }
    locked.lock = std::unique_lock(locked.room->mutex);
    Room& room = *locked.room;
    int c = -1;
    for (int i = 0; i < 2; ++i)
        if (room.players[i].id == s.player->id)
            c = i;
    if (need_player && c < 0) {
        send_error(s, "You are not a player in this game", action, game_id);
        return {};
    }
    if (need_player && (room.ended || room.ending)) {
        send_error(s, "The game is over", action, game_id);
        return {};
    }
    if (color)
        *color = c;
    return locked;
}

void PlayService::join_game(const Caller& s, const std::string& game_id, bool reconnect)
{
    auto holder = find_room(game_id);
    if (!holder) {
        // A finished game that has left memory is shown from the store.
        if (auto state = game_state(game_id, s.player ? s.player->id : std::string {})) {
            s.peer->send(GameJoined { reconnect, game_id, std::move(*state), std::nullopt });
            return;
        }
        s.peer->send(JoinGameError { game_id, "Game not found" });
        return;
    }
    std::lock_guard lock(holder->mutex);
    Room& room = *holder;
    remember_game(s.peer->id(), game_id);
    int color = -1;
    for (int c = 0; c < 2; ++c)
        if (room.players[c].id == s.player->id)
            color = c;
    const auto now = now_();
    // Replies go out after the room's writes in flight: the state may hold a move being stored.
    if (color < 0) {
        room.spectators[s.peer->id()] = s.peer;
        tell(room, s.peer, GameJoined { reconnect, game_id, state_view(room, now, false), {} });
        broadcast(room, SpectatorCount { game_id, room.spectators.size() });
        return;
    }
    const bool was_away = !room.peers[color] || room.peers[color]->id() != s.peer->id();
    room.peers[color] = s.peer;
    room.disconnected_at[color] = 0;
    tell(room, s.peer,
        GameJoined { reconnect, game_id, state_view(room, now), chess::Color(color) });
    if (was_away && !room.ended && room.peers[1 - color])
        tell(room, room.peers[1 - color], OpponentReconnected { game_id, chess::Color(color) });
}

void PlayService::join_as_spectator(const Caller& s, const std::string& game_id)
{
    auto locked = room_for(s, game_id, "join_game_as_spectator", false, nullptr);
    if (!locked.room)
        return;
    Room* room = locked.room.get();
    remember_game(s.peer->id(), game_id);
    room->spectators[s.peer->id()] = s.peer;
    tell(*room, s.peer, GameJoined { false, game_id, state_view(*room, now_(), false), {} });
    broadcast(*room, SpectatorCount { game_id, room->spectators.size() });
}

void PlayService::leave_as_spectator(const Caller& s, const std::string& game_id)
{
    auto locked = room_for(s, game_id, "leave_game_as_spectator", false, nullptr);
    if (!locked.room)
        return;
    Room* room = locked.room.get();
    room->spectators.erase(s.peer->id());
    tell(*room, s.peer, SpectatorLeft { game_id });
    broadcast(*room, SpectatorCount { game_id, room->spectators.size() });
}

std::optional<GameStateView> PlayService::game_state(
    const std::string& game_id, const std::string& viewer_id)
{
    const auto played_by_viewer = [&viewer_id](const store::GameRecord& r) {
        return !viewer_id.empty() && (r.white.id == viewer_id || r.black.id == viewer_id);
    };
    if (auto room = find_room(game_id)) {
        // Shown once what it holds is stored: wait (briefly) for the room's writes in flight.
        auto promise = std::make_shared<std::promise<GameStateView>>();
        auto future = promise->get_future();
        {
            std::lock_guard lock(room->mutex);
            Room* rp = room.get();
            const bool chat = played_by_viewer(room->record);
            after_commit(*room,
                [this, rp, promise, chat] { promise->set_value(state_view(*rp, now_(), chat)); });
        }
        if (future.wait_for(std::chrono::seconds(5)) == std::future_status::ready)
            return future.get();
        std::lock_guard lock(room->mutex);
        return state_view(*room, now_(), played_by_viewer(room->record));
    }
    const auto record = games_.find(game_id);
    if (!record)
        return std::nullopt;
    return game_state_unlocked(game_id, played_by_viewer(*record));
}

// A game from the store, for games no longer in memory.
std::optional<GameStateView> PlayService::game_state_unlocked(
    const std::string& game_id, bool include_chat)
{
    auto record = games_.find(game_id);
    if (!record)
        return std::nullopt;
    Room room;
    room.record = *record;
    room.ended = record->status != "active";
    room.clock = Clock(record->tc_initial, record->tc_increment);
    room.clock.set(record->white_ms, record->black_ms, 0);
    const bool live = record->status == "active";
    if (!record->initial_fen.empty())
        if (auto g = chess::Game::from_fen(record->initial_fen))
            room.game = std::move(g.value());
    for (const auto& m : games_.moves(game_id)) {
        if (!room.game.play_uci(m.uci))
            break;
        room.moves.push_back({ m.uci, m.san, m.white_ms, m.black_ms });
    }
    if (live && !room.moves.empty())
        room.clock.set(room.moves.back().white_ms, room.moves.back().black_ms, 0);
    room.chat = games_.chat(game_id);
    return state_view(room, now_(), include_chat);
}

// From the store alone: only stored moves are exported.
std::optional<std::string> PlayService::game_pgn(const std::string& game_id)
{
    auto record = games_.find(game_id);
    if (!record)
        return std::nullopt;
    chess::PgnGame pgn;
    pgn.set_tag("Event", record->rated ? "Rated live game" : "Casual live game");
    pgn.set_tag("Site", "Chess Academy");
    {
        const std::time_t t = static_cast<std::time_t>(record->created_at / 1000);
        std::tm tm {};
        gmtime_r(&t, &tm);
        char date[16];
        std::strftime(date, sizeof date, "%Y.%m.%d", &tm);
        pgn.set_tag("Date", date);
    }
    pgn.set_tag("Round", "-");
    pgn.set_tag("White", record->white.username);
    pgn.set_tag("Black", record->black.username);
    pgn.set_tag("Result", record->score);
    pgn.set_tag("WhiteElo", std::to_string(record->white.rating));
    pgn.set_tag("BlackElo", std::to_string(record->black.rating));
    pgn.set_tag("TimeControl",
        std::to_string(record->tc_initial) + "+" + std::to_string(record->tc_increment));
    if (!record->reason.empty())
        pgn.set_tag("Termination", record->result_text);
    pgn.result = record->score;
    chess::Game game;
    if (!record->initial_fen.empty()) {
        if (auto g = chess::Game::from_fen(record->initial_fen))
            game = std::move(g.value());
        pgn.set_tag("SetUp", "1");
        pgn.set_tag("FEN", record->initial_fen);
    }
    for (const auto& m : games_.moves(game_id)) {
        auto mv = chess::parse_uci_move(game.position(), m.uci);
        if (!mv)
            break;
        chess::PgnMove pm;
        pm.move = mv.value();
        pm.san = chess::to_san(game.position(), mv.value());
        const int ply_color = game.position().side_to_move() == chess::White ? 0 : 1;
        pm.clock = static_cast<int>(
            std::max<std::int64_t>(0, ply_color == 0 ? m.white_ms : m.black_ms) / 1000);
        game.play(mv.value());
        pgn.moves.push_back(std::move(pm));
    }
    return chess::write_pgn(pgn);
}

} // namespace academy::play
