// A puzzle of the library as a position of the strength assessment or the calibration test: the
// position after the opponent's move (the first of the stored line), the side to play, its
// motif, a description, and the one move asked for (the first solver move; every solver move of a
// library puzzle is the only good one, see puzzler/solution_check.hpp).
#pragma once

#include "store/puzzles_repository.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace academy::learn {

struct AssessmentPosition {
    std::string puzzle_id;
    std::string fen; // what the player sees
    std::string side; // "white" or "black": the side to play
    std::string theme; // the motif, a Lichess theme name ("fork")
    std::string description; // "White to play and mate in 2"
    double rating = 0; // the puzzle's rating
    std::string answer_uci;
    std::string answer_san;
    std::string hint_square; // the from-square of the answer ("e4")
};

// The motif a player would name: the most specific of the themes (space-separated), or
// "advantage" for a plain winning move (Lichess's name for "win material or the game").
std::string position_theme(std::string_view themes);

// Nothing when the stored puzzle cannot be read (a bad FEN or line).
std::optional<AssessmentPosition> assessment_position(const store::StoredPuzzle& puzzle);

enum class Verdict { right, wrong, illegal };

// `move` in SAN ("Nf7+", "exd8=Q") or UCI ("g5f7"), promotion to a queen when none is written.
// Right when it is the stored answer, or any move that checkmates at once.
Verdict judge_answer(const store::StoredPuzzle& puzzle, std::string_view move);

} // namespace academy::learn
