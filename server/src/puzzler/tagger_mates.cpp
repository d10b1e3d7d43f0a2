// Mate themes: the mate and its length, and the named mating patterns, recognised on the final
// position by where the mating piece stands and what boxes the king in.
#include "puzzler/tagger_detail.hpp"

#include <algorithm>
#include <cstdlib>

namespace academy::puzzler::detail {

namespace {

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
    }

} // namespace

void add_mate_tags(const Line& l, std::vector<std::string>& tags)
{
    if (!l.mate)
        return;
    const int solver_moves = static_cast<int>(l.plies.size() / 2);
    tags.push_back("mate");
    tags.push_back("mateIn" + std::to_string(std::min(solver_moves, 5)));
    named_mates(l, tags);
}

} // namespace academy::puzzler::detail
