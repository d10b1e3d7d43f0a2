// Server-side answer checking for puzzles: the browser only proposes.
#pragma once

#include <string>
#include <vector>

namespace academy::learn {

struct AnswerResult {
    bool solved = false; // every solver move found
    int mistakes = 0; // wrong tries along the way
    int moves_matched = 0; // solver moves found
    bool valid = true; // false when the puzzle itself or a move could not be read
};

// `line` is the stored puzzle line (the opponent's move, then solver, reply, ...). `tries` are the
// solver's moves in the order tried: a wrong try counts a mistake and the same move is expected
// again. The line must match, except that any checkmating move is right at the final move.
AnswerResult check_answer(const std::string& fen, const std::vector<std::string>& line,
    const std::vector<std::string>& tries);

} // namespace academy::learn
