// Games against the computer by signed-in accounts (migration 0010), stored only after the play
// service's replay (play/computer_game.hpp) has accepted and scored them.
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
    std::int64_t created_at = 0; // Unix seconds
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

private:
    Database& db_;
};

} // namespace academy::store
