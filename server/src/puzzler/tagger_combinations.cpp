// Combinations: material given up (sacrifice), an opponent's piece lured away from its duty
// (deflection) or onto a fatal square (attraction), a line opened for the solver's own piece
// (clearance), one cut between a defender and what it guards (interference), and a piece that
// attacks through another (x-ray).
#include "puzzler/tagger_detail.hpp"

namespace academy::puzzler::detail {

namespace {

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
            const Bitboard guarded_before = reply.before.attacks_from(reply.move.from());
            const bool guarded = (guarded_before & square_bb(target))
                || (p.move.is_promotion() && file_of(target) == file_of(reply.move.from())
                    && (guarded_before & square_bb(p.move.from())));
            if (guarded && !(p.before.attacks_from(reply.move.to()) & square_bb(target)))
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
            if (!(l.after(i + 2).attacks_from(next.move.to()) & square_bb(s)))
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

} // namespace

void add_combination_tags(const Line& l, std::vector<std::string>& tags)
{
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
    if (sacrifice(l))
        tags.push_back("sacrifice");
}

} // namespace academy::puzzler::detail
