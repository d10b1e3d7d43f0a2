#include "engine/score.hpp"

#include <algorithm>
#include <cmath>

namespace academy::engine {

int Score::order() const
{
    if (mate)
        return *mate > 0 ? 100000 - *mate : -100000 - *mate;
    return cp;
}

int lichess_capped_cp(const Score& s)
{
    if (s.mate) {
        if (*s.mate != 0)
            return *s.mate > 0 ? kLichessCapCp : -kLichessCapCp;
        return s.cp >= 0 ? kLichessCapCp : -kLichessCapCp;
    }
    return std::clamp(s.cp, -kLichessCapCp, kLichessCapCp);
}

double win_chances(const Score& s, WinCap cap)
{
    double cp = 0;
    if (cap == WinCap::Lichess) {
        cp = lichess_capped_cp(s);
    } else {
        if (s.mate)
            return *s.mate > 0 ? 1.0 : -1.0;
        cp = s.cp;
    }
    return 2.0 / (1.0 + std::exp(-0.00368208 * cp)) - 1.0;
}

double win_percent(const Score& s, WinCap cap) { return 50.0 + 50.0 * win_chances(s, cap); }

} // namespace academy::engine
