#include "app/serve_command.hpp"

#include "accounts/account_service.hpp"
#include "bus/bus.hpp"
#include "learn/lessons/catalogue_loader.hpp"
#include "learn/progress/progress_settle.hpp"
#include "learn/puzzles/puzzle_library.hpp"
#include "net/lessons_routes.hpp"
#include "net/practice_routes.hpp"
#include "net/puzzle_routes.hpp"
#include "store/wall_clock.hpp"

#include "app/user_command.hpp"

#include "learn/review/deck_cards.hpp"
#include "net/assessment_routes.hpp"
#include "net/coach_routes.hpp"
#include "net/computer_games_routes.hpp"
#include "net/computer_levels_json.hpp"
#include "net/deck_routes.hpp"
#include "net/engine_routes.hpp"
#include "net/game_routes.hpp"
#include "net/health_routes.hpp"
#include "net/http_server.hpp"
#include "net/leaderboard_routes.hpp"
#include "net/play_socket.hpp"
#include "net/progress_routes.hpp"
#include "net/review_routes.hpp"
#include "net/test_clock_routes.hpp"
#include "store/migrations.hpp"

#include <CLI/CLI.hpp>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <condition_variable>
#include <fstream>
#include <iostream>
#include <mutex>
#include <random>
#include <stop_token>
#include <thread>

namespace academy::app {

namespace {

    int code = 0;

    int run_migrate(const Config& config)
    {
        auto db = store::open_database(config.db_url, { static_cast<std::size_t>(config.db_pool) });
        const auto report = store::migrate(*db);
        for (const auto& name : report.applied)
            std::cout << "applied " << name << "\n";
        std::cout << "schema version " << report.to_version
                  << (report.applied.empty() ? " (already up to date)" : "") << "\n";
        db->close();
        return 0;
    }

    // Every start: new content files are picked up; puzzles players have rated keep their
    // ratings, the others take the file's (a re-calibrated library reaches existing databases).
    void load_puzzles(store::Database& db)
    {
        const auto load = learn::load_puzzle_library(db, learn::content_roots());
        if (load.directory)
            spdlog::info("loaded {} new or re-rated puzzles from {} ({} in the library)",
                load.loaded, load.directory->string(), load.in_library);
        else
            spdlog::warn("no content/puzzles directory found: the puzzle library is empty");
    }

    // The lesson catalogue: missing files are warned about (content still being written), a
    // malformed one stops the start with its name (learn::lessons::CatalogueError).
    std::shared_ptr<const learn::lessons::Catalogue> load_lessons()
    {
        const auto root = learn::lessons::find_content_root(learn::content_roots());
        if (!root) {
            spdlog::warn("no content/lessons directory found: the lesson catalogue is empty");
            return std::make_shared<const learn::lessons::Catalogue>();
        }
        std::vector<std::string> missing;
        auto catalogue = std::make_shared<const learn::lessons::Catalogue>(
            learn::lessons::load_catalogue_for_serving(
                *root, [&missing](const std::string& m) { missing.push_back(m); }));
        constexpr std::size_t kShown = 5;
        for (std::size_t i = 0; i < missing.size() && i < kShown; ++i)
            spdlog::warn("lesson content: {}", missing[i]);
        if (missing.size() > kShown)
            spdlog::warn("lesson content: {} more files missing (`academy lessons verify` lists "
                         "them)",
                missing.size() - kShown);
        spdlog::info("loaded {} lessons, {} interactive lessons, {} academy lessons and {} academy "
                     "puzzles from {}",
            catalogue->lessons.size(), catalogue->interactive.size(),
            catalogue->academy_lessons.size(), catalogue->academy_puzzles.size(), root->string());
        return catalogue;
    }

    // The practice positions: a malformed position is left out with a warning (`academy practice
    // verify` is the content's truth test), the others are served.
    std::shared_ptr<const learn::practice::Catalogue> load_practice()
    {
        const auto dir = learn::practice::find_practice_dir(learn::content_roots());
        if (!dir) {
            spdlog::warn("no content/practice directory found: there are no practice positions");
            return std::make_shared<const learn::practice::Catalogue>();
        }
        auto load = learn::practice::load_catalogue(*dir);
        for (const auto& p : load.problems)
            spdlog::warn("practice content: {}: {}: {}", p.file, p.place, p.reason);
        spdlog::info(
            "loaded {} practice positions from {}", load.catalogue.positions.size(), dir->string());
        return std::make_shared<const learn::practice::Catalogue>(std::move(load.catalogue));
    }

