#include "app/user_command.hpp"

#include "app/serve_command.hpp"

#include "accounts/account_service.hpp"
#include "accounts/crypto.hpp"
#include "accounts/jwt.hpp"
#include "accounts/oidc.hpp"
#include "net/auth_middleware.hpp"
#include "net/auth_routes.hpp"
#include "net/http_client.hpp"
#include "net/user_routes.hpp"
#include "store/migrations.hpp"
#include "store/users_repository.hpp"

#include <CLI/CLI.hpp>

#include <iostream>

namespace academy::app {

struct AccountsRuntime {
    std::shared_ptr<const accounts::TokenService> tokens;
    std::unique_ptr<accounts::AccountService> service;
    std::unique_ptr<accounts::OidcClient> oidc;
};

void AccountsRuntimeDeleter::operator()(AccountsRuntime* runtime) const
{
    net::install_authenticator(nullptr, nullptr);
    delete runtime;
}

AccountsHandle add_accounts(
    net::Router& router, store::Database& db, const Config& config, bus::Bus* bus)
{
    AccountsHandle runtime { new AccountsRuntime };
    runtime->tokens = std::make_shared<accounts::TokenService>(
        accounts::load_or_create_secret(config.jwt_secret_file),
        std::chrono::seconds(config.access_token_seconds));
    runtime->service = std::make_unique<accounts::AccountService>(db, runtime->tokens);
    accounts::OidcConfig oidc { config.oidc_issuer, config.oidc_authorize_url,
        config.oidc_token_url, config.oidc_userinfo_url, config.oidc_client_id,
        config.oidc_client_secret, config.oidc_redirect_uri };
    runtime->oidc = std::make_unique<accounts::OidcClient>(
        std::move(oidc), db, *runtime->service, [](const accounts::OutboundRequest& request) {
            const auto response
                = net::http_request({ request.method, request.url, request.headers, request.body });
            return accounts::OutboundResponse { response.status, response.body };
        });
    net::install_authenticator(runtime->tokens, &db);
    net::add_auth_routes(router, *runtime->service, *runtime->oidc,
        { .attempts_per_window = static_cast<std::size_t>(config.auth_rate_limit),
            .guest_tokens_per_window = static_cast<std::size_t>(config.guest_rate_limit),
            .learners_per_window = static_cast<std::size_t>(config.learner_rate_limit),
            .bus = bus });
    net::add_user_routes(router, *runtime->service, db);
    return runtime;
}

void on_sessions_ended(const AccountsHandle& accounts, std::function<void(std::int64_t)> listener)
{
    accounts->service->on_sessions_ended(std::move(listener));
}

void add_user_commands(CLI::App& app, Config& config)
{
    auto* user = app.add_subcommand("user", "Manage accounts");
    user->require_subcommand(1);
    auto* promote = user->add_subcommand("promote", "Give an account the admin role");
    add_database_option(*promote, config);
    static std::string email;
    promote->add_option("email", email, "E-mail of the account")->required();
    promote->callback([&config] {
        try {
            auto db
                = store::open_database(config.db_url, { static_cast<std::size_t>(config.db_pool) });
            store::migrate(*db);
            store::UsersRepository users(*db);
            const bool done = users.set_role_by_email(email, "admin");
            db->close();
            if (!done) {
                std::cerr << "academy: no account with the e-mail " << email << "\n";
                set_exit_code(1);
                return;
            }
            std::cout << email << " is now an admin\n";
        } catch (const std::exception& e) {
            std::cerr << "academy: " << e.what() << "\n";
            set_exit_code(1);
        }
    });
}

} // namespace academy::app
