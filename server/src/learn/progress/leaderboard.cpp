#include "learn/progress/leaderboard.hpp"

#include "learn/progress/progress_achievements.hpp"
#include "learn/progress/progress_rules.hpp"
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
    // The colour bands (1200, 1400, 1600, 1800; docs/progress.md), then every 200 points.
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

namespace {

    struct Lines {
        std::map<std::int64_t, store::PlayerLine> lines;
        std::map<std::int64_t, store::RatingChange> changes;

        std::optional<int> change_of(std::int64_t id) const
        {
            const auto it = changes.find(id);
            return it == changes.end() ? std::nullopt : std::optional<int>(it->second.change);
        }
    };

    Lines read_lines(store::BoardsRepository& boards, const std::vector<std::int64_t>& ids,
        const LeaderboardQuery& query, const std::string& xp_board)
    {
        return { boards.lines(ids, query.speed, xp_board),
            boards.rating_changes(ids, query.speed, query.now_ms - kWeekMs) };
    }

    std::vector<LeaderboardLine> entries_of(const std::vector<Placed>& placed, const Lines& read)
    {
        std::vector<LeaderboardLine> out;
        for (const auto& p : placed) {
            const auto it = read.lines.find(p.user_id);
            if (it == read.lines.end())
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
            entry.rating_change_7d = read.change_of(line.user_id);
            entry.level = line.level;
            entry.xp_this_week = line.xp_week;
            entry.country = line.country;
            out.push_back(std::move(entry));
        }
        return out;
    }

    YourRank your_rank(
        const LeaderboardQuery& query, std::optional<std::int64_t> rank, const Lines& read)
    {
        YourRank you;
        you.rank = rank;
        if (const auto it = read.lines.find(*query.viewer); it != read.lines.end()) {
            if (it->second.rating)
                you.rating = static_cast<int>(std::lround(*it->second.rating));
            you.xp_this_week = it->second.xp_week;
        }
        you.change = read.change_of(*query.viewer);
        const auto milestone = query.board == BoardKind::rating
            ? rating_milestone(you.rating.value_or(0))
            : xp_milestone(you.xp_this_week);
        you.next_milestone = milestone.next;
        you.progress_to_milestone = milestone.progress;
        return you;
    }

    // The page of the whole board or a country's part, as every viewer sees it.
    LeaderboardCache::Shared read_shared(
        store::Database& db, const LeaderboardQuery& query, const std::string& country)
    {
        store::BoardsRepository boards(db);
        LeaderboardCache::Shared out;
        out.event = weekly_race(db, query.now_ms);
        const store::BoardScope scope { board_name(query), country };
        const std::int64_t offset = std::int64_t { query.page - 1 } * query.page_size;
        // The weekly board's size is the race's participants, already counted.
        out.total = query.board == BoardKind::weekly_xp && country.empty() ? out.event.participants
                                                                           : boards.players(scope);
        // Equal scores share a rank: the first line's is counted from the buckets, each later
        // one is its position unless it ties with the line before.
        const auto entries = boards.page(scope, offset, query.page_size);
        std::vector<Placed> placed;
        std::int64_t rank = 0;
        for (std::size_t i = 0; i < entries.size(); ++i) {
            if (i == 0)
                rank = boards.above(scope, entries[0].score) + 1;
            else if (entries[i].score != entries[i - 1].score)
                rank = offset + static_cast<std::int64_t>(i) + 1;
            placed.push_back({ rank, entries[i].user_id });
        }
        std::vector<std::int64_t> ids;
        for (const auto& p : placed)
            ids.push_back(p.user_id);
        out.entries = entries_of(placed, read_lines(boards, ids, query, "xp:" + out.event.week));
        out.recent_achievements
            = named(country.empty() ? boards.recent_unlocks(kRecentUnlocksShown)
                                    : boards.recent_unlocks_in(country, kRecentUnlocksShown));
        return out;
    }

    std::string cache_key(const LeaderboardQuery& q, const std::string& country)
    {
        return board_name(q) + "|" + country + "|" + q.speed + "|" + std::to_string(q.page) + "|"
            + std::to_string(q.page_size);
    }

} // namespace

std::optional<LeaderboardCache::Shared> LeaderboardCache::find(
    const std::string& key, std::int64_t now_ms)
{
    std::lock_guard lock(mutex_);
    const auto it = kept_.find(key);
    if (it == kept_.end() || it->second.first <= now_ms)
        return std::nullopt;
    return it->second.second;
}

