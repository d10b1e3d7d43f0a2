#include "learn/review/mistake_text.hpp"

#include "chess/bitboard.hpp"
#include "chess/fen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "puzzler/tagger.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace academy::learn::review {

using namespace academy::chess;

namespace {

    // Enough of a line to show a motif; longer engine lines only add noise to the tagger.
    constexpr std::size_t kLinePlies = 8;

    struct Step {
        Position before;
        Move move;
        std::string san;
    };

    // The line as played from `fen`, stopping at the first move that is not legal there.
    std::vector<Step> play_line(const std::string& fen, const std::vector<std::string>& moves)
    {
        std::vector<Step> out;
        auto parsed = parse_fen(fen);
        if (!parsed)
            return out;
        Position pos = parsed.value();
        for (const auto& text : moves) {
            if (out.size() >= kLinePlies)
                break;
            auto move = parse_uci_move(pos, text);
            if (!move)
                break;
            out.push_back({ pos, move.value(), to_san(pos, move.value()) });
            pos.do_move(move.value());
        }
        return out;
    }

    Position after(const Step& s)
    {
        Position p = s.before;
        p.do_move(s.move);
        return p;
    }

    int value(PieceType pt)
    {
        static constexpr int v[] = { 0, 1, 3, 3, 5, 9, 100 };
        return v[pt];
    }

    std::string piece_name(PieceType pt)
    {
        static constexpr const char* names[]
            = { "piece", "pawn", "knight", "bishop", "rook", "queen", "king" };
        return names[pt];
    }

    Bitboard attacks_from(const Position& pos, Square s)
    {
        const Piece p = pos.piece_on(s);
        if (p == NoPiece)
            return 0;
        if (type_of(p) == Pawn)
            return pawn_attacks(color_of(p), s);
        return attacks_of(type_of(p), s, pos.pieces());
    }

    bool defended(const Position& pos, Square s)
    {
        const Piece p = pos.piece_on(s);
        return (pos.attackers_to(s, pos.pieces()) & pos.pieces(color_of(p))) != 0;
    }

    std::vector<std::string> uci_line(const std::vector<Step>& steps)
    {
        std::vector<std::string> out;
        for (const auto& s : steps)
            out.push_back(move_to_uci(s.move));
        return out;
    }

    bool has(const std::vector<std::string>& tags, std::string_view tag)
    {
        return std::find(tags.begin(), tags.end(), tag) != tags.end();
    }

    std::string capitalised(std::string s)
    {
        if (!s.empty() && s[0] >= 'a' && s[0] <= 'z')
            s[0] = static_cast<char>(s[0] - 'a' + 'A');
        return s;
    }

    // A fork by a move of `solver` in the line: the forking step and the most valuable piece it
    // wins (not the king), as the tagger's rule sees a fork.
    struct Fork {
        const Step* step = nullptr;
        Square target = NoSquare;
    };

    Fork find_fork(const std::vector<Step>& steps, Color solver)
    {
        for (const auto& step : steps) {
            if (step.before.side_to_move() != solver)
                continue;
            const Position pos = after(step);
            const Square s = step.move.to();
            const PieceType forker = type_of(pos.piece_on(s));
            if (forker == King)
                continue;
            int targets = 0;
            Square best = NoSquare;
            Bitboard hit = attacks_from(pos, s) & pos.pieces(~solver);
            while (hit) {
                const Square t = pop_lsb(hit);
                const PieceType tt = type_of(pos.piece_on(t));
                if (tt == Pawn)
                    continue;
                if (tt == King || value(tt) > value(forker) || !defended(pos, t)) {
                    ++targets;
                    if (tt != King
                        && (best == NoSquare || value(tt) > value(type_of(pos.piece_on(best)))))
                        best = t;
                }
            }
            if (targets >= 2 && best != NoSquare)
                return { &step, best };
        }
        return {};
    }

