// The curriculum's quizzes cannot be passed by picking the longest option or always the same
// index (issue 31): the figures of quiz_balance on hand-made quizzes, and the targets on the
// repository's content.
#include "learn/lessons/catalogue_loader.hpp"
#include "learn/lessons/quiz_balance.hpp"

#include <gtest/gtest.h>

using namespace academy::learn::lessons;

namespace {

Catalogue with_questions(const std::vector<QuizQuestion>& questions)
{
    Module quiz;
    quiz.type = "quiz";
    quiz.questions = questions;
    Lesson lesson;
    lesson.modules.push_back(quiz);
    Catalogue c;
    c.lessons.push_back(lesson);
    return c;
}

QuizQuestion question(std::vector<std::string> options, int correct)
{
    QuizQuestion q;
    q.options = std::move(options);
    q.correct = correct;
    return q;
}

} // namespace

TEST(QuizBalance, CountsTheRightOptionAsLongestOnlyWhenStrictlyLonger)
{
    const auto b = quiz_balance(with_questions({
        question({ "Nf3", "The knight on f3" }, 1), // longest
        question({ "d5", "e5" }, 0), // a tie is not "longest"
        question({ "Because it is pinned", "Bxf7" }, 1), // shorter
    }));
    EXPECT_EQ(b.questions, 3);
    EXPECT_EQ(b.longest_correct, 1);
    EXPECT_EQ(b.correct_at[0], 1);
    EXPECT_EQ(b.correct_at[1], 2);
}

TEST(QuizBalance, NamesEachMissedTarget)
{
    // Always the longest, always index 1.
    std::vector<QuizQuestion> qs(4, question({ "a", "the long right one", "b", "c" }, 1));
    const auto problems = balance_problems(quiz_balance(with_questions(qs)));
    ASSERT_EQ(problems.size(), 5u);
    EXPECT_NE(problems[0].find("longest in 4 (100%)"), std::string::npos) << problems[0];
    EXPECT_NE(problems[2].find("option 1 is the right one in 4 (100%)"), std::string::npos);
}

TEST(QuizBalance, TheCurriculumsQuizzesMeetTheTargets)
{
    const auto load = load_catalogue(ACADEMY_CONTENT_DIR);
    const auto b = quiz_balance(load.catalogue);
    ASSERT_GT(b.questions, 200);
    const auto problems = balance_problems(b);
    EXPECT_TRUE(problems.empty()) << describe(b);
}
