#include "puzzler/tagger.hpp"

#include "chess/bitboard.hpp"
#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/position.hpp"
#include "chess/uci.hpp"

#include <algorithm>
#include <cstdlib>
#include <set>

namespace academy::puzzler {

using namespace academy::chess;

namespace {

    int value(PieceType pt)
    {
        static constexpr int v[] = { 0, 1, 3, 3, 5, 9, 100 };
        return v[pt];
    }

    // Squares a piece on `s` attacks in `pos`.
    Bitboard attacks(const Position& pos, Square s)
    {
        const Piece p = pos.piece_on(s);
        if (p == NoPiece)
            return 0;
        if (type_of(p) == Pawn)
            return pawn_attacks(color_of(p), s);
        return attacks_of(type_of(p), s, pos.pieces());
    }

    Bitboard attackers(const Position& pos, Color c, Square s)
    {
        return pos.attackers_to(s, pos.pieces()) & pos.pieces(c);
    }

    bool is_defended(const Position& pos, Square s)
    {
        const Piece p = pos.piece_on(s);
        return attackers(pos, color_of(p), s) != 0;
    }

    // A piece the opponent can simply take: undefended, or attacked by something cheaper.
    bool is_hanging(const Position& pos, Square s)
    {
        const Piece p = pos.piece_on(s);
        if (p == NoPiece)
            return false;
        Bitboard a = attackers(pos, ~color_of(p), s);
        if (!a)
            return false;
        if (!is_defended(pos, s))
            return true;
        while (a) {
            const Square from = pop_lsb(a);
            if (value(type_of(pos.piece_on(from))) < value(type_of(p)))
                return true;
        }
        return false;
    }

    int material(const Position& pos, Color c)
    {
        int m = 0;
        for (int pt = Pawn; pt <= Queen; ++pt)
            m += popcount(pos.pieces(c, PieceType(pt))) * value(PieceType(pt));
        return m;
    }

    bool is_slider(PieceType pt) { return pt == Bishop || pt == Rook || pt == Queen; }

    Bitboard sliders(const Position& pos)
    {
        return pos.pieces(Bishop) | pos.pieces(Rook) | pos.pieces(Queen);
    }

    // One ply of the line with the position before it.
    struct Ply {
        Position before;
        Move move;
        Piece piece;
        Piece captured;
        bool solver;
        bool check_after;
    };

    struct Line {
        std::vector<Ply> plies;
        Position final_position;
        Color solver;
        bool mate = false;

        std::vector<int> solver_indices() const
        {
            std::vector<int> out;
            for (int i = 0; i < static_cast<int>(plies.size()); ++i)
                if (plies[static_cast<std::size_t>(i)].solver)
                    out.push_back(i);
            return out;
        }
        // The solver's moves after the first, each with an opponent's reply and an own move
        // before it.
        std::vector<int> later_solver_indices() const
        {
            auto out = solver_indices();
            if (!out.empty())
                out.erase(out.begin());
            return out;
        }
        const Ply& at(int i) const { return plies[static_cast<std::size_t>(i)]; }
        const Position& after(int i) const
        {
            return i + 1 < static_cast<int>(plies.size())
                ? plies[static_cast<std::size_t>(i + 1)].before
                : final_position;
        }
    };

    Piece captured_by(const Position& pos, Move m)
    {
        if (m.kind() == Move::EnPassant)
            return make_piece(~pos.side_to_move(), Pawn);
        if (m.kind() == Move::Castling)
            return NoPiece;
        return pos.piece_on(m.to());
    }

    // --- tactical motifs -------------------------------------------------------------------

