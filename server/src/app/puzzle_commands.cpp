#include "app/puzzle_commands.hpp"

#include "app/progress_bar.hpp"
#include "app/serve_command.hpp"
#include "learn/puzzles/puzzle_import.hpp"
#include "learn/puzzles/puzzle_library.hpp"
#include "puzzler/engine_workers.hpp"
#include "puzzler/generator.hpp"
#include "puzzler/rating_estimate.hpp"
#include "puzzler/retagger.hpp"
#include "puzzler/verifier.hpp"
#include "store/database.hpp"
#include "store/migrations.hpp"

#include <algorithm>
#include <chrono>
#include <iostream>

namespace academy::app {

namespace {

    using Clock = std::chrono::steady_clock;

    struct GenerateArgs {
        int games = 10;
        std::uint64_t seed = 1;
        std::string out;
        int threads = 0;
        long long nodes = 4000;
        long long check_nodes = 150000;
        double endgame_share = 0.0;
        std::vector<std::string> themes;
    };

    struct VerifyArgs {
        std::string file;
        long long check_nodes = 150000;
        int threads = 0;
    };

    struct TagArgs {
        std::vector<std::string> files;
        std::string out;
        bool measure = false;
        bool calibrate = false;
    };

    struct ImportArgs {
        std::string file;
    };

    struct ExportArgs {
        std::string out;
    };

    int run_generate(const GenerateArgs& a)
    {
        puzzler::GenerateOptions o;
        o.games = a.games;
        o.seed = a.seed;
        o.threads = puzzler::worker_count(a.threads);
        o.play_nodes = a.nodes;
        o.check.nodes = a.check_nodes;
        o.endgame_share = a.endgame_share;
        o.wanted_themes = a.themes;
        ProgressBar bar(a.games, "games");
        o.progress = [&bar](int done, int puzzles) {
            bar.update(done, ", " + std::to_string(puzzles) + " puzzles");
        };
        const auto start = Clock::now();
        auto puzzles = puzzler::generate(o);
        puzzler::write_puzzle_file(a.out, puzzles);
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        std::cout << "generated " << puzzles.size() << " puzzles from " << a.games << " games in "
                  << static_cast<int>(seconds) << " s ("
                  << static_cast<int>(puzzles.size() * 3600.0 / std::max(seconds, 1e-3))
                  << " per hour)\n";
        return 0;
    }

    int run_verify(const VerifyArgs& a)
    {
        const auto puzzles = puzzler::read_puzzle_file(a.file);
        ProgressBar bar(static_cast<int>(puzzles.size()), "puzzles");
        puzzler::VerifyOptions o;
        o.limits.nodes = a.check_nodes;
        o.threads = a.threads;
        o.progress = [&bar](int done) { bar.update(done, ""); };
        const auto failures = puzzler::verify_puzzles(puzzles, o);
        int failed = 0;
        for (std::size_t i = 0; i < puzzles.size(); ++i)
            if (!failures[i].empty()) {
                ++failed;
                std::cout << puzzles[i].id << ": " << failures[i] << "\n";
            }
        std::cout << "verified " << puzzles.size() - static_cast<std::size_t>(failed) << ", failed "
                  << failed << "\n";
        return failed == 0 ? 0 : 1;
    }

    int run_tag(const TagArgs& a)
    {
        // Every file's puzzles, remembering which file each came from.
        std::vector<puzzler::Puzzle> puzzles;
        std::vector<std::size_t> origin;
        for (std::size_t f = 0; f < a.files.size(); ++f)
            for (auto& p : puzzler::read_puzzle_file(a.files[f])) {
                puzzles.push_back(std::move(p));
                origin.push_back(f);
            }
        std::vector<long long> nodes(puzzles.size());
        if (a.measure) {
            ProgressBar bar(static_cast<int>(puzzles.size()), "puzzles measured");
            puzzler::MeasureOptions o;
            o.progress = [&bar](int done) { bar.update(done, ""); };
            nodes = puzzler::measure_nodes(puzzles, o);
        } else {
            for (std::size_t i = 0; i < puzzles.size(); ++i)
                nodes[i] = puzzler::recorded_nodes(puzzles[i].game_url);
        }
        const auto start = Clock::now();
        puzzler::retag(puzzles, nodes);
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        if (a.calibrate)
            puzzler::calibrate_ratings(puzzles, nodes);
        if (!a.out.empty()) {
            puzzler::write_puzzle_file(a.out, puzzles);
        } else {
            for (std::size_t f = 0; f < a.files.size(); ++f) {
                std::vector<puzzler::Puzzle> mine;
                for (std::size_t i = 0; i < puzzles.size(); ++i)
                    if (origin[i] == f)
                        mine.push_back(puzzles[i]);
                puzzler::write_puzzle_file(a.files[f], mine);
            }
        }
        std::cout << "tagged " << puzzles.size() << " in " << seconds << " s ("
                  << static_cast<long long>(
                         static_cast<double>(puzzles.size()) / std::max(seconds, 1e-9))
                  << " positions per second)\n";
        return 0;
    }

