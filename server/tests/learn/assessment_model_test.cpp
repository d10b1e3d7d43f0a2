// The rating estimate of the strength assessment and the calibration test on hand-made answer
// sequences, the choice of the next position, and what a finished test reports.
#include "learn/assessment/assessment_model.hpp"
#include "learn/assessment/assessment_report.hpp"
#include "learn/assessment/assessment_select.hpp"
#include "learn/lessons/catalogue_loader.hpp"
#include "learn/puzzles/puzzle_sets.hpp"

#include <gtest/gtest.h>

using namespace academy::learn;

namespace {

Evidence solved(double r) { return { r, 1.0 }; }
Evidence missed(double r) { return { r, 0.0 }; }

// Twelve answers, each to a position at the estimate so far, as the adaptive test asks them.
RatingPosterior adaptive_run(RatingScale scale, bool right)
{
    RatingPosterior p(scale);
    for (int i = 0; i < kPositionsPerTest; ++i)
        p.add({ static_cast<double>(p.estimate()), right ? 1.0 : 0.0 });
    return p;
}

int width(RatingInterval i) { return i.high - i.low; }

} // namespace

TEST(AssessmentEstimate, AllRightReachesTheTopOfTheScale)
{
    for (const auto scale : { kAssessmentScale, kCalibrationScale }) {
        const auto p = adaptive_run(scale, true);
        EXPECT_GE(p.estimate(), scale.high - 150) << scale.high;
        EXPECT_EQ(p.interval().high, scale.high);
        EXPECT_LE(p.estimate(), scale.high);
    }
}

TEST(AssessmentEstimate, AllWrongReachesTheBottomOfTheScale)
{
    for (const auto scale : { kAssessmentScale, kCalibrationScale }) {
        const auto p = adaptive_run(scale, false);
        EXPECT_LE(p.estimate(), scale.low + 150) << scale.high;
        EXPECT_EQ(p.interval().low, scale.low);
        EXPECT_GE(p.estimate(), scale.low);
    }
}

TEST(AssessmentEstimate, BeforeAnyAnswerItIsTheMiddleAndTheIntervalMostOfTheScale)
{
    RatingPosterior p(kAssessmentScale);
    EXPECT_EQ(p.estimate(), 1100);
    EXPECT_GE(width(p.interval()), 1200);
}

TEST(AssessmentEstimate, SolvingUpTo1200AndMissingFrom1400LandsBetween)
{
    std::vector<Evidence> answers;
    for (double r : { 800, 900, 1000, 1100, 1150, 1200 })
        answers.push_back(solved(r));
    for (double r : { 1400, 1450, 1500, 1600, 1700, 1800 })
        answers.push_back(missed(r));
    const auto p = posterior_of(kCalibrationScale, answers);
    EXPECT_GT(p.estimate(), 1200);
    EXPECT_LT(p.estimate(), 1400);
    EXPECT_LE(p.interval().low, p.estimate());
    EXPECT_GE(p.interval().high, p.estimate());
}

TEST(AssessmentEstimate, TheIntervalNarrowsWithAnswers)
{
    // A player who solves positions below 1300 and misses those above, asked at the estimate.
    RatingPosterior p(kCalibrationScale);
    std::vector<int> widths { width(p.interval()) };
    for (int i = 0; i < kPositionsPerTest; ++i) {
        const double r = p.estimate();
        p.add(r < 1300 ? solved(r) : missed(r));
        widths.push_back(width(p.interval()));
    }
    EXPECT_LT(widths[4], widths[0]);
    EXPECT_LT(widths[8], widths[4]);
    EXPECT_LT(widths[12], widths[8]);
    EXPECT_LT(widths[12], 500);
    EXPECT_NEAR(p.estimate(), 1300, 200);
}

TEST(AssessmentEstimate, AnEarlySolveMovesTheEstimateUpAndAMissDown)
{
    RatingPosterior up(kAssessmentScale), down(kAssessmentScale);
    up.add(solved(1100));
    down.add(missed(1100));
    EXPECT_GT(up.estimate(), 1100);
    EXPECT_LT(down.estimate(), 1100);
}

TEST(AssessmentEstimate, AHintOrASlowSolveCountsForLess)
{
    const AnswerFacts clean { 1300, true, false, 10, 60 };
    AnswerFacts hinted = clean;
    hinted.hint_used = true;
    AnswerFacts slow = clean;
    slow.seconds_used = 60;
    const auto e = evidence_of(clean);
    EXPECT_DOUBLE_EQ(e.credit, 1.0);
    EXPECT_DOUBLE_EQ(e.position_rating, 1300);
    EXPECT_DOUBLE_EQ(evidence_of(hinted).position_rating, 1300 - kHintDiscount);
    EXPECT_DOUBLE_EQ(evidence_of(slow).credit, kSlowestCredit);
    // Half the limit is still full credit; three quarters is halfway down.
    slow.seconds_used = 30;
    EXPECT_DOUBLE_EQ(evidence_of(slow).credit, 1.0);
    slow.seconds_used = 45;
    EXPECT_NEAR(evidence_of(slow).credit, (1.0 + kSlowestCredit) / 2, 1e-9);

    const auto rating = [](AnswerFacts a) {
        RatingPosterior p(kAssessmentScale);
        p.add(evidence_of(a));
        return p.estimate();
    };
    slow.seconds_used = 60;
    EXPECT_LT(rating(hinted), rating(clean));
    EXPECT_LT(rating(slow), rating(clean));
    // A miss is a miss, however fast.
    AnswerFacts miss = clean;
    miss.correct = false;
    EXPECT_DOUBLE_EQ(evidence_of(miss).credit, 0.0);
}

