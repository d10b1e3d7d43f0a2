#include "learn/lessons/quiz_balance.hpp"

#include <algorithm>
#include <cmath>

namespace academy::learn::lessons {

namespace {

    bool strictly_longest(const QuizQuestion& q)
    {
        if (q.correct < 0 || q.correct >= static_cast<int>(q.options.size()))
            return false;
        const auto right = q.options[static_cast<std::size_t>(q.correct)].size();
        for (std::size_t i = 0; i < q.options.size(); ++i)
            if (static_cast<int>(i) != q.correct && q.options[i].size() >= right)
                return false;
        return true;
    }

    std::string share(int part, int whole)
    {
        const int percent = whole == 0 ? 0 : static_cast<int>(std::lround(100.0 * part / whole));
        return std::to_string(part) + " (" + std::to_string(percent) + "%)";
    }

} // namespace

QuizBalance quiz_balance(const Catalogue& catalogue)
{
    QuizBalance b;
    for (const auto& lesson : catalogue.lessons)
        for (const auto& m : lesson.modules)
            for (const auto& q : m.questions) {
                ++b.questions;
                if (strictly_longest(q))
                    ++b.longest_correct;
                if (q.correct >= 0 && q.correct < static_cast<int>(b.correct_at.size()))
                    ++b.correct_at[static_cast<std::size_t>(q.correct)];
            }
    return b;
}

std::string describe(const QuizBalance& b)
{
    std::string text = std::to_string(b.questions)
        + " quiz questions: the right option is the longest in "
        + share(b.longest_correct, b.questions) + "; right at index";
    for (std::size_t i = 0; i < kBalancedIndexes; ++i)
        text += (i ? ", " : " ") + std::to_string(i) + ": " + share(b.correct_at[i], b.questions);
    return text;
}

std::vector<std::string> balance_problems(const QuizBalance& b)
{
    std::vector<std::string> problems;
    if (b.questions == 0)
        return problems;
    const double n = b.questions;
    if (b.longest_correct > kMaxLongestCorrectShare * n)
        problems.push_back("the right option is the longest in "
            + share(b.longest_correct, b.questions) + " of the questions, more than 35%");
    for (std::size_t i = 0; i < kBalancedIndexes; ++i) {
        const int k = b.correct_at[i];
        if (k < kMinIndexShare * n || k > kMaxIndexShare * n)
            problems.push_back("option " + std::to_string(i) + " is the right one in "
                + share(k, b.questions) + " of the questions, outside 15-40%");
    }
    return problems;
}

} // namespace academy::learn::lessons