    std::string line_name(Square a, Square b)
    {
        if (file_of(a) == file_of(b))
            return std::string("the ") + char('a' + file_of(a)) + "-file";
        if (rank_of(a) == rank_of(b)) {
            static constexpr const char* ordinals[]
                = { "1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th" };
            return std::string("the ") + ordinals[rank_of(a)] + " rank";
        }
        // A diagonal, named by its two ends on the board's edge.
        const int df = file_of(b) > file_of(a) ? 1 : -1, dr = rank_of(b) > rank_of(a) ? 1 : -1;
        int f0 = file_of(a), r0 = rank_of(a);
        while (f0 - df >= 0 && f0 - df < 8 && r0 - dr >= 0 && r0 - dr < 8)
            f0 -= df, r0 -= dr;
        int f1 = file_of(a), r1 = rank_of(a);
        while (f1 + df >= 0 && f1 + df < 8 && r1 + dr >= 0 && r1 + dr < 8)
            f1 += df, r1 += dr;
        if (f0 > f1)
            std::swap(f0, f1), std::swap(r0, r1);
        return "the " + square_name(make_square(f0, r0)) + "-" + square_name(make_square(f1, r1))
            + " diagonal";
    }

    // A piece of `victim` pinned by a slider of the other side in `pos`, to its king or to a
    // more valuable piece: the pinner's square and the line, or nothing.
    std::optional<std::pair<Square, Square>> find_pin(const Position& pos, Color victim)
    {
        Bitboard snipers
            = pos.pieces(~victim) & (pos.pieces(Bishop) | pos.pieces(Rook) | pos.pieces(Queen));
        while (snipers) {
            const Square sn = pop_lsb(snipers);
            const PieceType st = type_of(pos.piece_on(sn));
            Bitboard behind = pos.pieces(victim) & ~pos.pieces(Pawn);
            while (behind) {
                const Square back = pop_lsb(behind);
                const Bitboard between = between_bb(sn, back) & pos.pieces();
                if (popcount(between) != 1 || !(between & pos.pieces(victim)))
                    continue;
                if (!(attacks_of(st, sn, pos.pieces() ^ between) & square_bb(back)))
                    continue;
                const Square pinned = lsb(between);
                const PieceType back_type = type_of(pos.piece_on(back));
                if (back_type == King || value(back_type) > value(type_of(pos.piece_on(pinned))))
                    return std::make_pair(sn, pinned);
            }
        }
        return std::nullopt;
    }

    std::string mate_moves(const Eval& e)
    {
        const int n = e.mate ? std::abs(*e.mate) : 0;
        return "mate in " + std::to_string(n);
    }

    std::optional<int> mover_mate(const Eval& e, Color mover)
    {
        if (!e.mate)
            return std::nullopt;
        int m = *e.mate;
        if (m == 0)
            m = e.cp >= 0 ? 1 : -1;
        return mover == White ? m : -m;
    }

    // What the opponent's best answer does, named by its motif; "" when no motif applies.
    MistakeExplanation refutation_motif(
        const MistakeFacts& f, const Step& played, const std::vector<Step>& refutation, Color mover)
    {
        if (refutation.empty())
            return {};
        std::vector<std::string> line { f.played };
        for (const auto& m : uci_line(refutation))
            line.push_back(m);
        const auto tags = puzzler::tag_puzzle(f.fen_before, line);
        const Step& answer = refutation.front();
        if (has(tags, "fork")) {
            if (auto fork = find_fork(refutation, ~mover); fork.step) {
                const Position pos = after(*fork.step);
                const PieceType forker = type_of(pos.piece_on(fork.step->move.to()));
                return { "fork",
                    "You left the " + piece_name(type_of(pos.piece_on(fork.target))) + " on "
                        + square_name(fork.target) + " to a " + piece_name(forker)
                        + " fork: " + fork.step->san + "." };
            }
        }
        if (has(tags, "pin")) {
            for (const auto& step : refutation) {
                if (step.before.side_to_move() == mover)
                    continue;
                if (auto pin = find_pin(after(step), mover)) {
                    return { "pin",
                        played.san + " loses to the pin on " + line_name(pin->first, pin->second)
                            + ": " + step.san + "." };
                }
            }
        }
        if (has(tags, "skewer"))
            return { "skewer", played.san + " walks into a skewer: " + answer.san + "." };
        if (has(tags, "discoveredAttack"))
            return { "discoveredAttack",
                played.san + " allows a discovered attack: " + answer.san + "." };
        if (has(tags, "trappedPiece"))
            return { "trappedPiece", played.san + " lets a piece be trapped: " + answer.san + "." };
        const Piece taken = answer.before.piece_on(answer.move.to());
        if (has(tags, "hangingPiece") && taken != NoPiece)
            return { "hangingPiece",
                "You left the " + piece_name(type_of(taken)) + " on "
                    + square_name(answer.move.to()) + " undefended: " + answer.san + " takes it." };
        if (taken != NoPiece && type_of(taken) != Pawn)
            return { "",
                played.san + " lets " + answer.san + " win the " + piece_name(type_of(taken))
                    + " on " + square_name(answer.move.to()) + "." };
        return {};
    }

