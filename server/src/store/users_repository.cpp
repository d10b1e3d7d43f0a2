#include "store/users_repository.hpp"

#include "store/user_stats.hpp"

#include <chrono>
#include <ctime>

namespace academy::store {

namespace {

    constexpr const char* user_columns = "SELECT id, email, username, display_name, password_hash, "
                                         "role, created_at, token_generation, country FROM users ";

    UserRecord to_user(const Row& row)
    {
        UserRecord u;
        u.id = row.integer(0);
        u.email = row.text(1);
        u.username = row.text(2);
        u.display_name = row.text(3);
        if (!row.is_null(4))
            u.password_hash = row.text(4);
        u.role = row.text(5);
        u.created_at = row.text(6);
        u.token_generation = row.integer(7);
        if (!row.is_null(8))
            u.country = row.text(8);
        return u;
    }

    std::optional<UserRecord> first(const QueryResult& result)
    {
        if (result.rows.empty())
            return std::nullopt;
        return to_user(result.rows.front());
    }

    Value optional_text(const std::optional<std::string>& text)
    {
        if (!text)
            return nullptr;
        return *text;
    }

} // namespace

std::string lower_key(std::string_view text)
{
    std::string out(text);
    for (auto& c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::string iso_now()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm {};
    gmtime_r(&now, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buffer;
}

UserRecord UsersRepository::create(const NewUser& user)
{
    const auto now = iso_now();
    const auto result
        = db_.query("INSERT INTO users (email, email_key, username, username_key, "
                    "display_name, password_hash, role, "
                    "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
            { user.email, lower_key(user.email), user.username, lower_key(user.username),
                user.display_name, optional_text(user.password_hash), user.role, now, now });
    return UserRecord { result.rows.at(0).integer(0), user.email, user.username, user.display_name,
        user.password_hash, user.role, now, 0, std::nullopt };
}

std::optional<UserRecord> UsersRepository::find_by_id(std::int64_t id)
{
    return first(db_.query(std::string(user_columns) + "WHERE id = ?", { id }));
}

std::optional<UserRecord> UsersRepository::find_by_email(std::string_view email)
{
    return first(
        db_.query(std::string(user_columns) + "WHERE email_key = ?", { lower_key(email) }));
}

std::optional<UserRecord> UsersRepository::find_by_username(std::string_view username)
{
    return first(
        db_.query(std::string(user_columns) + "WHERE username_key = ?", { lower_key(username) }));
}

bool UsersRepository::email_taken(std::string_view email, std::int64_t except_id)
{
    return !db_.query("SELECT 1 FROM users WHERE email_key = ? AND id <> ?",
                   { lower_key(email), except_id })
                .rows.empty();
}

bool UsersRepository::username_taken(std::string_view username, std::int64_t except_id)
{
    return !db_.query("SELECT 1 FROM users WHERE username_key = ? AND id <> ?",
                   { lower_key(username), except_id })
                .rows.empty();
}

void UsersRepository::update_profile(
    std::int64_t id, const std::string& username, const std::string& display_name)
{
    db_.query("UPDATE users SET username = ?, username_key = ?, display_name = ?, updated_at = ? "
              "WHERE id = ?",
        { username, lower_key(username), display_name, iso_now(), id });
}

void UsersRepository::update_password(std::int64_t id, const std::string& password_hash)
{
    db_.query("UPDATE users SET password_hash = ?, token_generation = token_generation + 1, "
              "updated_at = ? WHERE id = ?",
        { password_hash, iso_now(), id });
}

void UsersRepository::bump_token_generation(std::int64_t id)
{
    db_.query(
        "UPDATE users SET token_generation = token_generation + 1, updated_at = ? WHERE id = ?",
        { iso_now(), id });
}

bool UsersRepository::set_role_by_email(std::string_view email, std::string_view role)
{
    return db_.query("UPDATE users SET role = ?, updated_at = ? WHERE email_key = ?",
                  { std::string(role), iso_now(), lower_key(email) })
               .changes
        > 0;
}

void UsersRepository::touch(std::int64_t id)
{
    db_.query("UPDATE users SET updated_at = ? WHERE id = ?", { iso_now(), id });
}

std::vector<std::int64_t> UsersRepository::idle_with_role(
    std::string_view role, const std::string& before, int limit)
{
    std::vector<std::int64_t> ids;
    for (const auto& row : db_.query("SELECT id FROM users WHERE role = ? AND updated_at < ? "
                                     "ORDER BY updated_at LIMIT ?",
                                  { std::string(role), before, std::int64_t { limit } })
                               .rows)
        ids.push_back(row.integer(0));
    return ids;
}

void UsersRepository::remove(std::int64_t id)
{
    db_.transaction([&] {
        db_.query("DELETE FROM refresh_tokens WHERE user_id = ?", { id });
        db_.query("DELETE FROM user_identities WHERE user_id = ?", { id });
        db_.query("DELETE FROM computer_games WHERE user_id = ?", { id });
        db_.query("DELETE FROM computer_games_in_play WHERE user_id = ?", { id });
        db_.query("DELETE FROM puzzle_attempts WHERE user_id = ?", { id });
        db_.query("DELETE FROM puzzle_ratings WHERE user_id = ?", { id });
        db_.query("DELETE FROM progress_events WHERE user_id = ?", { id });
        db_.query("DELETE FROM lesson_progress WHERE user_id = ?", { id });
        db_.query("DELETE FROM lesson_positions WHERE user_id = ?", { id });
        db_.query("DELETE FROM lesson_quizzes WHERE user_id = ?", { id });
        db_.query("DELETE FROM lesson_puzzle_skips WHERE user_id = ?", { id });
        db_.query("DELETE FROM practice_progress WHERE user_id = ?", { id });
        db_.query("DELETE FROM puzzle_showings WHERE user_id = ?", { id });
        db_.query("DELETE FROM progress_dirty WHERE user_id = ?", { id });
        db_.query("DELETE FROM progress_totals WHERE user_id = ?", { id });
        db_.query("DELETE FROM achievement_unlocks WHERE user_id = ?", { id });
        db_.query("DELETE FROM board_entries WHERE user_id = ?", { id });
        db_.query("DELETE FROM follows WHERE follower_id = ? OR followee_id = ?", { id, id });
        // Game reviews of the account's games and pastes (a reused id must not inherit them).
        db_.query("DELETE FROM game_review_positions WHERE review_id IN "
                  "(SELECT id FROM game_reviews WHERE owner_id = ?)",
            { id });
        db_.query("DELETE FROM game_reviews WHERE owner_id = ?", { id });
        db_.query("DELETE FROM deck_reviews WHERE user_id = ?", { id });
        db_.query("DELETE FROM deck_cards WHERE user_id = ?", { id });
        forget_user_in_games(db_, id);
        db_.query("DELETE FROM users WHERE id = ?", { id });
    });
}

void UsersRepository::set_country(std::int64_t id, const std::optional<std::string>& country)
{
    db_.query("UPDATE users SET country = ?, updated_at = ? WHERE id = ?",
        { optional_text(country), iso_now(), id });
}

std::optional<std::int64_t> UsersRepository::find_identity(
    std::string_view provider, std::string_view subject)
{
    const auto result
        = db_.query("SELECT user_id FROM user_identities WHERE provider = ? AND subject = ?",
            { std::string(provider), std::string(subject) });
    if (result.rows.empty())
        return std::nullopt;
    return result.rows.front().integer(0);
}

void UsersRepository::link_identity(
    std::string_view provider, std::string_view subject, std::int64_t user_id)
{
    db_.query(
        "INSERT INTO user_identities (provider, subject, user_id, created_at) VALUES (?, ?, ?, ?)",
        { std::string(provider), std::string(subject), user_id,
            std::int64_t { std::chrono::duration_cast<std::chrono::seconds>(
                std::chrono::system_clock::now().time_since_epoch())
                               .count() } });
}

} // namespace academy::store
