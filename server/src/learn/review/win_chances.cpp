#include "learn/review/win_chances.hpp"

#include <algorithm>
#include <cmath>

namespace academy::learn::review {

std::string_view move_class_name(MoveClass c)
{
    switch (c) {
    case MoveClass::Book:
        return "book";
    case MoveClass::Brilliant:
        return "brilliant";
    case MoveClass::Best:
        return "best";
    case MoveClass::Excellent:
        return "excellent";
    case MoveClass::Good:
        return "good";
    case MoveClass::Inaccuracy:
        return "inaccuracy";
    case MoveClass::Mistake:
        return "mistake";
    case MoveClass::Blunder:
        return "blunder";
    }
    return "good";
}

double win_drop(const Score& before, const Score& after, bool white_moved)
{
    const double drop = white_moved ? engine::win_percent(before, engine::WinCap::Lichess)
            - engine::win_percent(after, engine::WinCap::Lichess)
                                    : engine::win_percent(after, engine::WinCap::Lichess)
            - engine::win_percent(before, engine::WinCap::Lichess);
    return std::max(0.0, drop);
}

namespace {

    // Moves to mate from the mover's side: positive when the mover mates. A delivered mate
    // (mate 0) counts as a mate for the side that is not mated.
    std::optional<int> mover_mate(const Score& e, bool white_moved)
    {
        if (!e.mate)
            return std::nullopt;
        int m = *e.mate;
        if (m == 0)
            m = e.cp >= 0 ? 1 : -1;
        return white_moved ? m : -m;
    }

} // namespace

std::optional<MoveClass> judgement(const Score& before, const Score& after, bool white_moved)
{
    if (!before.mate && !after.mate) {
        const double drop = win_drop(before, after, white_moved);
        if (drop >= kBlunderDrop)
            return MoveClass::Blunder;
        if (drop >= kMistakeDrop)
            return MoveClass::Mistake;
        if (drop >= kInaccuracyDrop)
            return MoveClass::Inaccuracy;
        return std::nullopt;
    }
    // Lichess's mate rules (MateAdvice): the remaining score, from the mover's side, says how bad
    // it was to allow a mate or to let one go.
    const auto prev = mover_mate(before, white_moved);
    const auto next = mover_mate(after, white_moved);
    const int prev_cp = before.mate ? 0 : (white_moved ? before.cp : -before.cp);
    const int next_cp = after.mate ? 0 : (white_moved ? after.cp : -after.cp);
    const bool mate_created = !prev && next && *next < 0;
    const bool mate_lost = prev && *prev > 0 && (!next || *next < 0);
    if (mate_created) {
        if (prev_cp < -999)
            return MoveClass::Inaccuracy;
        if (prev_cp < -700)
            return MoveClass::Mistake;
        return MoveClass::Blunder;
    }
    if (mate_lost) {
        if (next_cp > 999)
            return MoveClass::Inaccuracy;
        if (next_cp > 700)
            return MoveClass::Mistake;
        return MoveClass::Blunder;
    }
    return std::nullopt;
}

double move_accuracy(double before_win, double after_win)
{
    if (after_win >= before_win)
        return 100.0;
    const double drop = before_win - after_win;
    const double raw
        = 103.1668100711649 * std::exp(-0.04354415386753951 * drop) - 3.166924740191411;
    return std::clamp(raw + 1.0, 0.0, 100.0);
}

namespace {

    double population_deviation(const std::vector<double>& xs)
    {
        double mean = 0;
        for (double x : xs)
            mean += x;
        mean /= static_cast<double>(xs.size());
        double sum = 0;
        for (double x : xs)
            sum += (x - mean) * (x - mean);
        return std::sqrt(sum / static_cast<double>(xs.size()));
    }

} // namespace

GameAccuracy game_accuracy(
    const Score& start, const std::vector<Score>& after_each_move, bool white_first)
{
    std::vector<double> wins { engine::win_percent(start, engine::WinCap::Lichess) };
    for (const auto& e : after_each_move)
        wins.push_back(engine::win_percent(e, engine::WinCap::Lichess));
    const std::size_t moves = after_each_move.size();
    if (moves == 0)
        return {};
    // Windows of win percentages around each move: their spread weighs the move (a move in a
    // sharp stretch counts more). The first windows repeat the opening one so that there is one
    // window per move.
    const std::size_t window = std::clamp<std::size_t>(moves / 10, 2, 8);
    std::vector<std::vector<double>> windows;
    const std::size_t first = std::min(window, wins.size());
    for (std::size_t i = 0; i + 2 < first; ++i)
        windows.emplace_back(wins.begin(), wins.begin() + static_cast<std::ptrdiff_t>(first));
    for (std::size_t i = 0; i + window <= wins.size(); ++i)
        windows.emplace_back(wins.begin() + static_cast<std::ptrdiff_t>(i),
            wins.begin() + static_cast<std::ptrdiff_t>(i + window));

    struct Side {
        double weighted = 0, weights = 0, reciprocal = 0;
        int count = 0;
    } sides[2];
    for (std::size_t i = 0; i < moves && i < windows.size(); ++i) {
        const bool white = (i % 2 == 0) == white_first;
        const double weight = std::clamp(population_deviation(windows[i]), 0.5, 12.0);
        const double accuracy = white ? move_accuracy(wins[i], wins[i + 1])
                                      : move_accuracy(100.0 - wins[i], 100.0 - wins[i + 1]);
        Side& s = sides[white ? 0 : 1];
        s.weighted += accuracy * weight;
        s.weights += weight;
        // Lichess's harmonic mean counts an accuracy below 1 as 1.
        s.reciprocal += 1.0 / std::max(1.0, accuracy);
        ++s.count;
    }
    GameAccuracy out;
    for (int c = 0; c < 2; ++c) {
        const Side& s = sides[c];
        if (s.count == 0 || s.weights == 0)
            continue;
        const double value = (s.weighted / s.weights + s.count / s.reciprocal) / 2.0;
        (c == 0 ? out.white : out.black) = value;
    }
    return out;
}

} // namespace academy::learn::review
