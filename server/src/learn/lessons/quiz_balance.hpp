// Whether the curriculum's quizzes can be passed without knowing chess (issue 31, "Quizzes that
// test chess"): a learner who always picks the longest option, or always the same index, must not
// do well. The figures over every quiz question of the curriculum lessons, and the targets they
// must meet.
#pragma once

#include "learn/lessons/catalogue.hpp"

#include <array>
#include <string>
#include <vector>

namespace academy::learn::lessons {

// The right option may be strictly the longest in at most this share of the questions ...
constexpr double kMaxLongestCorrectShare = 0.35;
// ... and each option index 0-3 must be the right one in this share of them.
constexpr double kMinIndexShare = 0.15;
constexpr double kMaxIndexShare = 0.40;
constexpr std::size_t kBalancedIndexes = 4;

struct QuizBalance {
    int questions = 0;
    int longest_correct = 0; // questions whose right option is strictly longer than every other
    std::array<int, 5> correct_at {}; // questions whose right option has this index
};

// Over the quiz modules of the curriculum lessons (catalogue.lessons).
QuizBalance quiz_balance(const Catalogue& catalogue);

// "250 questions: the right option is the longest in 86 (34%); right at index 0: 62 (25%), ...".
std::string describe(const QuizBalance& balance);

// The targets the figures miss, one sentence each; empty when all are met.
std::vector<std::string> balance_problems(const QuizBalance& balance);

} // namespace academy::learn::lessons
