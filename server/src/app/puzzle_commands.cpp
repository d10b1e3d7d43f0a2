#include "app/puzzle_commands.hpp"

#include "app/serve_command.hpp"
#include "puzzler/generator.hpp"
#include "puzzler/puzzle_validation.hpp"
#include "puzzler/rating_estimate.hpp"
#include "puzzler/tagger.hpp"
#include "store/database.hpp"
#include "store/migrations.hpp"
#include "store/puzzles_repository.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <future>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

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

    int default_threads(int requested)
    {
        if (requested > 0)
            return requested;
        return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    }

    // "[#####.....] 12/40 games, 7 puzzles, ETA 3m12s" redrawn in place on stderr.
    class ProgressBar {
    public:
        ProgressBar(int total, std::string unit)
            : total_(total)
            , unit_(std::move(unit))
            , start_(Clock::now())
        {
        }
        void update(int done, const std::string& extra)
        {
            std::lock_guard lock(mutex_);
            const double elapsed = std::chrono::duration<double>(Clock::now() - start_).count();
            const double eta = done > 0 ? elapsed / done * (total_ - done) : 0;
            const int width = 30;
            const int filled = total_ > 0 ? done * width / total_ : width;
            std::string bar(static_cast<std::size_t>(filled), '#');
            bar.resize(width, '.');
            std::fprintf(stderr, "\r[%s] %d/%d %s%s, elapsed %dm%02ds, ETA %dm%02ds ", bar.c_str(),
                done, total_, unit_.c_str(), extra.c_str(), int(elapsed) / 60, int(elapsed) % 60,
                int(eta) / 60, int(eta) % 60);
            if (done == total_)
                std::fprintf(stderr, "\n");
            std::fflush(stderr);
        }

    private:
        int total_;
        std::string unit_;
        Clock::time_point start_;
        std::mutex mutex_;
    };

    std::vector<puzzler::Puzzle> read_file(const std::string& path, int* bad = nullptr)
    {
        std::vector<puzzler::Puzzle> out;
        puzzler::for_each_csv_line(path, [&](std::string_view line) {
            std::string error;
            if (auto p = puzzler::parse_csv_row(line, error))
                out.push_back(std::move(*p));
            else if (bad)
                ++*bad;
        });
        return out;
    }

    void write_file(const std::string& path, const std::vector<puzzler::Puzzle>& puzzles)
    {
        std::ofstream out(path, std::ios::trunc);
        if (!out)
            throw std::runtime_error("cannot write " + path);
        out << puzzler::kCsvHeader << "\n";
        for (const auto& p : puzzles)
            out << puzzler::to_csv_row(p) << "\n";
    }

    int run_generate(const GenerateArgs& a)
    {
        puzzler::GenerateOptions o;
        o.games = a.games;
        o.seed = a.seed;
        o.threads = default_threads(a.threads);
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
        write_file(a.out, puzzles);
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        std::cout << "generated " << puzzles.size() << " puzzles from " << a.games << " games in "
                  << static_cast<int>(seconds) << " s ("
                  << static_cast<int>(puzzles.size() * 3600.0 / std::max(seconds, 1e-3))
                  << " per hour)\n";
        return 0;
    }

    int run_verify(const VerifyArgs& a)
    {
        auto puzzles = read_file(a.file);
        puzzler::CheckLimits limits;
        limits.nodes = a.check_nodes;
        std::vector<std::string> failures(puzzles.size());
        std::atomic<std::size_t> next { 0 };
        std::atomic<int> done { 0 };
        ProgressBar bar(static_cast<int>(puzzles.size()), "puzzles");
        auto worker = [&] {
            puzzler::EngineProcess engine("/usr/games/stockfish");
            for (std::size_t i = next++; i < puzzles.size(); i = next++) {
                const auto& p = puzzles[i];
                std::string why = puzzler::validate_puzzle(p);
                if (why.empty())
                    why = puzzler::check_line(engine, p.fen, p.moves, limits);
                failures[i] = why;
                bar.update(++done, "");
            }
        };
        std::vector<std::thread> threads;
        for (int t = 0; t < default_threads(a.threads); ++t)
            threads.emplace_back(worker);
        for (auto& t : threads)
            t.join();
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

    long long recorded_nodes(const std::string& url)
    {
        const auto at = url.find("nodes=");
        return at == std::string::npos ? 16000 : std::atoll(url.c_str() + at + 6);
    }

    int run_tag(const TagArgs& a)
    {
        // Every file's puzzles, remembering which file each came from.
        std::vector<puzzler::Puzzle> puzzles;
        std::vector<std::size_t> origin;
        for (std::size_t f = 0; f < a.files.size(); ++f)
            for (auto& p : read_file(a.files[f])) {
                puzzles.push_back(std::move(p));
                origin.push_back(f);
            }
        std::vector<long long> nodes(puzzles.size());
        for (std::size_t i = 0; i < puzzles.size(); ++i)
            nodes[i] = recorded_nodes(puzzles[i].game_url);
        if (a.measure) {
            std::atomic<std::size_t> next { 0 };
            ProgressBar bar(static_cast<int>(puzzles.size()), "puzzles measured");
            std::atomic<int> done { 0 };
            auto worker = [&] {
                puzzler::EngineProcess engine("/usr/games/stockfish");
                for (std::size_t i = next++; i < puzzles.size(); i = next++) {
                    auto& p = puzzles[i];
                    nodes[i] = puzzler::nodes_to_find(engine, p.fen, { p.moves[0] }, p.moves[1]);
                    const auto q = p.game_url.find("?nodes=");
                    if (p.game_url.rfind("academy:", 0) == 0)
                        p.game_url = p.game_url.substr(0, q) + "?nodes=" + std::to_string(nodes[i]);
                    bar.update(++done, "");
                }
            };
            std::vector<std::thread> threads;
            for (int t = 0; t < default_threads(0); ++t)
                threads.emplace_back(worker);
            for (auto& t : threads)
                t.join();
        }
        const auto start = Clock::now();
        for (std::size_t i = 0; i < puzzles.size(); ++i) {
            auto& p = puzzles[i];
            p.themes = puzzler::tag_puzzle(p.fen, p.moves);
            p.rating = puzzler::estimate_rating(p, nodes[i]);
        }
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        if (a.calibrate)
            puzzler::calibrate_ratings(puzzles, nodes);
        if (!a.out.empty()) {
            write_file(a.out, puzzles);
        } else {
            for (std::size_t f = 0; f < a.files.size(); ++f) {
                std::vector<puzzler::Puzzle> mine;
                for (std::size_t i = 0; i < puzzles.size(); ++i)
                    if (origin[i] == f)
                        mine.push_back(puzzles[i]);
                write_file(a.files[f], mine);
            }
        }
        std::cout << "tagged " << puzzles.size() << " in " << seconds << " s ("
                  << static_cast<long long>(
                         static_cast<double>(puzzles.size()) / std::max(seconds, 1e-9))
                  << " positions per second)\n";
        return 0;
    }

    store::StoredPuzzle to_stored(puzzler::Puzzle&& p, const std::string& source)
    {
        store::StoredPuzzle s;
        s.id = std::move(p.id);
        s.fen = std::move(p.fen);
        s.moves = puzzler::join(p.moves);
        s.rating = p.rating;
        s.rating_deviation = p.rating_deviation;
        s.popularity = p.popularity;
        s.plays = p.plays;
        s.themes = puzzler::join(p.themes);
        s.game_url = std::move(p.game_url);
        s.opening_tags = std::move(p.opening_tags);
        s.source = source;
        return s;
    }

    puzzler::Puzzle from_stored(const store::StoredPuzzle& s)
    {
        puzzler::Puzzle p;
        p.id = s.id;
        p.fen = s.fen;
        p.moves = puzzler::split_words(s.moves);
        p.rating = static_cast<int>(s.rating + 0.5);
        p.rating_deviation = static_cast<int>(s.rating_deviation + 0.5);
        p.popularity = s.popularity;
        p.plays = s.plays;
        p.themes = puzzler::split_words(s.themes);
        p.game_url = s.game_url;
        p.opening_tags = s.opening_tags;
        return p;
    }

    int run_import(const Config& config, const ImportArgs& a)
    {
        auto db = store::open_database(config.db_url);
        store::migrate(*db);
        const auto result = import_puzzles(*db, a.file, "lichess");
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
        auto db = store::open_database(config.db_url);
        store::migrate(*db);
        store::PuzzlesRepository repo(*db);
        std::vector<puzzler::Puzzle> puzzles;
        for (const auto& s : repo.all())
            puzzles.push_back(from_stored(s));
        if (a.out.empty()) {
            std::cout << puzzler::kCsvHeader << "\n";
            for (const auto& p : puzzles)
                std::cout << puzzler::to_csv_row(p) << "\n";
        } else {
            write_file(a.out, puzzles);
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

namespace {

    // One CSV row after parsing and validation: the puzzle, or the reason it is skipped.
    struct CheckedRow {
        std::optional<puzzler::Puzzle> puzzle;
        std::string error;
    };

    // Validation (playing every move of the line) costs more than the insert, so a batch of rows
    // is checked on every core while the previous batch is written.
    std::vector<CheckedRow> check_rows(const std::vector<std::string>& lines)
    {
        std::vector<CheckedRow> out(lines.size());
        const std::size_t workers = std::max(1u, std::thread::hardware_concurrency());
        const std::size_t share = (lines.size() + workers - 1) / workers;
        std::vector<std::thread> threads;
        for (std::size_t begin = 0; begin < lines.size(); begin += share)
            threads.emplace_back([&, begin] {
                const std::size_t end = std::min(lines.size(), begin + share);
                for (std::size_t i = begin; i < end; ++i) {
                    auto p = puzzler::parse_csv_row(lines[i], out[i].error);
                    bool mate = false;
                    if (p && (out[i].error = puzzler::validate_puzzle(*p, &mate)).empty()) {
                        if (mate)
                            puzzler::add_tagger_themes(*p);
                        out[i].puzzle = std::move(p);
                    }
                }
            });
        for (auto& t : threads)
            t.join();
        return out;
    }

} // namespace

ImportResult import_puzzles(
    store::Database& db, const std::string& path, const std::string& source, bool refresh_unplayed)
{
    ImportResult result;
    const auto start = Clock::now();
    const std::clock_t cpu_start = std::clock();
    store::PuzzlesRepository::BulkInserter writer(db, refresh_unplayed);
    constexpr std::size_t kBatch = 8192;
    db.transaction([&] {
        std::future<std::vector<CheckedRow>> checking;
        auto write = [&](std::vector<CheckedRow> rows) {
            for (auto& row : rows) {
                if (row.puzzle) {
                    writer.add(to_stored(std::move(*row.puzzle), source));
                    continue;
                }
                ++result.skipped;
                ++result.reasons[row.error];
            }
        };
        // Hands a full batch to the checkers and writes the batch checked before it meanwhile.
        auto hand_over = [&](std::vector<std::string> lines) {
            auto previous = std::move(checking);
            checking = std::async(std::launch::async, check_rows, std::move(lines));
            if (previous.valid())
                write(previous.get());
        };
        std::vector<std::string> lines;
        lines.reserve(kBatch);
        puzzler::for_each_csv_line(path, [&](std::string_view line) {
            lines.emplace_back(line);
            if (lines.size() == kBatch) {
                hand_over(std::move(lines));
                lines = {};
                lines.reserve(kBatch);
            }
        });
        hand_over(std::move(lines));
        write(checking.get());
        result.imported = writer.finish();
    });
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    result.rows_per_second
        = static_cast<double>(result.imported + result.skipped) / std::max(seconds, 1e-6);
    const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    result.rows_per_cpu_second
        = static_cast<double>(result.imported + result.skipped) / std::max(cpu, 1e-6);
    return result;
}

void load_puzzle_library(store::Database& db)
{
    // Every start: new content files are picked up; puzzles players have rated keep their ratings,
    // the others take the file's (a re-calibrated library reaches existing databases).
    namespace fs = std::filesystem;
    std::vector<fs::path> roots;
    if (const char* env = std::getenv("ACADEMY_CONTENT"))
        roots.emplace_back(env);
    roots.emplace_back("content");
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec)
        roots.push_back(exe.parent_path().parent_path() / "content");
    for (const auto& root : roots) {
        const fs::path dir = root / "puzzles";
        if (!fs::is_directory(dir, ec))
            continue;
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(dir))
            if (entry.path().extension() == ".csv")
                files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        std::int64_t total = 0;
        for (const auto& f : files)
            total += import_puzzles(db, f.string(), "academy", true).imported;
        spdlog::info("loaded {} new or re-rated puzzles from {} ({} in the library)", total,
            dir.string(), store::PuzzlesRepository(db).count("academy"));
        return;
    }
    spdlog::warn("no content/puzzles directory found: the puzzle library is empty");
}

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
