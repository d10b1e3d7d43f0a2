// Simulated test takers for `academy bench assessment` (docs/bench-assessment.md): a solver of
// true rating R finds a position of rating r with the Elo probability 1 / (1 + 10^((r - R) / 400)),
// takes the adaptive test over a pool of positions exactly as the server deals it
// (assessment_select.hpp, assessment_model.hpp), and the estimate is compared with R.
#pragma once

#include "learn/assessment/assessment_model.hpp"
#include "learn/assessment/assessment_select.hpp"

#include <cstdint>
#include <random>
#include <vector>

namespace academy::learn {

struct SimulatedTest {
    int estimate = 0;
    RatingInterval interval;
    int correct = 0;
};

// One adaptive test of kPositionsPerTest positions, estimated by the one model and stated on
// `scale` (the test's: assessment or calibration). `pool` holds the library's positions; every
// candidate's theme must be set (position_theme).
SimulatedTest simulate_adaptive_test(const std::vector<Candidate>& pool, RatingScale scale,
    double true_rating, std::mt19937_64& rng);

// The prototype's rating for a score: 800 + 8 x percent correct, rounded.
int prototype_rating(int correct, int total);

// The prototype's fixed test: the same twelve positions for everyone, from easiest to hardest at
// evenly spaced ranks of the pool. Returns the positions solved.
int simulate_fixed_test(
    const std::vector<double>& ratings, double true_rating, std::mt19937_64& rng);

} // namespace academy::learn
