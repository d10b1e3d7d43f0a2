// Grading a lesson from its record (learn/lessons/lesson_record.hpp): complete only when every
// practice position is solved or revealed, every puzzle solved or skipped and every quiz
// submitted; accuracy counts what was done (a position solved at the n-th try earns 1/n, a
// revealed one 0, a solved puzzle 1, a right answer 1).
#include "learn/lessons/catalogue_loader.hpp"
#include "learn/lessons/course.hpp"
#include "learn/lessons/lesson_record.hpp"

#include <gtest/gtest.h>

#include <filesystem>

using namespace academy::learn::lessons;

namespace {

const Catalogue& fixture()
{
    static const Catalogue c
        = load_catalogue(std::filesystem::path(ACADEMY_TEST_DATA) / "lessons").catalogue;
    return c;
}

// chess-101: three practice positions, two puzzles (fx001, fx002), a quiz of four questions.
const Lesson& chess101() { return *fixture().lesson("chess-101"); }

PositionRecord solved_at(int tries) { return { tries, true, false, "e2e4" }; }
PositionRecord revealed() { return { 1, false, true, "e2e4" }; }

LessonRecord done(int correct_answers)
{
    LessonRecord r;
    r.positions = { solved_at(1), solved_at(1), solved_at(1) };
    r.puzzles = { { "fx001", PuzzleState::solved }, { "fx002", PuzzleState::solved } };
    r.quizzes = { { "quiz", { 1, 0, 2, 1 }, correct_answers, 4 } };
    return r;
}

} // namespace

TEST(LessonGrading, TheLessonsPuzzlesAndPlacesAreTheCatalogues)
{
    EXPECT_EQ(
        lesson_puzzle_ids(chess101(), fixture()), (std::vector<std::string> { "fx001", "fx002" }));
    const auto p = practice_place(chess101(), 2);
    EXPECT_EQ(p.module, 2);
    EXPECT_EQ(p.position, 2);
    EXPECT_EQ(module_places(chess101(), fixture(), 0), 1);
    EXPECT_EQ(module_places(chess101(), fixture(), 2), 3);
    EXPECT_EQ(module_places(chess101(), fixture(), 3), 2);
}

// The course: the step lesson that opens the basics, then the curriculum in categories.json's
// order (lessons without a file left out).
TEST(LessonGrading, TheCourseRunsThroughTheStepLessonsAndTheCurriculum)
{
    std::vector<std::string> ids;
    for (const auto& l : course(fixture()))
        ids.push_back(l.id);
    EXPECT_EQ(ids, (std::vector<std::string> { "interactive-1", "chess-101", "hanging-pieces" }));
    ASSERT_TRUE(next_in_course(fixture(), "interactive-1"));
    EXPECT_EQ(next_in_course(fixture(), "interactive-1")->title, "Chess 101 (fixture)");
    ASSERT_TRUE(next_in_course(fixture(), "chess-101"));
    EXPECT_EQ(next_in_course(fixture(), "chess-101")->id, "hanging-pieces");
    EXPECT_FALSE(next_in_course(fixture(), "hanging-pieces"));
    EXPECT_FALSE(next_in_course(fixture(), "no-such-lesson"));
}

TEST(LessonGrading, EverythingRightIsAHundred)
{
    const auto g = grade(chess101(), done(4));
    EXPECT_TRUE(g.completed);
    EXPECT_EQ(g.quiz_score, 100);
    EXPECT_EQ(g.accuracy, 100);
}

TEST(LessonGrading, APositionEarnsOneOverItsTriesAndARevealedOneNothing)
{
    EXPECT_DOUBLE_EQ(position_credit(solved_at(1)), 1.0);
    EXPECT_DOUBLE_EQ(position_credit(solved_at(2)), 0.5);
    EXPECT_DOUBLE_EQ(position_credit(solved_at(4)), 0.25);
    EXPECT_DOUBLE_EQ(position_credit(revealed()), 0.0);
    EXPECT_DOUBLE_EQ(position_credit({ 3, false, false, "" }), 0.0);
    auto r = done(4);
    r.positions[0] = solved_at(2);
    // (1/2 + 1 + 1 + 2 + 4) / 9 = 94%: a solved position is never 0%.
    EXPECT_EQ(grade(chess101(), r).accuracy, 94);
    r.positions[1] = revealed();
    r.puzzles[1].state = PuzzleState::skipped;
    // (1/2 + 0 + 1 + 1 + 0 + 4) / 9 = 72%; revealed and skipped still complete.
    const auto g = grade(chess101(), r);
    EXPECT_EQ(g.accuracy, 72);
    EXPECT_TRUE(g.completed);
}

TEST(LessonGrading, AnythingOpenLeavesTheLessonUnfinishedAndSaysWhat)
{
    LessonRecord r;
    r.positions = { solved_at(1), {}, {} };
    r.puzzles = { { "fx001", PuzzleState::skipped }, { "fx002", PuzzleState::open } };
    auto g = grade(chess101(), r);
    EXPECT_FALSE(g.completed);
    EXPECT_EQ(g.positions_open, 2);
    EXPECT_EQ(g.puzzles_open, 1);
    EXPECT_EQ(g.quizzes_open, 1);
    EXPECT_EQ(unfinished_text(g),
        "The lesson is not finished yet: 2 practice positions to solve or reveal, 1 puzzle to "
        "solve or skip, the quiz to submit.");
    auto almost = done(2);
    almost.puzzles[0].state = PuzzleState::open;
    g = grade(chess101(), almost);
    EXPECT_FALSE(g.completed);
    EXPECT_EQ(unfinished_text(g), "The lesson is not finished yet: 1 puzzle to solve or skip.");
    EXPECT_EQ(g.quiz_score, 50);
}
