#include "learn/assessment/assessment_select.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

namespace academy::learn {

std::optional<std::size_t> choose_position(const std::vector<Candidate>& candidates, double target,
    const std::vector<std::string>& asked_themes, const std::set<std::string>& excluded,
    std::uint64_t seed)
{
    std::vector<double> score(candidates.size(), std::numeric_limits<double>::infinity());
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const auto& c = candidates[i];
        if (excluded.contains(c.id))
            continue;
        const auto repeats = std::count(asked_themes.begin(), asked_themes.end(), c.theme);
        score[i]
            = std::abs(c.rating - target) + kRepeatedThemePenalty * static_cast<double>(repeats);
        best = std::min(best, score[i]);
    }
    if (!std::isfinite(best))
        return std::nullopt;
    std::vector<std::size_t> near;
    for (std::size_t i = 0; i < candidates.size(); ++i)
        if (score[i] <= best + kPickWindow)
            near.push_back(i);
    std::mt19937_64 rng(seed);
    return near[std::uniform_int_distribution<std::size_t>(0, near.size() - 1)(rng)];
}

} // namespace academy::learn
