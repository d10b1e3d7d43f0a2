// The opening list of game reviews (content/openings/openings.tsv, embedded in the binary): a
// move that reaches a position on one of its lines is a book move.
#pragma once

#include "chess/position.hpp"
#include "chess/result.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace academy::learn::review {

struct OpeningLine {
    std::string eco; // "C60"
    std::string name; // "Ruy Lopez"
    std::vector<std::string> san; // from the standard start
};

// The lines of a list in the file's format (comments '#', tab-separated ECO, name, moves); the
// text of the first bad line otherwise.
Result<std::vector<OpeningLine>> parse_openings(std::string_view text);

// The embedded list, read once.
const std::vector<OpeningLine>& opening_lines();

// Whether `pos` (compared without the move counters) lies on one of the lines.
bool in_book(const chess::Position& pos);

// The opening whose line ends at `pos`, if any (the review names the game after the last one).
const OpeningLine* opening_named_at(const chess::Position& pos);

} // namespace academy::learn::review
