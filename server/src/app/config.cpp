#include "app/config.hpp"

#include <CLI/CLI.hpp>
#include <cctype>
#include <spdlog/spdlog.h>
#include <utility>

namespace academy::app {

void add_database_option(CLI::App& command, Config& config)
{
    command
        .add_option("--db", config.db_url, "Database URL: sqlite:PATH (default) or postgres://...")
        ->envname("ACADEMY_DB")
        ->capture_default_str();
    command
        .add_option("--db-pool", config.db_pool,
            "PostgreSQL: most connections this process opens (ignored for SQLite)")
        ->envname("ACADEMY_DB_POOL")
        ->check(CLI::Range(1, 1000))
        ->capture_default_str();
}

void add_serve_options(CLI::App& command, Config& config)
{
    add_database_option(command, config);
    command
        .add_option("--redis", config.redis_url,
            "Redis URL (redis://host:port[/db]) shared by several serve nodes; none: one node")
        ->envname("ACADEMY_REDIS");
    command.add_option("--address", config.address, "Address to listen on")
        ->envname("ACADEMY_ADDRESS")
        ->capture_default_str();
    command.add_option("--port", config.port, "TCP port (0 picks a free one)")
        ->envname("ACADEMY_PORT")
        ->check(CLI::Range(0, 65535))
        ->capture_default_str();
    command.add_option("--web-root", config.web_root, "Folder of the built web app")
        ->envname("ACADEMY_WEB_ROOT")
        ->capture_default_str();
    command.add_option("--log-level", config.log_level, "trace, debug, info, warn, error or off")
        ->envname("ACADEMY_LOG_LEVEL")
        ->check(CLI::IsMember({ "trace", "debug", "info", "warn", "error", "critical", "off" }))
        ->capture_default_str();
    command
        .add_option("--allowed-origins", config.allowed_origins,
            "Origins allowed by CORS (comma separated)")
        ->envname("ACADEMY_ALLOWED_ORIGINS")
        ->delimiter(',')
        ->capture_default_str();
    command
        .add_option("--jwt-secret-file", config.jwt_secret_file,
            "File holding the token signing secret (created if missing)")
        ->envname("ACADEMY_JWT_SECRET_FILE")
        ->capture_default_str();
    command.add_option("--stockfish", config.stockfish_path, "Path of the Stockfish binary")
        ->envname("ACADEMY_STOCKFISH")
        ->capture_default_str();
    command
        .add_option(
            "--engine-pool", config.engine_pool, "Stockfish processes for bot moves and analysis")
        ->envname("ACADEMY_ENGINE_POOL")
        ->check(CLI::Range(1, 64))
        ->capture_default_str();
    command
        .add_option("--engine-rate-limit", config.engine_rate_limit,
            "Bot moves and analyses one address may ask for per minute")
        ->envname("ACADEMY_ENGINE_RATE_LIMIT")
        ->check(CLI::Range(1, 1000000))
        ->capture_default_str();
    command
        .add_option("--review-depth", config.review_depth,
            "Engine depth for each position of a game review (one thread per search)")
        ->envname("ACADEMY_REVIEW_DEPTH")
        ->check(CLI::Range(4, 22))
        ->capture_default_str();
    command
        .add_option("--review-rate-limit", config.review_rate_limit,
            "New game reviews and mistake attempts one address may ask for per minute")
        ->envname("ACADEMY_REVIEW_RATE_LIMIT")
        ->check(CLI::Range(1, 1000000))
        ->capture_default_str();
    command
        .add_option("--ai-url", config.ai_url,
            "The coach's AI provider (Messages API; the endpoint is this + /v1/messages)")
        ->envname("ACADEMY_AI_URL")
        ->capture_default_str();
    command.add_option("--ai-model", config.ai_model, "The model the coach's AI voice asks for")
        ->envname("ACADEMY_AI_MODEL")
        ->capture_default_str();
    command
        .add_option("--ai-key-file", config.ai_key_file,
            "File holding the operator's provider key for the coach (players may send their own)")
        ->envname("ACADEMY_AI_KEY_FILE")
        ->check(CLI::ExistingFile);
    command
        .add_option("--leaderboard-cache-ms", config.leaderboard_cache_ms,
            "How long a page of the whole leaderboard is kept for every viewer (0: never)")
        ->envname("ACADEMY_LEADERBOARD_CACHE_MS")
        ->check(CLI::Range(0, 60000))
        ->capture_default_str();
    command.add_option("--threads", config.threads, "Network threads (0: one per core)")
        ->envname("ACADEMY_THREADS")
        ->capture_default_str();
    add_account_options(command, config);
    command.add_flag("--test-clock", config.test_clock,
        "Tests only: expose POST /api/test/clock, which moves the server's clock to cross days");
}

void add_account_options(CLI::App& command, Config& config)
{
    const std::pair<const char*, std::string*> oidc[] = {
        { "issuer", &config.oidc_issuer },
        { "authorize-url", &config.oidc_authorize_url },
        { "token-url", &config.oidc_token_url },
        { "userinfo-url", &config.oidc_userinfo_url },
        { "client-id", &config.oidc_client_id },
        { "client-secret", &config.oidc_client_secret },
        { "redirect-uri", &config.oidc_redirect_uri },
    };
    for (const auto& [name, target] : oidc) {
        std::string env = std::string("ACADEMY_OIDC_") + name;
        for (auto& c : env)
            c = c == '-' ? '_' : static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        command
            .add_option(
                std::string("--oidc-") + name, *target, std::string("OpenID Connect ") + name)
            ->envname(env)
            ->capture_default_str();
    }
    command
        .add_option("--guest-rate-limit", config.guest_rate_limit,
            "Guest identities handed to one address in 15 minutes")
        ->envname("ACADEMY_GUEST_RATE_LIMIT")
        ->check(CLI::Range(1, 1000000))
        ->capture_default_str();
    command
        .add_option("--learner-rate-limit", config.learner_rate_limit,
            "Anonymous learners (a visitor's record) created for one address in 15 minutes")
        ->envname("ACADEMY_LEARNER_RATE_LIMIT")
        ->check(CLI::Range(1, 1000000))
        ->capture_default_str();
    command
        .add_option("--access-token-seconds", config.access_token_seconds,
            "How long an access token holds before the browser must refresh it")
        ->envname("ACADEMY_ACCESS_TOKEN_SECONDS")
        ->check(CLI::Range(2, 24 * 60 * 60))
        ->capture_default_str();
    command
        .add_option("--auth-rate-limit", config.auth_rate_limit,
            "Sign-in and registration attempts per address, per address and account, and per "
            "account from "
            "a browser that never signed in to it, in 15 minutes")
        ->envname("ACADEMY_AUTH_RATE_LIMIT")
        ->check(CLI::Range(1, 1000000))
        ->capture_default_str();
}

void apply_log_level(const std::string& level)
{
    spdlog::set_level(spdlog::level::from_str(level));
}

} // namespace academy::app
