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

namespace {

    bool allowed(const GuidedStep& step, const std::string& move)
    {
        // An allowed move names squares only; a promotion to any piece counts.
        return std::any_of(step.allowed_moves.begin(), step.allowed_moves.end(),
            [&](const SquareMove& m) { return move.rfind(m.from + m.to, 0) == 0; });
    }

    std::vector<std::string> squares(const GuidedStep& step, bool from)
    {
        std::vector<std::string> out;
        for (const auto& m : step.allowed_moves) {
            const auto& square = from ? m.from : m.to;
            if (std::find(out.begin(), out.end(), square) == out.end())
                out.push_back(square);
        }
        return out;
    }

    bool plays_a_move(const GuidedStep& s)
    {
        return s.step_type == "user-move" || s.step_type == "computer-move";
    }

} // namespace

Result<std::string> guided_fen(const GuidedPractice& practice, std::size_t index)
{
    auto pos = chess::parse_fen(practice.initial_fen);
    if (!pos)
        return Error { "the guided practice's position cannot be read" };
    for (std::size_t i = 0; i < index && i < practice.steps.size(); ++i) {
        const auto& s = practice.steps[i];
        const auto& move = s.step_type == "user-move" ? s.suggested_move : s.computer_move;
        if (!plays_a_move(s) || !move)
            continue;
        auto m = chess::parse_uci_move(pos.value(), *move);
        if (!m)
            return Error { "the guided practice's line cannot be played" };
        pos.value().do_move(m.value());
    }
    return chess::to_fen(pos.value());
}

Result<GuidedMoveVerdict> judge_guided_move(
    const GuidedPractice& practice, std::size_t index, const std::string& move)
{
    const auto& step = practice.steps.at(index);
    const auto fen = guided_fen(practice, index);
    if (!fen)
        return fen.error();
    GuidedMoveVerdict v;
    v.move = judge_move(fen.value(), move, {});
    v.move.correct = v.move.legal && allowed(step, move);
    if (!v.move.legal)
        return v;
    if (!v.move.correct) {
        const auto from = move.substr(0, 2), to = move.substr(2, 2);
        const auto froms = squares(step, true);
        const bool warned = std::any_of(
            step.highlight_squares.begin(), step.highlight_squares.end(), [&](const Highlight& h) {
                return h.square == to && (h.color == "avoid" || h.color == "bad");
            });
        if (std::find(froms.begin(), froms.end(), from) == froms.end()) {
            v.miss = GuidedMiss::wrong_piece;
            v.hint_squares = froms;
        } else if (warned) {
            v.miss = GuidedMiss::blocked;
        } else {
            v.miss = GuidedMiss::hint;
            v.hint_squares = squares(step, false);
        }
        return v;
    }
    const auto& line = step.suggested_move;
    const auto later = std::any_of(practice.steps.begin() + static_cast<std::ptrdiff_t>(index) + 1,
        practice.steps.end(), plays_a_move);
    if (line && later && move.rfind(*line, 0) != 0 && line->rfind(move, 0) != 0)
        v.line_move = *line;
    if (reply_step(practice, index + 1))
        v.reply = practice.steps[index + 1].computer_move;
    return v;
}

bool answer_square(const GuidedStep& step, const std::string& square)
{
    return std::any_of(step.allowed_moves.begin(), step.allowed_moves.end(),
        [&](const SquareMove& m) { return m.from == square || m.to == square; });
}

bool reply_step(const GuidedPractice& practice, std::size_t index)
{
    return index > 0 && index < practice.steps.size()
        && practice.steps[index].step_type == "computer-move"
        && practice.steps[index - 1].step_type == "user-move";
}

const GuidedPractice* guided_practice(const Lesson& lesson)
{
    for (const auto& m : lesson.modules)
        if (m.type == "guided-practice" && m.guided_practice)
            return &*m.guided_practice;
    return nullptr;
}

} // namespace academy::learn::lessons