    // Keeps the leaderboard's XP boards up with the ledger (learn/progress/progress_settle.hpp):
    // every second, the accounts marked since are replayed. Reads settle a few too, so a board is
    // never more than a second behind even when nobody reads it. Once an hour (and at start) it
    // also deletes the anonymous learners idle for 90 days (accounts::expire_idle_learners).
    std::jthread start_housekeeping(store::Database& db)
    {
        return std::jthread([&db](std::stop_token stop) {
            std::mutex mutex;
            std::condition_variable_any wake;
            std::optional<std::chrono::steady_clock::time_point> expired_at;
            while (!stop.stop_requested()) {
                try {
                    const auto now = store::wall_clock_ms();
                    while (!stop.stop_requested() && learn::settle_marked(db, 100, now) == 100) { }
                } catch (const std::exception& e) {
                    spdlog::warn("settling the leaderboard failed: {}", e.what());
                }
                const auto now = std::chrono::steady_clock::now();
                if (!expired_at || now - *expired_at >= std::chrono::hours(1)) {
                    expired_at = now;
                    try {
                        int gone = 0;
                        while (!stop.stop_requested()) {
                            const int batch = accounts::expire_idle_learners(db);
                            gone += batch;
                            if (batch == 0)
                                break;
                        }
                        if (gone > 0)
                            spdlog::info("deleted {} anonymous learners idle for 90 days", gone);
                    } catch (const std::exception& e) {
                        spdlog::warn("expiring idle learners failed: {}", e.what());
                    }
                }
                std::unique_lock lock(mutex);
                wake.wait_for(lock, stop, std::chrono::seconds(1), [] { return false; });
            }
        });
    }

    // The coach's AI voice. The operator's key is read once; like a player's, it is never logged.
    net::AiOptions ai_options(const Config& config)
    {
        net::AiOptions ai;
        ai.url = config.ai_url;
        ai.model = config.ai_model;
        if (!config.ai_key_file.empty()) {
            std::ifstream in(config.ai_key_file);
            std::getline(in, ai.operator_key);
            while (!ai.operator_key.empty()
                && std::isspace(static_cast<unsigned char>(ai.operator_key.back())))
                ai.operator_key.pop_back();
            if (ai.operator_key.empty())
                throw std::runtime_error("--ai-key-file " + config.ai_key_file + " holds no key");
            spdlog::info("coach: AI voice on with the operator's key from {}", config.ai_key_file);
        }
        return ai;
    }

