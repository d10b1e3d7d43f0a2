// Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013) with Lichess's parameters.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace academy::rating {

// Lichess's defaults: a new player is 1500 with deviation 500 and volatility 0.09.
inline constexpr double kDefaultRating = 1500.0;
inline constexpr double kDefaultDeviation = 500.0;
inline constexpr double kDefaultVolatility = 0.09;
inline constexpr double kMinDeviation = 45.0;
inline constexpr double kMaxDeviation = 500.0;
inline constexpr double kLichessTau = 0.75;
// A rating is shown with a '?' while its deviation is at least this.
inline constexpr double kProvisionalDeviation = 110.0;

enum class Speed { Bullet, Blitz, Rapid, Classical };

std::string_view speed_name(Speed s);
std::optional<Speed> parse_speed(std::string_view name);

struct Rating {
    double rating = kDefaultRating;
    double deviation = kDefaultDeviation;
    double volatility = kDefaultVolatility;

    bool provisional() const { return deviation >= kProvisionalDeviation; }
};

struct Opponent {
    Rating rating;
    double score; // 1 win, 0.5 draw, 0 loss
};

// One rating period exactly as in Glickman's paper (no clamping): the paper's example is
// 1500/200/0.06 against 1400/30 (1), 1550/100 (0), 1700/300 (0) with tau 0.5
// -> 1464.06 / 151.52 / 0.05999. With no games only the deviation grows.
Rating update(const Rating& player, const std::vector<Opponent>& games, double tau);

// Lichess's use: one game, tau 0.75, deviation kept within 45..500.
Rating update_after_game(const Rating& player, const Rating& opponent, double score);

} // namespace academy::rating
