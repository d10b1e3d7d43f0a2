// The coach's rules (docs/bots-and-coach.md, "Coaching"): the player's level from the rating, how
// specific a hint is after so many attempts, and which correct moves earn advice (about 30% of
// them).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace academy::learn::coach {

enum class PlayerLevel { Beginner, Intermediate, Advanced };
enum class HintLevel { Gentle, Specific, Direct };

// The rating the level is taken from when the page knows none.
inline constexpr int kDefaultRating = 1200;
// From this rating up the coach writes evaluations as numbers ("+0.3", White's side); below it,
// and when the rating is unknown, in words only (issue 30).
inline constexpr int kNumbersFromRating = 1200;
// Share of correct moves that get advice, in percent (about 30%: docs/bots-and-coach.md).
inline constexpr int kCorrectAdvicePercent = 30;

// rating / 100: below 5 beginner, below 15 intermediate, else advanced.
PlayerLevel player_level(int rating);
// Whether a learner of this rating (none: unknown) reads evaluations as numbers.
bool shows_numbers(std::optional<int> rating);
// Attempts 1-2 gentle, 3-4 specific, above 4 direct (attempt 0 counts as 1).
HintLevel hint_level(int attempt);

std::string_view player_level_name(PlayerLevel level);
std::string_view hint_level_name(HintLevel level);

// Whether a correct move gets advice. The page sends a seed (one per session, say); the seed is
// mixed with the position and the move (FNV-1a, then SplitMix64's finaliser) and the result's
// last two decimal digits decide: below kCorrectAdvicePercent gets advice. The same request
// always gets the same answer, so the rule is testable, and across seeds and moves about 30% do.
bool advise_correct_move(std::uint64_t seed, std::string_view fen, std::string_view move);

} // namespace academy::learn::coach
