#include "learn/leaderboard.hpp"

#include "learn/progress_achievements.hpp"
#include "learn/progress_rules.hpp"
#include "rating/glicko2.hpp"
#include "store/boards_repository.hpp"
#include "store/follows_repository.hpp"
#include "store/users_repository.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace academy::learn {

namespace {

    constexpr std::int64_t kDayMs = 24LL * 60 * 60 * 1000;
    constexpr std::int64_t kWeekMs = 7 * kDayMs;

    std::string board_name(const LeaderboardQuery& q)
    {
        return q.board == BoardKind::rating ? "rating:" + q.speed : "xp:" + week_of(q.now_ms);
    }

    // A place on the page: its rank (none for a friend off the board) and the player.
    struct Placed {
        std::optional<std::int64_t> rank;
        std::int64_t user_id = 0;
    };

    std::vector<RecentUnlock> named(const std::vector<store::UnlockRow>& rows)
    {
        std::vector<RecentUnlock> out;
        const auto catalogue = achievement_catalogue();
        for (const auto& r : rows) {
            const auto def = std::find_if(catalogue.begin(), catalogue.end(),
                [&](const AchievementDef& d) { return r.achievement_id == d.id; });
            if (def == catalogue.end())
                continue; // an id the catalogue dropped
            out.push_back({ r.username, r.display_name, r.achievement_id, def->title, def->icon,
                r.unlocked_at_ms });
        }
        return out;
    }

    Milestone between(std::int64_t value, std::int64_t previous, std::int64_t next)
    {
        const auto span = std::max<std::int64_t>(1, next - previous);
        const auto done = std::clamp<std::int64_t>(value - previous, 0, span);
        return { next, static_cast<int>(done * 100 / span) };
    }

} // namespace

Milestone rating_milestone(int rating)
{
    // The colour bands of learning.md §9 (1200, 1400, 1600, 1800), then every 200 points.
    std::int64_t next = 1200;
    while (next <= rating)
        next += 200;
    return between(rating, next == 1200 ? 1000 : next - 200, next);
}

Milestone xp_milestone(std::int64_t xp)
{
    static constexpr std::int64_t kMarks[] = { 100, 250, 500, 1000, 2000, 3500, 5000 };
    std::int64_t previous = 0;
    for (const auto mark : kMarks) {
        if (xp < mark)
            return between(xp, previous, mark);
        previous = mark;
    }
    std::int64_t next = 7500;
    while (next <= xp)
        next += 2500;
    return between(xp, next - 2500, next);
}

WeeklyRace weekly_race(store::Database& db, std::int64_t now_ms)
{
    WeeklyRace race;
    race.week = week_of(now_ms);
    race.starts_at_ms = week_start_ms(now_ms);
    race.ends_at_ms = race.starts_at_ms + kWeekMs - 1000;
    race.participants = store::BoardsRepository(db).players({ "xp:" + race.week, "" });
    return race;
}

