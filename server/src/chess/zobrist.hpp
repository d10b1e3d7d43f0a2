// Zobrist hashing keys. A position's key is the XOR of the keys of its features,
// so make/unmake can update it with a few XORs instead of rehashing the board.
#pragma once

#include "chess/types.hpp"

namespace academy::chess::zobrist {

extern Key piece_square[kPieceCount][64];
extern Key castling[16];
extern Key en_passant_file[8];
extern Key black_to_move;

} // namespace academy::chess::zobrist
