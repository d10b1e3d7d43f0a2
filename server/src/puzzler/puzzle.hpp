// A puzzle in the Lichess puzzle CSV layout, which is also the layout of content/puzzles/:
//   PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags
// FEN is the position before the opponent's last move; the first of Moves is that move and the
// solver's moves follow, alternating with the opponent's replies.
#pragma once

#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace academy::puzzler {

// A puzzle's rating deviation when its data gives none (an empty RatingDeviation field): about
// what Lichess's established puzzles carry (the median of the 1,499-row sample is 78).
inline constexpr int kDefaultPuzzleDeviation = 80;

struct Puzzle {
    std::string id;
    std::string fen;
    std::vector<std::string> moves;
    int rating = 1500;
    int rating_deviation = 500;
    int popularity = 0;
    int plays = 0;
    std::vector<std::string> themes;
    std::string game_url;
    std::string opening_tags;

    bool has_theme(std::string_view theme) const;
};

extern const char* const kCsvHeader;

// Splits one CSV record (RFC 4180 quotes allowed) into fields.
std::vector<std::string> split_csv(std::string_view line);
// Parses one data row; nullopt with `error` set when a field is missing or not a number.
std::optional<Puzzle> parse_csv_row(std::string_view line, std::string& error);
std::string to_csv_row(const Puzzle& p);
std::string join(const std::vector<std::string>& parts, char sep = ' ');
std::vector<std::string> split_words(std::string_view text);

// Reads every row of a CSV file (plain, or Zstandard-compressed when the name ends in .zst),
// calling `row` for each line after the header. Throws std::runtime_error on I/O failure.
void for_each_csv_line(const std::string& path, const std::function<void(std::string_view)>& row);

// Every well-formed puzzle of a CSV file (plain or .zst); rows that do not parse are left out.
std::vector<Puzzle> read_puzzle_file(const std::string& path);
// Writes the header and one row per puzzle, replacing the file. Throws std::runtime_error when
// the file cannot be opened.
void write_puzzle_file(const std::string& path, const std::vector<Puzzle>& puzzles);

} // namespace academy::puzzler
