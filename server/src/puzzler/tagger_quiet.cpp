// Quiet moves (no check, capture or threat, yet the only move) and zugzwang (a quiet move that
// leaves the opponent few moves, all bad, in an endgame).
#include "puzzler/tagger_detail.hpp"

#include "chess/movegen.hpp"

namespace academy::puzzler::detail {

namespace {

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
        return (after.attacks_from(p.move.to()) & after.pieces(~l.solver)) == 0;
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

} // namespace

void add_quiet_move_tags(const Line& l, bool endgame, std::vector<std::string>& tags)
{
    if (quiet_move(l))
        tags.push_back("quietMove");
    if (zugzwang(l, endgame))
        tags.push_back("zugzwang");
}

} // namespace academy::puzzler::detail
