// The leaderboard's boards (migration 0060): established ratings reach their board through the
// triggers on player_ratings, a country follows its player everywhere, the bucket counts give the
// same ranks (equal scores sharing one) and pages as counting every player would, and whatever
// adds to a ledger marks its account for settling.
#include "store/boards_repository.hpp"
#include "store/follows_repository.hpp"
#include "store/lesson_progress_repository.hpp"
#include "store/practice_progress_repository.hpp"
#include "store/ratings_repository.hpp"
#include "store/users_repository.hpp"
#include "temp_database.hpp"

#include <algorithm>
#include <random>

using namespace academy;

namespace {

struct Boards : test::TempDatabase {
    store::BoardsRepository boards { *db };
    store::UsersRepository users { *db };
    store::RatingsRepository ratings { *db };

    std::int64_t player(const std::string& name, std::optional<std::string> country = {})
    {
        const auto id = users.create({ name + "@example.com", name, name, std::nullopt }).id;
        if (country)
            users.set_country(id, country);
        return id;
    }

    void rate(std::int64_t id, const std::string& speed, double rating, double deviation = 60)
    {
        ratings.save({ std::to_string(id), speed, "x", "x", { rating, deviation, 0.06 }, 20 }, 1);
    }

    void xp(std::int64_t id, const std::string& week, std::int64_t points)
    {
        store::ProgressSummary s;
        s.xp_by_week[week] = points;
        ASSERT_TRUE(boards.save_summary(id, s, 1));
    }

