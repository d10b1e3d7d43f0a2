#include "learn/lessons/lesson_judge.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"

#include <algorithm>

namespace academy::learn::lessons {

MoveVerdict judge_move(
    const std::string& fen, const std::string& move, const std::vector<std::string>& accepted)
{
    MoveVerdict v;
    v.uci = move;
    auto pos = chess::parse_fen(fen);
    if (!pos)
        return v; // content is checked by the truth test; a bad FEN takes no move
    auto m = chess::parse_uci_move(pos.value(), move);
    if (!m)
        return v;
    v.legal = true;
    v.san = chess::to_san(pos.value(), m.value());
    v.correct = std::find(accepted.begin(), accepted.end(), move) != accepted.end();
    auto after = pos.value();
    after.do_move(m.value());
    v.mate = after.in_check() && chess::count_legal(after) == 0;
    return v;
}

std::vector<std::string> destination_squares(const std::vector<std::string>& accepted)
{
    std::vector<std::string> out;
    for (const auto& m : accepted) {
        if (m.size() < 4)
            continue;
        auto square = m.substr(2, 2);
        if (std::find(out.begin(), out.end(), square) == out.end())
            out.push_back(std::move(square));
    }
    return out;
}

Result<std::vector<QuizVerdict>> judge_quiz(const std::vector<int>& answers,
    const std::vector<int>& correct, const std::vector<int>& options, const std::string& field)
{
    if (answers.size() != correct.size())
        return Error { field + " must hold one answer per quiz question ("
            + std::to_string(correct.size()) + "), not " + std::to_string(answers.size()) };
    std::vector<QuizVerdict> out;
    for (std::size_t i = 0; i < answers.size(); ++i) {
        if (answers[i] < 0 || answers[i] >= options[i])
            return Error { field + "[" + std::to_string(i) + "] must be an option index from 0 to "
                + std::to_string(options[i] - 1) };
        out.push_back({ answers[i], correct[i], answers[i] == correct[i] });
    }
    return out;
}

Result<PuzzleVerdict> judge_puzzle_move(
    const AcademyPuzzle& puzzle, int turn, const std::string& move)
{
    const int ply = 2 * turn;
    const int total = static_cast<int>(puzzle.solution.size());
    if (turn < 0 || ply >= total)
        return Error { "turn must be a whole number from 0 to " + std::to_string((total - 1) / 2) };
    // The position before the solver's move: the solution played to `ply`.
    auto pos = chess::parse_fen(puzzle.fen);
    if (!pos)
        return Error { "the puzzle's position cannot be read" };
    for (int i = 0; i < ply; ++i) {
        auto m = chess::parse_uci_move(pos.value(), puzzle.solution[i]);
        if (!m)
            return Error { "the puzzle's solution cannot be played" };
        pos.value().do_move(m.value());
    }
    PuzzleVerdict v;
    v.move = judge_move(chess::to_fen(pos.value()), move, { puzzle.solution[ply] });
    const bool final = ply == total - 1;
    // On the final move any mate solves it, as the screens have always counted it.
    if (final && v.move.mate)
        v.move.correct = true;
    if (v.move.correct) {
        v.solved = final;
        if (!final)
            v.reply = puzzle.solution[ply + 1];
    }
    return v;
}

} // namespace academy::learn::lessons
