#include "learn/review/review.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "learn/review/mistake_text.hpp"
#include "learn/review/openings.hpp"

#include <algorithm>
#include <cmath>

namespace academy::learn::review {

using namespace academy::chess;

namespace {

    // The best line as shown to the player: a few moves are a plan, twenty are noise.
    constexpr std::size_t kShownLine = 10;
    // Key moments: the largest swings of at least this many points of win percentage.
    constexpr double kKeySwing = 15.0;
    constexpr std::size_t kKeyMoments = 6;

    std::optional<Position> start_of(const GameToReview& game)
    {
        if (game.initial_fen.empty())
            return Position::start();
        auto parsed = parse_fen(game.initial_fen);
        if (!parsed)
            return std::nullopt;
        return parsed.value();
    }

    std::vector<std::string> san_line(const std::string& fen, const std::vector<std::string>& uci)
    {
        std::vector<std::string> out;
        auto parsed = parse_fen(fen);
        if (!parsed)
            return out;
        Position pos = parsed.value();
        for (const auto& text : uci) {
            if (out.size() >= kShownLine)
                break;
            auto move = parse_uci_move(pos, text);
            if (!move)
                break;
            out.push_back(to_san(pos, move.value()));
            pos.do_move(move.value());
        }
        return out;
    }

    int piece_value(PieceType pt)
    {
        static constexpr int v[] = { 0, 1, 3, 3, 5, 9, 100 };
        return v[pt];
    }

