// What a move does on the board, as the rules core sees it: what it captures, whom it checks or
// attacks, what it pins or uncovers, whether it castles, develops, takes the centre or pushes a
// passed pawn, what mate it threatens, and whether the piece that moved can now be taken.
#pragma once

#include "chess/position.hpp"

#include <optional>
#include <string>
#include <vector>

namespace academy::learn::explain {

// A piece on a square (of either side).
struct PieceAt {
    chess::PieceType type = chess::NoPieceType;
    chess::Square square = chess::NoSquare;
    bool defended = false; // by its own side, after the move
};

struct MoveFacts {
    chess::Color mover = chess::White;
    chess::PieceType piece = chess::NoPieceType;
    chess::Square from = chess::NoSquare;
    chess::Square to = chess::NoSquare;
    std::string san;
    std::string uci;

    std::optional<PieceAt> captured;
    bool en_passant = false;
    bool castles_kingside = false;
    bool castles_queenside = false;
    std::optional<chess::PieceType> promotion;
    bool check = false;
    bool checkmate = false;
    bool stalemate = false;
    bool double_check = false;
    bool discovered_check = false; // a piece other than the moved one gives check

    // A knight or bishop leaving its starting square.
    bool develops = false;
    // d4, e4, d5 or e5: occupied by the moved piece, or newly attacked by it (pawns and minors).
    std::vector<chess::Square> centre;
    // The moved pawn is passed after the move (no enemy pawn can stop or take it on its way).
    bool passed_pawn = false;
    int squares_to_promotion = 0;

    // Enemy pieces (not the king) the moved piece newly attacks that are undefended or worth more.
    std::vector<PieceAt> threats;
    // The same, attacked by another piece whose line the move opened.
    std::vector<PieceAt> discovered_threats;
    PieceAt discovered_by; // the piece behind, when discovered_threats or discovered_check
    // A piece the moved slider pins to the king (or to a piece worth more), and what is behind.
    std::optional<PieceAt> pinned;
    std::optional<PieceAt> pinned_to;
    // A piece the moved slider attacks with a cheaper one behind it on the same line.
    std::optional<PieceAt> skewered;
    std::optional<PieceAt> skewered_behind;
    // SAN of a mate in one the mover would have if the opponent did nothing.
    std::optional<std::string> mate_threat;
    // The moved piece can be taken with profit: undefended, or attacked by something cheaper.
    std::optional<PieceAt> hanging_to; // the cheapest attacker

    // The position the move is played in, for the game-phase rule (docs/bots-and-coach.md).
    int ply_before = 0;
    int pieces_before = 0;
    int captures_available = 0;
    bool check_available = false;
};

// The facts of `move`, which must be legal in `before` (from parse_uci_move or generate_legal).
MoveFacts move_facts(const chess::Position& before, chess::Move move);

// "pawn", "knight", ... and "the knight on f6" (squares named by chess::square_name).
std::string piece_name(chess::PieceType type);
std::string piece_at_name(const PieceAt& p);

// Piece values in pawns (the king's only has to exceed every other).
int piece_value(chess::PieceType type);

} // namespace academy::learn::explain
