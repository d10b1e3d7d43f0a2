#include "chess/field_words.hpp"

#include <cmath>
#include <iterator>

namespace academy::field_words {

namespace {

    bool bounded_below(double min) { return min != kNoMin; }
    bool bounded_above(double max) { return max != kNoMax; }

    // " from 1 to 25", " of at least 3", " of at most 200", or nothing; a size bound on both
    // sides alike is one number (" of 32").
    std::string limits(double min, double max, std::string_view from)
    {
        if (bounded_below(min) && bounded_above(max))
            return min == max && from == " of "
                ? " of " + bound(min)
                : std::string(from) + bound(min) + " to " + bound(max);
        if (bounded_below(min))
            return " of at least " + bound(min);
        if (bounded_above(max))
            return " of at most " + bound(max);
        return {};
    }

    // The size of text or a list, with its unit when it is bounded.
    std::string sized(double min, double max, std::string_view unit)
    {
        const auto words = limits(min, max, " of ");
        return words.empty() ? words : words + " " + std::string(unit);
    }

} // namespace

std::string place(std::string_view parent, std::string_view key)
{
    return parent.empty() ? std::string(key) : std::string(parent) + "." + std::string(key);
}

std::string place(std::string_view parent, std::size_t i)
{
    return std::string(parent) + "[" + std::to_string(i) + "]";
}

std::string bound(double v)
{
    // Every whole number a double holds exactly (JavaScript's safe integers and a little more)
    // is written as one.
    if (std::floor(v) == v && std::fabs(v) <= 9007199254740992.0)
        return std::to_string(static_cast<long long>(v));
    std::string text = std::to_string(v);
    while (!text.empty() && text.back() == '0')
        text.pop_back();
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text;
}

std::string must_be(Kind kind, double min, double max)
{
    // Each kind's words, in the order of Kind, and the unit of a size bound (none: a value's).
    struct Words {
        std::string_view words;
        std::string_view unit;
    };
    static constexpr Words kWords[] = {
        { "must be text", "characters" },
        { "must be a whole number", {} },
        { "must be a number", {} },
        { "must be true or false", {} },
        { "must be a list", "items" },
        { "must be a list of text", "items" },
        { "must be an object", {} },
    };
    static_assert(std::size(kWords) == static_cast<std::size_t>(Kind::object) + 1);
    const auto& [words, unit] = kWords[static_cast<std::size_t>(kind)];
    return std::string(words) + (unit.empty() ? limits(min, max, " from ") : sized(min, max, unit));
}

std::string must_be_one_of(const std::vector<std::string_view>& names)
{
    std::string out = "must be one of ";
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : ", ") + std::string(names[i]);
    return out;
}

} // namespace academy::field_words
