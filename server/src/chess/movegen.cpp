#include "chess/movegen.hpp"

#include <algorithm>

#include "chess/movegen_detail.hpp"

namespace academy::chess {

bool MoveList::contains(Move m) const { return std::find(begin(), end(), m) != end(); }

MoveList generate_legal(const Position& pos)
{
    MoveList list;
    detail::ListSink sink { list };
    if (pos.side_to_move() == White)
        detail::generate<White>(pos, sink);
    else
        detail::generate<Black>(pos, sink);
    return list;
}

int count_legal(const Position& pos)
{
    detail::CountSink sink;
    if (pos.side_to_move() == White)
        detail::generate<White>(pos, sink);
    else
        detail::generate<Black>(pos, sink);
    return sink.count;
}

bool is_legal(const Position& pos, Move m) { return generate_legal(pos).contains(m); }

} // namespace academy::chess
