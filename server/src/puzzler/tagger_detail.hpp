// Internal to the tagger (include tagger.hpp instead): the line being tagged, the board questions
// every family of motifs asks, and one entry per family. tag_puzzle (tagger.cpp) builds the line
// and asks each family for its tags; the families live in tagger_<family>.cpp.
#pragma once

#include "chess/bitboard.hpp"
#include "chess/position.hpp"

#include <string>
#include <vector>

namespace academy::puzzler::detail {

using namespace academy::chess;

// Piece values in pawns (the king's only has to exceed every other).
inline int value(PieceType pt)
{
    static constexpr int v[] = { 0, 1, 3, 3, 5, 9, 100 };
    return v[pt];
}

inline Bitboard attackers(const Position& pos, Color c, Square s)
{
    return pos.attackers_to(s, pos.pieces()) & pos.pieces(c);
}

inline bool is_defended(const Position& pos, Square s)
{
    const Piece p = pos.piece_on(s);
    return attackers(pos, color_of(p), s) != 0;
}

inline int material(const Position& pos, Color c)
{
    int m = 0;
    for (int pt = Pawn; pt <= Queen; ++pt)
        m += popcount(pos.pieces(c, PieceType(pt))) * value(PieceType(pt));
    return m;
}

inline int material_diff(const Position& pos, Color c)
{
    return material(pos, c) - material(pos, ~c);
}

inline bool is_slider(PieceType pt) { return pt == Bishop || pt == Rook || pt == Queen; }

inline Bitboard sliders(const Position& pos)
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

// Defended by its own side, counting a defender behind an enemy slider that attacks it.
bool is_defended_xray(const Position& pos, Square s);
// Attacked, and either undefended or attacked by something cheaper.
bool in_bad_spot(const Position& pos, Square s);

// Each family appends the Lichess theme names it finds in the line.

// mate, mateIn1..mateIn5 and the named mates, when the line ends in checkmate.
void add_mate_tags(const Line& l, std::vector<std::string>& tags);
// fork, pin, skewer, discoveredAttack, discoveredCheck, doubleCheck, hangingPiece, trappedPiece.
void add_tactic_tags(const Line& l, std::vector<std::string>& tags);
// sacrifice, deflection, attraction, clearance, interference, xRayAttack.
void add_combination_tags(const Line& l, std::vector<std::string>& tags);
// quietMove, and zugzwang (in an endgame only).
void add_quiet_move_tags(const Line& l, bool endgame, std::vector<std::string>& tags);
// opening, middlegame or endgame, and the endgame's kind; returns whether it is an endgame.
bool add_phase_tags(const Line& l, std::vector<std::string>& tags);
// promotion, underPromotion, enPassant, castling: special moves the solver plays.
void add_special_move_tags(const Line& l, std::vector<std::string>& tags);
// oneMove, short, long or veryLong, by the solver's moves.
void add_length_tag(const Line& l, std::vector<std::string>& tags);

} // namespace academy::puzzler::detail
