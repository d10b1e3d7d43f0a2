#pragma once

#include "accounts/jwt.hpp"
#include "chess/result.hpp"
#include "store/database.hpp"
#include "store/tokens_repository.hpp"
#include "store/users_repository.hpp"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace academy::accounts {

// Why an account call was refused: the HTTP status and the text the user reads.
struct AccountProblem {
    unsigned status;
    std::string message;
};

struct Session {
    store::UserRecord user;
    std::string access_token;
    std::string refresh_token; // the raw value: only its hash is stored
    bool is_new_user = false;
};

struct GuestIdentity {
    std::string id;
    std::string username;
    std::string token;
};

struct RegisterInput {
    std::string email;
    std::string password;
    std::string username;
    std::string display_name;
};

struct ProfileChanges {
    std::optional<std::string> username;
    std::optional<std::string> display_name;
    // Absent: unchanged; an empty inner value: cleared; else an ISO 3166-1 alpha-2 code.
    std::optional<std::optional<std::string>> country;
};

// The role of an anonymous learner: a visitor's record on the server (docs/progress.md).
inline constexpr std::string_view kLearnerRole = "learner";

// Registration, sign-in, refresh-token rotation, profile and account deletion. Every call may
// hash passwords or touch the database: call from the blocking pool only.
class AccountService {
public:
    static constexpr std::chrono::seconds refresh_lifetime { 7 * 24 * 3600 };
    // An anonymous learner keeps its session as long as it may stay idle: 90 days after its last
    // refresh, both the cookie and the record end.
    static constexpr std::chrono::seconds learner_idle_lifetime { 90 * 24 * 3600 };

    AccountService(store::Database& db, std::shared_ptr<const TokenService> tokens);

    Result<Session, AccountProblem> register_user(RegisterInput input);
    Result<Session, AccountProblem> login(const std::string& email, const std::string& password);
    // Rotates the refresh token; a token presented twice revokes its whole family.
    Result<Session, AccountProblem> refresh(const std::string& refresh_token);
    void logout(const std::string& refresh_token);
    // Ends every session of the account at once: all refresh tokens revoked and every access token
    // refused from now on (the token generation moves on). False when the account is gone.
    bool logout_everywhere(std::int64_t id);

    std::optional<store::UserRecord> find_user(std::int64_t id);
    Result<store::UserRecord, AccountProblem> update_profile(
        std::int64_t id, const ProfileChanges& changes);
    // Ends every other session (all refresh tokens revoked) and returns a fresh one for the caller.
    Result<Session, AccountProblem> change_password(
        std::int64_t id, const std::string& current, const std::string& next);
    Result<bool, AccountProblem> delete_account(std::int64_t id, const std::string& password);

    // A new anonymous learner (role "learner", no e-mail, no password) and its session: a visitor's
    // first recorded activity creates one.
    Session start_learner();
    // After a sign-up or sign-in from a browser that holds the anonymous learner `learner`: its
    // record becomes the account's (store/learner_record) and the learner is deleted. Nothing
    // happens when `learner` is not an anonymous learner or is the account itself.
    void absorb_learner(std::int64_t learner, std::int64_t account);
    // The user id of a refresh token that is still valid (not used, revoked or expired), without
    // rotating it: how a sign-in finds the browser's anonymous learner.
    std::optional<std::int64_t> refresh_token_owner(const std::string& refresh_token);

    // A signed visitor identity (role "guest") the live-play socket accepts, named as asked. No
    // name (or only spaces): a generated one ("Guest4321"). A name that breaks check_guest_name or
    // is a registered player's (any case) is refused with a 400: a visitor may not pass for a
    // registered player, nor carry markup or hidden characters onto other people's screens.
    Result<GuestIdentity, AccountProblem> guest(const std::string& requested_name);

    // Told, after the store has recorded it, that every session of an account ended at once
    // (logout_everywhere, change_password, delete_account): whoever keeps live connections for the
    // account closes them (app/ wires the live-play sockets here). Set once, before serving.
    using SessionsEnded = std::function<void(std::int64_t account)>;
    void on_sessions_ended(SessionsEnded listener) { sessions_ended_ = std::move(listener); }

    // Tokens for a user who just proved who they are (password or identity provider).
    Session issue_session(store::UserRecord user, const std::string& family_id = {});

    store::UsersRepository& users() { return users_; }
    const TokenService& tokens() const { return *tokens_; }

private:
    store::Database& db_;
    std::shared_ptr<const TokenService> tokens_;
    store::UsersRepository users_;
    store::TokensRepository refresh_tokens_;
    SessionsEnded sessions_ended_;

    void sessions_ended(std::int64_t id) const
    {
        if (sessions_ended_)
            sessions_ended_(id);
    }
};

// Deletes anonymous learners whose session has not been refreshed for
// AccountService::learner_idle_lifetime, with every row they own, up to `batch` at a time; returns
// how many went. The server runs it hourly (app/serve_command); it is plain SQL, so it runs on
// SQLite and PostgreSQL alike.
int expire_idle_learners(store::Database& db, int batch = 500);

} // namespace academy::accounts
