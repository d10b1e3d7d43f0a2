#include "puzzler/retagger.hpp"

#include "puzzler/engine_workers.hpp"
#include "puzzler/rating_estimate.hpp"
#include "puzzler/solution_check.hpp"
#include "puzzler/tagger.hpp"

#include <cstdlib>

namespace academy::puzzler {

long long recorded_nodes(const std::string& game_url)
{
    const auto at = game_url.find("nodes=");
    return at == std::string::npos ? 16000 : std::atoll(game_url.c_str() + at + 6);
}

std::vector<long long> measure_nodes(std::vector<Puzzle>& puzzles, const MeasureOptions& options)
{
    std::vector<long long> nodes(puzzles.size());
    for_each_with_engine(
        puzzles.size(), options.threads, options.stockfish,
        [&](EngineProcess& engine, std::size_t i) {
            auto& p = puzzles[i];
            nodes[i] = nodes_to_find(engine, p.fen, { p.moves[0] }, p.moves[1]);
            // Imported puzzles keep their own GameUrl: only ours carry the effort.
            const auto q = p.game_url.find("?nodes=");
            if (p.game_url.rfind("academy:", 0) == 0)
                p.game_url = p.game_url.substr(0, q) + "?nodes=" + std::to_string(nodes[i]);
        },
        options.progress);
    return nodes;
}

void retag(std::vector<Puzzle>& puzzles, const std::vector<long long>& nodes)
{
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        auto& p = puzzles[i];
        p.themes = tag_puzzle(p.fen, p.moves);
        p.rating = estimate_rating(p, nodes[i]);
    }
}

} // namespace academy::puzzler