void LeaderboardCache::keep(const std::string& key, Shared shared, std::int64_t now_ms)
{
    if (ttl_ms_ <= 0)
        return;
    std::lock_guard lock(mutex_);
    if (kept_.size() >= kMaxKept)
        std::erase_if(kept_, [&](const auto& kept) { return kept.second.first <= now_ms; });
    if (kept_.size() >= kMaxKept)
        kept_.clear();
    kept_[key] = { now_ms + ttl_ms_, std::move(shared) };
}

namespace {

    Result<Leaderboard, LeaderboardProblem> read_in_snapshot(
        store::Database& db, const LeaderboardQuery& query, LeaderboardCache* cache)
    {
        if (query.scope != BoardScopeKind::global && !query.viewer)
            return LeaderboardProblem::needs_account;
        store::BoardsRepository boards(db);
        std::string country;
        if (query.scope == BoardScopeKind::country) {
            const auto viewer = store::UsersRepository(db).find_by_id(*query.viewer);
            if (!viewer || !viewer->country)
                return LeaderboardProblem::needs_country;
            country = *viewer->country;
        }

        Leaderboard out;
        out.query = query;
        const auto board = board_name(query);
        const auto week = "xp:" + week_of(query.now_ms);

        if (query.scope == BoardScopeKind::friends) {
            // The viewer and whom they follow: on the board first, best first; then the others in
            // the order followed. Equal scores share a rank, as on the whole board.
            out.event = weekly_race(db, query.now_ms);
            auto friends = store::FollowsRepository(db).followees(*query.viewer);
            friends.push_back(*query.viewer);
            const auto scores = boards.scores(board, friends);
            std::stable_sort(friends.begin(), friends.end(), [&](std::int64_t a, std::int64_t b) {
                const auto sa = scores.find(a);
                const auto sb = scores.find(b);
                if ((sa == scores.end()) != (sb == scores.end()))
                    return sa != scores.end();
                if (sa == scores.end())
                    return false;
                return sa->second != sb->second ? sa->second > sb->second : a < b;
            });
            std::vector<Placed> all;
            std::optional<std::int64_t> viewer_rank;
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
            const std::int64_t offset = std::int64_t { query.page - 1 } * query.page_size;
            std::vector<Placed> placed;
            std::vector<std::int64_t> ids { *query.viewer };
            for (std::int64_t i = offset; i < out.total && i < offset + query.page_size; ++i) {
                placed.push_back(all[static_cast<std::size_t>(i)]);
                ids.push_back(placed.back().user_id);
            }
            const auto read = read_lines(boards, ids, query, week);
            out.entries = entries_of(placed, read);
            out.your_rank = your_rank(query, viewer_rank, read);
            out.recent_achievements = named(boards.recent_unlocks_of(friends, kRecentUnlocksShown));
        } else {
            const auto key = cache_key(query, country);
            auto shared = cache ? cache->find(key, query.now_ms) : std::nullopt;
            if (!shared) {
                shared = read_shared(db, query, country);
                if (cache)
                    cache->keep(key, *shared, query.now_ms);
            }
            out.total = shared->total;
            out.entries = std::move(shared->entries);
            out.recent_achievements = std::move(shared->recent_achievements);
            out.event = std::move(shared->event);
            if (query.viewer) {
                const auto rank = boards.place({ board, country }, *query.viewer);
                const auto figures
                    = boards.viewer(*query.viewer, query.speed, week, query.now_ms - kWeekMs);
                Lines read;
                store::PlayerLine line;
                line.rating = figures.rating;
                line.xp_week = figures.xp_week;
                read.lines[*query.viewer] = line;
                if (figures.change)
                    read.changes[*query.viewer] = *figures.change;
                out.your_rank = your_rank(query, rank, read);
            }
        }
        for (auto& e : out.entries)
            e.is_you = query.viewer && *query.viewer == e.user_id;
        return out;
    }

} // namespace

Result<Leaderboard, LeaderboardProblem> read_leaderboard(
    store::Database& db, const LeaderboardQuery& query, LeaderboardCache* cache)
{
    // One snapshot: the page, the ranks and the counts agree, and the store's locks are taken once.
    std::optional<Result<Leaderboard, LeaderboardProblem>> out;
    db.read_transaction([&] { out = read_in_snapshot(db, query, cache); });
    return std::move(*out);
}

} // namespace academy::learn
