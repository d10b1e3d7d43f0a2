#include "rating/glicko2.hpp"

#include <algorithm>
#include <cmath>

namespace academy::rating {

namespace {

    constexpr double kScale = 173.7178;
    constexpr double kPi = 3.14159265358979323846;
    constexpr double kEpsilon = 0.000001;

    double g(double phi) { return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (kPi * kPi)); }
    double expected(double mu, double mu_j, double phi_j)
    {
        return 1.0 / (1.0 + std::exp(-g(phi_j) * (mu - mu_j)));
    }

} // namespace

std::string_view speed_name(Speed s)
{
    switch (s) {
    case Speed::Bullet:
        return "bullet";
    case Speed::Blitz:
        return "blitz";
    case Speed::Rapid:
        return "rapid";
    case Speed::Classical:
        return "classical";
    }
    return "blitz";
}

std::optional<Speed> parse_speed(std::string_view name)
{
    for (auto s : { Speed::Bullet, Speed::Blitz, Speed::Rapid, Speed::Classical })
        if (speed_name(s) == name)
            return s;
    return std::nullopt;
}

Rating update(const Rating& player, const std::vector<Opponent>& games, double tau)
{
    const double mu = (player.rating - 1500.0) / kScale;
    const double phi = player.deviation / kScale;
    const double sigma = player.volatility;
    if (games.empty()) {
        const double phi_star = std::sqrt(phi * phi + sigma * sigma);
        return { player.rating, phi_star * kScale, sigma };
    }

    // Step 3 and 4: estimated variance v and improvement delta.
    double v_inv = 0.0;
    double delta_sum = 0.0;
    for (const auto& game : games) {
        const double mu_j = (game.rating.rating - 1500.0) / kScale;
        const double phi_j = game.rating.deviation / kScale;
        const double e = expected(mu, mu_j, phi_j);
        v_inv += g(phi_j) * g(phi_j) * e * (1.0 - e);
        delta_sum += g(phi_j) * (game.score - e);
    }
    const double v = 1.0 / v_inv;
    const double delta = v * delta_sum;

    // Step 5: the new volatility by the Illinois algorithm.
    const double a = std::log(sigma * sigma);
    auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
    };
    double A = a;
    double B;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0)
            ++k;
        B = a - k * tau;
    }
    double fA = f(A);
    double fB = f(B);
    for (int i = 0; i < 100 && std::abs(B - A) > kEpsilon; ++i) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    const double sigma_new = std::exp(A / 2.0);

    // Steps 6 to 8.
    const double phi_star = std::sqrt(phi * phi + sigma_new * sigma_new);
    const double phi_new = 1.0 / std::sqrt(1.0 / (phi_star * phi_star) + 1.0 / v);
    const double mu_new = mu + phi_new * phi_new * delta_sum;
    return { mu_new * kScale + 1500.0, phi_new * kScale, sigma_new };
}

Rating update_after_game(const Rating& player, const Rating& opponent, double score)
{
    auto r = update(player, { { opponent, score } }, kLichessTau);
    r.deviation = std::clamp(r.deviation, kMinDeviation, kMaxDeviation);
    return r;
}

} // namespace academy::rating