    bool fork(const Line& l)
    {
        auto idx = l.solver_indices();
        for (std::size_t k = 0; k + 1 < idx.size(); ++k) {
            const Ply& p = l.plies[static_cast<std::size_t>(idx[k])];
            if (type_of(p.piece) == King)
                continue;
            const Position& after = l.after(idx[k]);
            const Square s = p.move.to();
            if (is_hanging(after, s))
                continue; // a piece lost at once is no fork
            int targets = 0;
            Bitboard a = attacks(after, s) & after.pieces(~l.solver);
            while (a) {
                const Square t = pop_lsb(a);
                const PieceType tt = type_of(after.piece_on(t));
                if (tt == Pawn)
                    continue;
                const bool hits_back = attacks(after, t) & square_bb(s);
                if (tt == King || value(tt) > value(type_of(p.piece))
                    || (!is_defended(after, t) && !hits_back))
                    ++targets;
            }
            if (targets >= 2)
                return true;
        }
        return false;
    }

    bool solver_captures_on(const Line& l, int from_index, Square s)
    {
        for (int i = from_index; i < static_cast<int>(l.plies.size()); ++i) {
            const Ply& p = l.plies[static_cast<std::size_t>(i)];
            if (p.solver && p.move.to() == s && p.captured != NoPiece)
                return true;
        }
        return false;
    }

    // --- Lichess's helpers -----------------------------------------------------------------

    // Defended by its own side, counting a defender behind an enemy slider that attacks it.
    bool is_defended_xray(const Position& pos, Square s)
    {
        const Color c = color_of(pos.piece_on(s));
        if (attackers(pos, c, s))
            return true;
        Bitboard enemy = attackers(pos, ~c, s);
        while (enemy) {
            const Square a = pop_lsb(enemy);
            if (is_slider(type_of(pos.piece_on(a)))
                && (pos.attackers_to(s, pos.pieces() ^ square_bb(a)) & pos.pieces(c)))
                return true;
        }
        return false;
    }

    bool takeable_by_lower_piece(const Position& pos, Square s)
    {
        const PieceType pt = type_of(pos.piece_on(s));
        Bitboard a = attackers(pos, ~color_of(pos.piece_on(s)), s);
        while (a) {
            const PieceType at = type_of(pos.piece_on(pop_lsb(a)));
            if (at != King && value(at) < value(pt))
                return true;
        }
        return false;
    }

    // Attacked, and either undefended or attacked by something cheaper.
    bool in_bad_spot(const Position& pos, Square s)
    {
        const Piece p = pos.piece_on(s);
        return p != NoPiece && attackers(pos, ~color_of(p), s)
            && (!is_defended_xray(pos, s) || takeable_by_lower_piece(pos, s));
    }

    // The line (through the king and the pinner) a piece pinned to its own king must stay on,
    // or 0 when the piece on `s` is not pinned.
    Bitboard pin_line(const Position& pos, Square s)
    {
        const Piece p = pos.piece_on(s);
        if (p == NoPiece || type_of(p) == King)
            return 0;
        const Color c = color_of(p);
        const Square k = pos.king_square(c);
        Bitboard snipers = pos.pieces(~c) & sliders(pos);
        while (snipers) {
            const Square sn = pop_lsb(snipers);
            if ((between_bb(k, sn) & pos.pieces()) != square_bb(s))
                continue;
            if (attacks_of(type_of(pos.piece_on(sn)), sn, pos.pieces() ^ square_bb(s))
                & square_bb(k))
                return line_bb(k, sn);
        }
        return 0;
    }

    // Squares the piece on `s` could move to, ignoring pins and checks.
    Bitboard pseudo_destinations(const Position& pos, Square s)
    {
        const Piece p = pos.piece_on(s);
        const Color c = color_of(p);
        if (type_of(p) != Pawn)
            return attacks(pos, s) & ~pos.pieces(c);
        Bitboard to = pawn_attacks(c, s) & pos.pieces(~c);
        if (pos.en_passant() != NoSquare)
            to |= pawn_attacks(c, s) & square_bb(pos.en_passant());
        const int one = static_cast<int>(s) + pawn_push(c);
        if (one >= 0 && one < 64 && pos.piece_on(Square(one)) == NoPiece) {
            to |= square_bb(Square(one));
            const int two = one + pawn_push(c);
            if (relative_rank(c, rank_of(s)) == 1 && pos.piece_on(Square(two)) == NoPiece)
                to |= square_bb(Square(two));
        }
        return to;
    }

