#include "learn/explain/explain.hpp"

#include "chess/fen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "learn/explain/game_phase.hpp"
#include "puzzler/tagger.hpp"

#include <algorithm>

namespace academy::learn::explain {

using namespace academy::chess;

namespace {

    bool has(const std::vector<std::string>& list, std::string_view item)
    {
        return std::find(list.begin(), list.end(), item) != list.end();
    }

    // "a", "a and b", "a, b and c".
    std::string join(const std::vector<std::string>& parts)
    {
        std::string out;
        for (std::size_t i = 0; i < parts.size(); ++i) {
            if (i > 0)
                out += i + 1 == parts.size() ? " and " : ", ";
            out += parts[i];
        }
        return out;
    }

    std::string squares(const std::vector<Square>& list)
    {
        std::vector<std::string> names;
        for (Square s : list)
            names.push_back(square_name(s));
        return join(names);
    }

    // The legal prefix of the engine's line after the move, played from `after`.
    std::vector<std::pair<Position, Move>> legal_line(
        Position pos, const std::vector<std::string>& line, std::size_t limit)
    {
        std::vector<std::pair<Position, Move>> out;
        for (const auto& text : line) {
            if (out.size() >= limit)
                break;
            auto m = parse_uci_move(pos, text);
            if (!m)
                break;
            out.emplace_back(pos, m.value());
            pos.do_move(m.value());
        }
        return out;
    }

    // What the opponent's best reply wins, when it takes a piece of ours that was not just
    // traded for something at least as good.
    std::optional<std::string> dropped_piece(
        const MoveFacts& f, const std::vector<std::pair<Position, Move>>& line)
    {
        if (line.empty())
            return std::nullopt;
        const auto& [pos, reply] = line.front();
        if (reply.kind() == Move::Castling)
            return std::nullopt;
        const Piece taken = reply.kind() == Move::EnPassant ? make_piece(f.mover, Pawn)
                                                            : pos.piece_on(reply.to());
        if (taken == NoPiece)
            return std::nullopt;
        if (f.captured && reply.to() == f.to
            && piece_value(f.captured->type) >= piece_value(type_of(taken)))
            return std::nullopt;
        return piece_name(type_of(taken));
    }

    // The motifs of the move, most telling first.
    std::vector<std::string> motifs_of(const MoveFacts& f, const std::vector<std::string>& tags_one,
        const std::vector<std::string>& tags_line, bool have_line)
    {
        std::vector<std::string> m;
        if (f.checkmate)
            m.push_back("checkmate");
        if (f.stalemate)
            m.push_back("stalemate");
        if (f.castles_kingside || f.castles_queenside)
            m.push_back("castling");
        if (f.captured)
            m.push_back("capture");
        if (f.promotion)
            m.push_back("promotion");
        // The tagger sees a fork only with the engine's follow-up; without a line (no engine) the
        // same board test is made here: two targets, and the forking piece not simply lost.
        const int targets = (f.check && !f.discovered_check ? 1 : 0) + int(f.threats.size());
        if (!f.checkmate
            && (has(tags_line, "fork") || (!have_line && targets >= 2 && !f.hanging_to)))
            m.push_back("fork");
        if (!f.checkmate && (has(tags_one, "pin") || f.pinned))
            m.push_back("pin");
        if (!f.checkmate && (has(tags_line, "skewer") || (f.skewered && f.skewered->type == King)))
            m.push_back("skewer");
        if (f.double_check)
            m.push_back("doubleCheck");
        else if (f.discovered_check)
            m.push_back("discoveredCheck");
        if (has(tags_line, "discoveredAttack") || !f.discovered_threats.empty())
            m.push_back("discoveredAttack");
        if (f.check && !f.checkmate && !f.discovered_check && !f.double_check)
            m.push_back("check");
        if (!f.threats.empty() && !has(m, "fork"))
            m.push_back("threat");
        if (f.mate_threat)
            m.push_back("mateThreat");
        if (f.develops)
            m.push_back("development");
        if (f.passed_pawn)
            m.push_back("passedPawn");
        if (!f.centre.empty())
            m.push_back("centre");
        if (f.hanging_to)
            m.push_back("hangingPiece");
        if (m.empty() || (m.size() == 1 && m[0] == "hangingPiece"))
            m.insert(m.begin(), "quietMove");
        return m;
    }

