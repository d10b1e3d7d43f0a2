#include "app/assessment_bench.hpp"

#include "app/serve_command.hpp"
#include "learn/assessment/assessment_position.hpp"
#include "learn/assessment/assessment_simulation.hpp"
#include "learn/puzzles/puzzle_library.hpp"
#include "store/assessments_repository.hpp"
#include "store/migrations.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>

namespace academy::app {

namespace {

    struct Options {
        int runs = 200; // per true rating
        int step = 25; // between true ratings
        std::uint64_t seed = 18;
    };

    struct Tally {
        double abs_error = 0;
        double proto_abs_error = 0;
        double width = 0;
        int covered = 0;
        int runs = 0;
        void add(const Tally& t)
        {
            abs_error += t.abs_error;
            proto_abs_error += t.proto_abs_error;
            width += t.width;
            covered += t.covered;
            runs += t.runs;
        }
    };

    // Solvers of every true rating from the scale's low to `top`, `step` apart.
    void run_scale(const char* name, learn::RatingScale scale, int top,
        const std::vector<learn::Candidate>& pool, const std::vector<double>& fixed,
        const Options& o)
    {
        std::mt19937_64 rng(o.seed);
        Tally total;
        std::printf("%s scale %d-%d, true ratings %d-%d every %d, %d runs each\n", name, scale.low,
            scale.high, scale.low, top, o.step, o.runs);
        std::printf("   true   MAE  in 90%%  width | prototype MAE\n");
        for (int r = scale.low; r <= top; r += o.step) {
            Tally t;
            for (int i = 0; i < o.runs; ++i) {
                const auto test = learn::simulate_adaptive_test(pool, scale, r, rng);
                t.abs_error += std::abs(test.estimate - r);
                t.width += test.interval.high - test.interval.low;
                t.covered += test.interval.low <= r && r <= test.interval.high ? 1 : 0;
                const int proto = learn::prototype_rating(
                    learn::simulate_fixed_test(fixed, r, rng), static_cast<int>(fixed.size()));
                t.proto_abs_error += std::abs(proto - r);
                ++t.runs;
            }
            if ((r - scale.low) % 200 == 0)
                std::printf("   %4d  %4.0f  %5.1f%%  %5.0f | %4.0f\n", r, t.abs_error / t.runs,
                    100.0 * t.covered / t.runs, t.width / t.runs, t.proto_abs_error / t.runs);
            total.add(t);
        }
        std::printf("   all: mean absolute error %.0f, the 90%% interval holds the true rating in "
                    "%.1f%% of %d runs (mean width %.0f)\n",
            total.abs_error / total.runs, 100.0 * total.covered / total.runs, total.runs,
            total.width / total.runs);
        std::printf("   prototype 800 + 8 x percent on a fixed 12-position test: mean absolute "
                    "error %.0f, no interval stated\n\n",
            total.proto_abs_error / total.runs);
    }

    int run(const Options& o)
    {
        const auto started = std::chrono::steady_clock::now();
        auto db = store::open_database("sqlite::memory:");
        store::migrate(*db);
        const auto load = learn::load_puzzle_library(*db, learn::content_roots());
        if (!load.directory) {
            std::cerr << "academy: no content/puzzles folder found\n";
            return 1;
        }
        std::vector<learn::Candidate> pool;
        std::vector<double> ratings;
        for (const auto& p : store::assessment_pool(*db, 0, 10'000'000)) {
            pool.push_back({ p.id, p.rating, learn::position_theme(p.themes) });
            ratings.push_back(p.rating);
        }
        std::sort(ratings.begin(), ratings.end());
        // The prototype's fixed test: twelve positions at evenly spaced ranks, easiest first.
        std::vector<double> fixed;
        for (int i = 0; i < learn::kPositionsPerTest; ++i)
            fixed.push_back(ratings[(2 * i + 1) * ratings.size() / (2 * learn::kPositionsPerTest)]);
        std::printf(
            "Strength assessment bench: %zu library positions (ratings %.0f-%.0f, from %s), "
            "%d positions a test, seed %llu\n\n",
            pool.size(), ratings.front(), ratings.back(), load.directory->string().c_str(),
            learn::kPositionsPerTest, static_cast<unsigned long long>(o.seed));
        run_scale(
            "calibration", learn::kCalibrationScale, learn::kCalibrationScale.high, pool, fixed, o);
        run_scale(
            "assessment", learn::kAssessmentScale, learn::kAssessmentScale.high, pool, fixed, o);
        std::printf("%.1f s\n",
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
        return 0;
    }

} // namespace

void add_assessment_bench(CLI::App& bench)
{
    static Options options;
    auto* cmd = bench.add_subcommand("assessment",
        "Simulate solvers of known rating taking the adaptive test over the puzzle library and "
        "print the estimate's error and its interval's coverage (make bench-assessment)");
    cmd->add_option("--runs", options.runs, "Tests per true rating")
        ->check(CLI::Range(1, 100'000))
        ->capture_default_str();
    cmd->add_option("--step", options.step, "Points between true ratings")
        ->check(CLI::Range(1, 1000))
        ->capture_default_str();
    cmd->add_option("--seed", options.seed, "Seed of the simulation")->capture_default_str();
    cmd->callback([] { run_guarded([&] { return run(options); }); });
}

} // namespace academy::app