    // --- pin ------------------------------------------------------------------------------

    // Lichess's rule: after a solver move an enemy piece pinned to its king attacks a solver
    // piece off the pin line, worth more than itself or undefended, that it may not take; or it
    // is attacked along the pin line by something cheaper; or it is attacked there while
    // undefended, cannot take its attacker and has a move off the line that the pin forbids.
    bool pin_after(const Position& pos, Color solver)
    {
        Bitboard enemy = pos.pieces(~solver) & ~pos.pieces(King);
        while (enemy) {
            const Square s = pop_lsb(enemy);
            const Bitboard line = pin_line(pos, s);
            if (!line)
                continue;
            const PieceType pt = type_of(pos.piece_on(s));
            Bitboard hit = attacks(pos, s) & pos.pieces(solver) & ~line;
            while (hit) {
                const Square t = pop_lsb(hit);
                if (value(type_of(pos.piece_on(t))) > value(pt) || !is_defended_xray(pos, t))
                    return true;
            }
            Bitboard by = attackers(pos, solver, s) & line;
            while (by) {
                const Square a = pop_lsb(by);
                if (value(pt) > value(type_of(pos.piece_on(a))))
                    return true;
                if (!is_defended_xray(pos, s) && !(attacks(pos, s) & square_bb(a))
                    && (pseudo_destinations(pos, s) & ~line))
                    return true;
            }
        }
        return false;
    }

    bool pin(const Line& l)
    {
        for (int i : l.solver_indices())
            if (pin_after(l.after(i), l.solver))
                return true;
        return false;
    }

    // Lichess's rule: a solver slider takes a piece (not giving mate) that stood behind the
    // opponent's piece that just moved off the line, the moved piece being worth more than the
    // taken one, which was in a bad spot: undefended or attacked by something cheaper.
    bool skewer(const Line& l)
    {
        for (int j : l.later_solver_indices()) {
            const Ply& p = l.at(j);
            const Ply& reply = l.at(j - 1);
            if (p.captured == NoPiece || !is_slider(type_of(p.piece)))
                continue;
            if (j + 1 == static_cast<int>(l.plies.size()) && l.mate)
                continue;
            if (reply.move.to() == p.move.to()
                || !(between_bb(p.move.from(), p.move.to()) & square_bb(reply.move.from())))
                continue;
            if (value(type_of(reply.piece)) > value(type_of(p.captured))
                && in_bad_spot(p.before, p.move.to()))
                return true;
        }
        return false;
    }

    // Returns 1 for a discovered attack, 2 when it is a discovered check.
    int discovered(const Line& l)
    {
        int kind = 0;
        for (int i : l.solver_indices()) {
            const Ply& p = l.plies[static_cast<std::size_t>(i)];
            const Position& before = p.before;
            const Position& after = l.after(i);
            Bitboard behind = after.pieces(l.solver) & sliders(after) & ~square_bb(p.move.to());
            while (behind) {
                const Square s = pop_lsb(behind);
                if (!(line_bb(s, p.move.from()) & square_bb(p.move.from())))
                    continue;
                Bitboard gained = attacks(after, s) & ~attacks(before, s) & after.pieces(~l.solver);
                while (gained) {
                    const Square t = pop_lsb(gained);
                    const PieceType tt = type_of(after.piece_on(t));
                    if (tt == King) {
                        kind = 2;
                    } else if (value(tt) >= 3 && solver_captures_on(l, i + 1, t) && kind == 0) {
                        kind = 1;
                    }
                }
            }
        }
        return kind;
    }

