// Forsyth-Edwards Notation: parsing with validation, and printing.
#pragma once

#include <string>
#include <string_view>

#include "chess/position.hpp"
#include "chess/result.hpp"

namespace academy::chess {

inline constexpr std::string_view kStartFen
    = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Accepts six fields, or four (the counters then default to "0 1"). Errors name the
// offending field, e.g. "FEN: castling field 'KQx' is invalid", and impossible
// positions are rejected (king count, pawns on a back rank, side not to move in check).
Result<Position> parse_fen(std::string_view fen);

std::string to_fen(const Position& pos);

// "e4" -> E4; NoSquare when the text is not a square.
Square parse_square(std::string_view text);
std::string square_name(Square s);

} // namespace academy::chess
