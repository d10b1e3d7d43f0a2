// Game reviews and the engine's analysis of their positions (migrations 0090, 0091).
#pragma once

#include "engine/score.hpp"
#include "store/database.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace academy::store {

struct ReviewRecord {
    std::string id;
    std::string game_key; // unique: one review per game
    std::string source; // "computer", "live" or "pgn"
    std::string game_ref; // the game's id for computer and live games
    std::optional<std::int64_t> owner_id; // the account that may read it; none: anyone with the id
    std::string initial_fen; // "" for the standard start
    std::string moves; // UCI, space-separated
    std::string white_name;
    std::string black_name;
    std::string result = "*";
    std::string player_color; // "white", "black" or "" when both sides are the reader's interest
    std::string status = "queued"; // queued, running, done, failed
    int total_positions = 0;
    int depth = 0;
    std::string error;
    std::int64_t created_at = 0; // epoch ms
    std::optional<std::int64_t> finished_at;
    // Whose review it is for the queue's fair share (engine::RequesterKey's text; "" before
    // migration 0091).
    std::string requester;
};

struct ReviewPositionRecord {
    int ply = 0;
    engine::Score score; // White's point of view (columns score_cp, mate)
    std::string best_move;
    std::string pv; // UCI, space-separated
    std::optional<engine::Score> second; // the second-best line's (second_cp, second_mate)
};

class ReviewsRepository {
public:
    explicit ReviewsRepository(Database& db)
        : db_(db)
    {
    }

    // Inserts the review unless one exists for its game key; returns the stored one either way.
    ReviewRecord create_or_get(const ReviewRecord& review);
    std::optional<ReviewRecord> find(const std::string& id);
    std::optional<ReviewRecord> find_by_key(const std::string& game_key);
    // The next review for the engine, in turn across requesters: the oldest queued review of the
    // requester whose last review was started longest ago (never, first of all).
    std::optional<ReviewRecord> next_queued();
    // The worker takes a queued review: running, started now (the requester's turn is used).
    void start(const std::string& id, std::int64_t started_at);
    void set_status(const std::string& id, const std::string& status, const std::string& error,
        std::optional<std::int64_t> finished_at);
    // Reviews a stopped server left running go back to the queue (their positions are kept).
    int requeue_running();

    void save_position(const std::string& review_id, const ReviewPositionRecord& position);
    std::vector<ReviewPositionRecord> positions(const std::string& review_id);
    int position_count(const std::string& review_id);
    // Reviews waiting for the engine or being analysed, in all and of one requester.
    int pending_count();
    int pending_count(const std::string& requester);

private:
    Database& db_;
};

} // namespace academy::store