TEST(AssessmentEstimate, TimeLimitsAndDifficultiesOfSection9)
{
    const int limits[] = { 45, 45, 45, 50, 60, 75, 75, 90, 120, 150, 180, 240 };
    for (int i = 0; i < 12; ++i)
        EXPECT_EQ(position_time_limit_seconds(i), limits[i]) << i;
    EXPECT_EQ(calibration_difficulty(400), 1);
    EXPECT_EQ(calibration_difficulty(699), 1);
    EXPECT_EQ(calibration_difficulty(700), 2);
    EXPECT_EQ(calibration_difficulty(1350), 4);
    EXPECT_EQ(calibration_difficulty(1900), 6);
    EXPECT_EQ(calibration_difficulty(2600), 6);
    EXPECT_EQ(calibration_difficulty(100), 1);
}

TEST(AssessmentSelection, NearestUnseenAndThemesVary)
{
    const std::vector<Candidate> pool { { "a", 1000, "fork" }, { "b", 1010, "fork" },
        { "c", 1050, "pin" }, { "d", 1600, "mate" } };
    // Nearest: a or b (within the random window of each other).
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const auto i = choose_position(pool, 1000, {}, {}, seed);
        ASSERT_TRUE(i);
        EXPECT_TRUE(pool[*i].id == "a" || pool[*i].id == "b");
    }
    // After a fork, the pin 50 points away beats a second fork.
    for (std::uint64_t seed = 0; seed < 20; ++seed)
        EXPECT_EQ(pool[*choose_position(pool, 1000, { "fork" }, {}, seed)].id, "c");
    // Seen positions are never asked.
    EXPECT_EQ(pool[*choose_position(pool, 1000, {}, { "a", "b", "c" }, 1)].id, "d");
    EXPECT_FALSE(choose_position(pool, 1000, {}, { "a", "b", "c", "d" }, 1));
}

TEST(AssessmentReport, LevelsThemesAndNextSteps)
{
    EXPECT_EQ(level_label(400), "Beginner");
    EXPECT_EQ(level_label(1199), "Beginner");
    EXPECT_EQ(level_label(1200), "Improving");
    EXPECT_EQ(level_label(1400), "Intermediate");
    EXPECT_EQ(level_label(1600), "Advanced");
    EXPECT_EQ(level_label(2000), "Expert");

    const auto s = summarize_themes({ { "fork", true }, { "pin", false }, { "fork", true },
        { "mate", true }, { "mate", false } });
    EXPECT_EQ(s.strengths, std::vector<std::string> { "fork" });
    EXPECT_EQ(s.areas, (std::vector<std::string> { "pin", "mate" }));

    const auto steps = next_steps(s.areas);
    ASSERT_EQ(steps.size(), 4u);
    EXPECT_EQ(steps[0].href, "/puzzles?set=pins");
    EXPECT_EQ(steps[1].href, "/lessons/pins-and-skewers");
    EXPECT_EQ(steps[2].href, "/puzzles?set=checkmate-patterns");
    EXPECT_EQ(steps.back().href, "/puzzles");
    EXPECT_EQ(next_steps({}).size(), 1u);

    const auto message = summary_message(1450, { 1330, 1570 }, 8, 12);
    EXPECT_NE(message.find("You solved 8 of 12 positions"), std::string::npos);
    EXPECT_NE(message.find("between 1330 and 1570"), std::string::npos);

    // Above the scale's top the clipped interval is not read out as "between 1800 and 1800".
    const auto top = summary_message(1800, { 1800, 1800 }, 12, 12, true);
    EXPECT_EQ(top.find("between"), std::string::npos);
    EXPECT_NE(top.find("Your rating is 1800 or more"), std::string::npos);
}

// Every link of the next steps leads somewhere: a puzzle set the server has, and a curriculum
// lesson of content/lessons with the title the step names.
TEST(AssessmentReport, EveryPracticeLinkExists)
{
    const auto load = academy::learn::lessons::load_catalogue(ACADEMY_CONTENT_DIR);
    for (const auto& p : theme_practice()) {
        if (!p.puzzle_set.empty())
            EXPECT_NE(find_puzzle_set(p.puzzle_set), nullptr) << p.puzzle_set;
        const auto* lesson = load.catalogue.lesson(std::string(p.lesson_id));
        ASSERT_NE(lesson, nullptr) << p.lesson_id;
        EXPECT_EQ(lesson->title, p.lesson_title);
    }
}
