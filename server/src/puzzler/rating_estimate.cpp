#include "puzzler/rating_estimate.hpp"

#include <algorithm>
#include <cmath>

namespace academy::puzzler {

int estimate_rating(const Puzzle& p, long long nodes_needed)
{
    const int solver_moves = static_cast<int>(p.moves.size() / 2);
    double r = 700;
    r += 260.0 * (solver_moves - 1);
    // 256 nodes: found at a glance; every quadrupling of effort adds about 130 points.
    r += 130.0 * std::log(std::max<double>(256, static_cast<double>(nodes_needed)) / 256.0)
        / std::log(4.0);
    auto adjust = [&](const char* theme, double delta) {
        if (p.has_theme(theme))
            r += delta;
    };
    adjust("mateIn1", -250);
    adjust("hangingPiece", -200);
    adjust("backRankMate", -60);
    adjust("quietMove", 220);
    adjust("sacrifice", 160);
    adjust("zugzwang", 250);
    adjust("underPromotion", 200);
    adjust("deflection", 80);
    adjust("attraction", 80);
    adjust("clearance", 120);
    adjust("interference", 150);
    adjust("xRayAttack", 100);
    adjust("discoveredAttack", 60);
    adjust("doubleCheck", 40);
    adjust("trappedPiece", 100);
    adjust("defensiveMove", 150);
    adjust("intermezzo", 150);
    return static_cast<int>(std::lround(std::clamp(r, 400.0, 2600.0)));
}

} // namespace academy::puzzler
