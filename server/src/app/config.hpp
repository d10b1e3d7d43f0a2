#pragma once

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace academy::app {

// Everything `academy serve` can be told, each as a flag and as an ACADEMY_* environment variable.
struct Config {
    std::string address = "0.0.0.0";
    int port = 3001;
    std::string db_url = "sqlite:data/academy.db";
    int db_pool = 8; // PostgreSQL connections per process (SQLite has one)
    std::string redis_url; // empty: the in-process bus (one node)
    std::string web_root = "web/dist";
    std::string log_level = "info";
    std::vector<std::string> allowed_origins { "http://localhost:5173" };
    std::string jwt_secret_file = "data/jwt-secret";
    std::string stockfish_path = "/usr/games/stockfish";
    int engine_pool = 2; // Stockfish processes for bots and analysis
    int engine_rate_limit = 60; // bot moves and analyses per address per minute
    int review_depth = 12; // engine depth per position of a game review
    int review_rate_limit = 20; // new reviews and mistake attempts per address per minute
    // The coach's optional AI voice (issue 19): the provider's Messages API, its model, and a file
    // holding the operator's key (empty: only players' own keys are used).
    std::string ai_url = "https://api.anthropic.com";
    std::string ai_model = "claude-haiku-4-5";
    std::string ai_key_file;
    int leaderboard_cache_ms
        = 1000; // a whole-board page kept for every viewer (learn::LeaderboardCache)
    unsigned threads = 0;
    // Accounts: third-party sign-in (OpenID Connect; Google's endpoints unless told otherwise)
    // and sign-in attempts allowed per address and per e-mail in 15 minutes.
    std::string oidc_issuer = "https://accounts.google.com";
    std::string oidc_authorize_url = "https://accounts.google.com/o/oauth2/v2/auth";
    std::string oidc_token_url = "https://oauth2.googleapis.com/token";
    std::string oidc_userinfo_url = "https://openidconnect.googleapis.com/v1/userinfo";
    std::string oidc_client_id;
    std::string oidc_client_secret;
    std::string oidc_redirect_uri; // empty: the site origin + /auth/callback
    int auth_rate_limit = 10;
    int guest_rate_limit = 30;
    // Anonymous learners (a visitor's first recorded activity) created for one address in 15 min.
    int learner_rate_limit = 10;
    // How long an access token holds (15 minutes; the end-to-end tests shorten it to see a
    // token expire mid-lesson).
    int access_token_seconds = 15 * 60;
    // Tests only: POST /api/test/clock moves the server's wall clock (a streak across days).
    bool test_clock = false;
};

// Adds the database flags --db and --db-pool (shared by serve and migrate).
void add_database_option(CLI::App& command, Config& config);
// Adds every serve flag.
void add_serve_options(CLI::App& command, Config& config);
// Adds the accounts flags (OpenID Connect provider, sign-in rate limit); part of the serve flags.
void add_account_options(CLI::App& command, Config& config);
// Sets spdlog's level from a name (trace, debug, info, warn, error, off).
void apply_log_level(const std::string& level);

} // namespace academy::app
