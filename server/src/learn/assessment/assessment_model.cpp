#include "learn/assessment/assessment_model.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <numeric>

namespace academy::learn {

namespace {
    // Five points between grid ratings: far finer than any interval the test can state, and a
    // few hundred points to sum.
    constexpr int kGridStep = 5;

    constexpr int kTimeLimits[] = { 45, 45, 45, 50, 60, 75, 75, 90, 120, 150, 180, 240 };

    double grid_rating(const RatingScale& s, std::size_t i)
    {
        return s.low + static_cast<double>(i) * kGridStep;
    }
} // namespace

int position_time_limit_seconds(int index)
{
    const int last = static_cast<int>(std::size(kTimeLimits)) - 1;
    return kTimeLimits[std::clamp(index, 0, last)];
}

int calibration_difficulty(double position_rating)
{
    const double band = (kCalibrationScale.high - kCalibrationScale.low) / 6.0;
    const int d
        = 1 + static_cast<int>(std::floor((position_rating - kCalibrationScale.low) / band));
    return std::clamp(d, 1, 6);
}

double solve_probability(double player, double position)
{
    return 1.0 / (1.0 + std::pow(10.0, (position - player) / 400.0));
}

Evidence evidence_of(const AnswerFacts& a)
{
    Evidence e;
    e.position_rating = a.position_rating - (a.hint_used ? kHintDiscount : 0.0);
    if (!a.correct)
        return e;
    e.credit = 1.0;
    if (a.time_limit_seconds > 0) {
        const double used = std::clamp(a.seconds_used / a.time_limit_seconds, 0.0, 1.0);
        if (used > 0.5)
            e.credit = 1.0 - (1.0 - kSlowestCredit) * (used - 0.5) / 0.5;
    }
    return e;
}

RatingPosterior::RatingPosterior(RatingScale scale)
    : scale_(scale)
    , log_density_(static_cast<std::size_t>((scale.high - scale.low) / kGridStep) + 1, 0.0)
{
}

void RatingPosterior::add(const Evidence& e)
{
    const double credit = std::clamp(e.credit, 0.0, 1.0);
    for (std::size_t i = 0; i < log_density_.size(); ++i) {
        const double p = solve_probability(grid_rating(scale_, i), e.position_rating);
        // Both logs stay finite: p is never exactly 0 or 1 for ratings a few thousand apart.
        log_density_[i] += credit * std::log(p) + (1.0 - credit) * std::log1p(-p);
    }
    ++answers_;
}

std::vector<double> RatingPosterior::weights() const
{
    const double top = *std::max_element(log_density_.begin(), log_density_.end());
    std::vector<double> w(log_density_.size());
    for (std::size_t i = 0; i < w.size(); ++i)
        w[i] = std::exp(log_density_[i] - top);
    const double sum = std::accumulate(w.begin(), w.end(), 0.0);
    for (auto& x : w)
        x /= sum;
    return w;
}

int RatingPosterior::estimate() const
{
    const auto w = weights();
    double below = 0;
    for (std::size_t i = 0; i < w.size(); ++i) {
        // The median falls inside grid cell i: interpolate within the cell's width.
        if (below + w[i] >= 0.5) {
            const double within = w[i] > 0 ? (0.5 - below) / w[i] : 0.5;
            const double r = grid_rating(scale_, i) + (within - 0.5) * kGridStep;
            return std::clamp(static_cast<int>(std::lround(r)), scale_.low, scale_.high);
        }
        below += w[i];
    }
    return scale_.high;
}

RatingInterval RatingPosterior::interval(double mass) const
{
    // The posterior is unimodal (a flat prior times log-concave logistic terms), so the points of
    // highest density taken until they hold `mass` form one run: the narrowest interval.
    const auto w = weights();
    std::vector<std::size_t> order(w.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(
        order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return w[a] > w[b]; });
    double held = 0;
    std::size_t lo = order.front(), hi = order.front();
    for (const auto i : order) {
        held += w[i];
        lo = std::min(lo, i);
        hi = std::max(hi, i);
        if (held >= mass)
            break;
    }
    return { static_cast<int>(grid_rating(scale_, lo)), static_cast<int>(grid_rating(scale_, hi)) };
}

RatingPosterior posterior_of(RatingScale scale, const std::vector<Evidence>& answers)
{
    RatingPosterior p(scale);
    for (const auto& e : answers)
        p.add(e);
    return p;
}

Reported reported_on(RatingScale scale, int rating, RatingInterval interval)
{
    const auto in = [&](int r) { return std::clamp(r, scale.low, scale.high); };
    return { in(rating), { in(interval.low), in(interval.high) }, rating > scale.high };
}

} // namespace academy::learn