std::variant<Leaderboard, LeaderboardRefusal> read_leaderboard(
    store::Database& db, const LeaderboardQuery& query)
{
    if (query.scope != BoardScopeKind::global && !query.viewer)
        return LeaderboardRefusal::needs_account;
    store::BoardsRepository boards(db);
    std::string country;
    if (query.scope == BoardScopeKind::country) {
        const auto viewer = store::UsersRepository(db).find_by_id(*query.viewer);
        if (!viewer || !viewer->country)
            return LeaderboardRefusal::needs_country;
        country = *viewer->country;
    }

    Leaderboard out;
    out.query = query;
    out.event = weekly_race(db, query.now_ms);
    const auto board = board_name(query);
    const auto xp_board = "xp:" + out.event.week;
    const std::int64_t offset = std::int64_t { query.page - 1 } * query.page_size;

    std::vector<Placed> placed;
    std::optional<std::int64_t> viewer_rank;
    std::vector<std::int64_t> friends; // the viewer and whom they follow (friends scope)
    if (query.scope == BoardScopeKind::friends) {
        friends = store::FollowsRepository(db).followees(*query.viewer);
        friends.push_back(*query.viewer);
        const auto scores = boards.scores(board, friends);
        // On the board first, best first; then the others in the order followed.
        std::vector<Placed> all;
        std::stable_sort(friends.begin(), friends.end(), [&](std::int64_t a, std::int64_t b) {
            const auto sa = scores.find(a);
            const auto sb = scores.find(b);
            if ((sa == scores.end()) != (sb == scores.end()))
                return sa != scores.end();
            if (sa == scores.end())
                return false;
            return sa->second != sb->second ? sa->second > sb->second : a < b;
        });
        // Equal scores share a rank, as on the whole board.
        std::int64_t position = 0;
        std::optional<std::int64_t> rank;
        std::optional<double> previous;
        for (const auto id : friends) {
            const auto score = scores.find(id);
            if (score == scores.end()) {
                all.push_back({ std::nullopt, id });
            } else {
                ++position;
                if (!previous || score->second != *previous)
                    rank = position;
                previous = score->second;
                all.push_back({ rank, id });
            }
            if (id == *query.viewer)
                viewer_rank = all.back().rank;
        }
        out.total = static_cast<std::int64_t>(all.size());
        for (std::int64_t i = offset; i < out.total && i < offset + query.page_size; ++i)
            placed.push_back(all[static_cast<std::size_t>(i)]);
    } else {
        const store::BoardScope scope { board, country };
        // The weekly board's size is the race's participants, already counted.
        out.total = query.board == BoardKind::weekly_xp && country.empty() ? out.event.participants
                                                                           : boards.players(scope);
        // Equal scores share a rank: the first line's is counted from the buckets, each later
        // one is its position unless it ties with the line before.
        const auto entries = boards.page(scope, offset, query.page_size);
        std::int64_t rank = 0;
        for (std::size_t i = 0; i < entries.size(); ++i) {
            if (i == 0)
                rank = boards.above(scope, entries[0].score) + 1;
            else if (entries[i].score != entries[i - 1].score)
                rank = offset + static_cast<std::int64_t>(i) + 1;
            placed.push_back({ rank, entries[i].user_id });
        }
        if (query.viewer)
            viewer_rank = boards.place(scope, *query.viewer);
    }

    std::vector<std::int64_t> ids;
    for (const auto& p : placed)
        ids.push_back(p.user_id);
    if (query.viewer)
        ids.push_back(*query.viewer);
    const auto lines = boards.lines(ids, query.speed, xp_board);
    const auto changes = boards.rating_changes(ids, query.speed, query.now_ms - kWeekMs);
    auto change_of = [&](std::int64_t id) -> std::optional<int> {
        const auto it = changes.find(id);
        return it == changes.end() ? std::nullopt : std::optional<int>(it->second.change);
    };

    for (const auto& p : placed) {
        const auto it = lines.find(p.user_id);
        if (it == lines.end())
            continue; // the account went between the two reads
        const auto& line = it->second;
        LeaderboardLine entry;
        entry.rank = p.rank;
        entry.user_id = line.user_id;
        entry.username = line.username;
        entry.display_name = line.display_name;
        if (line.rating)
            entry.rating = static_cast<int>(std::lround(*line.rating));
        entry.provisional = line.deviation && *line.deviation >= rating::kProvisionalDeviation;
        entry.rating_change_7d = change_of(line.user_id);
        entry.level = line.level;
        entry.xp_this_week = line.xp_week;
        entry.country = line.country;
        entry.is_you = query.viewer && *query.viewer == line.user_id;
        out.entries.push_back(std::move(entry));
    }

    if (query.viewer) {
        YourRank you;
        you.rank = viewer_rank;
        if (const auto it = lines.find(*query.viewer); it != lines.end()) {
            if (it->second.rating)
                you.rating = static_cast<int>(std::lround(*it->second.rating));
            you.xp_this_week = it->second.xp_week;
        }
        you.change = change_of(*query.viewer);
        const auto milestone = query.board == BoardKind::rating
            ? rating_milestone(you.rating.value_or(0))
            : xp_milestone(you.xp_this_week);
        you.next_milestone = milestone.next;
        you.progress_to_milestone = milestone.progress;
        out.your_rank = you;
    }

    switch (query.scope) {
    case BoardScopeKind::global:
        out.recent_achievements = named(boards.recent_unlocks(kRecentUnlocksShown));
        break;
    case BoardScopeKind::country:
        out.recent_achievements = named(boards.recent_unlocks_in(country, kRecentUnlocksShown));
        break;
    case BoardScopeKind::friends:
        out.recent_achievements = named(boards.recent_unlocks_of(friends, kRecentUnlocksShown));
        break;
    }
    return out;
}

} // namespace academy::learn
