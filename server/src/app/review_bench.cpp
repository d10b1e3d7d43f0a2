// `academy bench review` (make bench-review): the seconds a game review takes on this machine. A
// 40-move game is first played by the engine against itself at a middling skill (so its positions
// are those of a real game, mistakes included), then reviewed at the serve command's default depth
// with the pool's two engines, as `academy serve` does.
#include "app/review_bench.hpp"

#include "app/serve_command.hpp"
#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/san.hpp"
#include "chess/uci.hpp"
#include "learn/review/review_service.hpp"
#include "store/migrations.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <random>

namespace academy::app {

namespace {

    struct ReviewBenchOptions {
        int moves = 40;
        int depth = 12;
        int engines = 2;
    };

    double seconds_since(std::chrono::steady_clock::time_point start)
    {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }

    int run(const Config& config, const ReviewBenchOptions& o)
    {
        const auto dir = std::filesystem::temp_directory_path()
            / ("academy-bench-review-" + std::to_string(std::random_device {}()));
        std::filesystem::create_directories(dir);
        int code = 0;
        {
            auto db = store::open_database("sqlite:" + (dir / "bench.db").string());
            store::migrate(*db);
            engine::EnginePool pool({ .stockfish_path = config.stockfish_path, .size = o.engines });

            const auto played = std::chrono::steady_clock::now();
            chess::Position pos = chess::Position::start();
            std::string pgn;
            int plies = 0;
            for (; plies < 2 * o.moves; ++plies) {
                if (chess::generate_legal(pos).empty())
                    break;
                engine::SearchLimits limits;
                limits.depth = 6;
                limits.skill = 8;
                const auto r = pool.search(
                    engine::RequesterKey::server("bench-review"), chess::to_fen(pos), limits);
                auto move = chess::parse_uci_move(pos, r.best_move);
                if (!move)
                    break;
                if (plies % 2 == 0)
                    pgn += std::to_string(plies / 2 + 1) + ". ";
                pgn += chess::to_san(pos, move.value()) + " ";
                pos.do_move(move.value());
            }
            pgn += "*";
            std::cout << "played a " << (plies + 1) / 2 << "-move game (" << plies << " plies) in "
                      << seconds_since(played) << " s\n";

            // As `academy serve` runs it: a review's searches are analyses, which leave one engine
            // of the pool to moves of games (engine/fair_line.hpp).
            learn::review::ReviewService reviews(
                *db, pool, { .depth = o.depth, .parallel = std::clamp(o.engines - 1, 1, 2) });
            const learn::review::Requester who { .key
                = engine::RequesterKey::server("bench-review") };
            const auto ticket = reviews.request(
                { .kind = learn::review::ReviewSource::Kind::Pgn, .pgn = pgn }, who);
            if (!ticket) {
                std::cerr << "academy: " << ticket.error().message << "\n";
                code = 1;
            } else {
                const auto started = std::chrono::steady_clock::now();
                reviews.run_once();
                const double seconds = seconds_since(started);
                const auto view = reviews.get(ticket.value().id, who);
                const auto& v = view.value();
                std::cout << "reviewed " << v.analysed << " positions at depth " << o.depth
                          << " with " << o.engines << " engines in " << seconds << " s ("
                          << v.analysed / seconds << " positions/s); status " << v.record.status
                          << "\n";
                if (v.record.status != "done")
                    code = 1;
            }
            db->close();
        }
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
        return code;
    }

} // namespace

void add_review_bench(CLI::App& bench, Config& config)
{
    static ReviewBenchOptions options;
    auto* review = bench.add_subcommand(
        "review", "Play a game engine against engine, then time its review (make bench-review)");
    review->add_option("--moves", options.moves, "Moves of the game reviewed")
        ->check(CLI::Range(1, 300))
        ->capture_default_str();
    review->add_option("--depth", options.depth, "Engine depth per position")
        ->check(CLI::Range(4, 22))
        ->capture_default_str();
    review->add_option("--engines", options.engines, "Stockfish processes")
        ->check(CLI::Range(1, 16))
        ->capture_default_str();
    review->add_option("--stockfish", config.stockfish_path, "Path of the Stockfish binary")
        ->capture_default_str();
    review->callback([&config] { set_exit_code(run(config, options)); });
}

} // namespace academy::app