    bool double_check(const Line& l)
    {
        for (int i : l.solver_indices())
            if (popcount(l.after(i).checkers()) >= 2)
                return true;
        return false;
    }

    bool x_ray(const Line& l)
    {
        auto idx = l.solver_indices();
        for (std::size_t k = 0; k + 1 < idx.size(); ++k) {
            const int i = idx[k];
            const Ply& a = l.plies[static_cast<std::size_t>(i)];
            const Ply& reply = l.plies[static_cast<std::size_t>(i + 1)];
            const Ply& b = l.plies[static_cast<std::size_t>(i + 2)];
            const Square s = a.move.to();
            if (a.captured == NoPiece || reply.move.to() != s || reply.captured == NoPiece
                || b.move.to() != s)
                continue;
            if (is_slider(type_of(b.piece))
                && (between_bb(b.move.from(), s) & square_bb(reply.move.from())))
                return true;
        }
        return false;
    }

    int material_diff(const Position& pos, Color c) { return material(pos, c) - material(pos, ~c); }

    // Lichess's rule: the first solver move takes an undefended piece, not as part of a trade,
    // and the gain is kept.
    bool hanging_piece(const Line& l)
    {
        const Ply& first = l.plies[1];
        const Ply& mistake = l.plies[0];
        const PieceType ct = type_of(first.captured);
        if (first.before.in_check() && (first.captured == NoPiece || ct == Pawn))
            return false;
        if (first.captured == NoPiece || ct == Pawn || first.move.kind() == Move::EnPassant)
            return false;
        if (is_defended(first.before, first.move.to()))
            return false;
        if (mistake.captured != NoPiece && mistake.move.to() == first.move.to()
            && value(type_of(mistake.captured)) >= value(ct))
            return false;
        if (l.plies.size() < 4)
            return true;
        return material_diff(l.after(3), l.solver) >= material_diff(l.after(1), l.solver);
    }

    // Lichess's rule: after a later solver move the solver is down at least two points compared
    // with the start, and the opponent did not promote.
    bool sacrifice(const Line& l)
    {
        const int initial = material_diff(l.plies[1].before, l.solver);
        for (std::size_t i = 0; i < l.plies.size(); ++i)
            if (!l.plies[i].solver && i > 0 && l.plies[i].move.is_promotion())
                return false;
        auto idx = l.solver_indices();
        for (std::size_t k = 1; k < idx.size(); ++k)
            if (material_diff(l.after(idx[k]), l.solver) - initial <= -2)
                return true;
        return false;
    }

    // Lichess's rule: a solver move (not the last) that neither checks nor escapes a check,
    // captures nothing, attacks no piece, is no advanced pawn push and no king move.
    bool is_quiet(const Line& l, int i)
    {
        const Ply& p = l.plies[static_cast<std::size_t>(i)];
        if (i + 1 >= static_cast<int>(l.plies.size()))
            return false;
        if (p.captured != NoPiece || p.check_after || p.before.in_check() || p.move.is_promotion())
            return false;
        if (type_of(p.piece) == King)
            return false;
        if (type_of(p.piece) == Pawn && relative_rank(l.solver, rank_of(p.move.to())) >= 5)
            return false;
        const Position& after = l.after(i);
        return (attacks(after, p.move.to()) & after.pieces(~l.solver)) == 0;
    }

    bool quiet_move(const Line& l)
    {
        for (int i : l.solver_indices())
            if (is_quiet(l, i))
                return true;
        return false;
    }

    bool zugzwang(const Line& l, bool endgame)
    {
        if (!endgame)
            return false;
        for (int i : l.solver_indices()) {
            if (!is_quiet(l, i) || i + 1 >= static_cast<int>(l.plies.size()))
                continue;
            const Position& after = l.after(i);
            if (!after.in_check() && generate_legal(after).size() <= 4)
                return true;
        }
        return false;
    }

