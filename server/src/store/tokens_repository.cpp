#include "store/tokens_repository.hpp"

namespace academy::store {

void TokensRepository::insert_refresh(std::int64_t user_id, const std::string& family_id,
    const std::string& token_hash, std::int64_t expires_at, std::int64_t now)
{
    db_.query("INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, created_at) "
              "VALUES (?, ?, ?, ?, ?)",
        { user_id, family_id, token_hash, expires_at, now });
}

std::optional<RefreshTokenRecord> TokensRepository::find_refresh(const std::string& token_hash)
{
    const auto result = db_.query("SELECT id, user_id, family_id, expires_at, used, revoked FROM "
                                  "refresh_tokens WHERE token_hash = ?",
        { token_hash });
    if (result.rows.empty())
        return std::nullopt;
    const auto& row = result.rows.front();
    return RefreshTokenRecord { row.integer(0), row.integer(1), row.text(2), row.integer(3),
        row.integer(4) != 0, row.integer(5) != 0 };
}

bool TokensRepository::mark_used(std::int64_t id)
{
    return db_.query("UPDATE refresh_tokens SET used = 1 WHERE id = ? AND used = 0", { id }).changes
        > 0;
}

void TokensRepository::revoke_family(const std::string& family_id)
{
    db_.query("UPDATE refresh_tokens SET revoked = 1 WHERE family_id = ?", { family_id });
}

void TokensRepository::revoke_user(std::int64_t user_id)
{
    db_.query("UPDATE refresh_tokens SET revoked = 1 WHERE user_id = ?", { user_id });
}

void TokensRepository::purge_expired(std::int64_t now)
{
    db_.query("DELETE FROM refresh_tokens WHERE expires_at < ?", { now });
    db_.query("DELETE FROM oauth_states WHERE expires_at < ?", { now });
}

void TokensRepository::insert_state(
    const std::string& state, const OAuthStateRecord& record, std::int64_t expires_at)
{
    db_.query("INSERT INTO oauth_states (state, code_verifier, redirect_uri, expires_at) VALUES "
              "(?, ?, ?, ?)",
        { state, record.code_verifier, record.redirect_uri, expires_at });
}

std::optional<OAuthStateRecord> TokensRepository::take_state(
    const std::string& state, std::int64_t now)
{
    std::optional<OAuthStateRecord> found;
    db_.transaction([&] {
        const auto result = db_.query(
            "SELECT code_verifier, redirect_uri, expires_at FROM oauth_states WHERE state = ?",
            { state });
        if (result.rows.empty())
            return;
        db_.query("DELETE FROM oauth_states WHERE state = ?", { state });
        if (result.rows.front().integer(2) >= now)
            found = OAuthStateRecord { result.rows.front().text(0), result.rows.front().text(1) };
    });
    return found;
}

} // namespace academy::store
