#include "app/config.hpp"

#include <CLI/CLI.hpp>
#include <spdlog/spdlog.h>

namespace academy::app {

void add_database_option(CLI::App& command, Config& config)
{
    command.add_option("--db", config.db_url, "Database URL: sqlite:PATH (default) or postgres://...")
        ->envname("ACADEMY_DB")
        ->capture_default_str();
}

void add_serve_options(CLI::App& command, Config& config)
{
    add_database_option(command, config);
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
    command.add_option("--allowed-origins", config.allowed_origins, "Origins allowed by CORS (comma separated)")
        ->envname("ACADEMY_ALLOWED_ORIGINS")
        ->delimiter(',')
        ->capture_default_str();
    command.add_option("--jwt-secret-file", config.jwt_secret_file, "File holding the token signing secret (created if missing)")
        ->envname("ACADEMY_JWT_SECRET_FILE")
        ->capture_default_str();
    command.add_option("--stockfish", config.stockfish_path, "Path of the Stockfish binary")
        ->envname("ACADEMY_STOCKFISH")
        ->capture_default_str();
    command.add_option("--threads", config.threads, "Network threads (0: one per core)")
        ->envname("ACADEMY_THREADS")
        ->capture_default_str();
}

void apply_log_level(const std::string& level)
{
    spdlog::set_level(spdlog::level::from_str(level));
}

}  // namespace academy::app