    // Lichess's rule: a solver move takes a piece not worth more than the taker, or promotes,
    // on a square that the opponent's piece which just moved guarded before it moved, when that
    // piece moved because it had to: it took the solver's previous piece (not itself a winning
    // capture) or answered its check.
    bool deflection(const Line& l)
    {
        for (int j : l.later_solver_indices()) {
            const Ply& p = l.at(j);
            const Ply& reply = l.at(j - 1);
            const Ply& prev = l.at(j - 2);
            if (p.captured == NoPiece && !p.move.is_promotion())
                continue;
            if (p.captured != NoPiece && value(type_of(p.captured)) > value(type_of(p.piece)))
                continue;
            if (prev.captured != NoPiece
                && value(type_of(prev.captured)) >= value(type_of(prev.piece)))
                continue;
            const Square target = p.move.to();
            if (target == reply.move.to() || target == prev.move.to())
                continue;
            if (reply.move.to() != prev.move.to() && !prev.check_after)
                continue;
            const Bitboard guarded_before = attacks(reply.before, reply.move.from());
            const bool guarded = (guarded_before & square_bb(target))
                || (p.move.is_promotion() && file_of(target) == file_of(reply.move.from())
                    && (guarded_before & square_bb(p.move.from())));
            if (guarded && !(attacks(p.before, reply.move.to()) & square_bb(target)))
                return true;
        }
        return false;
    }

    // Lichess's rule: the opponent's king, queen or rook takes a solver piece; the next solver
    // move puts a piece that attacks the square where it now stands, with check when it is the
    // king, or to take it on the move after.
    bool attraction(const Line& l)
    {
        for (int i : l.solver_indices()) {
            if (i + 2 >= static_cast<int>(l.plies.size()))
                break;
            const Ply& reply = l.at(i + 1);
            const Ply& next = l.at(i + 2);
            const Square s = l.at(i).move.to();
            if (reply.move.to() != s)
                continue;
            const PieceType lured = type_of(reply.piece);
            if (lured != King && lured != Queen && lured != Rook)
                continue;
            if (!(attacks(l.after(i + 2), next.move.to()) & square_bb(s)))
                continue;
            if (lured == King)
                return true;
            if (i + 4 < static_cast<int>(l.plies.size()) && l.at(i + 4).move.to() == s)
                return true;
        }
        return false;
    }

    // Lichess's rule: a solver slider moves to an empty square through (or onto) the square
    // the previous solver move vacated; that move was no promotion and took nothing, unless its
    // piece was left en prise; no check is escaped, and no check follows a king reply.
    bool clearance(const Line& l)
    {
        for (int j : l.later_solver_indices()) {
            const Ply& b = l.at(j);
            const Ply& reply = l.at(j - 1);
            const Ply& a = l.at(j - 2);
            if (b.captured != NoPiece || !is_slider(type_of(b.piece)))
                continue;
            if (a.move.is_promotion() || a.move.to() == b.move.from() || a.move.to() == b.move.to())
                continue;
            if (b.before.in_check() || (b.check_after && type_of(reply.piece) == King))
                continue;
            if (a.move.from() != b.move.to()
                && !(between_bb(b.move.from(), b.move.to()) & square_bb(a.move.from())))
                continue;
            if (a.captured == NoPiece || in_bad_spot(reply.before, a.move.to()))
                return true;
        }
        return false;
    }