    // The clauses of the first sentence, one per motif that names something on the board.
    std::vector<std::string> clauses(const MoveFacts& f, const std::vector<std::string>& motifs)
    {
        std::vector<std::string> c;
        const std::string piece = piece_name(f.piece);
        for (const auto& motif : motifs) {
            if (motif == "checkmate")
                c.push_back("delivers checkmate");
            else if (motif == "stalemate")
                c.push_back("leaves the opponent no legal move without being in check: stalemate, "
                            "a draw");
            else if (motif == "castling") {
                const bool king_side = f.castles_kingside;
                const int rank = f.mover == White ? 0 : 7;
                c.push_back(std::string("castles ") + (king_side ? "kingside" : "queenside")
                    + ": the king goes to " + square_name(f.to) + " and the rook to "
                    + square_name(make_square(king_side ? 5 : 3, rank)));
            } else if (motif == "capture")
                c.push_back(std::string("captures ")
                    + (f.captured->defended || f.captured->type == Pawn ? "" : "the undefended ")
                    + (f.captured->defended || f.captured->type == Pawn
                            ? piece_at_name(*f.captured)
                            : piece_name(f.captured->type) + " on "
                                + square_name(f.captured->square))
                    + (f.en_passant ? " en passant" : ""));
            else if (motif == "promotion")
                c.push_back("promotes to a " + piece_name(*f.promotion));
            else if (motif == "fork") {
                std::vector<std::string> names;
                if (f.check && !f.discovered_check)
                    names.push_back("the king");
                for (const auto& t : f.threats)
                    names.push_back(piece_at_name(t));
                c.push_back(names.size() >= 2 ? "forks " + join(names)
                                              : "sets up a fork (the engine's line wins material "
                                                "with a double attack)");
            } else if (motif == "pin")
                c.push_back(f.pinned ? "pins " + piece_at_name(*f.pinned) + " to "
                            + (f.pinned_to->type == King ? "the king" : piece_at_name(*f.pinned_to))
                                     : "pins a piece to its king");
            else if (motif == "skewer")
                c.push_back(f.skewered ? "skewers " + piece_at_name(*f.skewered) + " and "
                            + piece_at_name(*f.skewered_behind) + " behind it"
                                       : "sets up a skewer that wins the piece behind");
            else if (motif == "doubleCheck")
                c.push_back("gives double check: only a king move can answer it");
            else if (motif == "discoveredCheck")
                c.push_back("uncovers check from " + piece_at_name(f.discovered_by));
            else if (motif == "discoveredAttack")
                c.push_back(f.discovered_threats.empty()
                        ? "opens a line for a discovered attack that wins material"
                        : "uncovers an attack by " + piece_at_name(f.discovered_by) + " on "
                            + piece_at_name(f.discovered_threats.front()));
            else if (motif == "check") {
                // A fork of the king already says it checks.
                if (!has(motifs, "fork"))
                    c.push_back("gives check");
            } else if (motif == "threat") {
                std::vector<std::string> names;
                for (const auto& t : f.threats)
                    names.push_back((t.defended ? "" : std::string("the undefended "))
                        + (t.defended ? piece_at_name(t)
                                      : piece_name(t.type) + " on " + square_name(t.square)));
                c.push_back("attacks " + join(names));
            } else if (motif == "mateThreat")
                c.push_back("threatens mate with " + *f.mate_threat);
            else if (motif == "development")
                c.push_back("develops the " + piece + " from " + square_name(f.from));
            else if (motif == "passedPawn")
                c.push_back("pushes the passed " + std::string(1, char('a' + file_of(f.to)))
                    + "-pawn to " + square_name(f.to) + ", "
                    + std::to_string(f.squares_to_promotion)
                    + (f.squares_to_promotion == 1 ? " square" : " squares") + " from promotion");
            else if (motif == "centre") {
                const bool occupies
                    = std::find(f.centre.begin(), f.centre.end(), f.to) != f.centre.end();
                std::vector<Square> controlled;
                for (Square s : f.centre)
                    if (s != f.to)
                        controlled.push_back(s);
                std::string text = occupies ? "occupies the centre on " + square_name(f.to) : "";
                if (!controlled.empty())
                    text += (occupies ? std::string(" and controls ")
                                      : std::string("takes control of the central ")
                                        + (controlled.size() == 1 ? "square " : "squares "))
                        + squares(controlled);
                c.push_back(text);
            } else if (motif == "quietMove")
                c.push_back("is a quiet move: it captures nothing and attacks nothing new");
        }
        return c;
    }

