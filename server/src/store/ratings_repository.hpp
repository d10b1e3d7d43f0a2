// Glicko-2 ratings per account and speed (migration 0020, table player_ratings).
#pragma once

#include "rating/glicko2.hpp"
#include "store/database.hpp"

#include <optional>
#include <string>
#include <vector>

namespace academy::store {

struct RatingRecord {
    std::string user_id;
    std::string speed;
    std::string username;
    std::string display_name;
    rating::Rating rating;
    int games = 0;
};

class RatingsRepository {
public:
    explicit RatingsRepository(Database& db)
        : db_(db)
    {
    }
    std::optional<RatingRecord> find(const std::string& user_id, const std::string& speed);
    void save(const RatingRecord& record, std::int64_t now_ms);
    // Saves both players' ratings after a game as one: both or neither, inside the transaction in
    // progress (the rest of it stands either way). Throws when they could not be saved.
    void save_pair(const RatingRecord& a, const RatingRecord& b, std::int64_t now_ms);
    // Highest rating first; provisional ratings (deviation >= 110) are left out.
    std::vector<RatingRecord> leaderboard(const std::string& speed, int limit);

private:
    Database& db_;
};

} // namespace academy::store