    int run_serve(const Config& config)
    {
        apply_log_level(config.log_level);
        auto db = store::open_database(config.db_url, { static_cast<std::size_t>(config.db_pool) });
        const auto report = store::migrate(*db);
        if (!report.applied.empty())
            spdlog::info("database migrated to schema version {}", report.to_version);

        const auto lessons = load_lessons();
        auto router = std::make_shared<net::Router>();
        net::add_health_routes(*router, *db);
        load_puzzles(*db), net::add_puzzle_routes(*router, *db);
        // Several nodes share live play and the sign-in limits through Redis; alone, a node uses
        // the in-process bus.
        const auto bus = bus::open_bus(config.redis_url);
        const auto accounts = add_accounts(*router, *db, config, bus.get());
        engine::EnginePool engines({ .stockfish_path = config.stockfish_path,
            .size = config.engine_pool,
            .max_queue = kServeEngineQueue });
        net::add_engine_routes(*router, engines,
            { .requests_per_minute = static_cast<std::size_t>(config.engine_rate_limit) });
        net::add_coach_routes(*router, engines,
            { .requests_per_minute = static_cast<std::size_t>(config.engine_rate_limit),
                .ai = ai_options(config) });
        // Games against the computer: the server's engine plays the 25 levels' settings.
        engine::ComputerEngine computer(
            engines, net::computer_levels(), std::random_device {}() * 0x9E3779B97F4A7C15ull);
        play::ComputerPlay computer_games(
            *db, [&computer](const std::string& fen, int level, std::int64_t account) {
                return computer.move(engine::RequesterKey::account(account), fen, level);
            });
        net::add_computer_games_routes(*router, *db, computer_games);
        net::add_practice_routes(*router, *db, engines, load_practice());
        // Game reviews: a background worker on the same engine pool, its searches analyses of the
        // review's requester (engine/fair_line.hpp): they never take the engine kept for moves of
        // games, so two at a time only on a pool of three engines or more.
        learn::review::ReviewService reviews(*db, engines,
            { .depth = config.review_depth, .parallel = std::clamp(config.engine_pool - 1, 1, 2) });
        net::add_review_routes(*router, reviews,
            { .requests_per_minute = static_cast<std::size_t>(config.review_rate_limit) });
        // The personal deck: a finished review's own mistakes with a verified line become cards.
        reviews.on_finished([&db = *db, stockfish = config.stockfish_path](
                                const store::ReviewRecord& record, const learn::review::Review& r) {
            const int added = learn::review::add_cards_from_review(db, record, r,
                learn::review::verified_line({ .stockfish = stockfish }), store::wall_clock_ms());
            if (added > 0)
                spdlog::info("review {}: {} new cards in the personal deck", record.id, added);
        });
        net::add_deck_routes(*router, *db);
        net::add_progress_routes(*router, *db);
        net::add_lessons_routes(*router, *db, lessons);
        net::add_assessment_routes(*router, *db);
        if (config.test_clock) {
            spdlog::warn(
                "--test-clock: POST /api/test/clock can move this server's clock (tests only)");
            net::add_test_clock_routes(*router);
            net::add_assessment_test_routes(*router, *db);
        }
        auto protocol = std::make_shared<net::WsProtocol>();
        auto play_timers = std::make_unique<play::ThreadScheduler>();
        play::PlayService play(*db, net::play_token_verifier(), *play_timers,
            play::steady_time_source(), {}, bus.get());
        play.set_token_recheck(net::play_token_verifier(true));
        play.start(); // reloads the games a killed server left active
        // Sign out everywhere, a new password or a deleted account closes the account's sockets
        // (on every node: the play service tells the others over the bus).
        on_sessions_ended(
            accounts, [&play](std::int64_t id) { play.end_sessions_of(std::to_string(id)); });
        net::add_play_socket(*protocol, play);
        net::add_game_routes(*router, play, *db);
        net::add_leaderboard_routes(
            *router, *db, { .shared_page_ttl_ms = config.leaderboard_cache_ms });

        net::ServerOptions options;
        options.address = config.address;
        options.port = static_cast<std::uint16_t>(config.port);
        options.web_root = config.web_root;
        options.allowed_origins = config.allowed_origins;
        options.threads = config.threads;

        net::HttpServer server(options, router, protocol);
        auto settler = start_housekeeping(*db);
        reviews.start();
        server.start();
        spdlog::info("Chess Academy {} listening on http://{}:{} (web root {}, database {})",
            ACADEMY_VERSION, config.address, server.port(), config.web_root, db->dialect());
        server.wait();
        reviews.stop();
        settler.request_stop();
        settler.join();
        play.stop();
        play_timers.reset();
        db->close();
        spdlog::info("stopped");
        return 0;
    }

} // namespace

int exit_code() { return code; }
void set_exit_code(int c) { code = c; }

void run_guarded(const std::function<int()>& command)
{
    try {
        code = command();
    } catch (const std::exception& e) {
        std::cerr << "academy: " << e.what() << "\n";
        code = 1;
    }
}

void add_serve_commands(CLI::App& app, Config& config)
{
    auto* serve = app.add_subcommand("serve", "Serve the web app, the API and the WebSocket");
    add_serve_options(*serve, config);
    serve->callback([&config] { run_guarded([&] { return run_serve(config); }); });

    auto* migrate = app.add_subcommand("migrate", "Apply pending database migrations and exit");
    add_database_option(*migrate, config);
    migrate->callback([&config] { run_guarded([&] { return run_migrate(config); }); });
}

} // namespace academy::app
