#include "store/follows_repository.hpp"

namespace academy::store {

bool FollowsRepository::follow(std::int64_t follower, std::int64_t followee, std::int64_t now_ms)
{
    return db_.query("INSERT INTO follows (follower_id, followee_id, created_at) "
                     "VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                  { follower, followee, now_ms })
               .changes
        > 0;
}

bool FollowsRepository::unfollow(std::int64_t follower, std::int64_t followee)
{
    return db_.query("DELETE FROM follows WHERE follower_id = ? AND followee_id = ?",
                  { follower, followee })
               .changes
        > 0;
}

bool FollowsRepository::is_following(std::int64_t follower, std::int64_t followee)
{
    return !db_.query("SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?",
                   { follower, followee })
                .rows.empty();
}

std::int64_t FollowsRepository::followers(std::int64_t user_id)
{
    return db_.query("SELECT COUNT(*) FROM follows WHERE followee_id = ?", { user_id })
        .rows.front()
        .integer(0);
}

std::int64_t FollowsRepository::following(std::int64_t user_id)
{
    return db_.query("SELECT COUNT(*) FROM follows WHERE follower_id = ?", { user_id })
        .rows.front()
        .integer(0);
}

std::vector<std::int64_t> FollowsRepository::followees(std::int64_t follower)
{
    std::vector<std::int64_t> out;
    for (const auto& row : db_.query("SELECT followee_id FROM follows WHERE follower_id = ? "
                                     "ORDER BY created_at, followee_id",
                                  { follower })
                               .rows)
        out.push_back(row.integer(0));
    return out;
}

} // namespace academy::store
