#include "puzzler/puzzle_validation.hpp"

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/position.hpp"
#include "chess/uci.hpp"
#include "puzzler/tagger.hpp"

#include <cstdlib>

namespace academy::puzzler {

std::string validate_puzzle(const Puzzle& p, bool* ends_in_checkmate)
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
    if (ends_in_checkmate)
        *ends_in_checkmate = checkmate;
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
    // A line that ends in checkmate without the mate theme is sound: Lichess's themes are voted
    // by players and sometimes omit it (add_tagger_themes fills them in).
    return {};
}

void add_tagger_themes(Puzzle& p)
{
    if (p.has_theme("mate"))
        return;
    for (auto& theme : tag_puzzle(p.fen, p.moves))
        if (!p.has_theme(theme))
            p.themes.push_back(std::move(theme));
}

} // namespace academy::puzzler
