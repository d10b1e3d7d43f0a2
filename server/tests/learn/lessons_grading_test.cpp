// Grading a lesson on the server from what the player answered and tried: the quiz score, the
// accuracy (first tries and right answers together), completion (every position ends with an
// accepted move) and the input that does not fit the lesson.
#include "learn/lessons/catalogue_loader.hpp"
#include "learn/lessons/lesson_progress.hpp"

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

// chess-101: practice e2e4 | g1f3 | a1a8; quiz answers 1, 0, 2, 1.
const Lesson& chess101() { return *fixture().lesson("chess-101"); }

Grade graded(const CompletionInput& in)
{
    auto g = grade(chess101(), in);
    if (!g)
        throw std::runtime_error(g.error().message);
    return g.value();
}

std::string problem(const CompletionInput& in)
{
    auto g = grade(chess101(), in);
    return g ? "" : g.error().message;
}

} // namespace

TEST(LessonGrading, APerfectRun)
{
    const auto g = graded({ { 1, 0, 2, 1 }, { { "e2e4" }, { "g1f3" }, { "a1a8" } } });
    EXPECT_TRUE(g.completed);
    EXPECT_EQ(g.quiz_score, 100);
    EXPECT_EQ(g.accuracy, 100);
    EXPECT_EQ(g.solved_first_try, 3);
    EXPECT_EQ(g.correct_answers, 4);
}

TEST(LessonGrading, SecondTriesCompleteButCostAccuracy)
{
    // One wrong answer of four (75), two positions solved at the second try:
    // accuracy = (1 + 3) / (3 + 4) = 57.1 -> 57.
    const auto g
        = graded({ { 1, 0, 2, 0 }, { { "e2e4" }, { "b1c3", "g1f3" }, { "a1a7", "a1a8" } } });
    EXPECT_TRUE(g.completed);
    EXPECT_EQ(g.quiz_score, 75);
    EXPECT_EQ(g.accuracy, 57);
}

TEST(LessonGrading, APositionThatDoesNotEndSolvedLeavesTheLessonIncomplete)
{
    EXPECT_FALSE(
        graded({ { 1, 0, 2, 1 }, { { "e2e4" }, { "g1f3" }, { "a1a8", "a1a7" } } }).completed);
    EXPECT_FALSE(graded({ { 1, 0, 2, 1 }, { { "e2e4" }, {}, { "a1a8" } } }).completed);
    // One right answer and no first try of 4 questions and 3 positions: 1/7 -> 14.
    const auto g = graded({ { 0, 1, 0, 1 }, { {}, {}, {} } });
    EXPECT_EQ(g.quiz_score, 25);
    EXPECT_EQ(g.accuracy, 14);
}

TEST(LessonGrading, InputThatDoesNotFitTheLessonIsRefusedWithAReason)
{
    const std::vector<std::vector<std::string>> solved = { { "e2e4" }, { "g1f3" }, { "a1a8" } };
    EXPECT_EQ(problem({ { 1, 0, 2 }, solved }),
        "quizAnswers must hold one answer per quiz question (4), not 3");
    EXPECT_EQ(problem({ { 1, 0, 2, 1 }, { { "e2e4" } } }),
        "practice must hold one list of moves per practice position (3), not 1");
    EXPECT_EQ(
        problem({ { 1, 0, 4, 1 }, solved }), "quizAnswers[2] must be an option index from 0 to 3");
    EXPECT_EQ(
        problem({ { 1, -1, 2, 1 }, solved }), "quizAnswers[1] must be an option index from 0 to 1");
    EXPECT_EQ(problem({ { 1, 0, 2, 1 }, { { "e2e4" }, { "Nf3" }, { "a1a8" } } }),
        "practice[1][0] is not a UCI move (like \"e2e4\" or \"e7e8q\")");
    std::vector<std::string> many(kMaxTriesPerPosition + 1, "e2e4");
    EXPECT_EQ(problem({ { 1, 0, 2, 1 }, { many, { "g1f3" }, { "a1a8" } } }),
        "practice[0] holds more than 50 moves");
}

TEST(LessonGrading, UciTextIsSquaresAndAnOptionalPromotion)
{
    for (const auto* ok : { "e2e4", "a7a8q", "h2h1n", "e1g1" })
        EXPECT_TRUE(uci_text(ok)) << ok;
    for (const auto* bad : { "", "e2", "e2e9", "i2e4", "e7e8k", "e2e4 ", "E2E4", "e2-e4", "0000" })
        EXPECT_FALSE(uci_text(bad)) << bad;
}
