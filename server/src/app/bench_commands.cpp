#include "app/bench_commands.hpp"

#include "app/bench_bots.hpp"
#include "app/bench_computer_games.hpp"
#include "app/bench_engine_settings.hpp"
#include "app/bench_fair_engine.hpp"

#include "accounts/crypto.hpp"
#include "accounts/jwt.hpp"
#include "app/assessment_bench.hpp"
#include "app/config.hpp"
#include "app/review_bench.hpp"
#include "app/serve_command.hpp"
#include "learn/progress/progress_settle.hpp"
#include "store/migrations.hpp"
#include "store/synthetic_players.hpp"
#include "store/users_repository.hpp"

#include <chrono>
#include <fstream>
#include <iostream>
#include <random>

namespace academy::app {

namespace {

    struct BenchOptions {
        int players = 100'000;
        int tokens = 1000;
        std::string tokens_file = "bench-tokens.txt";
        std::uint64_t seed = 15;
        bool reuse = false;
    };

    std::int64_t now_ms()
    {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::system_clock::now().time_since_epoch())
            .count();
    }

    double seconds_since(std::chrono::steady_clock::time_point start)
    {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }

    int run_bench_progress(const Config& config, const BenchOptions& options)
    {
        auto db = store::open_database(config.db_url, { static_cast<std::size_t>(config.db_pool) });
        store::migrate(*db);
        const bool there = store::UsersRepository(*db)
                               .find_by_username(store::synthetic_username(1))
                               .has_value();
        if (there && !options.reuse) {
            std::cerr << "academy: " << config.db_url
                      << " already holds generated players: use a new database, or --reuse\n";
            return 1;
        }
        const auto now = now_ms();
        if (!there) {
            const auto start = std::chrono::steady_clock::now();
            const auto report = store::add_synthetic_players(*db,
                { options.players, options.seed, now, accounts::hash_password("bench-password") });
            std::cout << "generated " << report.players << " players, " << report.ratings
                      << " ratings, " << report.lessons << " lessons, " << report.practice_wins
                      << " practice positions won, " << report.puzzle_attempts
                      << " puzzle attempts, " << report.computer_games
                      << " games against the computer, " << report.live_games << " live games, "
                      << report.follows << " follows in " << seconds_since(start) << " s"
                      << std::endl;

            const auto settle_start = std::chrono::steady_clock::now();
            std::int64_t settled = 0;
            for (int n; (n = learn::settle_marked(*db, 1000, now)) > 0;) {
                settled += n;
                if (settled % 20000 == 0)
                    std::cout << "settled " << settled << " accounts" << std::endl;
            }
            std::cout << "settled the boards of " << settled << " accounts in "
                      << seconds_since(settle_start) << " s" << std::endl;
        }

        // Tokens of a random sample of the players, valid for an hour.
        const accounts::TokenService tokens(
            accounts::load_or_create_secret(config.jwt_secret_file));
        // A second file holds only players with a country, for the Country tab.
        std::mt19937_64 random(options.seed + 1);
        std::ofstream out(options.tokens_file);
        std::ofstream with_country(options.tokens_file + ".country");
        store::UsersRepository users(*db);
        int written = 0;
        int countries = 0;
        for (int tries = 0;
             tries < options.tokens * 4 && (written < options.tokens || countries < options.tokens);
             ++tries) {
            const int n
                = static_cast<int>(std::uniform_int_distribution<int>(1, options.players)(random));
            const auto user = users.find_by_username(store::synthetic_username(n));
            if (!user)
                continue;
            accounts::TokenClaims claims { std::to_string(user->id), user->role, user->username,
                user->display_name };
            claims.gen = user->token_generation;
            claims.iat = accounts::epoch_now();
            claims.exp = claims.iat + 3600;
            const auto token = tokens.sign(claims);
            if (written < options.tokens) {
                out << token << "\n";
                ++written;
            }
            if (user->country && countries < options.tokens) {
                with_country << token << "\n";
                ++countries;
            }
        }
        std::cout << "wrote " << written << " access tokens to " << options.tokens_file << " and "
                  << countries << " of players with a country to " << options.tokens_file
                  << ".country" << std::endl;
        db->close();
        return 0;
    }

} // namespace

void add_bench_commands(CLI::App& app, Config& config)
{
    auto* bench = app.add_subcommand("bench", "Build what the benchmarks measure");
    add_review_bench(*bench, config);
    bench->require_subcommand(1);
    static BenchOptions options;
    add_bench_bots_command(*bench, config);
    add_bench_computer_games_command(*bench, config);
    add_bench_engine_settings_command(*bench);
    add_bench_fair_engine_command(*bench, config);
    auto* progress = bench->add_subcommand("progress",
        "Generate players with ratings and progress in a new database, settle their boards and "
        "write access tokens for a sample of them (make bench-progress)");
    add_database_option(*progress, config);
    progress->add_option("--players", options.players, "How many players")
        ->check(CLI::Range(2, 10'000'000))
        ->capture_default_str();
    progress->add_option("--tokens", options.tokens, "How many access tokens to write")
        ->check(CLI::Range(1, 100'000))
        ->capture_default_str();
    progress->add_option("--tokens-file", options.tokens_file, "Where to write them, one a line")
        ->capture_default_str();
    progress
        ->add_option("--jwt-secret-file", config.jwt_secret_file,
            "The signing secret the server will use (created if missing)")
        ->capture_default_str();
    progress->add_option("--seed", options.seed, "Seed of the generator")->capture_default_str();
    progress->add_flag("--reuse", options.reuse,
        "When the database already holds the generated players, only write fresh tokens");
    add_assessment_bench(*bench);
    progress->callback(
        [&config] { run_guarded([&] { return run_bench_progress(config, options); }); });
}

} // namespace academy::app