    std::vector<std::int64_t> ids(const std::vector<store::BoardEntry>& entries)
    {
        std::vector<std::int64_t> out;
        for (const auto& e : entries)
            out.push_back(e.user_id);
        return out;
    }
};

TEST_F(Boards, EstablishedRatingsGoOnTheirSpeedsBoardAndProvisionalOnesDoNot)
{
    const auto ann = player("ann");
    const auto bob = player("bob");
    const auto cid = player("cid");
    rate(ann, "blitz", 1700);
    rate(bob, "blitz", 1900);
    rate(cid, "blitz", 2500, 300); // provisional
    rate(cid, "rapid", 1600);
    EXPECT_EQ(ids(boards.page({ "rating:blitz", "" }, 0, 10)), (std::vector { bob, ann }));
    EXPECT_EQ(boards.players({ "rating:blitz", "" }), 2);
    EXPECT_EQ(ids(boards.page({ "rating:rapid", "" }, 0, 10)), (std::vector { cid }));

    // Settling below the provisional deviation puts the player on; rising above takes them off.
    rate(cid, "blitz", 2400, 100);
    EXPECT_EQ(ids(boards.page({ "rating:blitz", "" }, 0, 10)), (std::vector { cid, bob, ann }));
    rate(bob, "blitz", 1900, 110);
    EXPECT_EQ(ids(boards.page({ "rating:blitz", "" }, 0, 10)), (std::vector { cid, ann }));
    EXPECT_EQ(boards.players({ "rating:blitz", "" }), 2);
    EXPECT_EQ(boards.place({ "rating:blitz", "" }, ann), 2);
    EXPECT_FALSE(boards.place({ "rating:blitz", "" }, bob));

    // Ratings of ids that are no account (guests are never rated) stay off every board.
    ratings.save({ "guest-1", "blitz", "g", "g", { 2000, 50, 0.06 }, 20 }, 1);
    EXPECT_EQ(boards.players({ "rating:blitz", "" }), 2);
}

TEST_F(Boards, ACountryFollowsItsPlayerOntoEveryBoardAndUnlock)
{
    const auto ann = player("ann", "FR");
    const auto bob = player("bob");
    rate(ann, "blitz", 1700);
    rate(bob, "blitz", 1800);
    xp(ann, "2026-03-09", 300);
    EXPECT_EQ(ids(boards.page({ "rating:blitz", "FR" }, 0, 10)), (std::vector { ann }));
    EXPECT_EQ(boards.place({ "rating:blitz", "FR" }, ann), 1);
    EXPECT_FALSE(boards.place({ "rating:blitz", "FR" }, bob));

    users.set_country(bob, "FR");
    users.set_country(ann, "DE");
    EXPECT_EQ(ids(boards.page({ "rating:blitz", "FR" }, 0, 10)), (std::vector { bob }));
    EXPECT_EQ(ids(boards.page({ "rating:blitz", "DE" }, 0, 10)), (std::vector { ann }));
    EXPECT_EQ(ids(boards.page({ "xp:2026-03-09", "DE" }, 0, 10)), (std::vector { ann }));
    EXPECT_EQ(boards.players({ "rating:blitz", "FR" }), 1);
    EXPECT_EQ(boards.players({ "xp:2026-03-09", "FR" }), 0);
    users.set_country(ann, std::nullopt);
    EXPECT_EQ(boards.players({ "rating:blitz", "DE" }), 0);
    EXPECT_EQ(boards.players({ "rating:blitz", "" }), 2);
}

// Ranks and deep pages from the bucket counts agree with sorting every player, ties included,
// for the whole board and a country's part, after scores move around.
TEST_F(Boards, RanksAndPagesMatchAFullSort)
{
    std::mt19937 random(7);
    const char* countries[] = { "FR", "DE", "US" };
    std::vector<std::int64_t> players;
    for (int i = 0; i < 400; ++i)
        players.push_back(player("p" + std::to_string(i), countries[i % 3]));
    auto score = [&] {
        // Many ties (whole numbers) and near-ties (fractions) across bucket edges.
        const int whole = std::uniform_int_distribution<int>(1090, 1310)(random);
        return random() % 3 == 0 ? whole + 0.5 : static_cast<double>(whole);
    };
    for (const auto id : players)
        rate(id, "blitz", score());
    for (int i = 0; i < 150; ++i) // moves, some off the board and back
        rate(players[random() % players.size()], "blitz", score(), random() % 5 == 0 ? 200 : 60);

    for (const std::string country : { "", "FR" }) {
        std::vector<std::pair<double, std::int64_t>> all;
        for (const auto& r : db->query("SELECT r.rating, u.id FROM player_ratings r JOIN users u "
                                       "ON u.id = CAST(r.user_id AS INTEGER) WHERE r.deviation < "
                                       "110 AND (? = '' OR u.country = ?)",
                                   { country, country })
                                 .rows)
            all.emplace_back(
                std::get<double>(r.values[0]) * -1, r.integer(1)); // highest first, then id
        std::sort(all.begin(), all.end());
        const store::BoardScope scope { "rating:blitz", country };
        ASSERT_EQ(boards.players(scope), static_cast<std::int64_t>(all.size())) << country;
        // Equal scores share a rank: 1 + the players scoring strictly more.
        std::size_t first_of_score = 0;
        for (std::size_t i = 0; i < all.size(); ++i) {
            if (all[i].first != all[first_of_score].first)
                first_of_score = i;
            ASSERT_EQ(
                boards.place(scope, all[i].second), static_cast<std::int64_t>(first_of_score + 1))
                << country << " player " << all[i].second;
            ASSERT_EQ(
                boards.above(scope, -all[i].first), static_cast<std::int64_t>(first_of_score));
        }
        for (std::int64_t offset : { 0, 1, 7, 50, 133, 199, 260, 390 }) {
            std::vector<std::int64_t> expected;
            for (auto i = offset; i < offset + 9 && i < static_cast<std::int64_t>(all.size()); ++i)
                expected.push_back(all[static_cast<std::size_t>(i)].second);
            EXPECT_EQ(ids(boards.page(scope, offset, 9)), expected) << country << " @" << offset;
        }
    }
}

TEST_F(Boards, ASummaryWritesTheWeeksTheTotalsAndTheUnlocksOnlyForAnAccount)
{
    const auto ann = player("ann", "GB");
    store::ProgressSummary s;
    s.total_xp = 480;
    s.level = 3;
    s.xp_by_week = { { "2026-03-02", 180 }, { "2026-03-09", 300 } };
    s.unlocks = { { "first_lesson", 1000 }, { "puzzle_solver", 2000 } };
    ASSERT_TRUE(boards.save_summary(ann, s, 5));
    EXPECT_EQ(boards.scores("xp:2026-03-09", { ann }).at(ann), 300);
    const auto lines = boards.lines({ ann }, "blitz", "xp:2026-03-09");
    EXPECT_EQ(lines.at(ann).level, 3);
    EXPECT_EQ(lines.at(ann).total_xp, 480);
    EXPECT_EQ(lines.at(ann).xp_week, 300);
    EXPECT_EQ(lines.at(ann).country, "GB");
    EXPECT_FALSE(lines.at(ann).rating);
    const auto unlocks = boards.recent_unlocks(5);
    ASSERT_EQ(unlocks.size(), 2u);
    EXPECT_EQ(unlocks[0].achievement_id, "puzzle_solver");
    EXPECT_EQ(unlocks[0].username, "ann");
    EXPECT_EQ(boards.recent_unlocks_in("GB", 5).size(), 2u);
    EXPECT_TRUE(boards.recent_unlocks_in("FR", 5).empty());
    const auto of = boards.recent_unlocks_of({ ann, ann + 100 }, 1);
    ASSERT_EQ(of.size(), 1u);
    EXPECT_EQ(of[0].achievement_id, "puzzle_solver");
    EXPECT_EQ(of[0].display_name, "ann");
    EXPECT_TRUE(boards.recent_unlocks_of({ ann + 100 }, 5).empty());

    // A later summary replaces the earlier: a week gone from the ledger leaves its board.
    s.xp_by_week = { { "2026-03-09", 350 } };
    ASSERT_TRUE(boards.save_summary(ann, s, 6));
    EXPECT_TRUE(boards.scores("xp:2026-03-02", { ann }).empty());
    EXPECT_EQ(boards.players({ "xp:2026-03-02", "" }), 0);
    EXPECT_EQ(boards.scores("xp:2026-03-09", { ann }).at(ann), 350);

    EXPECT_FALSE(boards.save_summary(ann + 100, s, 7));
    EXPECT_EQ(rows("progress_totals"), 1);
}

TEST_F(Boards, EverythingALedgerIsReadFromMarksItsAccount)
{
    const auto ann = player("ann");
    const auto bob = player("bob");
    db->query("DELETE FROM progress_dirty");
    // A lesson marks its account when it is first completed, not when it is started or
    // completed again.
    store::LessonProgressRepository lessons(*db);
    lessons.start(ann, "forks", 1);
    EXPECT_FALSE(boards.dirty_version(ann));
    lessons.complete(ann, "forks", 100, 100, 2);
    EXPECT_EQ(boards.dirty_version(ann), 1);
    lessons.complete(ann, "forks", 100, 100, 3);
    EXPECT_EQ(boards.dirty_version(ann), 1);
    // A practice position when it is first won.
    store::PracticeProgressRepository practice(*db);
    practice.record_win(bob, "a", 3, 1);
    EXPECT_EQ(boards.dirty_version(bob), 1);
    practice.record_win(bob, "a", 3, 2);
    EXPECT_EQ(boards.dirty_version(bob), 1);
    // Every puzzle attempt: a failed one still took time.
    db->query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, time_ms, "
              "hints_used) VALUES (?, 'p', 0, 1, 1, 0)",
        { bob });
    EXPECT_EQ(boards.dirty_version(bob), 2);
    db->query("INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, first_attempt, time_ms, "
              "hints_used) VALUES (?, 'p', 1, 0, 1, 0)",
        { bob });
    EXPECT_EQ(boards.dirty_version(bob), 3);
    // Every graded showing of a deck card, for the same reason.
    db->query("INSERT INTO deck_reviews (user_id, card_id, at_ms, grade, solved, first_try, ms) "
              "VALUES (?, 1, 1, 1, 0, 0, 1)",
        { bob });
    EXPECT_EQ(boards.dirty_version(bob), 4);
    db->query("INSERT INTO computer_games (user_id, level, color, result, moves, player_moves, "
              "points, created_at) VALUES (?, 1, 'white', 'win', '', 1, 1, 1)",
        { ann });
    EXPECT_EQ(boards.dirty_version(ann), 2);

