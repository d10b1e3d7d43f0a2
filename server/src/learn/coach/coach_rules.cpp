#include "learn/coach/coach_rules.hpp"

namespace academy::learn::coach {

PlayerLevel player_level(int rating)
{
    const int band = rating / 100;
    if (band < 5)
        return PlayerLevel::Beginner;
    if (band < 15)
        return PlayerLevel::Intermediate;
    return PlayerLevel::Advanced;
}

bool shows_numbers(std::optional<int> rating) { return rating && *rating >= kNumbersFromRating; }

HintLevel hint_level(int attempt)
{
    if (attempt <= 2)
        return HintLevel::Gentle;
    if (attempt <= 4)
        return HintLevel::Specific;
    return HintLevel::Direct;
}

std::string_view player_level_name(PlayerLevel level)
{
    switch (level) {
    case PlayerLevel::Beginner:
        return "beginner";
    case PlayerLevel::Intermediate:
        return "intermediate";
    case PlayerLevel::Advanced:
        return "advanced";
    }
    return "intermediate";
}

std::string_view hint_level_name(HintLevel level)
{
    switch (level) {
    case HintLevel::Gentle:
        return "gentle";
    case HintLevel::Specific:
        return "specific";
    case HintLevel::Direct:
        return "direct";
    }
    return "gentle";
}

bool advise_correct_move(std::uint64_t seed, std::string_view fen, std::string_view move)
{
    // FNV-1a over the position and the move, so two moves of one session differ.
    std::uint64_t h = 14695981039346656037ull;
    auto feed = [&h](std::string_view text) {
        for (unsigned char c : text) {
            h ^= c;
            h *= 1099511628211ull;
        }
    };
    feed(fen);
    feed(" ");
    feed(move);
    // SplitMix64's finaliser spreads the seed over every bit before the modulo.
    std::uint64_t z = h ^ (seed + 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    return static_cast<int>(z % 100) < kCorrectAdvicePercent;
}

} // namespace academy::learn::coach
