#include "app/chess_commands.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/perft.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"

namespace academy::app {

namespace {

    namespace chess = academy::chess;

    struct PerftOptions {
        std::string fen { chess::kStartFen };
        int depth = 1;
        bool divide = false;
    };

    struct MovesOptions {
        std::string fen { chess::kStartFen };
        bool san = false;
    };

    [[noreturn]] void finish(int status)
    {
        std::cout.flush();
        std::cerr.flush();
        std::fflush(nullptr);
        std::exit(status);
    }

    // Parses the FEN or ends the process with status 2 and the parser's one-line reason.
    chess::Position position_or_exit(const std::string& fen)
    {
        chess::Result<chess::Position> pos = chess::parse_fen(fen);
        if (!pos) {
            std::cerr << pos.error().message << '\n';
            finish(2);
        }
        return pos.value();
    }

    void run_perft(const PerftOptions& o)
    {
        const chess::Position pos = position_or_exit(o.fen);
        const auto started = std::chrono::steady_clock::now();
        std::uint64_t total = 0;
        if (o.divide) {
            for (const auto& [move, count] : chess::perft_divide(pos, o.depth)) {
                std::cout << chess::move_to_uci(move) << ": " << count << '\n';
                total += count;
            }
            if (o.depth == 0)
                total = 1;
        } else {
            total = chess::perft(pos, o.depth);
        }
        const double seconds
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        std::cout << total << '\n';
        std::fprintf(stderr, "perft: %llu nodes in %.6f s (%.1f Mnps, %s sliders)\n",
            static_cast<unsigned long long>(total), seconds,
            seconds > 0 ? double(total) / seconds / 1e6 : 0.0,
            chess::uses_pext() ? "PEXT" : "magic");
        finish(0);
    }

    void run_moves(const MovesOptions& o)
    {
        const chess::Position pos = position_or_exit(o.fen);
        for (chess::Move m : chess::generate_legal(pos))
            std::cout << (o.san ? chess::to_san(pos, m) : chess::move_to_uci(m)) << '\n';
        finish(0);
    }

} // namespace

void add_chess_commands(CLI::App& app)
{
    // Options live as long as the App's callbacks can run: for the whole process.
    auto perft = std::make_shared<PerftOptions>();
    CLI::App* perft_cmd = app.add_subcommand("perft", "Count leaf nodes of the legal move tree");
    perft_cmd->add_option("--fen", perft->fen, "Position in FEN (default: start position)");
    perft_cmd->add_option("--depth", perft->depth, "Depth in plies")
        ->required()
        ->check(CLI::Range(0, 20));
    perft_cmd->add_flag("--divide", perft->divide, "Print the count below each legal move first");
    perft_cmd->callback([perft] { run_perft(*perft); });

    auto moves = std::make_shared<MovesOptions>();
    CLI::App* moves_cmd = app.add_subcommand("moves", "List the legal moves of a position");
    moves_cmd->add_option("--fen", moves->fen, "Position in FEN (default: start position)");
    moves_cmd->add_flag("--san", moves->san, "Print SAN instead of UCI");
    moves_cmd->callback([moves] { run_moves(*moves); });
}

} // namespace academy::app
