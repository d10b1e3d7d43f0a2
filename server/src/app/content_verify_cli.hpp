#pragma once
// What `academy lessons verify` and `academy practice verify` share on the command line: the
// options both truth tests take, their engine settings, the progress bar and the listing of what
// failed. The checks themselves stay in learn/lessons and learn/practice.

#include "app/progress_bar.hpp"

#include <CLI/CLI.hpp>

#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

namespace academy::app {

struct ContentVerifyArgs {
    std::string content;
    int jobs = 2;
    int depth = 0; // set to the truth test's default before the options are added
    bool allow_incomplete = false;
    std::string cache;
    std::string stockfish = "/usr/games/stockfish";
};

// --content, --jobs, --depth, --allow-incomplete, --cache and --stockfish.
void add_content_verify_options(CLI::App& verify, ContentVerifyArgs& args,
    const std::string& depth_help, const std::string& incomplete_help);

// The folder to check: `given` (from --content) if not empty, else `found` (the server's own);
// nothing, after saying why on stderr, when there is none or it is not a folder. `what` names the
// subfolder the search looked for ("lessons", "practice").
std::optional<std::filesystem::path> content_folder(const std::filesystem::path& given,
    const std::string& what, const std::optional<std::filesystem::path>& found);

// Copies the engine settings into a truth test's options (lessons and practice each have their
// own VerifyOptions with these fields) and draws a progress bar of the engine searches.
template <class Options>
void apply_content_verify_args(
    Options& options, const ContentVerifyArgs& args, std::unique_ptr<ProgressBar>& bar)
{
    options.stockfish = args.stockfish;
    options.depth = args.depth;
    options.jobs = args.jobs;
    options.allow_incomplete = args.allow_incomplete;
    options.cache_file = args.cache;
    options.progress = [&bar](int done, int total) {
        if (!bar)
            bar = std::make_unique<ProgressBar>(total, "positions searched");
        bar->update(done, "");
    };
}

// The failures, one per line, then the count checks skipped by --allow-incomplete.
template <class Report, class Describe>
void print_content_failures(const Report& report, Describe describe)
{
    for (const auto& f : report.failures)
        std::cout << describe(f) << "\n";
    if (!report.incomplete.empty()) {
        std::cout << "skipped by --allow-incomplete (" << report.incomplete.size()
                  << " count checks):\n";
        for (const auto& f : report.incomplete)
            std::cout << "  " << describe(f) << "\n";
    }
}

long long seconds_since(std::chrono::steady_clock::time_point start);

} // namespace academy::app
