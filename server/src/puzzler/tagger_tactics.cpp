// Tactical motifs: one piece attacking two (fork), along a line (pin, skewer), from behind a
// piece that moves away (discovered attack and check, double check), and material simply won
// (hanging and trapped pieces).
#include "puzzler/tagger_detail.hpp"

#include "chess/movegen.hpp"

namespace academy::puzzler::detail {

namespace {

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

    bool solver_captures_on(const Line& l, int from_index, Square s)
    {
        for (int i = from_index; i < static_cast<int>(l.plies.size()); ++i) {
            const Ply& p = l.plies[static_cast<std::size_t>(i)];
            if (p.solver && p.move.to() == s && p.captured != NoPiece)
                return true;
        }
        return false;
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
            return pos.attacks_from(s) & ~pos.pieces(c);
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
            Bitboard hit = pos.attacks_from(s) & pos.pieces(solver) & ~line;
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
                if (!is_defended_xray(pos, s) && !(pos.attacks_from(s) & square_bb(a))
                    && (pseudo_destinations(pos, s) & ~line))
                    return true;
            }
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
            Bitboard a = after.attacks_from(s) & after.pieces(~l.solver);
            while (a) {
                const Square t = pop_lsb(a);
                const PieceType tt = type_of(after.piece_on(t));
                if (tt == Pawn)
                    continue;
                const bool hits_back = after.attacks_from(t) & square_bb(s);
                if (tt == King || value(tt) > value(type_of(p.piece))
                    || (!is_defended(after, t) && !hits_back))
                    ++targets;
            }
            if (targets >= 2)
                return true;
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
                Bitboard gained
                    = after.attacks_from(s) & ~before.attacks_from(s) & after.pieces(~l.solver);
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

    // Lichess's rule: the first solver move takes an undefended piece, not as part of a trade,
    // and the gain is kept.
    bool hanging_piece(const Line& l)
    {
        // A puzzle line has the opponent's move and a solver move at least; an explained move
        // (tag_move_line) may be a single ply.
        if (l.plies.size() < 2)
            return false;
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

} // namespace

void add_tactic_tags(const Line& l, std::vector<std::string>& tags)
{
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
    if (hanging_piece(l))
        tags.push_back("hangingPiece");
    if (trapped_piece(l))
        tags.push_back("trappedPiece");
}

} // namespace academy::puzzler::detail