    // A live game marks both accounts when it ends, and no guest.
    db->query("INSERT INTO live_games (id, white_id, white_username, white_display_name, "
              "white_rating, white_guest, black_id, black_username, black_display_name, "
              "black_rating, black_guest, tc_name, tc_type, tc_initial, tc_increment, rated, "
              "status, white_ms, black_ms, created_at) VALUES ('g', ?, 'ann', 'ann', 1500, 0, "
              "'guest-x', 'g', 'g', 1500, 1, '3+0', 'blitz', 180, 0, 0, 'active', 1, 1, 1)",
        { std::to_string(ann) });
    EXPECT_EQ(boards.dirty_version(ann), 2);
    db->query("UPDATE live_games SET status = 'ended', score = '1-0' WHERE id = 'g'");
    EXPECT_EQ(boards.dirty_version(ann), 3);
    EXPECT_EQ(rows("progress_dirty"), 2);

    // Clearing an outdated version leaves the mark.
    boards.clear_dirty(ann, 2);
    EXPECT_EQ(boards.dirty_version(ann), 3);
    boards.clear_dirty(ann, 3);
    EXPECT_FALSE(boards.dirty_version(ann));
    EXPECT_EQ(boards.dirty(10).size(), 1u);
}

TEST_F(Boards, RatingChangesSumTheRatedGamesOfTheSpeedInTheWindow)
{
    const auto ann = player("ann");
    const auto bob = player("bob");
    auto game = [&](const std::string& id, std::int64_t white, std::int64_t black, int diff,
                    const std::string& type, std::int64_t ended, int rated = 1) {
        db->query("INSERT INTO live_games (id, white_id, white_username, white_display_name, "
                  "white_rating, white_guest, black_id, black_username, black_display_name, "
                  "black_rating, black_guest, tc_name, tc_type, tc_initial, tc_increment, rated, "
                  "status, white_ms, black_ms, white_rating_diff, black_rating_diff, created_at, "
                  "ended_at) VALUES (?, ?, 'a', 'a', 1500, 0, ?, 'b', 'b', 1500, 0, '3+0', ?, "
                  "180, 0, ?, 'ended', 1, 1, ?, ?, 1, ?)",
            { id, std::to_string(white), std::to_string(black), type, std::int64_t { rated },
                std::int64_t { diff }, std::int64_t { -diff }, ended });
    };
    game("1", ann, bob, 8, "blitz", 1000);
    game("2", bob, ann, 5, "blitz", 2000); // ann -5
    game("3", ann, bob, 9, "rapid", 2000);
    game("4", ann, bob, 7, "blitz", 10); // before the window
    game("5", ann, bob, 0, "blitz", 2000, 0); // unrated
    const auto changes = store::BoardsRepository(*db).rating_changes({ ann, bob }, "blitz", 500);
    EXPECT_EQ(changes.at(ann).change, 3);
    EXPECT_EQ(changes.at(ann).games, 2);
    EXPECT_EQ(changes.at(bob).change, -3);
    EXPECT_TRUE(boards.rating_changes({ ann }, "bullet", 0).empty());

    // The Your Rank card's figures agree, read in one look-up.
    rate(ann, "blitz", 1612.6);
    xp(ann, "2026-03-09", 240);
    const auto you = boards.viewer(ann, "blitz", "xp:2026-03-09", 500);
    ASSERT_TRUE(you.change);
    EXPECT_EQ(you.change->change, 3);
    EXPECT_EQ(you.change->games, 2);
    EXPECT_DOUBLE_EQ(you.rating.value_or(0), 1612.6);
    EXPECT_EQ(you.xp_week, 240);
    const auto none = boards.viewer(bob, "bullet", "xp:2026-03-09", 0);
    EXPECT_FALSE(none.change);
    EXPECT_FALSE(none.rating);
    EXPECT_EQ(none.xp_week, 0);
}

