#include "learn/lessons/best_move_rule.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace academy::learn::lessons {

namespace {

    std::string percent(double value)
    {
        char text[32];
        std::snprintf(text, sizeof text, "%.1f", value);
        return text;
    }

    const MoveScore* find(const std::vector<MoveScore>& scores, const std::string& move)
    {
        for (const auto& s : scores)
            if (s.move == move)
                return &s;
        return nullptr;
    }

    bool listed(const std::vector<std::string>& moves, const std::string& move)
    {
        return std::find(moves.begin(), moves.end(), move) != moves.end();
    }

} // namespace

namespace {

    // Lichess's win percentage without its cap: a mate for the mover is 100, a mate against it 0.
    double win_percent(const engine::Score& score)
    {
        return engine::win_percent(score, engine::WinCap::None);
    }

} // namespace

std::string show_score(const engine::Score& score)
{
    if (score.mate) {
        std::string text = "#";
        text += std::to_string(*score.mate);
        return text;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%+.2f", score.cp / 100.0);
    return text;
}

const MoveScore& best_of(const std::vector<MoveScore>& scores)
{
    return *std::max_element(scores.begin(), scores.end(),
        [](const auto& a, const auto& b) { return a.score.order() < b.score.order(); });
}

std::vector<std::string> best_rule_problems(
    const std::vector<MoveScore>& scores, const std::vector<std::string>& accepted)
{
    std::vector<std::string> problems;
    if (scores.empty()) {
        problems.push_back("the engine gave no move to judge");
        return problems;
    }
    const MoveScore& best = best_of(scores);
    const std::string best_text = best.move + " (" + show_score(best.score) + ")";
    const bool mating = best.score.mate && *best.score.mate > 0;
    for (const auto& move : accepted) {
        const MoveScore* s = find(scores, move);
        if (!s) {
            problems.push_back("the engine gave no score for " + move);
            continue;
        }
        if (mating) {
            if (!(s->score.mate && *s->score.mate > 0))
                problems.push_back(move + " (" + show_score(s->score)
                    + ") is accepted but does not mate; the best is " + best_text);
            continue;
        }
        const double loss = win_percent(best.score) - win_percent(s->score);
        if (loss > kMaxAcceptedLoss)
            problems.push_back(move + " (" + show_score(s->score) + ") is accepted but loses "
                + percent(loss) + " win% against the best " + best_text + " (at most "
                + percent(kMaxAcceptedLoss) + ")");
    }
    for (const auto& s : scores) {
        if (listed(accepted, s.move))
            continue;
        if (mating) {
            if (s.score.mate == best.score.mate)
                problems.push_back(s.move + " mates in " + std::to_string(*best.score.mate)
                    + " as the best does and must be accepted");
            continue;
        }
        const double loss = win_percent(best.score) - win_percent(s.score);
        if (loss < kMustAcceptLoss)
            problems.push_back(s.move + " (" + show_score(s.score) + ") is "
                + (&s == &best ? std::string("the best move")
                               : "within " + percent(loss) + " win% of the best " + best_text)
                + " and must be accepted");
    }
    return problems;
}

std::vector<MoveScore> score_every_move(
    puzzler::EngineProcess& engine, const std::string& fen, int depth)
{
    const auto pos = chess::parse_fen(fen);
    if (!pos)
        throw std::runtime_error(pos.error().message);
    const int legal = chess::count_legal(pos.value());
    if (legal == 0)
        return {};
    engine.new_game();
    const auto result = engine.search_depth(fen, {}, depth, legal);
    std::vector<MoveScore> scores;
    for (const auto& line : result.lines)
        if (!find(scores, line.move))
            scores.push_back({ line.move, line.score });
    return scores;
}

} // namespace academy::learn::lessons
