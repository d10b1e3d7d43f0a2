// Standard Algebraic Notation: printing as PGN requires it, and lenient parsing of
// what people and other programs actually write.
#pragma once

#include <string>
#include <string_view>

#include "chess/position.hpp"
#include "chess/result.hpp"

namespace academy::chess {

// `m` must be legal in `pos`. Disambiguates minimally (file, then rank, then both)
// against other legal moves only, so a pinned piece never forces disambiguation.
// Appends '+' or '#'.
std::string to_san(const Position& pos, Move m);

// Accepts "Nf3", "N1f3", "Ng1f3", "Ng1-f3", "exd6", "e8=Q", "e8Q", "O-O", "0-0-0",
// with any trailing '+', '#', '!', '?' annotations.
Result<Move> parse_san(const Position& pos, std::string_view text);

} // namespace academy::chess