    int run_import(const Config& config, const ImportArgs& a)
    {
        auto db = store::open_database(config.db_url, { static_cast<std::size_t>(config.db_pool) });
        store::migrate(*db);
        const auto result = learn::import_puzzles(*db, a.file, "lichess");
        for (const auto& [reason, n] : result.reasons)
            std::cout << "skipped " << n << ": " << reason << "\n";
        std::cerr << static_cast<long long>(result.rows_per_second) << " rows/s wall clock, "
                  << static_cast<long long>(result.rows_per_cpu_second) << " rows/s of CPU time\n";
        std::cout << "imported " << result.imported << ", skipped " << result.skipped << "\n";
        db->close();
        return 0;
    }

    int run_export(const Config& config, const ExportArgs& a)
    {
        auto db = store::open_database(config.db_url, { static_cast<std::size_t>(config.db_pool) });
        store::migrate(*db);
        const auto puzzles = learn::library_puzzles(*db);
        if (a.out.empty()) {
            std::cout << puzzler::kCsvHeader << "\n";
            for (const auto& p : puzzles)
                std::cout << puzzler::to_csv_row(p) << "\n";
        } else {
            puzzler::write_puzzle_file(a.out, puzzles);
            std::cerr << "exported " << puzzles.size() << "\n";
        }
        db->close();
        return 0;
    }

    template <typename F> void guarded(F&& f)
    {
        try {
            set_exit_code(f());
        } catch (const std::exception& e) {
            std::cerr << "academy: " << e.what() << "\n";
            set_exit_code(1);
        }
    }

} // namespace

void add_puzzle_commands(CLI::App& app, Config& config)
{
    auto* puzzles = app.add_subcommand("puzzles", "Generate, verify, import and export puzzles");
    puzzles->require_subcommand(1);

    static GenerateArgs g;
    auto* gen = puzzles->add_subcommand("generate", "Generate verified puzzles from engine games");
    gen->add_option("--games", g.games, "Number of engine games")->capture_default_str();
    gen->add_option("--seed", g.seed, "Random seed (same seed, same puzzles)")
        ->capture_default_str();
    gen->add_option("--out", g.out, "Output CSV file")->required();
    gen->add_option("--threads", g.threads, "Workers, one Stockfish each (default: every core)");
    gen->add_option("--nodes", g.nodes, "Nodes per game move")->capture_default_str();
    gen->add_option("--check-nodes", g.check_nodes, "Nodes per solution check")
        ->capture_default_str();
    gen->add_option("--endgames", g.endgame_share,
           "Share of games (0-1) that start from a random king-and-pawn ending")
        ->check(CLI::Range(0.0, 1.0))
        ->capture_default_str();
    gen->add_option("--themes", g.themes,
        "Keep only puzzles with one of these themes (Lichess names), hunting for them");
    gen->callback([] { guarded([] { return run_generate(g); }); });

    static VerifyArgs v;
    auto* ver = puzzles->add_subcommand("verify", "Re-check every puzzle of a CSV with Stockfish");
    ver->add_option("file", v.file, "CSV file")->required();
    ver->add_option("--check-nodes", v.check_nodes, "Nodes per solution check")
        ->capture_default_str();
    ver->add_option("--threads", v.threads, "Workers (default: every core)");
    ver->callback([] { guarded([] { return run_verify(v); }); });

    static TagArgs t;
    auto* tag = puzzles->add_subcommand("tag", "Re-tag and re-rate a generated CSV");
    tag->add_option("files", t.files, "CSV files")->required();
    tag->add_option("--out", t.out, "One output file for all input (default: each file in place)");
    tag->add_flag(
        "--measure", t.measure, "Measure again the nodes Stockfish needs for the first move");
    tag->add_flag("--calibrate", t.calibrate,
        "Set initial ratings from the learning path: motif band, then effort rank within it");
    tag->callback([] { guarded([] { return run_tag(t); }); });

    static ImportArgs i;
    auto* imp = puzzles->add_subcommand("import", "Import a Lichess puzzle CSV (plain or .zst)");
    imp->add_option("file", i.file, "CSV file")->required();
    add_database_option(*imp, config);
    imp->callback([&config] { guarded([&config] { return run_import(config, i); }); });

    static ExportArgs e;
    auto* exp = puzzles->add_subcommand("export", "Export the puzzle library as Lichess CSV");
    exp->add_option("--out", e.out, "Output file (default: stdout)");
    add_database_option(*exp, config);
    exp->callback([&config] { guarded([&config] { return run_export(config, e); }); });
}

} // namespace academy::app
