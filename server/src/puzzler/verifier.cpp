#include "puzzler/verifier.hpp"

#include "puzzler/engine_workers.hpp"
#include "puzzler/puzzle_validation.hpp"

namespace academy::puzzler {

std::vector<std::string> verify_puzzles(
    const std::vector<Puzzle>& puzzles, const VerifyOptions& options)
{
    std::vector<std::string> failures(puzzles.size());
    for_each_with_engine(
        puzzles.size(), options.threads, options.stockfish,
        [&](EngineProcess& engine, std::size_t i) {
            const auto& p = puzzles[i];
            // The cheap rules first: a line that is not even legal needs no search.
            std::string why = validate_puzzle(p);
            if (why.empty())
                why = check_line(engine, p.fen, p.moves, options.limits);
            failures[i] = why;
        },
        options.progress);
    return failures;
}

} // namespace academy::puzzler
