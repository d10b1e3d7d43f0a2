#include "app/lessons_commands.hpp"

#include "app/content_verify_cli.hpp"
#include "app/serve_command.hpp"
#include "learn/lessons/verify.hpp"
#include "learn/puzzles/puzzle_library.hpp"

#include <chrono>
#include <iostream>
#include <memory>

namespace academy::app {

namespace {

    int run_verify(const ContentVerifyArgs& a)
    {
        namespace ll = learn::lessons;
        const auto root = content_folder(a.content, "lessons",
            a.content.empty() ? ll::find_content_root(learn::content_roots()) : std::nullopt);
        if (!root)
            return 1;
        const auto start = std::chrono::steady_clock::now();
        const auto load = ll::load_catalogue(*root);
        ll::VerifyOptions o;
        std::unique_ptr<ProgressBar> bar;
        apply_content_verify_args(o, a, bar);
        const auto report = ll::verify_content(load, o);
        print_content_failures(report, [](const auto& f) { return ll::describe(f); });
        const auto seconds = seconds_since(start);
        const auto& c = load.catalogue;
        std::cout << "lessons verify: " << report.files << " files (" << c.lessons.size()
                  << " lessons, " << c.interactive.size() << " interactive lessons, "
                  << c.academy_lessons.size() << " academy lessons, " << c.academy_puzzles.size()
                  << " academy puzzles); " << report.positions
                  << " positions judged by Stockfish at depth " << a.depth << " ("
                  << report.searched << " searched, the rest from the cache) in " << seconds
                  << " s; " << report.failures.size() << " failures\n"
                  << "lessons verify: " << report.quiz_balance << "\n";
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

    static ContentVerifyArgs v;
    v.depth = learn::lessons::kDefaultDepth;
    auto* verify = lessons->add_subcommand(
        "verify", "The content truth test: legality, Stockfish's best moves, quizzes and counts");
    add_content_verify_options(*verify, v, "Search depth of the best-move rule",
        "Skip the count checks (missing files) while content is still being written");
    verify->callback([] { guarded([] { return run_verify(v); }); });
}

} // namespace academy::app
