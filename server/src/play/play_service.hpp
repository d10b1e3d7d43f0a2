// The live-play service: sessions, matchmaking pools, game rooms with server clocks, chat,
// spectators, reconnection and rating updates. Transport-free: net/play_socket.cpp feeds it
// socket events and gives it a Peer to answer through.
#pragma once

#include "chess/game.hpp"
#include "play/clock.hpp"
#include "play/player.hpp"
#include "play/scheduler.hpp"
#include "store/database.hpp"
#include "store/games_repository.hpp"
#include "store/ratings_repository.hpp"

#include <nlohmann/json.hpp>

#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace academy::play {

// One socket as the play service sees it.
class Peer {
public:
    virtual ~Peer() = default;
    virtual std::uint64_t id() const = 0;
    virtual void send(std::string_view event, const nlohmann::json& data) = 0;
};

struct PlayOptions {
    std::int64_t first_move_timeout_ms = 30'000; // no first move by then: the game is aborted
    std::int64_t reconnect_window_ms = 60'000; // a gone opponent may be claimed against after this
    std::int64_t restart_grace_ms = 10'000; // added to the running clock after a server restart
    std::size_t chat_max_chars = 140;
    int chat_burst = 5; // messages per chat_window_ms
    std::int64_t chat_window_ms = 10'000;
    std::int64_t pool_tick_ms = 1'000; // pools re-pair this often as windows widen
    int pool_window_base = 100; // rating points at once
    int pool_window_per_second = 50; // plus this per second waited
    std::int64_t ended_room_ttl_ms = 10 * 60'000; // ended rooms stay in memory this long
};

struct PlayStats {
    std::size_t sessions = 0;
    std::size_t seeking = 0;
    std::size_t active_games = 0;
    std::uint64_t moves = 0;
};

class PlayService {
public:
    PlayService(store::Database& db, TokenVerifier verify, Scheduler& scheduler, TimeSource now,
        PlayOptions options = {});
    ~PlayService();
    PlayService(const PlayService&) = delete;
    PlayService& operator=(const PlayService&) = delete;

    // Reloads every active game from the store (after a restart) and starts the pool timer.
    void start();
    // Stops scheduling; pending timers become no-ops.
    void stop();

    // The socket events this service answers (both names of resign and chat included).
    static const std::vector<std::string>& events();
    void handle(
        const std::shared_ptr<Peer>& peer, std::string_view event, const nlohmann::json& data);
    void disconnected(std::uint64_t peer_id);

    // The game state the game screen fetches (live or finished), or nothing.
    std::optional<nlohmann::json> game_state(const std::string& game_id);
    std::optional<std::string> game_pgn(const std::string& game_id);
    PlayStats stats();

    // Starts a game between two authenticated sockets from a given position (tests, and later
    // challenges from a position). Returns the game id, or nothing if either cannot play.
    std::optional<std::string> start_game(std::uint64_t white_peer, std::uint64_t black_peer,
        const TimeControl& tc, std::string_view fen);

private:
    struct Session;
    struct Seeker;
    struct Room;

    // Event handlers, called with mutex_ held.
    void on_authenticate(Session& s, const nlohmann::json& data);
    void on_join_matchmaking(Session& s, const nlohmann::json& data);
    void on_leave_matchmaking(Session& s);
    void on_make_move(Session& s, const nlohmann::json& data);
    void on_draw(Session& s, std::string_view event, const nlohmann::json& data);
    void on_resign(Session& s, const nlohmann::json& data);
    void on_abort(Session& s, const nlohmann::json& data);
    void on_claim_victory(Session& s, const nlohmann::json& data);
    void on_chat(Session& s, const nlohmann::json& data);
    void on_join_game(Session& s, const nlohmann::json& data, bool reconnect);
    void on_spectate(Session& s, const nlohmann::json& data, bool join);

    Room* room_for(Session& s, const nlohmann::json& data, std::string_view action,
        bool need_player, int* color);
    void pair_pools();
    void pool_tick();
    std::string create_game(Seeker a, Seeker b, const TimeControl& tc, std::string_view fen = {},
        bool random_colors = true);
    void restore_game(const store::GameRecord& record);
    void arm(Room& room);
    void on_timer(const std::string& game_id, std::uint64_t generation);
    void flag(Room& room, int turn);
    void end_game(Room& room, int winner, std::string reason, std::string text);
    void broadcast(Room& room, std::string_view event, const nlohmann::json& data,
        const Peer* except = nullptr);
    nlohmann::json state_json(Room& room, std::int64_t now);
    nlohmann::json move_json(Room& room, std::int64_t now);
    void send_error(Session& s, std::string_view message, std::string_view event = {},
        const std::string& game_id = {});
    int player_rating(const Player& p, const std::string& speed);
    std::optional<nlohmann::json> game_state_unlocked(const std::string& game_id);
    std::string new_game_id();
    void remove_from_pool(std::uint64_t peer_id);

    store::Database& db_;
    store::GamesRepository games_;
    store::RatingsRepository ratings_;
    TokenVerifier verify_;
    Scheduler& scheduler_;
    TimeSource now_;
    PlayOptions options_;

    std::mutex mutex_;
    bool stopped_ = false;
    std::shared_ptr<bool> alive_;
    std::map<std::uint64_t, std::unique_ptr<Session>> sessions_;
    std::map<std::string, std::vector<Seeker>> pools_; // time control name -> seekers
    std::map<std::string, std::unique_ptr<Room>> rooms_;
    std::map<std::string, std::string> playing_; // user id -> active game id
    std::mt19937_64 random_;
    std::uint64_t moves_played_ = 0;
};

} // namespace academy::play