    // Lichess's rule: a later solver move takes an undefended piece whose slider defender was
    // cut off, by the previous solver move (interference) or by the opponent's own reply
    // (self-interference), landing between the two.
    bool interference(const Line& l)
    {
        for (int j : l.later_solver_indices()) {
            const Ply& p = l.at(j);
            const Ply& reply = l.at(j - 1);
            const Ply& cut = l.at(j - 2);
            const Square s = p.move.to();
            if (p.captured == NoPiece || p.move.kind() == Move::EnPassant
                || is_defended_xray(p.before, s))
                continue;
            const Color them = color_of(p.captured);
            // By the opponent's reply.
            Bitboard d = attackers(reply.before, them, s) & sliders(reply.before);
            while (d)
                if (between_bb(s, pop_lsb(d)) & square_bb(reply.move.to()))
                    return true;
            // By the solver's previous move.
            if (reply.move.to() == s)
                continue;
            d = attackers(cut.before, them, s) & sliders(cut.before);
            while (d)
                if (between_bb(s, pop_lsb(d)) & square_bb(cut.move.to()))
                    return true;
        }
        return false;
    }

    // A piece in a bad spot whose every move leaves it in a bad spot (or trades it down).
    bool is_trapped(const Position& pos, Square s)
    {
        if (pos.in_check())
            return false;
        const Piece piece = pos.piece_on(s);
        if (piece == NoPiece || type_of(piece) == Pawn || type_of(piece) == King)
            return false;
        if (!is_hanging(pos, s))
            return false;
        // A pinned piece is not trapped, it is pinned.
        const Color us = color_of(piece);
        const Square king = pos.king_square(us);
        if (pos.attackers_to(king, pos.pieces() ^ square_bb(s)) & pos.pieces(~us)
            & ~pos.attackers_to(king, pos.pieces()))
            return false;
        bool has_move = false;
        for (Move m : generate_legal(pos)) {
            if (m.from() != s)
                continue;
            has_move = true;
            const Piece target = pos.piece_on(m.to());
            if (target != NoPiece && value(type_of(target)) >= value(type_of(piece)))
                return false;
            Position copy = pos;
            copy.do_move(m);
            if (!is_hanging(copy, m.to()))
                return false;
        }
        return has_move;
    }

    // Lichess's rule: a later solver move captures a piece that was trapped before the
    // opponent's last move (following it if that move was the piece trying to flee).
    bool trapped_piece(const Line& l)
    {
        auto idx = l.solver_indices();
        for (std::size_t k = 1; k < idx.size(); ++k) {
            const Ply& p = l.plies[static_cast<std::size_t>(idx[k])];
            if (p.captured == NoPiece || type_of(p.captured) == Pawn)
                continue;
            const Ply& reply = l.plies[static_cast<std::size_t>(idx[k] - 1)];
            Square s = p.move.to();
            if (reply.move.to() == s)
                s = reply.move.from();
            if (is_trapped(reply.before, s))
                return true;
        }
        return false;
    }

    // --- mates -----------------------------------------------------------------------------

    int king_neighbours_blocked(const Position& pos, Square k)
    {
        Bitboard n = king_attacks(k);
        return popcount(n & pos.pieces(color_of(pos.piece_on(k))));
    }

