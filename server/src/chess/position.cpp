#include "chess/position.hpp"

#include <cassert>
#include <cstring>

#include "chess/zobrist.hpp"

namespace academy::chess {

namespace {

    // Rights that survive a move touching each square: moving the king or a rook, or
    // capturing a rook on its home square, clears the matching rights with one AND.
    constexpr auto kCastlingMask = [] {
        struct Table {
            std::uint8_t mask[64];
        } t {};
        for (auto& m : t.mask)
            m = AllCastling;
        t.mask[E1] = AllCastling & ~(WhiteOO | WhiteOOO);
        t.mask[H1] = AllCastling & ~WhiteOO;
        t.mask[A1] = AllCastling & ~WhiteOOO;
        t.mask[E8] = AllCastling & ~(BlackOO | BlackOOO);
        t.mask[H8] = AllCastling & ~BlackOO;
        t.mask[A8] = AllCastling & ~BlackOOO;
        return t;
    }();

} // namespace

Position Position::start()
{
    PositionBuilder b;
    const PieceType back[8] = { Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook };
    for (int f = 0; f < 8; ++f) {
        b.put(make_piece(White, back[f]), make_square(f, 0));
        b.put(WPawn, make_square(f, 1));
        b.put(BPawn, make_square(f, 6));
        b.put(make_piece(Black, back[f]), make_square(f, 7));
    }
    b.set_castling(AllCastling);
    return b.finish();
}

void Position::put_piece(Piece p, Square s)
{
    assert(board_[s] == NoPiece);
    Bitboard b = square_bb(s);
    board_[s] = p;
    by_type_[0] |= b;
    by_type_[type_of(p)] |= b;
    by_color_[color_of(p)] |= b;
}

void Position::remove_piece(Square s)
{
    Piece p = board_[s];
    Bitboard b = square_bb(s);
    board_[s] = NoPiece;
    by_type_[0] ^= b;
    by_type_[type_of(p)] ^= b;
    by_color_[color_of(p)] ^= b;
}

void Position::move_piece(Square from, Square to)
{
    Piece p = board_[from];
    Bitboard b = square_bb(from) | square_bb(to);
    board_[from] = NoPiece;
    board_[to] = p;
    by_type_[0] ^= b;
    by_type_[type_of(p)] ^= b;
    by_color_[color_of(p)] ^= b;
}

Bitboard Position::attacks_from(Square s) const
{
    const Piece p = piece_on(s);
    if (p == NoPiece)
        return 0;
    if (type_of(p) == Pawn)
        return pawn_attacks(color_of(p), s);
    return attacks_of(type_of(p), s, pieces());
}

Bitboard Position::attackers_to(Square s, Bitboard occupied) const
{
    return (pawn_attacks(Black, s) & pieces(White, Pawn))
        | (pawn_attacks(White, s) & pieces(Black, Pawn)) | (knight_attacks(s) & pieces(Knight))
        | (king_attacks(s) & pieces(King))
        | (rook_attacks(s, occupied) & (pieces(Rook) | pieces(Queen)))
        | (bishop_attacks(s, occupied) & (pieces(Bishop) | pieces(Queen)));
}

Undo Position::do_move(Move m)
{
    const Color us = side_, them = ~us;
    const Square from = m.from(), to = m.to();
    const Piece pc = board_[from];
    Undo undo { key_, NoPiece, castling_, en_passant_, rule50_ };
    assert(pc != NoPiece && color_of(pc) == us);

    Key k = key_ ^ zobrist::black_to_move;
    if (en_passant_ != NoSquare) {
        k ^= zobrist::en_passant_file[file_of(en_passant_)];
        en_passant_ = NoSquare;
    }
    ++rule50_;

    switch (m.kind()) {
    case Move::Castling: {
        // The rook's squares follow from which side the king went.
        const bool king_side = to > from;
        const Square rook_from = Square(king_side ? from + 3 : from - 4);
        const Square rook_to = Square(king_side ? from + 1 : from - 1);
        const Piece rook = board_[rook_from];
        move_piece(from, to);
        move_piece(rook_from, rook_to);
        k ^= zobrist::piece_square[pc][from] ^ zobrist::piece_square[pc][to]
            ^ zobrist::piece_square[rook][rook_from] ^ zobrist::piece_square[rook][rook_to];
        break;
    }
    case Move::EnPassant: {
        const Square captured_square = Square(to - pawn_push(us));
        undo.captured = board_[captured_square];
        remove_piece(captured_square);
        move_piece(from, to);
        k ^= zobrist::piece_square[undo.captured][captured_square] ^ zobrist::piece_square[pc][from]
            ^ zobrist::piece_square[pc][to];
        rule50_ = 0;
        break;
    }
    default: {
        undo.captured = board_[to];
        if (undo.captured != NoPiece) {
            remove_piece(to);
            k ^= zobrist::piece_square[undo.captured][to];
            rule50_ = 0;
        }
        move_piece(from, to);
        k ^= zobrist::piece_square[pc][from] ^ zobrist::piece_square[pc][to];
        if (type_of(pc) == Pawn) {
            rule50_ = 0;
            if (m.kind() == Move::Promotion) {
                const Piece promoted = make_piece(us, m.promotion());
                remove_piece(to);
                put_piece(promoted, to);
                k ^= zobrist::piece_square[pc][to] ^ zobrist::piece_square[promoted][to];
            } else if ((from ^ to) == 16) {
                const Square ep = Square((from + to) / 2);
                if ((pawn_attacks(us, ep) & pieces(them, Pawn)) && en_passant_legal(them, ep)) {
                    en_passant_ = ep;
                    k ^= zobrist::en_passant_file[file_of(ep)];
                }
            }
        }
    }
    }

    const std::uint8_t rights = castling_ & kCastlingMask.mask[from] & kCastlingMask.mask[to];
    if (rights != castling_) {
        k ^= zobrist::castling[castling_] ^ zobrist::castling[rights];
        castling_ = rights;
    }
    key_ = k;
    side_ = them;
    ++ply_;
    assert(key_ == compute_key());
    return undo;
}

void Position::undo_move(Move m, const Undo& undo)
{
    side_ = ~side_;
    --ply_;
    const Color us = side_;
    const Square from = m.from(), to = m.to();
    switch (m.kind()) {
    case Move::Castling: {
        const bool king_side = to > from;
        move_piece(to, from);
        move_piece(
            Square(king_side ? from + 1 : from - 1), Square(king_side ? from + 3 : from - 4));
        break;
    }
    case Move::EnPassant:
        move_piece(to, from);
        put_piece(undo.captured, Square(to - pawn_push(us)));
        break;
    default:
        if (m.kind() == Move::Promotion) {
            remove_piece(to);
            put_piece(make_piece(us, Pawn), to);
        }
        move_piece(to, from);
        if (undo.captured != NoPiece)
            put_piece(undo.captured, to);
    }
    key_ = undo.key;
    castling_ = undo.castling;
    en_passant_ = undo.en_passant;
    rule50_ = undo.rule50;
}

bool Position::en_passant_legal(Color capturer, Square ep) const
{
    const Square captured = Square(ep - pawn_push(capturer));
    const Square ksq = king_square(capturer);
    for (Bitboard b = pawn_attacks(~capturer, ep) & pieces(capturer, Pawn); b;) {
        const Square from = pop_lsb(b);
        const Bitboard after = (pieces() ^ square_bb(from) ^ square_bb(captured)) | square_bb(ep);
        if (!(attackers_to(ksq, after) & pieces(~capturer) & ~square_bb(captured)))
            return true;
    }
    return false;
}

bool Position::gives_check(Move m) const
{
    Position copy = *this;
    copy.do_move(m);
    return copy.in_check();
}

Key Position::compute_key() const
{
    Key k = 0;
    for (int s = 0; s < 64; ++s)
        if (board_[s] != NoPiece)
            k ^= zobrist::piece_square[board_[s]][s];
    k ^= zobrist::castling[castling_];
    if (en_passant_ != NoSquare)
        k ^= zobrist::en_passant_file[file_of(en_passant_)];
    if (side_ == Black)
        k ^= zobrist::black_to_move;
    return k;
}

bool Position::operator==(const Position& other) const
{
    return std::memcmp(board_, other.board_, sizeof board_) == 0 && side_ == other.side_
        && castling_ == other.castling_ && en_passant_ == other.en_passant_
        && rule50_ == other.rule50_ && ply_ == other.ply_;
}

} // namespace academy::chess
