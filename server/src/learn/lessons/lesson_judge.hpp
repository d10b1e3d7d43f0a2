// One move or one quiz answer of a lesson, judged on the server (issue 29, "Answers are checked,
// not shipped"): the lesson routes send positions and questions without their answers, and every
// verdict, with what the screens reveal after it, comes from here. The completion grader
// (lesson_progress.hpp) judges each practice try through the same judge_move.
#pragma once

#include "chess/result.hpp"
#include "learn/lessons/catalogue.hpp"

#include <optional>
#include <string>
#include <vector>

namespace academy::learn::lessons {

struct MoveVerdict {
    bool legal = false; // the rules core took the move in the position
    bool correct = false; // legal and one of the accepted moves
    std::string uci; // the move as played
    std::string san; // empty when not legal
    bool mate = false; // the move checkmates
};

// `move` (UCI) played in `fen`, against the moves that solve the task.
MoveVerdict judge_move(
    const std::string& fen, const std::string& move, const std::vector<std::string>& accepted);

// The squares the accepted moves go to, each once, in order: the hint of a wrong try.
std::vector<std::string> destination_squares(const std::vector<std::string>& accepted);

// What a submitted quiz reveals of one question.
struct QuizVerdict {
    int chosen = 0;
    int answer = 0; // the right option
    bool correct = false;
};

// `answers` against `correct` (one right option per question) with `options` options each: a
// sentence naming the field (400) when there is not one answer per question or one is out of
// range. `field` names the list in messages ("answers").
Result<std::vector<QuizVerdict>> judge_quiz(const std::vector<int>& answers,
    const std::vector<int>& correct, const std::vector<int>& options, const std::string& field);

// The academy puzzle's line after `played` solver moves and their replies: the solver's moves
// so far must follow the solution (the last may instead be any mate on the final move).
struct PuzzleVerdict {
    MoveVerdict move;
    std::optional<std::string> reply; // the opponent's next solution move, after a right move
    bool solved = false;
};

// The solver's `move` at solver turn `turn` (0, 1, …) of `puzzle`; a sentence when `turn` is past
// the solution's solver moves.
Result<PuzzleVerdict> judge_puzzle_move(
    const AcademyPuzzle& puzzle, int turn, const std::string& move);

} // namespace academy::learn::lessons
