#include "app/lessons_commands.hpp"

#include "app/progress_bar.hpp"
#include "app/serve_command.hpp"
#include "learn/lessons/verify.hpp"
#include "learn/puzzle_library.hpp"

#include <chrono>
#include <iostream>
#include <memory>

namespace academy::app {

namespace {

    struct VerifyArgs {
        std::string content;
        int jobs = 2;
        int depth = learn::lessons::kDefaultDepth;
        bool allow_incomplete = false;
        std::string cache;
        std::string stockfish = "/usr/games/stockfish";
    };

    int run_verify(const VerifyArgs& a)
    {
        namespace ll = learn::lessons;
        std::filesystem::path root = a.content;
        if (root.empty()) {
            const auto found = ll::find_content_root(learn::content_roots());
            if (!found) {
                std::cerr << "academy: no content folder with lessons/ found (use --content DIR)\n";
                return 1;
            }
            root = *found;
        }
        if (!std::filesystem::is_directory(root)) {
            std::cerr << "academy: " << root.string() << " is not a folder\n";
            return 1;
        }
        const auto start = std::chrono::steady_clock::now();
        const auto load = ll::load_catalogue(root);
        ll::VerifyOptions o;
        o.stockfish = a.stockfish;
        o.depth = a.depth;
        o.jobs = a.jobs;
        o.allow_incomplete = a.allow_incomplete;
        o.cache_file = a.cache;
        std::unique_ptr<ProgressBar> bar;
        o.progress = [&bar](int done, int total) {
            if (!bar)
                bar = std::make_unique<ProgressBar>(total, "positions searched");
            bar->update(done, "");
        };
        const auto report = ll::verify_content(load, o);
        for (const auto& f : report.failures)
            std::cout << ll::describe(f) << "\n";
        if (!report.incomplete.empty()) {
            std::cout << "skipped by --allow-incomplete (" << report.incomplete.size()
                      << " count checks):\n";
            for (const auto& f : report.incomplete)
                std::cout << "  " << ll::describe(f) << "\n";
        }
        const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(
            std::chrono::steady_clock::now() - start)
                                 .count();
        const auto& c = load.catalogue;
        std::cout << "lessons verify: " << report.files << " files (" << c.lessons.size()
                  << " lessons, " << c.interactive.size() << " interactive lessons, "
                  << c.academy_lessons.size() << " academy lessons, " << c.academy_puzzles.size()
                  << " academy puzzles); " << report.positions
                  << " positions judged by Stockfish at depth " << a.depth << " ("
                  << report.searched << " searched, the rest from the cache) in " << seconds
                  << " s; " << report.failures.size() << " failures\n";
        return report.failures.empty() ? 0 : 1;
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

void add_lessons_commands(CLI::App& app)
{
    auto* lessons = app.add_subcommand("lessons", "Check the lesson content");
    lessons->require_subcommand(1);

    static VerifyArgs v;
    auto* verify = lessons->add_subcommand(
        "verify", "The content truth test: legality, Stockfish's best moves, quizzes and counts");
    verify->add_option("--content", v.content, "Content folder (default: the one the server uses)");
    verify->add_option("--jobs", v.jobs, "Stockfish processes in parallel")
        ->check(CLI::Range(1, 64))
        ->capture_default_str();
    verify->add_option("--depth", v.depth, "Search depth of the best-move rule")
        ->check(CLI::Range(1, 40))
        ->capture_default_str();
    verify->add_flag("--allow-incomplete", v.allow_incomplete,
        "Skip the count checks (missing files) while content is still being written");
    verify->add_option("--cache", v.cache,
        "File of earlier engine results to reuse and update (by FEN, depth and binary)");
    verify->add_option("--stockfish", v.stockfish, "Stockfish binary")->capture_default_str();
    verify->callback([] { guarded([] { return run_verify(v); }); });
}

} // namespace academy::app
