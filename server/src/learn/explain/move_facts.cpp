#include "learn/explain/move_facts.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"

#include <algorithm>
#include <sstream>

namespace academy::learn::explain {

using namespace academy::chess;

namespace {

    constexpr Bitboard kCentre
        = (Bitboard(1) << D4) | (Bitboard(1) << E4) | (Bitboard(1) << D5) | (Bitboard(1) << E5);

    Bitboard attackers(const Position& pos, Color c, Square s)
    {
        return pos.attackers_to(s, pos.pieces()) & pos.pieces(c);
    }

    PieceAt piece_at(const Position& pos, Square s)
    {
        const Piece p = pos.piece_on(s);
        return { type_of(p), s, attackers(pos, color_of(p), s) != 0 };
    }

    // The cheapest enemy piece that can take the piece on `s` with profit (it is undefended, or
    // the taker is worth less), if any.
    std::optional<PieceAt> profitable_taker(const Position& pos, Square s)
    {
        const Piece p = pos.piece_on(s);
        const Color c = color_of(p);
        Bitboard a = attackers(pos, ~c, s);
        std::optional<PieceAt> best;
        const bool defended = attackers(pos, c, s) != 0;
        while (a) {
            const Square from = pop_lsb(a);
            const PieceType t = type_of(pos.piece_on(from));
            // A king may only take an undefended piece.
            if (t == King && defended)
                continue;
            if (defended && piece_value(t) >= piece_value(type_of(p)))
                continue;
            if (!best || piece_value(t) < piece_value(best->type))
                best = PieceAt { t, from, attackers(pos, ~c, from) != 0 };
        }
        return best;
    }

    bool is_target(const Position& after, Square s, PieceType attacker)
    {
        const PieceAt t = piece_at(after, s);
        return t.type != King && (piece_value(t.type) > piece_value(attacker) || !t.defended);
    }

    // Enemy targets among `squares`, best first.
    std::vector<PieceAt> targets(const Position& after, Bitboard squares, PieceType attacker)
    {
        std::vector<PieceAt> out;
        while (squares) {
            const Square s = pop_lsb(squares);
            if (is_target(after, s, attacker))
                out.push_back(piece_at(after, s));
        }
        std::sort(out.begin(), out.end(), [](const PieceAt& a, const PieceAt& b) {
            return piece_value(a.type) > piece_value(b.type);
        });
        return out;
    }

    // Along each line from the moved slider: the first enemy piece and the one right behind it.
    // `moved` is the piece now on f.to (a promoted pawn's new piece).
    void pins_and_skewers(const Position& after, MoveFacts& f, PieceType moved)
    {
        if (moved != Bishop && moved != Rook && moved != Queen)
            return;
        const Color them = ~f.mover;
        Bitboard front = attacks_of(moved, f.to, after.pieces()) & after.pieces(them);
        while (front) {
            const Square a = pop_lsb(front);
            const Bitboard through = attacks_of(moved, f.to, after.pieces() ^ square_bb(a));
            Bitboard behind = through & after.pieces(them) & line_bb(f.to, a) & ~square_bb(a);
            while (behind) {
                const Square b = pop_lsb(behind);
                if (!(between_bb(f.to, b) & square_bb(a)))
                    continue; // the other direction
                const PieceAt first = piece_at(after, a), second = piece_at(after, b);
                // Pinned to the king, or to a piece worth more that the pinner would win:
                // undefended, or worth more than the pinner itself.
                const bool costs = second.type == King
                    || (piece_value(second.type) > piece_value(first.type)
                        && (!second.defended || piece_value(second.type) > piece_value(moved)));
                if (first.type != King && costs && !f.pinned) {
                    f.pinned = first;
                    f.pinned_to = second;
                } else if ((first.type == King
                               || piece_value(first.type) > piece_value(second.type))
                    && second.type != Pawn
                    && (!second.defended || piece_value(second.type) > piece_value(moved))
                    && !f.skewered) {
                    f.skewered = first;
                    f.skewered_behind = second;
                }
            }
        }
    }

    // A mate in one the mover would have if it were to move again. Only asked when the move gives
    // no check, so the position with the side to move swapped is legal.
    std::optional<std::string> threatened_mate(const Position& after)
    {
        // The same FEN with the other side to move and no en-passant square.
        std::istringstream fields(to_fen(after));
        std::string board, side, castling, ep, halfmove, fullmove;
        fields >> board >> side >> castling >> ep >> halfmove >> fullmove;
        auto swapped = parse_fen(
            board + (side == "w" ? " b " : " w ") + castling + " - " + halfmove + " " + fullmove);
        if (!swapped)
            return std::nullopt;
        Position pos = swapped.value();
        for (const Move m : generate_legal(pos)) {
            const Undo undo = pos.do_move(m);
            const bool mate = pos.in_check() && generate_legal(pos).empty();
            pos.undo_move(m, undo);
            if (mate)
                return to_san(pos, m);
        }
        return std::nullopt;
    }

    bool home_square_of_minor(Color c, PieceType pt, Square s)
    {
        const Square rel = relative_square(c, s);
        if (pt == Knight)
            return rel == B1 || rel == G1;
        if (pt == Bishop)
            return rel == C1 || rel == F1;
        return false;
    }