    // What the mover's best line would have done, named by its motif; "" when none applies.
    MistakeExplanation missed_motif(const MistakeFacts& f, const std::vector<Step>& best)
    {
        if (best.empty() || f.previous_move.empty() || f.previous_fen.empty())
            return {};
        std::vector<std::string> line { f.previous_move };
        for (const auto& m : uci_line(best))
            line.push_back(m);
        const auto tags = puzzler::tag_puzzle(f.previous_fen, line);
        const std::string& first = best.front().san;
        static constexpr std::pair<const char*, const char*> kMissed[] = {
            { "fork", "a fork" },
            { "pin", "a pin" },
            { "skewer", "a skewer" },
            { "discoveredAttack", "a discovered attack" },
            { "doubleCheck", "a double check" },
            { "trappedPiece", "a trapped piece" },
        };
        for (const auto& [tag, words] : kMissed)
            if (has(tags, tag))
                return { tag, "You missed " + std::string(words) + " with " + first + "." };
        const Piece taken = best.front().before.piece_on(best.front().move.to());
        if (has(tags, "hangingPiece") && taken != NoPiece)
            return { "hangingPiece",
                "You missed a free " + piece_name(type_of(taken)) + ": " + first + " takes it." };
        return {};
    }

} // namespace

std::string eval_text(const Eval& e)
{
    if (e.mate) {
        if (*e.mate == 0)
            return e.cp >= 0 ? "1-0" : "0-1";
        return "#" + std::to_string(*e.mate);
    }
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%+.2f", e.cp / 100.0);
    return buffer;
}

std::string eval_in_words(const Eval& e)
{
    if (e.mate && *e.mate == 0)
        return e.cp >= 0 ? "White has mated" : "Black has mated";
    if (e.mate)
        return std::string(*e.mate > 0 ? "White" : "Black") + " mates in "
            + std::to_string(std::abs(*e.mate));
    const double w = win_percent(e);
    const std::string side = w >= 50 ? "White" : "Black";
    const double edge = std::abs(w - 50);
    if (edge >= 40)
        return side + " is winning";
    if (edge >= 20)
        return side + " has a clear advantage";
    if (edge >= 8)
        return side + " is slightly better";
    return "the position is roughly equal";
}

MistakeExplanation explain_mistake(const MistakeFacts& f)
{
    const auto played_steps = play_line(f.fen_before, { f.played });
    if (played_steps.empty())
        return {};
    const Step& played = played_steps.front();
    const Color mover = played.before.side_to_move();
    const auto best = play_line(f.fen_before, f.best_line);
    const auto refutation = play_line(to_fen(after(played)), f.refutation);
    const std::string change = " The evaluation went from " + eval_in_words(f.before) + " ("
        + eval_text(f.before) + ") to " + eval_in_words(f.after) + " (" + eval_text(f.after) + ").";
    const std::string better = best.empty() || best.front().move == played.move
        ? ""
        : " Better was " + best.front().san + ".";

    MistakeExplanation out;
    const auto prev_mate = mover_mate(f.before, mover);
    const auto next_mate = mover_mate(f.after, mover);
    if (prev_mate && *prev_mate > 0 && (!next_mate || *next_mate < 0) && !best.empty()) {
        out = { "mate", "You missed " + mate_moves(f.before) + " with " + best.front().san + "." };
        return { out.motif, out.text + change };
    }
    if (next_mate && *next_mate < 0 && !refutation.empty()) {
        out = { "mate",
            capitalised(played.san) + " allows " + mate_moves(f.after) + ", starting with "
                + refutation.front().san + "." };
        return { out.motif, out.text + better + change };
    }
    out = refutation_motif(f, played, refutation, mover);
    if (out.text.empty())
        out = missed_motif(f, best);
    if (out.text.empty())
        return { "", played.san + " is not the best move." + better + change };
    // A missed motif already names the better move.
    const bool names_best = out.text.rfind("You missed", 0) == 0;
    return { out.motif, out.text + (names_best ? "" : better) + change };
}

} // namespace academy::learn::review