    std::string teaching_point(const MoveFacts& f, const std::vector<std::string>& motifs, int loss,
        const std::string& best_san)
    {
        const std::string piece = piece_name(f.piece);
        if (f.hanging_to && loss >= 100)
            return "Before each move, check what it leaves unprotected: here the " + piece + " on "
                + square_name(f.to) + " can be taken by the " + piece_name(f.hanging_to->type)
                + " on " + square_name(f.hanging_to->square) + ".";
        if (loss >= 100 && !best_san.empty())
            return "Compare your candidate moves before you play: " + best_san
                + " was stronger here.";
        const std::string main = motifs.empty() ? "" : motifs.front();
        if (main == "checkmate")
            return "Look at every check first: " + f.san
                + " leaves the king no safe square and no way to block or capture.";
        if (has(motifs, "fork"))
            return "A fork attacks two targets at once and the opponent can save only one; "
                   "look for squares where one piece hits the king and an undefended or more "
                   "valuable piece.";
        if (has(motifs, "mateThreat"))
            return "A mate threat forces the opponent to defend, so it gains time for your plan.";
        if (has(motifs, "pin"))
            return "A pinned piece cannot move without exposing what stands behind it: attack "
                   "it again before it can be unpinned.";
        if (has(motifs, "skewer"))
            return "A skewer is a pin in reverse: the valuable piece in front must move and "
                   "gives up the one behind it.";
        if (has(motifs, "discoveredAttack") || has(motifs, "discoveredCheck")
            || has(motifs, "doubleCheck"))
            return "Moving one piece can open the line of another: a discovered attack strikes "
                   "with two pieces in one move.";
        if (main == "capture" && !f.captured->defended && f.captured->type != Pawn)
            return "Undefended pieces are free material: before every move, ask which pieces "
                   "are unprotected, yours and the opponent's.";
        if (main == "capture")
            return "Before capturing, count attackers and defenders on the square: a trade "
                   "should leave you with at least as much material.";
        if (main == "promotion" || has(motifs, "passedPawn"))
            return "Passed pawns must be pushed: no enemy pawn can stop them, so every step "
                   "forces the opponent to react.";
        if (main == "castling")
            return "Castle early: the king is safer behind its pawns and the rook joins the "
                   "game.";
        if (has(motifs, "development"))
            return "Develop knights and bishops before moving any piece twice; each developed "
                   "piece controls more squares.";
        if (has(motifs, "centre"))
            return "Pawns and pieces in the centre control the most squares and leave the "
                   "opponent less room.";
        if (has(motifs, "threat") || has(motifs, "check"))
            return "Every move that attacks forces a reply: make sure the attack also improves "
                   "your position.";
        return "Not every move has to attack: improving a piece or a pawn while keeping "
               "everything protected is good play.";
    }

} // namespace

chess::Result<MoveExplanation> explain_move(const ExplainInput& in)
{
    auto parsed = parse_fen(in.fen);
    if (!parsed)
        return parsed.error();
    const Position& before = parsed.value();
    auto move = parse_uci_move(before, in.move);
    if (!move)
        return move.error();

    MoveExplanation out;
    out.facts = move_facts(before, move.value());
    const MoveFacts& f = out.facts;
    out.san = f.san;
    out.category = std::string(
        game_phase(f.ply_before, f.pieces_before, f.captures_available, f.check_available));

    Position after = before;
    after.do_move(move.value());
    const auto line = legal_line(after, in.line_after, 8);
    std::vector<std::string> line_uci { f.uci };
    for (const auto& [pos, m] : line)
        line_uci.push_back(move_to_uci(m));

    // The tagger names the motifs of the move itself from the move alone (pins, checks) and from
    // the move with the reply and our follow-up (forks, skewers, discovered attacks that win).
    const auto tags_one = puzzler::tag_move_line(in.fen, { f.uci });
    const auto tags_line = line_uci.size() >= 3 ? puzzler::tag_move_line(in.fen,
                               std::vector<std::string>(line_uci.begin(), line_uci.begin() + 3))
                                                : std::vector<std::string> {};
    out.motifs = motifs_of(f, tags_one, tags_line, line_uci.size() >= 3);

    std::string text = f.san + " " + join(clauses(f, out.motifs)) + ".";

    int loss = 0;
    std::string best_san;
    if (!in.best_move.empty() && in.best_move != f.uci)
        if (auto best = parse_uci_move(before, in.best_move))
            best_san = to_san(before, best.value());
    if (in.before && in.after) {
        loss = score_loss(*in.before, *in.after);
        out.evaluation_text
            = describe_change(*in.before, *in.after, dropped_piece(f, line), { in.view, f.mover });
    } else if (in.after) {
        out.evaluation_text = "leaves " + describe_standing(*in.after);
        if (in.view != ScoreView::Words)
            out.evaluation_text += " (" + format_score(*in.after, { in.view, f.mover }) + ")";
    }

    if (f.hanging_to && !f.checkmate) {
        const std::string where = "the " + piece_name(type_of(after.piece_on(f.to))) + " on "
            + square_name(f.to) + " can be taken by the " + piece_name(f.hanging_to->type) + " on "
            + square_name(f.hanging_to->square);
        if (in.before && in.after && loss < 100)
            text += " It offers a sacrifice: " + where + ", but the engine's evaluation holds.";
        else
            text += " After it, " + where + ".";
    }
    if (!out.evaluation_text.empty())
        text += " It " + out.evaluation_text + ".";
    if (!best_san.empty() && loss >= 50)
        text += " Stockfish prefers " + best_san + ".";
    else if (in.best_move == f.uci && in.before)
        text += " It is Stockfish's first choice.";
    if (!line.empty() && !f.checkmate) {
        std::vector<std::string> sans;
        for (std::size_t i = 0; i < line.size() && i < 4; ++i)
            sans.push_back(to_san(line[i].first, line[i].second));
        std::string continuation;
        for (const auto& s : sans)
            continuation += (continuation.empty() ? "" : " ") + s;
        text += " Best play continues " + continuation + ".";
    }
    out.text = std::move(text);
    out.teaching_point = teaching_point(f, out.motifs, loss, best_san);
    return out;
}

} // namespace academy::learn::explain
