// Who follows whom (migration 0060): the Friends tab of the leaderboard ranks the players an
// account follows, and a public profile shows both counts.
#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <vector>

namespace academy::store {

class FollowsRepository {
public:
    explicit FollowsRepository(Database& db)
        : db_(db)
    {
    }

    // Idempotent: following twice is one follow (the first date stands), unfollowing someone not
    // followed changes nothing. Each returns whether the table changed.
    bool follow(std::int64_t follower, std::int64_t followee, std::int64_t now_ms);
    bool unfollow(std::int64_t follower, std::int64_t followee);
    bool is_following(std::int64_t follower, std::int64_t followee);
    std::int64_t followers(std::int64_t user_id);
    std::int64_t following(std::int64_t user_id);
    // The accounts `follower` follows, in the order followed.
    std::vector<std::int64_t> followees(std::int64_t follower);

private:
    Database& db_;
};

} // namespace academy::store
