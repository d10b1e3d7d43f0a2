// Live games, their moves and chat, as stored (migration 0020).
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace academy::store {

struct GamePlayerRecord {
    std::string id;
    std::string username;
    std::string display_name;
    int rating = 1500;
    bool guest = false;
};

struct GameRecord {
    std::string id;
    GamePlayerRecord white;
    GamePlayerRecord black;
    std::string initial_fen; // empty for the standard start
    std::string tc_name;
    std::string tc_type;
    int tc_initial = 0; // seconds
    int tc_increment = 0; // seconds
    bool rated = false;
    std::string status = "active"; // "active" or "ended"
    std::string score = "*"; // "1-0", "0-1", "1/2-1/2", "*"
    std::string reason; // "checkmate", "timeout", "resign", "aborted", ...
    std::string result_text; // "White wins by checkmate"
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;
    std::optional<int> white_rating_diff;
    std::optional<int> black_rating_diff;
    std::int64_t created_at = 0; // epoch ms
    std::optional<std::int64_t> ended_at;
};

struct MoveRecord {
    int ply = 0; // 1 for white's first move
    std::string uci;
    std::string san;
    std::int64_t white_ms = 0; // clocks after the move
    std::int64_t black_ms = 0;
    std::int64_t played_at = 0; // epoch ms
};

// The running clocks saved by the play service's heartbeat while a player thinks.
struct ClockRecord {
    int ply = 0; // the number of moves played when the clocks were read
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;
    std::int64_t saved_at = 0; // epoch ms
};

struct ChatRecord {
    int seq = 0;
    std::string user_id;
    std::string username;
    std::string display_name;
    std::string message;
    std::int64_t created_at = 0; // epoch ms
};

class GamesRepository {
public:
    explicit GamesRepository(Database& db)
        : db_(db)
    {
    }

    void create(const GameRecord& game);
    // One move and the clocks after it.
    void add_move(const std::string& game_id, const MoveRecord& move);
    void add_chat(const std::string& game_id, const ChatRecord& message);
    // Writes the ending: status, score, reason, text, clocks, rating changes, ended_at.
    void finish(const GameRecord& game);
    // The game's latest clock heartbeat replaces the one before.
    void save_clock(const std::string& game_id, const ClockRecord& clock);
    std::optional<ClockRecord> clock(const std::string& game_id);

    std::optional<GameRecord> find(const std::string& id);
    std::vector<MoveRecord> moves(const std::string& id);
    std::vector<ChatRecord> chat(const std::string& id);
    std::vector<GameRecord> active();
    // Newest first.
    std::vector<GameRecord> by_username(const std::string& username, int limit, int offset);

private:
    Database& db_;
};

} // namespace academy::store