    void named_mates(const Line& l, std::vector<std::string>& tags)
    {
        const Position& pos = l.final_position;
        const Color loser = pos.side_to_move();
        const Square k = pos.king_square(loser);
        const Ply& last = l.plies.back();
        const Square m = last.move.to();
        const PieceType mt = type_of(pos.piece_on(m));
        const Bitboard checkers = pos.checkers();
        const Bitboard zone = king_attacks(k);
        const int kr = rank_of(k), kf = file_of(k);
        const int back = loser == White ? 0 : 7;
        const bool single = popcount(checkers) == 1;

        if (single && mt == Knight && (zone & ~pos.pieces(loser)) == 0)
            tags.push_back("smotheredMate");
        if (single && (mt == Rook || mt == Queen) && kr == back && rank_of(m) == back) {
            const int forward = loser == White ? 1 : -1;
            Bitboard front = king_attacks(k) & rank_bb(back + forward);
            bool blocked = (front & pos.pieces(loser)) == front;
            for (Bitboard f = front; f && blocked;)
                blocked = !attackers(pos, ~loser, pop_lsb(f));
            if (blocked)
                tags.push_back("backRankMate");
        }
        const Bitboard knights = pos.pieces(~loser, Knight);
        if (single && (mt == Rook || mt == Queen) && (kf == 0 || kf == 7) && file_of(m) == kf
            && knights) {
            const int inner = kf == 0 ? 1 : 6;
            Bitboard inner_squares = zone & file_bb(inner);
            Bitboard k2 = knights;
            bool covers = false;
            while (k2)
                covers |= (knight_attacks(pop_lsb(k2)) & inner_squares) != 0;
            if (covers && (inner_squares & pos.pieces(loser)))
                tags.push_back("anastasiaMate");
        }
        const bool corner = (kf == 0 || kf == 7) && (kr == 0 || kr == 7);
        if (single && mt == Rook && corner && (zone & square_bb(m))) {
            Bitboard k2 = knights;
            while (k2)
                if (knight_attacks(pop_lsb(k2)) & square_bb(m)) {
                    tags.push_back("arabianMate");
                    break;
                }
        }
        if (single && mt == Rook && (zone & square_bb(m))) {
            Bitboard k2 = knights;
            while (k2) {
                const Square n = pop_lsb(k2);
                if ((knight_attacks(n) & square_bb(m))
                    && (pawn_attacks(loser, n) & pos.pieces(~loser, Pawn))) {
                    tags.push_back("hookMate");
                    break;
                }
            }
        }
        // Boden or double-bishop mate (Lichess's rule): two bishops, and every square of the
        // king's box the winner attacks is attacked by bishops only; Boden when the bishops
        // stand on both sides of the king's file.
        const Bitboard bishops = pos.pieces(~loser, Bishop);
        if (popcount(bishops) >= 2) {
            bool only_bishops = true;
            for (Bitboard box = zone | square_bb(k); box && only_bishops;) {
                const Bitboard by = attackers(pos, ~loser, pop_lsb(box));
                only_bishops = (by & ~bishops) == 0;
            }
            if (only_bishops) {
                Bitboard b = bishops;
                const Square b1 = pop_lsb(b), b2 = pop_lsb(b);
                const bool boden = (file_of(b1) < kf) == (file_of(b2) > kf);
                tags.push_back(boden ? "bodenMate" : "doubleBishopMate");
            }
        }
        // Dovetail (Lichess's rule): the queen mates diagonally next to a king off the edge; the
        // squares only the queen covers are empty, the others are not attacked at all.
        if (single && mt == Queen && kf > 0 && kf < 7 && kr > 0 && kr < 7
            && std::abs(file_of(m) - kf) == 1 && std::abs(rank_of(m) - kr) == 1) {
            bool dovetail = true;
            Bitboard around = zone & ~square_bb(m);
            while (around && dovetail) {
                const Square sq = pop_lsb(around);
                const Bitboard by
                    = pos.attackers_to(sq, pos.pieces() ^ square_bb(k)) & pos.pieces(~loser);
                if (by == square_bb(m))
                    dovetail = pos.piece_on(sq) == NoPiece;
                else if (by)
                    dovetail = false;
            }
            if (dovetail)
                tags.push_back("dovetailMate");
        }
        (void)king_neighbours_blocked;
    }

} // namespace

std::vector<std::string> tag_puzzle(const std::string& fen, const std::vector<std::string>& moves)
{
    std::vector<std::string> tags;
    auto parsed = parse_fen(fen);
    if (!parsed || moves.size() < 2)
        return tags;
    Position pos = parsed.value();
    Line l;
    l.solver = ~pos.side_to_move();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        auto m = parse_uci_move(pos, moves[i]);
        if (!m)
            return {};
        Ply p { pos, m.value(), pos.piece_on(m.value().from()), captured_by(pos, m.value()),
            i % 2 == 1, false };
        pos.do_move(m.value());
        p.check_after = pos.in_check();
        l.plies.push_back(p);
    }
    l.final_position = pos;
    l.mate = pos.in_check() && generate_legal(pos).empty();
    const int solver_moves = static_cast<int>(moves.size() / 2);

