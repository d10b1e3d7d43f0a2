// Portable Game Notation: reading (tags, comments, NAGs, variations, several games
// per file, BOM, CRLF) and writing (seven-tag roster first, movetext wrapped at 80
// columns, [%clk h:mm:ss] clock comments). parse_pgn(write_pgn(g)) gives back g.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/position.hpp"
#include "chess/result.hpp"

namespace academy::chess {

struct PgnMove {
    std::string comment_before; // only at the start of a variation
    Move move;
    std::string san; // as this library prints it, not as it was read
    std::vector<int> nags; // "!" is read as $1, "?" as $2, and so on
    std::string comment; // after the move, whitespace collapsed, clock removed
    std::optional<int> clock; // seconds left after the move, from [%clk h:mm:ss]
    std::vector<std::vector<PgnMove>> variations; // alternatives to this move

    bool operator==(const PgnMove&) const = default;
};

struct PgnGame {
    std::vector<std::pair<std::string, std::string>> tags; // in file order
    std::string comment; // before the first move
    std::vector<PgnMove> moves; // the main line
    std::string result = "*"; // "1-0", "0-1", "1/2-1/2" or "*"

    // The value of a tag, or "" when absent.
    std::string tag(std::string_view name) const;
    void set_tag(std::string_view name, std::string_view value);
    // From the FEN tag when present, else the standard start position.
    Result<Position> start_position() const;

    bool operator==(const PgnGame&) const = default;
};

// All games of a file. Any illegal move or syntax error fails the whole read, with
// the game number and the offending text in the message.
Result<std::vector<PgnGame>> parse_pgn(std::string_view text);
// The same, also telling on which line of `text` (1-based) reading failed; 0 when it did not.
Result<std::vector<PgnGame>> parse_pgn(std::string_view text, int& error_line);

std::string write_pgn(const PgnGame& game);

} // namespace academy::chess
