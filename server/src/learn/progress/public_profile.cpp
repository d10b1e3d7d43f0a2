#include "learn/progress/public_profile.hpp"

#include "learn/assessment/assessment_service.hpp"
#include "learn/progress/leaderboard.hpp"
#include "learn/progress/progress_fold.hpp"
#include "learn/progress/progress_ledger.hpp"
#include "learn/progress/progress_rules.hpp"
#include "rating/glicko2.hpp"
#include "store/follows_repository.hpp"
#include "store/progress_repository.hpp"
#include "store/ratings_repository.hpp"
#include "store/user_stats.hpp"
#include "store/users_repository.hpp"

namespace academy::learn {

namespace {

    std::optional<PublicProfile> read_profile(store::Database& db, const std::string& username,
        std::optional<std::int64_t> viewer, std::int64_t now_ms)
    {
        const auto user = store::UsersRepository(db).find_by_username(username);
        // An anonymous learner has no public face (docs/progress.md).
        if (!user || user->role == "learner")
            return std::nullopt;
        PublicProfile p;
        p.user_id = user->id;
        p.username = user->username;
        p.display_name = user->display_name;
        p.country = user->country;
        p.member_since = user->created_at;

        const int offset = store::ProgressRepository(db).utc_offset_minutes(user->id);
        const auto state
            = fold_progress(load_ledger(db, user->id, offset), local_day(now_ms, offset));
        p.level = state.current_level;
        p.total_xp = state.total_xp;
        p.xp_in_current_level = state.xp_in_current_level;
        p.xp_for_next_level = state.xp_for_next_level;
        if (const auto week = state.xp_by_week.find(week_of(now_ms));
            week != state.xp_by_week.end())
            p.xp_this_week = week->second;
        p.current_streak = state.current_streak;
        p.longest_streak = state.longest_streak;
        p.achievements = state.achievements;

        const auto stats = store::load_user_stats(db, user->id, now_ms);
        store::RatingsRepository ratings(db);
        for (const auto& [speed, rating] : stats.ratings) {
            const auto record = ratings.find(std::to_string(user->id), speed);
            const auto games = stats.rated_games.find(speed);
            p.ratings[speed] = { rating, games == stats.rated_games.end() ? 0 : games->second,
                record && record->rating.provisional() };
        }
        p.games_played = stats.games_played;
        p.wins = stats.wins;
        p.losses = stats.losses;
        p.draws = stats.draws;

        store::FollowsRepository follows(db);
        p.followers = follows.followers(user->id);
        p.following = follows.following(user->id);
        p.is_you = viewer && *viewer == user->id;
        p.is_following = viewer && !p.is_you && follows.is_following(*viewer, user->id);
        if (const auto a = official_assessment(db, user->id))
            p.assessment = PublicAssessment { a->rating, a->interval.low, a->interval.high,
                a->above_scale, a->level, a->completed_at_ms };
        return p;
    }

} // namespace

std::optional<PublicProfile> read_public_profile(store::Database& db, const std::string& username,
    std::optional<std::int64_t> viewer, std::int64_t now_ms)
{
    std::optional<PublicProfile> out;
    db.read_transaction([&] { out = read_profile(db, username, viewer, now_ms); });
    return out;
}

Result<FollowChange, FollowProblem> set_following(store::Database& db, std::int64_t follower,
    const std::string& username, bool follow, std::int64_t now_ms)
{
    const auto user = store::UsersRepository(db).find_by_username(username);
    if (!user || user->role == "learner")
        return FollowProblem::no_such_player;
    if (user->id == follower)
        return FollowProblem::yourself;
    store::FollowsRepository follows(db);
    FollowChange out;
    out.username = user->username;
    out.following = follow;
    if (follow) {
        if (!follows.is_following(follower, user->id) && follows.following(follower) >= kMaxFollows)
            return FollowProblem::too_many;
        out.changed = follows.follow(follower, user->id, now_ms);
    } else {
        out.changed = follows.unfollow(follower, user->id);
    }
    out.followers = follows.followers(user->id);
    return out;
}

} // namespace academy::learn
