// Material-only draw tests. These look at the pieces, not at the particular
// arrangement, so they are cheap enough to run after every move.
#pragma once

#include "chess/position.hpp"

namespace academy::chess {

// Neither side can ever checkmate: K v K, K+minor v K, or only bishops that all
// stand on squares of one colour (K+B v K+B with same-coloured bishops).
bool insufficient_material(const Position& pos);

// `side` cannot checkmate by any sequence of legal moves, whatever the opponent
// does: used when `side`'s opponent runs out of time, which is then a draw.
bool insufficient_material_to_win(const Position& pos, Color side);

} // namespace academy::chess
