#include "learn/assessment/assessment_simulation.hpp"

#include <cmath>
#include <set>
#include <string>

namespace academy::learn {

SimulatedTest simulate_adaptive_test(
    const std::vector<Candidate>& pool, RatingScale scale, double true_rating, std::mt19937_64& rng)
{
    // The one model (kModelScale), stated on the test's scale, as the server does.
    RatingPosterior posterior(kModelScale);
    std::vector<std::string> themes;
    std::set<std::string> asked;
    std::uniform_real_distribution<double> coin(0.0, 1.0);
    SimulatedTest out;
    for (int i = 0; i < kPositionsPerTest; ++i) {
        const auto chosen = choose_position(pool, posterior.estimate(), themes, asked, rng());
        if (!chosen)
            break;
        const auto& c = pool[*chosen];
        asked.insert(c.id);
        themes.push_back(c.theme);
        const bool solved = coin(rng) < solve_probability(true_rating, c.rating);
        out.correct += solved ? 1 : 0;
        posterior.add({ c.rating, solved ? 1.0 : 0.0 });
    }
    const auto stated = reported_on(scale, posterior.estimate(), posterior.interval());
    out.estimate = stated.rating;
    out.interval = stated.interval;
    return out;
}

int prototype_rating(int correct, int total)
{
    const double percent = total > 0 ? 100.0 * correct / total : 0.0;
    return static_cast<int>(std::lround(800 + 8 * percent));
}

int simulate_fixed_test(
    const std::vector<double>& ratings, double true_rating, std::mt19937_64& rng)
{
    std::uniform_real_distribution<double> coin(0.0, 1.0);
    int solved = 0;
    for (const double r : ratings)
        solved += coin(rng) < solve_probability(true_rating, r) ? 1 : 0;
    return solved;
}

} // namespace academy::learn
