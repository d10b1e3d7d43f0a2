// Which position the adaptive test asks next: one near the current estimate (where an answer
// says the most about the player: a position of the player's own rating is solved half the
// time), of a theme not asked yet if one is near, never one the player has seen.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace academy::learn {

struct Candidate {
    std::string id;
    double rating = 0;
    std::string theme; // the position's motif (assessment_position.hpp)
};

// A theme already asked counts as this many rating points further from the target, so a theme
// repeats only when nothing else is near.
inline constexpr double kRepeatedThemePenalty = 120;
// The pick is random among the candidates scoring within this of the best, so that two players
// of the same strength do not see the same twelve positions.
inline constexpr double kPickWindow = 40;

// The index into `candidates` of the next position, or nothing when every candidate is excluded.
// `asked_themes` holds one entry per position asked so far; `seed` drives the random pick.
std::optional<std::size_t> choose_position(const std::vector<Candidate>& candidates, double target,
    const std::vector<std::string>& asked_themes, const std::set<std::string>& excluded,
    std::uint64_t seed);

} // namespace academy::learn
