#include "app/practice_commands.hpp"

#include "app/content_verify_cli.hpp"
#include "app/serve_command.hpp"
#include "learn/practice/practice_playout.hpp"
#include "learn/practice/practice_verify.hpp"
#include "learn/puzzles/puzzle_library.hpp"

#include <chrono>
#include <iostream>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace academy::app {

namespace {

    struct VerifyArgs : ContentVerifyArgs {
        bool playout = false;
        std::string only; // --playout: positions whose id contains this
    };

    std::string describe(const learn::practice::LoadProblem& p)
    {
        return p.file + ": " + (p.place.empty() ? "" : p.place + ": ") + p.reason;
    }

    // Every position played out by Stockfish through the judge against the bot, two at a time.
    int run_playout(const learn::practice::Catalogue& catalogue, const VerifyArgs& a)
    {
        namespace lp = learn::practice;
        std::vector<const lp::PracticePosition*> todo;
        for (const auto& p : catalogue.positions)
            if (p.id.find(a.only) != std::string::npos)
                todo.push_back(&p);
        std::mutex mutex;
        std::size_t next = 0;
        int failures = 0;
        auto worker = [&] {
            engine::EnginePool pool({ .stockfish_path = a.stockfish, .size = 1 });
            for (;;) {
                const lp::PracticePosition* p = nullptr;
                {
                    std::lock_guard lock(mutex);
                    if (next == todo.size())
                        return;
                    p = todo[next++];
                }
                std::string verdict;
                bool won = false;
                try {
                    const auto r = lp::play_out(*p, pool, a.stockfish);
                    won = r.status == lp::Status::won;
                    verdict = std::string(lp::status_name(r.status)) + " in "
                        + std::to_string(r.moves) + " moves (" + std::to_string(r.stars)
                        + " stars): " + r.reason + " [" + r.line + "]";
                } catch (const std::exception& e) {
                    verdict = std::string("engine error: ") + e.what();
                }
                std::lock_guard lock(mutex);
                failures += won ? 0 : 1;
                std::cout << (won ? "ok   " : "FAIL ") << p->section << "/" << p->id << ": "
                          << verdict << std::endl;
            }
        };
        std::vector<std::thread> threads;
        for (int i = 0; i < std::max(1, a.jobs); ++i)
            threads.emplace_back(worker);
        for (auto& t : threads)
            t.join();
        std::cout << "practice playout: " << todo.size() << " positions, " << failures
                  << " not won\n";
        return failures == 0 ? 0 : 1;
    }

    int run_verify(const VerifyArgs& a)
    {
        namespace lp = learn::practice;
        const auto dir
            = content_folder(a.content.empty() ? "" : a.content + "/practice", "practice",
                a.content.empty() ? lp::find_practice_dir(learn::content_roots()) : std::nullopt);
        if (!dir)
            return 1;
        const auto start = std::chrono::steady_clock::now();
        const auto load = lp::load_catalogue(*dir);
        if (a.playout)
            return run_playout(load.catalogue, a);
        lp::VerifyOptions o;
        std::unique_ptr<ProgressBar> bar;
        apply_content_verify_args(o, a, bar);
        const auto report = lp::verify_practice(load, o);
        print_content_failures(report, describe);
        const auto seconds = seconds_since(start);
        std::cout << "practice verify: " << report.files << " files, "
                  << load.catalogue.sections.size() << " sections, " << report.positions
                  << " positions judged by Stockfish at depth " << a.depth << " ("
                  << report.searched << " searched, the rest from the cache) in " << seconds
                  << " s; " << report.failures.size() << " failures\n";
        return report.failures.empty() ? 0 : 1;
    }

} // namespace

void add_practice_commands(CLI::App& app)
{
    auto* practice = app.add_subcommand("practice", "Check the practice positions");
    practice->require_subcommand(1);

    static VerifyArgs v;
    v.depth = learn::practice::kVerifyDepth;
    auto* verify = practice->add_subcommand("verify",
        "The practice truth test: legal positions, goals Stockfish agrees are achievable, counts");
    add_content_verify_options(*verify, v, "Search depth (at least 18 for the truth test)",
        "Skip the count checks while positions are still being written");
    verify->add_flag("--playout", v.playout,
        "Instead: play every position out, Stockfish for the player against the bot, through the "
        "judge; each must end won (slow: minutes)");
    verify->add_option("--only", v.only, "With --playout: only positions whose id contains this");
    verify->callback([] { run_guarded([&] { return run_verify(v); }); });
}

} // namespace academy::app