TEST_F(Boards, DeletingAnAccountTakesItOffEveryBoardAndEveryFollow)
{
    const auto ann = player("ann", "FR");
    const auto bob = player("bob");
    rate(ann, "blitz", 1700);
    xp(ann, "2026-03-09", 300);
    store::FollowsRepository follows(*db);
    follows.follow(bob, ann, 1);
    follows.follow(ann, bob, 1);
    users.remove(ann);
    EXPECT_EQ(boards.players({ "rating:blitz", "" }), 0);
    EXPECT_EQ(boards.players({ "xp:2026-03-09", "FR" }), 0);
    EXPECT_EQ(rows("board_entries"), 0);
    EXPECT_EQ(rows("follows"), 0);
    EXPECT_EQ(follows.followers(bob), 0);
}

TEST_F(Boards, FollowingIsIdempotentOneWayAndCounted)
{
    const auto ann = player("ann");
    const auto bob = player("bob");
    store::FollowsRepository follows(*db);
    EXPECT_TRUE(follows.follow(ann, bob, 5));
    EXPECT_FALSE(follows.follow(ann, bob, 9)); // the first date stands
    EXPECT_TRUE(follows.is_following(ann, bob));
    EXPECT_FALSE(follows.is_following(bob, ann));
    EXPECT_EQ(follows.followers(bob), 1);
    EXPECT_EQ(follows.following(ann), 1);
    EXPECT_EQ(follows.followees(ann), (std::vector { bob }));
    EXPECT_EQ(db->query("SELECT created_at FROM follows").rows.at(0).integer(0), 5);
    EXPECT_TRUE(follows.unfollow(ann, bob));
    EXPECT_FALSE(follows.unfollow(ann, bob));
    EXPECT_EQ(follows.followers(bob), 0);
}

} // namespace
