#pragma once

#include "store/database.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace academy::store {

struct RefreshTokenRecord {
    std::int64_t id = 0;
    std::int64_t user_id = 0;
    std::string family_id;
    std::int64_t expires_at = 0; // epoch seconds
    bool used = false; // rotated: presenting it again means it was stolen
    bool revoked = false;
};

struct OAuthStateRecord {
    std::string code_verifier;
    std::string redirect_uri;
};

// Refresh tokens (by hash only) and pending OpenID Connect requests.
class TokensRepository {
public:
    explicit TokensRepository(Database& db)
        : db_(db)
    {
    }

    void insert_refresh(std::int64_t user_id, const std::string& family_id,
        const std::string& token_hash, std::int64_t expires_at, std::int64_t now);
    std::optional<RefreshTokenRecord> find_refresh(const std::string& token_hash);
    // Marks the token used; false if it already was (a concurrent or replayed refresh).
    bool mark_used(std::int64_t id);
    void revoke_family(const std::string& family_id);
    void revoke_user(std::int64_t user_id);
    void purge_expired(std::int64_t now);

    void insert_state(
        const std::string& state, const OAuthStateRecord& record, std::int64_t expires_at);
    // Removes and returns the state if it exists and has not expired (one use only).
    std::optional<OAuthStateRecord> take_state(const std::string& state, std::int64_t now);

private:
    Database& db_;
};

} // namespace academy::store
