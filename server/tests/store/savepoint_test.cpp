// store::Savepoint and RatingsRepository::save_pair on a real SQLite database: what a savepoint
// keeps, what it undoes, and that the enclosing transaction stands either way.
#include "../support/test_database.hpp"
#include "store/migrations.hpp"
#include "store/ratings_repository.hpp"
#include "store/savepoint.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>

using namespace academy;

namespace {

struct SavepointTest : ::testing::Test {
    void SetUp() override
    {
        dir = std::filesystem::temp_directory_path()
            / ("academy-savepoint-" + std::to_string(std::random_device {}()));
        std::filesystem::create_directories(dir);
        db = store::open_database(test::database_url(dir / "t.db"));
        store::migrate(*db);
        db->execute_script("CREATE TABLE t (n INTEGER NOT NULL)");
    }
    void TearDown() override
    {
        db.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    std::int64_t count(const std::string& table)
    {
        return db->query("SELECT COUNT(*) FROM " + table).rows.at(0).integer(0);
    }
    store::RatingRecord rating(const std::string& id)
    {
        return { id, "blitz", id, id, rating::Rating {}, 1 };
    }
    std::filesystem::path dir;
    std::unique_ptr<store::Database> db;
};

} // namespace

TEST_F(SavepointTest, ReleaseKeepsRollbackAndDestructionUndoOnlyWhatFollowedTheSavepoint)
{
    db->transaction([&] {
        db->query("INSERT INTO t VALUES (1)");
        {
            store::Savepoint kept(*db, "kept");
            db->query("INSERT INTO t VALUES (2)");
            kept.release();
        }
        {
            store::Savepoint undone(*db, "undone");
            db->query("INSERT INTO t VALUES (3)");
            undone.rollback();
        }
        {
            store::Savepoint dropped(*db, "dropped");
            db->query("INSERT INTO t VALUES (4)");
        }
    });
    EXPECT_EQ(count("t"), 2);
    EXPECT_THROW(store::Savepoint(*db, "x; DROP TABLE t"), std::invalid_argument);
}

TEST_F(SavepointTest, BothRatingsOfAGameAreSavedOrNeither)
{
    store::RatingsRepository ratings(*db);
    db->transaction([&] { ratings.save_pair(rating("a"), rating("b"), 1); });
    EXPECT_TRUE(ratings.find("a", "blitz"));
    EXPECT_TRUE(ratings.find("b", "blitz"));

    if (db->dialect() == "postgres")
        db->execute_script(
            "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE "
            "EXCEPTION 'refused'; END $$; CREATE TRIGGER refuse BEFORE INSERT ON player_ratings "
            "FOR EACH ROW WHEN (NEW.user_id = 'bad') EXECUTE FUNCTION refuse()");
    else
        db->execute_script("CREATE TRIGGER refuse BEFORE INSERT ON player_ratings "
                           "WHEN NEW.user_id = 'bad' BEGIN SELECT RAISE(ABORT, 'refused'); END");
    db->transaction([&] {
        db->query("INSERT INTO t VALUES (1)");
        EXPECT_THROW(ratings.save_pair(rating("c"), rating("bad"), 2), std::exception);
    });
    EXPECT_FALSE(ratings.find("c", "blitz")); // the first of the pair was undone
    EXPECT_EQ(count("t"), 1); // the rest of the transaction stood
}
