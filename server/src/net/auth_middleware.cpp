#include "net/auth_middleware.hpp"

#include "accounts/jwt.hpp"
#include "store/users_repository.hpp"

#include <atomic>
#include <charconv>
#include <mutex>

namespace academy::net {

namespace {

    struct Installed {
        std::shared_ptr<const accounts::TokenService> tokens;
        store::Database* db = nullptr;
    };

    std::mutex installed_mutex;
    Installed installed;

    Installed current()
    {
        std::lock_guard lock(installed_mutex);
        return installed;
    }

    std::optional<AuthUser> from_claims(const accounts::TokenClaims& claims)
    {
        AuthUser user;
        user.subject = claims.sub;
        user.username = claims.username;
        user.display_name = claims.name;
        user.role = claims.role;
        user.guest = claims.role == "guest";
        user.learner = claims.role == "learner";
        if (!user.guest) {
            const auto* end = claims.sub.data() + claims.sub.size();
            if (std::from_chars(claims.sub.data(), end, user.id).ptr != end || user.id <= 0)
                return std::nullopt;
        }
        return user;
    }

} // namespace

void install_authenticator(
    std::shared_ptr<const accounts::TokenService> tokens, store::Database* db)
{
    std::lock_guard lock(installed_mutex);
    installed = Installed { std::move(tokens), db };
}

bool authenticator_installed() { return current().tokens != nullptr; }

std::string bearer_token(std::string_view authorization)
{
    constexpr std::string_view prefix = "Bearer ";
    if (authorization.size() <= prefix.size())
        return {};
    for (std::size_t i = 0; i < prefix.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(authorization[i])) != std::tolower(prefix[i]))
            return {};
    auto token = authorization.substr(prefix.size());
    while (!token.empty() && token.front() == ' ')
        token.remove_prefix(1);
    return std::string(token);
}

std::optional<AuthUser> verify_token(std::string_view token)
{
    const auto state = current();
    if (!state.tokens || token.empty())
        return std::nullopt;
    const auto claims = state.tokens->verify(token);
    if (!claims)
        return std::nullopt;
    return from_claims(*claims);
}

std::optional<AuthUser> authenticate_token(std::string_view token, bool allow_expired)
{
    const auto state = current();
    if (!state.tokens || token.empty())
        return std::nullopt;
    const auto claims
        = allow_expired ? state.tokens->verify_signature(token) : state.tokens->verify(token);
    if (!claims)
        return std::nullopt;
    auto user = from_claims(*claims);
    if (!user || user->guest || !state.db)
        return user;
    store::UsersRepository users(*state.db);
    const auto record = users.find_by_id(user->id);
    // Ids are never reused (AUTOINCREMENT), and the generation ties the token to this account's
    // current sessions.
    if (!record || record->token_generation != claims->gen)
        return std::nullopt;
    user->username = record->username;
    user->display_name = record->display_name;
    user->role = record->role;
    user->learner = record->role == "learner";
    return user;
}

std::optional<AuthUser> authenticate(const ApiRequest& request)
{
    return authenticate_token(bearer_token(request.header("authorization")));
}

std::variant<std::optional<std::int64_t>, ApiResponse> optional_account(
    const ApiRequest& request, bool learners)
{
    if (bearer_token(request.header("authorization")).empty())
        return std::optional<std::int64_t> {};
    const auto who = authenticate(request);
    if (!who)
        return ApiResponse::error(401);
    if (who->guest || (who->learner && !learners))
        return std::optional<std::int64_t> {};
    return std::optional<std::int64_t>(who->id);
}

std::optional<AuthUser> authenticate_learner(const ApiRequest& request)
{
    auto user = authenticate(request);
    if (user && user->guest)
        return std::nullopt;
    return user;
}

std::optional<AuthUser> authenticate_account(const ApiRequest& request)
{
    auto user = authenticate_learner(request);
    if (user && user->learner)
        return std::nullopt;
    return user;
}

std::int64_t learner_id_or_visitor(const ApiRequest& request)
{
    if (request.header("authorization").empty())
        return 0;
    const auto user = authenticate_learner(request);
    return user ? user->id : 0;
}

} // namespace academy::net
