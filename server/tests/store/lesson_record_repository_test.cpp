// The lesson record's rows (migration 0135, docs/lessons.md "The lesson record"), read through one
// reader per table: a position's tries until it is solved or revealed, read alone (a try, a reveal)
// and in order with the others (the record); a quiz's first submission kept, read alone (the
// submission) and with the others.
#include "store/lesson_record_repository.hpp"
#include "temp_database.hpp"

using namespace academy;

namespace {

struct LessonRecord : test::TempDatabase {
    store::LessonRecordRepository record { *db };
};

} // namespace

TEST_F(LessonRecord, APositionCountsTriesUntilSolvedAndNothingAfter)
{
    auto row = record.record_try(7, "chess-101", 2, "e2e5", false, 1);
    EXPECT_EQ(row.tries, 1);
    EXPECT_FALSE(row.solved);
    row = record.record_try(7, "chess-101", 2, "e2e4", true, 2);
    EXPECT_EQ(row.tries, 2);
    EXPECT_TRUE(row.solved);
    EXPECT_EQ(row.move, "e2e4");
    // Solved: a later move changes nothing, and neither does Show answer.
    row = record.record_try(7, "chess-101", 2, "d2d4", false, 3);
    EXPECT_EQ(row.tries, 2);
    EXPECT_EQ(row.move, "e2e4");
    row = record.reveal(7, "chess-101", 2, "e2e4", 4);
    EXPECT_FALSE(row.revealed);
}

TEST_F(LessonRecord, TheRecordListsTheLearnersPositionsOfTheLessonInOrder)
{
    record.reveal(7, "chess-101", 3, "g1f3", 1);
    record.record_try(7, "chess-101", 0, "e2e4", true, 2);
    record.record_try(7, "pawn-moves", 1, "e2e4", true, 3); // another lesson
    record.record_try(8, "chess-101", 1, "e2e4", true, 4); // another learner
    const auto rows = record.positions(7, "chess-101");
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0].position, 0);
    EXPECT_TRUE(rows[0].solved);
    EXPECT_EQ(rows[0].tries, 1);
    EXPECT_EQ(rows[1].position, 3);
    EXPECT_TRUE(rows[1].revealed);
    EXPECT_FALSE(rows[1].solved);
    EXPECT_EQ(rows[1].tries, 0);
    EXPECT_EQ(rows[1].move, "g1f3");
    EXPECT_TRUE(record.positions(7, "ruy-lopez").empty());
}

TEST_F(LessonRecord, AQuizKeepsItsFirstSubmissionAndTheRecordListsThemByModule)
{
    auto kept = record.submit_quiz(7, "chess-101", { "quiz", { 1, 0, 2 }, 2, 3 }, 1);
    EXPECT_EQ(kept.answers, (std::vector<int> { 1, 0, 2 }));
    kept = record.submit_quiz(7, "chess-101", { "quiz", { 0, 0, 0 }, 0, 3 }, 2);
    EXPECT_EQ(kept.answers, (std::vector<int> { 1, 0, 2 }));
    EXPECT_EQ(kept.correct, 2);
    EXPECT_EQ(kept.questions, 3);
    record.submit_quiz(7, "chess-101", { "a-quiz", { 1 }, 1, 1 }, 3);
    record.submit_quiz(8, "chess-101", { "b-quiz", { 1 }, 1, 1 }, 4); // another learner
    const auto quizzes = record.quizzes(7, "chess-101");
    ASSERT_EQ(quizzes.size(), 2u);
    EXPECT_EQ(quizzes[0].module_id, "a-quiz");
    EXPECT_EQ(quizzes[1].module_id, "quiz");
    EXPECT_EQ(quizzes[1].answers, (std::vector<int> { 1, 0, 2 }));
}
