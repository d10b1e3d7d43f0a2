// The legal move generator as a template over the side to move and a "sink" that
// receives moves in bulk (a piece's whole target bitboard at once). One generator
// then serves both list building and popcount-only leaf counting in perft.
// Internal to the core: include movegen.hpp instead.
#pragma once

#include <initializer_list>

#include "chess/bitboard.hpp"
#include "chess/movegen.hpp"
#include "chess/position.hpp"

namespace academy::chess::detail {

template <Color Them> inline bool square_attacked(const Position& pos, Square s, Bitboard occupied)
{
    return (pawn_attacks(~Them, s) & pos.pieces(Them, Pawn))
        || (knight_attacks(s) & pos.pieces(Them, Knight))
        || (king_attacks(s) & pos.pieces(Them, King))
        || (bishop_attacks(s, occupied) & pos.pieces(Them, Bishop, Queen))
        || (rook_attacks(s, occupied) & pos.pieces(Them, Rook, Queen));
}

// Appends every move to a MoveList.
struct ListSink {
    MoveList& list;
    void piece(Square from, Bitboard targets)
    {
        while (targets)
            list.push(Move(from, pop_lsb(targets)));
    }
    template <int Delta> void pawns(Bitboard targets)
    {
        while (targets) {
            Square to = pop_lsb(targets);
            list.push(Move(Square(to - Delta), to));
        }
    }
    template <int Delta> void promotions(Bitboard targets)
    {
        while (targets) {
            Square to = pop_lsb(targets);
            promotion(Square(to - Delta), to);
        }
    }
    void promotion(Square from, Square to)
    {
        for (PieceType pt : { Queen, Rook, Bishop, Knight })
            list.push(Move(from, to, Move::Promotion, pt));
    }
    void single(Move m) { list.push(m); }
};

// Only counts: perft's leaves need the number of moves, not the moves.
struct CountSink {
    int count = 0;
    void piece(Square, Bitboard targets) { count += popcount(targets); }
    template <int> void pawns(Bitboard targets) { count += popcount(targets); }
    template <int> void promotions(Bitboard targets) { count += 4 * popcount(targets); }
    void promotion(Square, Square) { count += 4; }
    void single(Move) { ++count; }
};

template <Color Us, typename Sink> inline void generate(const Position& pos, Sink& sink)
{
    constexpr Color Them = ~Us;
    constexpr int Up = pawn_push(Us);
    constexpr Bitboard PromotionRank = Us == White ? kRank8 : kRank1;
    constexpr Bitboard ThirdRank = Us == White ? rank_bb(2) : rank_bb(5);

    const Bitboard occupied = pos.pieces();
    const Bitboard ours = pos.pieces(Us);
    const Bitboard theirs = pos.pieces(Them);
    const Square ksq = pos.king_square(Us);
    const Bitboard their_rq = pos.pieces(Them, Rook, Queen);
    const Bitboard their_bq = pos.pieces(Them, Bishop, Queen);

    const Bitboard checkers = (pawn_attacks(Us, ksq) & pos.pieces(Them, Pawn))
        | (knight_attacks(ksq) & pos.pieces(Them, Knight))
        | (rook_attacks(ksq, occupied) & their_rq) | (bishop_attacks(ksq, occupied) & their_bq);

    // King moves: each target is tested with the king lifted off the board, so that
    // stepping back along a checking slider's ray is seen as attacked.
    {
        const Bitboard without_king = occupied ^ square_bb(ksq);
        Bitboard candidates = king_attacks(ksq) & ~ours;
        Bitboard safe = 0;
        while (candidates) {
            Square s = pop_lsb(candidates);
            if (!square_attacked<Them>(pos, s, without_king))
                safe |= square_bb(s);
        }
        sink.piece(ksq, safe);
    }
    if (more_than_one(checkers))
        return; // double check: only the king may move

    // Non-king moves must land on `target`: anywhere not ours, or, in check, on the
    // checker or between it and the king.
    Bitboard target = ~ours;
    if (checkers)
        target = between_bb(ksq, lsb(checkers)) | checkers;

    // A piece is pinned when it is the only piece between our king and an enemy slider
    // that would otherwise see the king. Sliders are found through our own pieces.
    Bitboard pinned = 0;
    {
        Bitboard snipers
            = (rook_attacks(ksq, theirs) & their_rq) | (bishop_attacks(ksq, theirs) & their_bq);
        while (snipers) {
            Bitboard b = between_bb(ksq, pop_lsb(snipers)) & occupied;
            if (b && !more_than_one(b))
                pinned |= b;
        }
    }

    // Pawns that are not pinned move in bulk by shifting the whole set.
    {
        const Bitboard pawns = pos.pieces(Us, Pawn) & ~pinned;
        const Bitboard empty = ~occupied;
        Bitboard push1 = shift_up<Us>(pawns) & empty;
        Bitboard push2 = shift_up<Us>(push1 & ThirdRank) & empty & target;
        push1 &= target;
        const Bitboard capture_targets = theirs & target;
        Bitboard left = shift_up_left<Us>(pawns) & capture_targets;
        Bitboard right = shift_up_right<Us>(pawns) & capture_targets;
        constexpr int Left = Up - 1, Right = Up + 1;
        sink.template pawns<Up>(push1 & ~PromotionRank);
        sink.template pawns<2 * Up>(push2);
        sink.template pawns<Left>(left & ~PromotionRank);
        sink.template pawns<Right>(right & ~PromotionRank);
        if ((push1 | left | right) & PromotionRank) {
            sink.template promotions<Up>(push1 & PromotionRank);
            sink.template promotions<Left>(left & PromotionRank);
            sink.template promotions<Right>(right & PromotionRank);
        }
    }

    // Pinned pawns are rare: one at a time, kept on the line through the king.
    for (Bitboard b = pos.pieces(Us, Pawn) & pinned; b;) {
        const Square from = pop_lsb(b);
        const Bitboard ray = line_bb(ksq, from);
        Bitboard moves = pawn_attacks(Us, from) & theirs;
        const Bitboard one = square_bb(Square(from + Up)) & ~occupied;
        moves |= one;
        if (one & shift_up<Us>(Us == White ? kRank2 : kRank7))
            moves |= square_bb(Square(from + 2 * Up)) & ~occupied;
        moves &= ray & target;
        while (moves) {
            const Square to = pop_lsb(moves);
            if (square_bb(to) & PromotionRank)
                sink.promotion(from, to);
            else
                sink.single(Move(from, to));
        }
    }

    // En passant: legality is decided by replaying the capture on the occupancy, which
    // also covers the rank case where both pawns leave and uncover a rook on the king.
    if (const Square ep = pos.en_passant(); ep != NoSquare) {
        const Square captured = Square(ep - Up);
        for (Bitboard b = pawn_attacks(Them, ep) & pos.pieces(Us, Pawn); b;) {
            const Square from = pop_lsb(b);
            const Bitboard after
                = (occupied ^ square_bb(from) ^ square_bb(captured)) | square_bb(ep);
            // Sliders are re-examined on `after`; a checking knight (or any pawn other than
            // the captured one) still gives check whatever happens on the ep square.
            const Bitboard attackers = (rook_attacks(ksq, after) & their_rq)
                | (bishop_attacks(ksq, after) & their_bq) | (checkers & pos.pieces(Them, Knight))
                | (checkers & pos.pieces(Them, Pawn) & ~square_bb(captured));
            if (!attackers)
                sink.single(Move(from, ep, Move::EnPassant));
        }
    }

    // Knights: a pinned knight can never move.
    for (Bitboard b = pos.pieces(Us, Knight) & ~pinned; b;) {
        const Square from = pop_lsb(b);
        sink.piece(from, knight_attacks(from) & target);
    }
    for (Bitboard b = pos.pieces(Us, Bishop, Queen); b;) {
        const Square from = pop_lsb(b);
        Bitboard moves = bishop_attacks(from, occupied) & target;
        if (pinned & square_bb(from))
            moves &= line_bb(ksq, from);
        sink.piece(from, moves);
    }
    for (Bitboard b = pos.pieces(Us, Rook, Queen); b;) {
        const Square from = pop_lsb(b);
        Bitboard moves = rook_attacks(from, occupied) & target;
        if (pinned & square_bb(from))
            moves &= line_bb(ksq, from);
        sink.piece(from, moves);
    }

    // Castling: rights guarantee king and rook are at home (checked by the FEN parser).
    if (!checkers) {
        constexpr std::uint8_t OO = Us == White ? WhiteOO : BlackOO;
        constexpr std::uint8_t OOO = Us == White ? WhiteOOO : BlackOOO;
        constexpr Square K = relative_square(Us, E1);
        if ((pos.castling_rights() & OO) && !(occupied & between_bb(K, relative_square(Us, H1)))
            && !square_attacked<Them>(pos, relative_square(Us, F1), occupied)
            && !square_attacked<Them>(pos, relative_square(Us, G1), occupied))
            sink.single(Move(K, relative_square(Us, G1), Move::Castling));
        if ((pos.castling_rights() & OOO) && !(occupied & between_bb(K, relative_square(Us, A1)))
            && !square_attacked<Them>(pos, relative_square(Us, D1), occupied)
            && !square_attacked<Them>(pos, relative_square(Us, C1), occupied))
            sink.single(Move(K, relative_square(Us, C1), Move::Castling));
    }
}

} // namespace academy::chess::detail