    bool passed(const Position& pos, Color c, Square s)
    {
        const int f = file_of(s), r = rank_of(s);
        Bitboard ahead = 0;
        for (int file = std::max(0, f - 1); file <= std::min(7, f + 1); ++file)
            for (int rank = 0; rank < 8; ++rank)
                if (c == White ? rank > r : rank < r)
                    ahead |= square_bb(make_square(file, rank));
        return !(ahead & pos.pieces(~c, Pawn));
    }

} // namespace

int piece_value(PieceType type)
{
    static constexpr int v[] = { 0, 1, 3, 3, 5, 9, 100 };
    return v[type];
}

std::string piece_name(PieceType type)
{
    static constexpr const char* names[]
        = { "", "pawn", "knight", "bishop", "rook", "queen", "king" };
    return names[type];
}

std::string piece_at_name(const PieceAt& p)
{
    if (p.type == King)
        return "the king";
    return "the " + piece_name(p.type) + " on " + square_name(p.square);
}

MoveFacts move_facts(const Position& before, Move move)
{
    MoveFacts f;
    f.mover = before.side_to_move();
    f.piece = type_of(before.piece_on(move.from()));
    f.from = move.from();
    f.to = move.to();
    f.san = to_san(before, move);
    f.uci = move_to_uci(move);
    f.ply_before = before.game_ply();
    f.pieces_before = popcount(before.pieces());
    for (const Move m : generate_legal(before)) {
        if (before.gives_check(m))
            f.check_available = true;
        if (m.kind() == Move::EnPassant
            || (m.kind() != Move::Castling && before.piece_on(m.to()) != NoPiece))
            ++f.captures_available;
    }

    const Color them = ~f.mover;
    if (move.kind() == Move::EnPassant) {
        f.en_passant = true;
        f.captured = PieceAt { Pawn, make_square(file_of(f.to), rank_of(f.from)), false };
    } else if (move.kind() == Move::Castling) {
        (file_of(f.to) > file_of(f.from) ? f.castles_kingside : f.castles_queenside) = true;
    } else if (before.piece_on(f.to) != NoPiece) {
        f.captured = piece_at(before, f.to);
    }
    if (move.is_promotion())
        f.promotion = move.promotion();

    Position after = before;
    after.do_move(move);
    // The piece now on `to` (a promoted pawn is its new piece).
    const PieceType moved = type_of(after.piece_on(f.to));
    f.check = after.in_check();
    const bool no_moves = generate_legal(after).empty();
    f.checkmate = f.check && no_moves;
    f.stalemate = !f.check && no_moves;
    if (f.check) {
        const Bitboard checkers = after.checkers();
        f.double_check = popcount(checkers) >= 2;
        f.discovered_check = (checkers & ~square_bb(f.to)) != 0 && move.kind() != Move::Castling;
        if (f.discovered_check)
            f.discovered_by = piece_at(after, lsb(checkers & ~square_bb(f.to)));
    }

    f.develops = home_square_of_minor(f.mover, f.piece, f.from);
    if (f.piece == Pawn || f.piece == Knight || f.piece == Bishop) {
        const Bitboard before_attacks
            = move.kind() == Move::Castling ? 0 : before.attacks_from(f.from);
        // The square just left is not newly controlled, even though the piece now attacks it
        // (Nd5-c7 still covers d5): saying so reads as nonsense.
        Bitboard centre
            = (after.attacks_from(f.to) & ~before_attacks & ~square_bb(f.from)) | square_bb(f.to);
        centre &= kCentre;
        while (centre)
            f.centre.push_back(pop_lsb(centre));
    }
    if (f.piece == Pawn && !f.promotion && passed(after, f.mover, f.to)) {
        f.passed_pawn = true;
        f.squares_to_promotion = 7 - relative_rank(f.mover, rank_of(f.to));
    }

    if (move.kind() != Move::Castling) {
        const Bitboard old = f.piece == moved ? before.attacks_from(f.from) : 0;
        f.threats = targets(after, after.attacks_from(f.to) & ~old & after.pieces(them), moved);
        // Lines the move opened: a slider of ours behind the square the piece left.
        Bitboard sliders = (after.pieces(f.mover, Bishop) | after.pieces(f.mover, Rook)
                               | after.pieces(f.mover, Queen))
            & ~square_bb(f.to);
        while (sliders) {
            const Square s = pop_lsb(sliders);
            const Bitboard gained = after.attacks_from(s) & ~before.attacks_from(s)
                & after.pieces(them) & ~after.pieces(King);
            if (!(line_bb(s, f.from) & square_bb(f.from)) || !gained)
                continue;
            auto found = targets(after, gained, type_of(after.piece_on(s)));
            if (!found.empty() && f.discovered_threats.empty()) {
                f.discovered_threats = std::move(found);
                if (!f.discovered_check)
                    f.discovered_by = piece_at(after, s);
            }
        }
    }
    pins_and_skewers(after, f, moved);
    if (!f.check && !no_moves)
        f.mate_threat = threatened_mate(after);
    if (moved != King && !f.checkmate)
        f.hanging_to = profitable_taker(after, f.to);
    return f;
}

} // namespace academy::learn::explain
