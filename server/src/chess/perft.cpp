#include "chess/perft.hpp"

#include "chess/movegen_detail.hpp"

namespace academy::chess {

namespace {

    // Templated on the side to move so that each ply's generator has its colour-dependent
    // shifts and squares folded into constants.
    template <Color Us> std::uint64_t perft_rec(Position& pos, int depth)
    {
        if (depth == 1) {
            detail::CountSink counter;
            detail::generate<Us>(pos, counter);
            return std::uint64_t(counter.count);
        }
        MoveList list;
        detail::ListSink sink { list };
        detail::generate<Us>(pos, sink);
        std::uint64_t nodes = 0;
        for (Move m : list) {
            const Undo undo = pos.do_move(m);
            nodes += perft_rec<~Us>(pos, depth - 1);
            pos.undo_move(m, undo);
        }
        return nodes;
    }

    std::uint64_t perft_dispatch(Position& pos, int depth)
    {
        if (depth <= 0)
            return 1;
        return pos.side_to_move() == White ? perft_rec<White>(pos, depth)
                                           : perft_rec<Black>(pos, depth);
    }

} // namespace

std::uint64_t perft(const Position& pos, int depth)
{
    Position copy = pos;
    return perft_dispatch(copy, depth);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, int depth)
{
    std::vector<std::pair<Move, std::uint64_t>> result;
    Position copy = pos;
    for (Move m : generate_legal(pos)) {
        const Undo undo = copy.do_move(m);
        result.emplace_back(m, depth <= 1 ? 1 : perft_dispatch(copy, depth - 1));
        copy.undo_move(m, undo);
    }
    return result;
}

} // namespace academy::chess
