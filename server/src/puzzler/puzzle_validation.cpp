#include "puzzler/puzzle_validation.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/position.hpp"
#include "chess/uci.hpp"

#include <cstdlib>

namespace academy::puzzler {

std::string validate_puzzle(const Puzzle& p)
{
    auto parsed = chess::parse_fen(p.fen);
    if (!parsed)
        return "bad FEN";
    if (p.moves.size() < 2)
        return "fewer than two moves";
    if (p.moves.size() % 2 != 0)
        return "line does not end on the solver's move";
    if (p.rating < 0 || p.rating > 4000)
        return "rating out of range";
    chess::Position pos = parsed.value();
    for (const auto& text : p.moves) {
        auto m = chess::parse_uci_move(pos, text);
        if (!m)
            return "illegal move";
        pos.do_move(m.value());
    }
    const bool checkmate = pos.in_check() && chess::generate_legal(pos).empty();
    const int solver_moves = static_cast<int>(p.moves.size() / 2);
    for (const auto& theme : p.themes) {
        if (theme.rfind("mateIn", 0) == 0) {
            if (!checkmate)
                return "mate theme but no checkmate";
            const int n = std::atoi(theme.c_str() + 6);
            if (n != solver_moves && !(n == 5 && solver_moves >= 5))
                return "mateIn does not match the line";
        }
    }
    if (p.has_theme("mate") && !checkmate)
        return "mate theme but no checkmate";
    if (checkmate && !p.has_theme("mate") && !p.themes.empty())
        return "ends in checkmate without the mate theme";
    return {};
}

} // namespace academy::puzzler
