// Games against the computer by signed-in accounts: the finished ones (migration 0010), written
// when the server's game (play/computer_play.hpp) ends, and the one unfinished game an account may
// have (computer_games_in_play, migration 0013).
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace academy::store {

struct NewComputerGame {
    std::int64_t user_id = 0;
    int level = 0;
    std::string color; // "white" | "black"
    std::string result; // "win" | "lose" | "draw"
    std::string moves; // UCI, space-separated, from the standard start
    int player_moves = 0;
    int points = 0;
    std::string pgn;
    std::int64_t created_at = 0; // Unix seconds: when the game ended
    std::int64_t started_at = 0; // Unix seconds
};

// An account's unfinished game; the player is to move.
struct ComputerGameInPlay {
    std::int64_t id = 0;
    std::int64_t user_id = 0;
    int level = 0;
    std::string color; // "white" | "black"
    std::string moves; // UCI, space-separated, from the standard start
    std::int64_t started_at_ms = 0;
};

// The play page's player statistics (games, wins, losses, draws, moves, best level won, points),
// summed over an account's stored games.
struct ComputerGameStats {
    std::int64_t games_played = 0;
    std::int64_t wins = 0;
    std::int64_t losses = 0;
    std::int64_t draws = 0;
    std::int64_t total_moves = 0;
    std::int64_t best_level = 0; // highest level won, 0 before the first win
    std::int64_t points = 0;
};

// One stored game as the owner's game list shows it.
struct ComputerGameRecord {
    std::int64_t id = 0;
    int level = 0;
    std::string color;
    std::string result;
    int player_moves = 0;
    int points = 0;
    std::int64_t created_at = 0; // Unix seconds
};

// One stored game with its moves, for a review of it.
struct StoredComputerGame {
    std::int64_t id = 0;
    std::int64_t user_id = 0;
    int level = 0;
    std::string color;
    std::string result;
    std::string moves; // UCI, space-separated, from the standard start
};

class ComputerGamesRepository {
public:
    explicit ComputerGamesRepository(Database& db)
        : db_(db)
    {
    }

    // The new game's id.
    std::int64_t insert(const NewComputerGame& game);
    ComputerGameStats stats(std::int64_t user_id);
    // The account's latest games, newest first.
    std::vector<ComputerGameRecord> recent(std::int64_t user_id, int limit);
    std::optional<StoredComputerGame> find(std::int64_t id);

    // The unfinished games. Every change names the moves it saw (`seen`) and does nothing when
    // they are no longer the stored ones: of two requests racing on one game, one wins.
    std::optional<ComputerGameInPlay> in_play(std::int64_t id);
    std::optional<ComputerGameInPlay> in_play_of(std::int64_t user_id);
    // The new game's id; nullopt when the account already has one.
    std::optional<std::int64_t> start(const ComputerGameInPlay& game, std::int64_t now_ms);
    bool advance(
        std::int64_t id, const std::string& seen, const std::string& moves, std::int64_t now_ms);
    // Removes the unfinished game and stores it finished, in one transaction: the finished game's
    // id, or nullopt when the moves were not `seen` (nothing changed).
    std::optional<std::int64_t> finish(
        std::int64_t id, const std::string& seen, const NewComputerGame& finished);
    // Removes an unfinished game without a trace; false when the moves were not `seen`.
    bool abandon(std::int64_t id, const std::string& seen);

private:
    Database& db_;
};

} // namespace academy::store
