#include "accounts/account_service.hpp"

#include "accounts/countries.hpp"
#include "accounts/crypto.hpp"
#include "accounts/validation.hpp"
#include "store/learner_record.hpp"

#include <ctime>

namespace academy::accounts {

namespace {

    const std::string invalid_credentials = "Invalid email or password";

    // Used when the e-mail is unknown so both failures cost the same time.
    const std::string& dummy_hash()
    {
        static const std::string hash = hash_password("not-a-real-password-" + random_token(8));
        return hash;
    }

} // namespace

AccountService::AccountService(store::Database& db, std::shared_ptr<const TokenService> tokens)
    : db_(db)
    , tokens_(std::move(tokens))
    , users_(db)
    , refresh_tokens_(db)
{
}

Session AccountService::issue_session(store::UserRecord user, const std::string& family_id)
{
    Session session;
    TokenClaims claims { std::to_string(user.id), user.role, user.username, user.display_name };
    claims.gen = user.token_generation;
    session.access_token = tokens_->sign(claims);
    session.refresh_token = random_token(32);
    const auto now = epoch_now();
    const auto lifetime
        = user.role == kLearnerRole ? learner_idle_lifetime.count() : refresh_lifetime.count();
    refresh_tokens_.insert_refresh(user.id, family_id.empty() ? random_token(16) : family_id,
        sha256_hex(session.refresh_token), now + lifetime, now);
    session.user = std::move(user);
    return session;
}

Result<Session, AccountProblem> AccountService::register_user(RegisterInput input)
{
    input.email = trim(input.email);
    input.username = trim(input.username);
    input.display_name = trim(input.display_name);
    for (const auto& problem : { check_email(input.email), check_password(input.password),
             check_username(input.username), check_display_name(input.display_name) })
        if (problem)
            return AccountProblem { 400, *problem };
    if (users_.email_taken(input.email))
        return AccountProblem { 409, "Email is already registered" };
    if (users_.username_taken(input.username))
        return AccountProblem { 409, "Username is already taken" };
    const auto hash = hash_password(input.password);
    try {
        auto user = users_.create({ input.email, input.username, input.display_name, hash });
        auto session = issue_session(std::move(user));
        session.is_new_user = true;
        return session;
    } catch (const store::StoreError&) {
        // Lost a race with an identical registration: report what the unique index refused.
        if (users_.email_taken(input.email))
            return AccountProblem { 409, "Email is already registered" };
        if (users_.username_taken(input.username))
            return AccountProblem { 409, "Username is already taken" };
        throw;
    }
}

Result<Session, AccountProblem> AccountService::login(
    const std::string& raw_email, const std::string& password)
{
    const auto email = trim(raw_email);
    if (auto problem = check_email(email))
        return AccountProblem { 400, *problem };
    if (password.empty())
        return AccountProblem { 400, "Password is required" };
    if (password.size() > max_password)
        return AccountProblem { 401, invalid_credentials };
    auto user = users_.find_by_email(email);
    if (!user || !user->password_hash) {
        verify_password(password, dummy_hash());
        return AccountProblem { 401, invalid_credentials };
    }
    if (!verify_password(password, *user->password_hash))
        return AccountProblem { 401, invalid_credentials };
    return issue_session(std::move(*user));
}

Result<Session, AccountProblem> AccountService::refresh(const std::string& refresh_token)
{
    if (refresh_token.empty())
        return AccountProblem { 401, "No refresh token available" };
    const auto now = epoch_now();
    const auto record = refresh_tokens_.find_refresh(sha256_hex(refresh_token));
    if (!record || record->revoked || record->expires_at < now)
        return AccountProblem { 401, "Invalid or expired refresh token" };
    // A used token presented again: someone else holds a copy. End every session of the family.
    if (record->used || !refresh_tokens_.mark_used(record->id)) {
        refresh_tokens_.revoke_family(record->family_id);
        return AccountProblem { 401, "Refresh token reuse detected; please sign in again" };
    }
    auto user = users_.find_by_id(record->user_id);
    if (!user)
        return AccountProblem { 401, "Invalid or expired refresh token" };
    // A learner in use is not idle: its 90 days start again.
    if (user->role == kLearnerRole)
        users_.touch(user->id);
    return issue_session(std::move(*user), record->family_id);
}

void AccountService::logout(const std::string& refresh_token)
{
    if (refresh_token.empty())
        return;
    if (const auto record = refresh_tokens_.find_refresh(sha256_hex(refresh_token)))
        refresh_tokens_.revoke_family(record->family_id);
}

std::optional<store::UserRecord> AccountService::find_user(std::int64_t id)
{
    return users_.find_by_id(id);
}

Result<store::UserRecord, AccountProblem> AccountService::update_profile(
    std::int64_t id, const ProfileChanges& changes)
{
    auto user = users_.find_by_id(id);
    if (!user)
        return AccountProblem { 401, "No user logged in" };
    auto username = changes.username ? trim(*changes.username) : user->username;
    auto display_name = changes.display_name ? trim(*changes.display_name) : user->display_name;
    if (auto problem = check_username(username))
        return AccountProblem { 400, *problem };
    if (auto problem = check_display_name(display_name))
        return AccountProblem { 400, *problem };
    std::optional<std::string> country = user->country;
    if (changes.country) {
        country = std::nullopt;
        if (*changes.country && !(*changes.country)->empty()) {
            country = country_code(**changes.country);
            if (!country)
                return AccountProblem { 400, kUnknownCountry };
        }
    }
    if (users_.username_taken(username, id))
        return AccountProblem { 409, "Username is already taken" };
    if (username != user->username || display_name != user->display_name)
        users_.update_profile(id, username, display_name);
    if (country != user->country)
        users_.set_country(id, country);
    user->username = username;
    user->display_name = display_name;
    user->country = country;
    return *user;
}

Result<Session, AccountProblem> AccountService::change_password(
    std::int64_t id, const std::string& current, const std::string& next)
{
    auto user = users_.find_by_id(id);
    if (!user)
        return AccountProblem { 401, "No user logged in" };
    if (user->password_hash && (current.empty() || !verify_password(current, *user->password_hash)))
        return AccountProblem { 403, "Current password is incorrect" };
    if (auto problem = check_password(next))
        return AccountProblem { 400, *problem };
    users_.update_password(id, hash_password(next));
    // Whoever else holds a refresh token (a stolen one included) has to sign in again, and every
    // access token issued before stops working now (the generation moved on).
    refresh_tokens_.revoke_user(id);
    // Live sockets signed in before the change are closed too (the caller's own included: it
    // signs in again with the session answered here).
    sessions_ended(id);
    auto updated = users_.find_by_id(id);
    if (!updated)
        return AccountProblem { 401, "No user logged in" };
    return issue_session(std::move(*updated));
}

bool AccountService::logout_everywhere(std::int64_t id)
{
    if (!users_.find_by_id(id))
        return false;
    users_.bump_token_generation(id);
    refresh_tokens_.revoke_user(id);
    sessions_ended(id);
    return true;
}

Result<bool, AccountProblem> AccountService::delete_account(
    std::int64_t id, const std::string& password)
{
    auto user = users_.find_by_id(id);
    if (!user)
        return AccountProblem { 401, "No user logged in" };
    // Accounts made by third-party sign-in have no password; the valid access token suffices.
    if (user->password_hash) {
        if (password.empty())
            return AccountProblem { 400, "Password is required" };
        if (!verify_password(password, *user->password_hash))
            return AccountProblem { 403, "Password is incorrect" };
    }
    users_.remove(id);
    sessions_ended(id);
    return true;
}

Session AccountService::start_learner()
{
    // The e-mail and username are placeholders the unique indexes accept: a learner signs in with
    // neither, and no one can register them (".invalid" is reserved, and usernames take no "~").
    const auto key = random_token(12);
    auto user = users_.create({ "learner-" + key + "@anonymous.invalid", "learner~" + key,
        "Visitor", std::nullopt, std::string(kLearnerRole) });
    return issue_session(std::move(user));
}

void AccountService::absorb_learner(std::int64_t learner, std::int64_t account)
{
    if (learner == account)
        return;
    const auto record = users_.find_by_id(learner);
    if (!record || record->role != kLearnerRole)
        return;
    store::move_learner_record(db_, learner, account);
    users_.remove(learner);
}

std::optional<std::int64_t> AccountService::refresh_token_owner(const std::string& refresh_token)
{
    if (refresh_token.empty())
        return std::nullopt;
    const auto record = refresh_tokens_.find_refresh(sha256_hex(refresh_token));
    if (!record || record->revoked || record->used || record->expires_at < epoch_now())
        return std::nullopt;
    return record->user_id;
}

int expire_idle_learners(store::Database& db, int batch)
{
    const auto cutoff
        = static_cast<std::time_t>(epoch_now() - AccountService::learner_idle_lifetime.count());
    std::tm tm {};
    gmtime_r(&cutoff, &tm);
    char before[32];
    std::strftime(before, sizeof before, "%Y-%m-%dT%H:%M:%SZ", &tm);
    store::UsersRepository users(db);
    int removed = 0;
    for (const auto id : users.idle_with_role(kLearnerRole, before, batch)) {
        users.remove(id);
        ++removed;
    }
    return removed;
}

Result<GuestIdentity, AccountProblem> AccountService::guest(const std::string& requested_name)
{
    auto name = trim(requested_name);
    if (name.empty())
        name = "Guest" + std::to_string(1000 + static_cast<unsigned char>(random_bytes(1)[0]) * 35);
    else if (auto problem = check_guest_name(name))
        return AccountProblem { 400, *problem };
    else if (users_.username_taken(name))
        return AccountProblem { 400, "That name belongs to a registered player: choose another" };
    GuestIdentity g;
    g.id = "guest-" + random_token(9);
    g.username = name;
    g.token = tokens_->sign(TokenClaims { g.id, "guest", name, name });
    return g;
}

} // namespace academy::accounts
