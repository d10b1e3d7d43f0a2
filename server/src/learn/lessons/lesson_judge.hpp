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

// Guided practice (content/lessons/README.md): the steps are one line of play, so the position
// before each step is the line played to it; a user-move step's move and a choice step's choice
// are judged here, and what a step reveals after its right move is sent only then.

// The position (FEN) before step `index`: every earlier user-move step's suggested move and
// computer-move step's move played from the initial position. A sentence when the line cannot be
// played (the content truth test keeps that from happening).
Result<std::string> guided_fen(const GuidedPractice& practice, std::size_t index);

// How a wrong move is answered (docs/lessons.md, "Guided practice"): a piece the step does not
// move, a move onto a square the step warns against, or the right piece to another square.
enum class GuidedMiss { none, wrong_piece, blocked, hint };

struct GuidedMoveVerdict {
    MoveVerdict move;
    GuidedMiss miss = GuidedMiss::none;
    // A wrong move's hint: the squares of the pieces to move (wrong_piece) or where they go (hint).
    std::vector<std::string> hint_squares;
    // A right move that is not the line's, when later steps play on: the lesson goes on with the
    // suggested move, so the board stays on the line the next steps are judged in.
    std::optional<std::string> line_move;
    // A right move's reply: the next step's move when it is the computer's.
    std::optional<std::string> reply;
};

// `move` (UCI) at user-move step `index` of `practice`, in the position guided_fen gives.
Result<GuidedMoveVerdict> judge_guided_move(
    const GuidedPractice& practice, std::size_t index, const std::string& move);

// Whether a highlight on `square` would give away the answer of user-move step `step`: a square
// an allowed move starts or ends on.
bool answer_square(const GuidedStep& step, const std::string& square);

// Whether step `index` is a computer move that answers the user-move step before it: its move
// would show where the learner's piece went, so it comes with the right move instead.
bool reply_step(const GuidedPractice& practice, std::size_t index);

// The guided practice of a lesson (its guided-practice module); null when it has none.
const GuidedPractice* guided_practice(const Lesson& lesson);

} // namespace academy::learn::lessons