    if (l.mate) {
        tags.push_back("mate");
        tags.push_back("mateIn" + std::to_string(std::min(solver_moves, 5)));
        named_mates(l, tags);
    }
    const std::string length = solver_moves == 1 ? "oneMove"
        : solver_moves == 2                      ? "short"
        : solver_moves == 3                      ? "long"
                                                 : "veryLong";

    // Phase and endgame kind, from the position the solver faces.
    const Position& start = l.plies[1].before;
    const Bitboard minors_majors = start.pieces() & ~start.pieces(Pawn) & ~start.pieces(King);
    const bool endgame
        = popcount(minors_majors) <= 6 || (!start.pieces(Queen) && popcount(minors_majors) <= 8);
    if (endgame)
        tags.push_back("endgame");
    else if (start.fullmove_number() <= 12)
        tags.push_back("opening");
    else
        tags.push_back("middlegame");
    if (endgame) {
        const Bitboard q = start.pieces(Queen), r = start.pieces(Rook), b = start.pieces(Bishop),
                       n = start.pieces(Knight);
        if (!minors_majors)
            tags.push_back("pawnEndgame");
        else if (minors_majors == r)
            tags.push_back("rookEndgame");
        else if (minors_majors == q)
            tags.push_back("queenEndgame");
        else if (minors_majors == b)
            tags.push_back("bishopEndgame");
        else if (minors_majors == n)
            tags.push_back("knightEndgame");
        else if (minors_majors == (q | r) && popcount(q) == 1 && r) {
            const Position& end = l.final_position;
            const Bitboard em = end.pieces() & ~end.pieces(Pawn) & ~end.pieces(King);
            if (popcount(end.pieces(Queen)) == 1 && end.pieces(Rook)
                && em == (end.pieces(Queen) | end.pieces(Rook)))
                tags.push_back("queenRookEndgame");
        }
    }

    bool promotion = false, under = false, ep = false, castle = false;
    for (int i : l.solver_indices()) {
        const Move m = l.plies[static_cast<std::size_t>(i)].move;
        promotion |= m.is_promotion();
        under |= m.is_promotion() && m.promotion() != Queen;
        ep |= m.kind() == Move::EnPassant;
        castle |= m.kind() == Move::Castling;
    }
    if (promotion)
        tags.push_back("promotion");
    if (under)
        tags.push_back("underPromotion");
    if (ep)
        tags.push_back("enPassant");
    if (castle)
        tags.push_back("castling");

    if (fork(l))
        tags.push_back("fork");
    if (pin(l))
        tags.push_back("pin");
    if (skewer(l))
        tags.push_back("skewer");
    const int disc = discovered(l);
    if (disc >= 1)
        tags.push_back("discoveredAttack");
    if (disc == 2)
        tags.push_back("discoveredCheck");
    if (double_check(l))
        tags.push_back("doubleCheck");
    if (deflection(l))
        tags.push_back("deflection");
    if (attraction(l))
        tags.push_back("attraction");
    if (clearance(l))
        tags.push_back("clearance");
    if (interference(l))
        tags.push_back("interference");
    if (x_ray(l))
        tags.push_back("xRayAttack");
    if (hanging_piece(l))
        tags.push_back("hangingPiece");
    if (trapped_piece(l))
        tags.push_back("trappedPiece");
    if (sacrifice(l))
        tags.push_back("sacrifice");
    if (quiet_move(l))
        tags.push_back("quietMove");
    if (zugzwang(l, endgame))
        tags.push_back("zugzwang");
    tags.push_back(length);
    std::sort(tags.begin(), tags.end());
    tags.erase(std::unique(tags.begin(), tags.end()), tags.end());
    return tags;
}

} // namespace academy::puzzler
