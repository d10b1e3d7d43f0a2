// The words the server's readers of structured data say about a value: where it is
// ("steps[2].fen", "events[0]") and what it must be ("must be a whole number from 1 to 25"). Two
// kinds of reader share them: net/request_reader.hpp (what a client sent; its 400 names the first
// wrong field) and the content loaders of learn/ (lessons/catalogue_loader.cpp,
// practice/practice_catalogue.cpp; a malformed file is reported with the place of its first
// problem). Those stay two readers (see docs/architecture.md), so what they share is this
// JSON-free part, kept at the bottom of the stack beside result.hpp where both may include it.
// Standard library only.
#pragma once

#include <cstddef>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace academy::field_words {

// Where a value is: "parent.key" ("key" at the top), and "parent[i]" for an item of a list.
std::string place(std::string_view parent, std::string_view key);
std::string place(std::string_view parent, std::size_t i);

// A bound as people write it: 25, not 25.000000; 0.5.
std::string bound(double v);

// No bound on that side.
inline constexpr double kNoMin = std::numeric_limits<double>::lowest();
inline constexpr double kNoMax = std::numeric_limits<double>::max();

// What a value must be; `min`/`max` bound a number's value, the length of text and the number of
// items of a list, and are named when set: "must be a whole number from 1 to 25", "must be text
// of at most 200 characters", "must be a list of 5 items", "must be true or false".
enum class Kind { text, whole_number, number, boolean, list, list_of_text, object };
std::string must_be(Kind kind, double min = kNoMin, double max = kNoMax);
// "must be one of white, black"
std::string must_be_one_of(const std::vector<std::string_view>& names);

} // namespace academy::field_words
