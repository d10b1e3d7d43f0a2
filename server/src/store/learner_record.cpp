#include "store/learner_record.hpp"

namespace academy::store {

namespace {

    // Rows keyed by (user, key column): the account's own row wins; the learner's others move.
    void move_once_each(Database& db, const char* table, const char* key, std::int64_t learner,
        std::int64_t account)
    {
        const std::string t(table);
        const std::string k(key);
        db.query("UPDATE " + t + " SET user_id = ? WHERE user_id = ? AND " + k + " NOT IN (SELECT "
                + k + " FROM " + t + " WHERE user_id = ?)",
            { account, learner, account });
        db.query("DELETE FROM " + t + " WHERE user_id = ?", { learner });
    }

    // Rows of which a user has at most one: the learner's moves only to an account without one.
    void move_if_none(Database& db, const char* table, std::int64_t learner, std::int64_t account)
    {
        const std::string t(table);
        db.query("UPDATE " + t + " SET user_id = ? WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM "
                + t + " WHERE user_id = ?)",
            { account, learner, account });
        db.query("DELETE FROM " + t + " WHERE user_id = ?", { learner });
    }

} // namespace

void move_learner_record(Database& db, std::int64_t learner, std::int64_t account)
{
    if (learner == account)
        return;
    db.transaction([&] {
        db.query("UPDATE computer_games SET user_id = ? WHERE user_id = ?", { account, learner });
        move_if_none(db, "computer_games_in_play", learner, account);
        // A puzzle counts once: attempts at a puzzle the account has tried stay behind.
        move_once_each(db, "puzzle_attempts", "puzzle_id", learner, account);
        move_once_each(db, "puzzle_showings", "puzzle_id", learner, account);
        move_if_none(db, "puzzle_ratings", learner, account);
        // A lesson's record (what was done in it, where the learner is) moves with its lesson:
        // a lesson the account already has keeps the account's record whole. Before
        // lesson_progress moves, which tells the account's lessons.
        for (const char* t : { "lesson_positions", "lesson_quizzes", "lesson_puzzle_skips" }) {
            db.query(std::string("UPDATE ") + t
                    + " SET user_id = ? WHERE user_id = ? AND lesson_id NOT IN (SELECT "
                      "lesson_id FROM lesson_progress WHERE user_id = ?)",
                { account, learner, account });
            db.query(std::string("DELETE FROM ") + t + " WHERE user_id = ?", { learner });
        }
        move_once_each(db, "lesson_progress", "lesson_id", learner, account);
        move_once_each(db, "practice_progress", "position_id", learner, account);
        move_once_each(db, "progress_events", "event_id", learner, account);
        db.query(
            "UPDATE assessment_sessions SET user_id = ? WHERE user_id = ?", { account, learner });
        db.query("UPDATE game_reviews SET owner_id = ? WHERE owner_id = ?", { account, learner });
        db.query(
            "UPDATE deck_cards SET user_id = ? WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM "
            "deck_cards mine WHERE mine.user_id = ? AND mine.game_key = deck_cards.game_key "
            "AND mine.ply = deck_cards.ply)",
            { account, learner, account });
        db.query("UPDATE deck_reviews SET user_id = ? WHERE user_id = ? AND card_id IN (SELECT id "
                 "FROM deck_cards WHERE user_id = ?)",
            { account, learner, account });
        db.query("DELETE FROM deck_reviews WHERE user_id = ?", { learner });
        db.query("DELETE FROM deck_cards WHERE user_id = ?", { learner });
        // The account's figures are replayed from its rows (progress_settle), and cached answers
        // keyed by its ledger version go stale.
        db.query(
            "INSERT INTO progress_dirty (user_id, version) VALUES (?, 1) ON CONFLICT (user_id) "
            "DO UPDATE SET version = progress_dirty.version + 1",
            { account });
        db.query("INSERT INTO progress_versions (user_id, version) VALUES (?, 1) ON CONFLICT "
                 "(user_id) DO UPDATE SET version = progress_versions.version + 1",
            { account });
    });
}

} // namespace academy::store