    // The moved piece stands where the opponent can take it for less than it is worth: attacked
    // and undefended, or attacked by a cheaper piece; and the move did not already take as much.
    bool is_sacrifice(const Position& before, Move m)
    {
        const Piece moved = before.piece_on(m.from());
        const PieceType pt = m.kind() == Move::Promotion ? m.promotion() : type_of(moved);
        if (pt == Pawn || pt == King)
            return false;
        const Piece taken = before.piece_on(m.to());
        if (taken != NoPiece && piece_value(type_of(taken)) >= piece_value(pt))
            return false;
        Position after = before;
        after.do_move(m);
        const Color us = color_of(moved);
        Bitboard attackers = after.attackers_to(m.to(), after.pieces()) & after.pieces(~us);
        if (!attackers)
            return false;
        const bool defended = (after.attackers_to(m.to(), after.pieces()) & after.pieces(us)) != 0;
        if (!defended)
            return true;
        while (attackers) {
            const Square a = pop_lsb(attackers);
            if (piece_value(type_of(after.piece_on(a))) < piece_value(pt))
                return true;
        }
        return false;
    }

} // namespace

std::optional<std::vector<std::string>> game_fens(const GameToReview& game)
{
    auto start = start_of(game);
    if (!start)
        return std::nullopt;
    Position pos = *start;
    std::vector<std::string> fens { to_fen(pos) };
    for (const auto& text : game.moves) {
        auto move = parse_uci_move(pos, text);
        if (!move)
            return std::nullopt;
        pos.do_move(move.value());
        fens.push_back(to_fen(pos));
    }
    return fens;
}

std::optional<PositionAnalysis> final_position_analysis(const std::string& fen)
{
    auto parsed = parse_fen(fen);
    if (!parsed || !generate_legal(parsed.value()).empty())
        return std::nullopt;
    PositionAnalysis a;
    if (parsed.value().in_check()) {
        a.eval.mate = 0;
        a.eval.cp = parsed.value().side_to_move() == White ? -10000 : 10000;
    }
    return a;
}

bool brilliancy_candidate(
    const GameToReview& game, const std::vector<PositionAnalysis>& positions, int ply)
{
    if (ply < 1 || static_cast<std::size_t>(ply) >= positions.size()
        || static_cast<std::size_t>(ply) > game.moves.size())
        return false;
    const auto& before = positions[static_cast<std::size_t>(ply - 1)];
    const std::string& played = game.moves[static_cast<std::size_t>(ply - 1)];
    if (before.best_move != played)
        return false;
    auto fens = game_fens({ game.initial_fen,
        std::vector<std::string>(game.moves.begin(), game.moves.begin() + ply - 1) });
    if (!fens)
        return false;
    auto pos = parse_fen(fens->back());
    if (!pos)
        return false;
    auto move = parse_uci_move(pos.value(), played);
    if (!move || !is_sacrifice(pos.value(), move.value()))
        return false;
    const bool white = pos.value().side_to_move() == White;
    const auto& after = positions[static_cast<std::size_t>(ply)].eval;
    const double before_win = white
        ? engine::win_percent(before.eval, engine::WinCap::Lichess)
        : 100 - engine::win_percent(before.eval, engine::WinCap::Lichess);
    const double after_win = white ? engine::win_percent(after, engine::WinCap::Lichess)
                                   : 100 - engine::win_percent(after, engine::WinCap::Lichess);
    // Already decided (nothing to find) or unsound (the mover is worse after it).
    return before_win < 90 && after_win >= 50;
}

Review build_review(const GameToReview& game, const std::vector<PositionAnalysis>& positions)
{
    Review review;
    const auto fens = game_fens(game);
    if (!fens || positions.size() != fens->size())
        return review;
    review.start_eval = positions.front().eval;
    auto start = start_of(game);
    Position pos = *start;
    bool book = game.initial_fen.empty();
    std::vector<Score> after_each;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const auto& before = positions[i];
        const auto& after = positions[i + 1];
        const Move move = parse_uci_move(pos, game.moves[i]).value();
        ReviewedMove m;
        m.ply = static_cast<int>(i + 1);
        m.color = pos.side_to_move();
        m.uci = game.moves[i];
        m.san = to_san(pos, move);
        m.fen_before = (*fens)[i];
        m.fen_after = (*fens)[i + 1];
        m.eval = after.eval;
        m.best_uci = before.best_move;
        m.best_line = san_line(m.fen_before, before.pv);
        m.best_san = m.best_line.empty() ? "" : m.best_line.front();
        const bool white = m.color == White;
        m.win_drop = win_drop(before.eval, after.eval, white);
        pos.do_move(move);
        after_each.push_back(after.eval);

        book = book && in_book(pos);
        if (book) {
            m.move_class = MoveClass::Book;
            if (const auto* line = opening_named_at(pos)) {
                review.opening_eco = line->eco;
                review.opening_name = line->name;
            }
        } else if (auto judged = judgement(before.eval, after.eval, white)) {
            m.move_class = *judged;
        } else if (m.uci == m.best_uci || (after.eval.mate && *after.eval.mate == 0)) {
            m.move_class = MoveClass::Best;
            if (before.second && brilliancy_candidate(game, positions, m.ply)
                && win_drop(before.eval, *before.second, white) >= kMistakeDrop)
                m.move_class = MoveClass::Brilliant;
        } else {
            m.move_class = m.win_drop < kExcellentDrop ? MoveClass::Excellent : MoveClass::Good;
        }

        if (m.move_class == MoveClass::Inaccuracy || m.move_class == MoveClass::Mistake
            || m.move_class == MoveClass::Blunder) {
            MistakeFacts facts;
            facts.fen_before = m.fen_before;
            facts.played = m.uci;
            facts.best_line = before.pv;
            facts.refutation = after.pv;
            facts.before = before.eval;
            facts.after = after.eval;
            auto words = explain_mistake(facts);
            m.motif = words.motif;
            m.explanation = words.text;
        }
        review.moves.push_back(std::move(m));
    }

    // Lichess starts every game from the initial position's 15 cp; a game set up from a
    // position starts from the engine's opinion of it.
    const Score accuracy_start
        = game.initial_fen.empty() ? Score { 15, std::nullopt } : positions.front().eval;
    review.accuracy = game_accuracy(accuracy_start, after_each, start->side_to_move() == White);

    std::vector<std::pair<double, int>> swings;
    for (const auto& m : review.moves) {
        const double before = engine::win_percent(
            positions[static_cast<std::size_t>(m.ply - 1)].eval, engine::WinCap::Lichess);
        const double swing
            = std::abs(engine::win_percent(m.eval, engine::WinCap::Lichess) - before);
        const bool marked = m.move_class == MoveClass::Mistake || m.move_class == MoveClass::Blunder
            || m.move_class == MoveClass::Brilliant;
        if (swing >= kKeySwing || marked)
            swings.emplace_back(marked ? swing + 100 : swing, m.ply);
    }
    std::sort(swings.begin(), swings.end(), std::greater<>());
    for (std::size_t i = 0; i < swings.size() && i < kKeyMoments; ++i)
        review.key_moments.push_back(swings[i].second);
    std::sort(review.key_moments.begin(), review.key_moments.end());
    return review;
}

} // namespace academy::learn::review
