// Legal move generation. Moves are generated legal directly from check and pin
// masks rather than generated pseudo-legally and filtered.
#pragma once

#include "chess/position.hpp"

namespace academy::chess {

// 218 is the most legal moves any chess position has; 256 leaves headroom.
class MoveList {
public:
    void push(Move m) { moves_[size_++] = m; }
    const Move* begin() const { return moves_; }
    const Move* end() const { return moves_ + size_; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](int i) const { return moves_[i]; }
    bool contains(Move m) const;

private:
    Move moves_[256];
    int size_ = 0;
};

MoveList generate_legal(const Position& pos);

// The number of legal moves, without building a list (what perft counts at a leaf).
int count_legal(const Position& pos);

bool is_legal(const Position& pos, Move m);

} // namespace academy::chess
