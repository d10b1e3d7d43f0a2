// The board: piece bitboards plus a mailbox, side to move, castling rights, en-passant
// square, move counters and an incrementally maintained Zobrist key. Positions are
// created by parse_fen (fen.hpp) or Position::start(), and changed only by
// do_move/undo_move with legal moves, so every Position in the program is legal.
#pragma once

#include "chess/bitboard.hpp"
#include "chess/types.hpp"

namespace academy::chess {

// What do_move overwrites and undo_move needs back. The caller keeps it (usually on
// its stack) so Position itself holds no history and stays cheap to copy.
struct Undo {
    Key key;
    Piece captured;
    std::uint8_t castling;
    Square en_passant;
    std::uint16_t rule50;
};

class Position {
public:
    static Position start();

    Piece piece_on(Square s) const { return board_[s]; }
    Bitboard pieces() const { return by_type_[0]; }
    Bitboard pieces(Color c) const { return by_color_[c]; }
    Bitboard pieces(PieceType pt) const { return by_type_[pt]; }
    Bitboard pieces(Color c, PieceType pt) const { return by_color_[c] & by_type_[pt]; }
    Bitboard pieces(Color c, PieceType a, PieceType b) const
    {
        return by_color_[c] & (by_type_[a] | by_type_[b]);
    }
    Square king_square(Color c) const { return lsb(pieces(c, King)); }

    Color side_to_move() const { return side_; }
    std::uint8_t castling_rights() const { return castling_; }
    // Set only when the side to move has a legal en-passant capture, so that positions
    // that differ only by an unusable en-passant square hash and compare equal, as the
    // repetition rules require.
    Square en_passant() const { return en_passant_; }
    int rule50() const { return rule50_; }
    int fullmove_number() const { return 1 + ply_ / 2; }
    int game_ply() const { return ply_; }
    Key key() const { return key_; }

    Bitboard attackers_to(Square s, Bitboard occupied) const;
    // The squares the piece on `s` attacks (none for an empty square).
    Bitboard attacks_from(Square s) const;
    bool attacked_by(Color c, Square s) const { return attackers_to(s, pieces()) & pieces(c); }
    Bitboard checkers() const
    {
        return attackers_to(king_square(side_), pieces()) & pieces(~side_);
    }
    bool in_check() const { return checkers() != 0; }

    // `m` must be legal here (from generate_legal, parse_uci_move or parse_san).
    Undo do_move(Move m);
    void undo_move(Move m, const Undo& undo);

    // Whether `m` gives check; used by SAN and PGN to add '+' without copying.
    bool gives_check(Move m) const;

    // The key from scratch; equals key() always (checked by assertions and tests).
    Key compute_key() const;

    bool operator==(const Position& other) const;

    // Whether `capturer` could legally take en passant on `ep` (the board as it is).
    bool en_passant_legal(Color capturer, Square ep) const;

private:
    friend class PositionBuilder;

    void put_piece(Piece p, Square s);
    void remove_piece(Square s);
    void move_piece(Square from, Square to);

    Bitboard by_type_[kPieceTypeCount] = {}; // index 0 holds every piece
    Bitboard by_color_[2] = {};
    Piece board_[64] = {};
    Key key_ = 0;
    Color side_ = White;
    std::uint8_t castling_ = NoCastling;
    Square en_passant_ = NoSquare;
    std::uint16_t rule50_ = 0;
    int ply_ = 0;
};

// The only way to assemble a Position piece by piece; used by the FEN parser, which
// validates the result before handing it out.
class PositionBuilder {
public:
    void put(Piece p, Square s) { pos_.put_piece(p, s); }
    void set_side(Color c) { pos_.side_ = c; }
    void set_castling(std::uint8_t rights) { pos_.castling_ = rights; }
    void set_en_passant(Square s) { pos_.en_passant_ = s; }
    void set_counters(int rule50, int fullmove)
    {
        pos_.rule50_ = std::uint16_t(rule50);
        pos_.ply_ = 2 * (fullmove - 1) + (pos_.side_ == Black);
    }
    const Position& peek() const { return pos_; }
    Position finish()
    {
        pos_.key_ = pos_.compute_key();
        return pos_;
    }

private:
    Position pos_;
};

} // namespace academy::chess
