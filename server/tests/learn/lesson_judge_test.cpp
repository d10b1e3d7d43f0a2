// The judge of one lesson move or quiz answer (issue 29): legal by the rules core, right when the
// content accepts it; the hint's squares; a quiz's verdicts and the input that does not fit; an
// academy puzzle's moves with the reply and any mate on the last move.
#include "learn/lessons/lesson_judge.hpp"

#include <gtest/gtest.h>

using namespace academy::learn::lessons;

namespace {

const std::string kBackRank = "6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1";

} // namespace

TEST(LessonJudge, AMoveIsLegalFirstThenRightWhenAccepted)
{
    auto v = judge_move(kBackRank, "e1e8", { "e1e8" });
    EXPECT_TRUE(v.legal);
    EXPECT_TRUE(v.correct);
    EXPECT_TRUE(v.mate);
    EXPECT_EQ(v.san, "Re8#");
    v = judge_move(kBackRank, "e1e7", { "e1e8" });
    EXPECT_TRUE(v.legal);
    EXPECT_FALSE(v.correct);
    EXPECT_EQ(v.san, "Re7");
    // Not legal here, even when the list names it: nothing the rules refuse is ever right.
    v = judge_move(kBackRank, "e1a5", { "e1a5" });
    EXPECT_FALSE(v.legal);
    EXPECT_FALSE(v.correct);
    EXPECT_FALSE(judge_move("not a fen", "e2e4", { "e2e4" }).correct);
}

TEST(LessonJudge, TheHintNamesEachDestinationOnce)
{
    EXPECT_EQ(
        destination_squares({ "e1e8", "d1e8", "a1a8" }), (std::vector<std::string> { "e8", "a8" }));
    EXPECT_TRUE(destination_squares({}).empty());
}

TEST(LessonJudge, AQuizIsJudgedAnswerByAnswer)
{
    auto v = judge_quiz({ 1, 0 }, { 1, 1 }, { 3, 2 }, "answers");
    ASSERT_TRUE(v);
    EXPECT_TRUE(v.value()[0].correct);
    EXPECT_FALSE(v.value()[1].correct);
    EXPECT_EQ(v.value()[1].answer, 1);
    EXPECT_EQ(v.value()[1].chosen, 0);
    EXPECT_EQ(judge_quiz({ 1 }, { 1, 1 }, { 3, 2 }, "answers").error().message,
        "answers must hold one answer per quiz question (2), not 1");
    EXPECT_EQ(judge_quiz({ 1, 2 }, { 1, 1 }, { 3, 2 }, "answers").error().message,
        "answers[1] must be an option index from 0 to 1");
    EXPECT_FALSE(judge_quiz({ -1, 0 }, { 1, 1 }, { 3, 2 }, "answers"));
}

TEST(LessonJudge, AnAcademyPuzzleFollowsItsSolutionAndTakesAnyMateLast)
{
    AcademyPuzzle p;
    p.fen = "k7/8/2K5/8/8/8/8/1R6 w - - 0 1";
    p.solution = { "c6c7", "a8a7", "b1a1" };
    auto v = judge_puzzle_move(p, 0, "c6c7");
    ASSERT_TRUE(v);
    EXPECT_TRUE(v.value().move.correct);
    EXPECT_EQ(v.value().reply, "a8a7");
    EXPECT_FALSE(v.value().solved);
    v = judge_puzzle_move(p, 0, "b1b7");
    EXPECT_FALSE(v.value().move.correct);
    EXPECT_FALSE(v.value().reply);
    v = judge_puzzle_move(p, 1, "b1a1");
    EXPECT_TRUE(v.value().move.correct);
    EXPECT_TRUE(v.value().solved);
    // Another mate on the last move counts; a move that does not mate does not.
    p.solution = { "c6c7", "a8a7", "b1b8" };
    EXPECT_TRUE(judge_puzzle_move(p, 1, "b1a1").value().move.correct);
    EXPECT_FALSE(judge_puzzle_move(p, 1, "b1b2").value().move.correct);
    EXPECT_EQ(
        judge_puzzle_move(p, 2, "b1a1").error().message, "turn must be a whole number from 0 to 1");
}
